// The solver's one entry: what the rest of the package and its public index use of it.
export { canonicalForm, keypadId, type CanonicalForm } from './symmetry.js';
export {
  SolvedKeypad,
  solveKeypad,
  type Analysis,
  type KeypadSolveOptions,
} from './solved-keypad.js';
export { ThirtyOneSolver } from './thirty-one-solver.js';
