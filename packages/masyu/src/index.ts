export {
  Cell,
  Dir,
  MAX_SIDE,
  cellDirections,
  checkSize,
  createPuzzle,
  edgeCells,
  edgeToward,
  isEdge,
  loopFromDirections,
  neighbour,
  sameLoop,
  type CellKind,
  type MasyuLoop,
  type MasyuPuzzle,
} from './model.js';
export { isSolution, validateLoop, type MasyuRule, type Violation } from './validate.js';
export { encode, type EncodedRule, type Encoding } from './encode.js';
export {
  MasyuSearch,
  countSolutions,
  solve,
  type SearchStats,
  type SolveOptions,
  type SolveResult,
  type StepResult,
} from './solve.js';
