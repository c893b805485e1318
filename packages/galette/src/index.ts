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
export { eat, hasBite, isLegalBite, legalBites, splitCake, type CakePart } from './rules.js';
export { galetteGame } from './game.js';
export { formatNimber, parseNimber } from './nimber.js';
export {
  canonicalCakeKey,
  MAX_JOB_PLIES,
  splitIntoJobs,
  type CakeJobs,
  estimateParts,
  GaletteSolver,
  JournalError,
  journalHeader,
  measuredEmptyCakeParts,
  SharedPartTable,
  StripValues,
  type BiteOption,
  type CakeAnalysis,
  type GaletteSolverOptions,
  type JournalScan,
  type SettledBiteOption,
  type JournalSource,
  type SharedPartTableOptions,
  type SolveStats,
} from './solver/index.js';
export {
  GUESS_SMALL_PART,
  GaletteRemoteness,
  galetteGuess,
  galetteMatch,
  galetteMatchRules,
  replayBites,
  takeBite,
  turnStatus,
  type GaletteGuessOptions,
  type GaletteMatchOptions,
  type GaletteTurn,
  type TurnStatus,
} from './analysis.js';
export { galetteDescriptor } from './descriptor.js';
