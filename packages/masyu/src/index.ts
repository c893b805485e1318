export {
  MasyuCell,
  Dir,
  MAX_MASYU_SIDE,
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
  type MasyuProgress,
  type MasyuPuzzle,
} from './model.js';
export { isSolution, validateLoop, type MasyuRule, type Violation } from './rules.js';
export {
  MasyuSearch,
  countSolutions,
  encode,
  solve,
  type EncodedRule,
  type Encoding,
  type MasyuSearchOptions,
  type MasyuSearchStats,
  type MasyuSolveOptions,
  type SolveResult,
  type StepResult,
} from './solver/index.js';
export { DeductionBoard, Mark, cellName, type EdgeMark } from './deduce/board.js';
export {
  LEVELS,
  type BoardRule,
  type CellRule,
  type EdgeConclusion,
  type Finding,
  type Level,
} from './deduce/rule.js';
export { BOARD_RULES, CELL_RULES, LATE_CELL_RULES } from './deduce/rules/index.js';
export {
  deduce,
  deduceOn,
  type DeduceOptions,
  type Deduction,
  type DeductionOutcome,
  type Step,
} from './deduce/engine.js';
export {
  edgeToJson,
  explain,
  formatStep,
  formatSteps,
  stepToJson,
  type StepJson,
} from './deduce/explain.js';
export { hint, type Hint } from './deduce/hint.js';
export {
  checkDrawing,
  drawnLoop,
  firstMistake,
  replayMarks,
  solvesPuzzle,
  type DrawingCheck,
  type MarkMistake,
  type MarkMove,
} from './analysis.js';
export { generatePuzzle, type GenerateOptions, type GeneratedPuzzle } from './generate/generate.js';
export { masyuDescriptor } from './descriptor.js';
