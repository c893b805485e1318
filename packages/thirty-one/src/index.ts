export {
  STANDARD_KEYPAD,
  cellOf,
  createKeypad,
  hasDistinctDigits,
  keypadRows,
  legalKeys,
  type KeyCell,
  type Keypad,
} from './keypad.js';
export {
  DEFAULT_LIMIT,
  isPastLimit,
  press,
  thirtyOneStart,
  type ThirtyOnePosition,
} from './position.js';
export { thirtyOneGame } from './game.js';
export { analyzeGame, positionValue, type GameAnalysis, type KeyValue } from './analysis.js';
export { canonicalForm, keypadId, type CanonicalForm } from './symmetry.js';
export {
  SolvedKeypad,
  solveKeypad,
  type Analysis,
  type KeypadSolveOptions,
} from './solved-keypad.js';
export { ThirtyOneSolver } from './thirty-one-solver.js';
