export {
  STANDARD_KEYPAD,
  cellOf,
  createKeypad,
  hasDistinctDigits,
  keypadRows,
  DEFAULT_LIMIT,
  thirtyOneStart,
  type KeyCell,
  type Keypad,
  type ThirtyOnePosition,
} from './model.js';
export { isPastLimit, legalKeys, press } from './rules.js';
export { thirtyOneGame } from './game.js';
export { analyzeGame, positionValue, type GameAnalysis, type KeyValue } from './analysis.js';
export { canonicalForm, keypadId, type CanonicalForm } from './solver/symmetry.js';
export {
  SolvedKeypad,
  solveKeypad,
  type Analysis,
  type KeypadSolveOptions,
} from './solver/solved-keypad.js';
export { ThirtyOneSolver } from './solver/thirty-one-solver.js';
