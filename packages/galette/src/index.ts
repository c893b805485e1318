export {
  Portion,
  cakeImages,
  cakeKey,
  createCake,
  emptyCakeSizes,
  mirrorCake,
  portionAt,
  transposeCake,
  type Bite,
  type Cake,
} from './model.js';
export { eat, isLegalBite, legalBites, splitCake, type CakePart } from './rules.js';
export { galetteGame } from './game.js';
export { formatNimber, parseNimber } from './nimber.js';
export { estimateParts, measuredEmptyCakeParts } from './solver/effort.js';
export { StripValues } from './solver/strip.js';
export { type SolveStats } from './solver/engine.js';
export {
  GaletteSolver,
  type BiteOption,
  type CakeAnalysis,
  type GaletteSolverOptions,
} from './solver/galette-solver.js';
export { SharedPartTable, type SharedPartTableOptions } from './solver/shared-table.js';
export {
  JournalError,
  journalHeader,
  type JournalScan,
  type JournalSource,
} from './solver/journal.js';
export {
  GaletteRemoteness,
  replayBites,
  takeBite,
  turnStatus,
  valueHistory,
  type GaletteHistory,
  type GaletteTurn,
  type TurnStatus,
} from './analysis.js';
