// The solver's one entry: what the rest of the package (analysis, deductions, the generator) and
// its public index use of it.
export { encode, type EncodedRule, type Encoding } from './encode.js';
export {
  MasyuSearch,
  countSolutions,
  solve,
  type MasyuSearchOptions,
  type MasyuSearchStats,
  type MasyuSolveOptions,
  type SolveResult,
  type StepResult,
} from './solve.js';
