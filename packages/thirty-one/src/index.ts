export {
  STANDARD_KEYPAD,
  cellOf,
  createKeypad,
  hasDistinctDigits,
  keypadRows,
  legalKeys,
  type Cell,
  type Keypad,
} from './keypad.js';
export { DEFAULT_LIMIT, isPastLimit, press, startPosition, type Position } from './position.js';
export { thirtyOneGame } from './game.js';
export { canonicalForm, keypadId, type CanonicalForm } from './symmetry.js';
export { SolvedKeypad, solveKeypad, type Analysis, type SolveOptions } from './solved-keypad.js';
export { ThirtyOneSolver } from './thirty-one-solver.js';
