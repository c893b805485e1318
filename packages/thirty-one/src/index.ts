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
export { positionValue, thirtyOneMatch, thirtyOneMatchRules, type KeyValue } from './analysis.js';
export {
  SolvedKeypad,
  ThirtyOneSolver,
  canonicalForm,
  keypadId,
  solveKeypad,
  type Analysis,
  type CanonicalForm,
  type KeypadSolveOptions,
} from './solver/index.js';
export { thirtyOneDescriptor, type ThirtyOneStart } from './descriptor.js';
