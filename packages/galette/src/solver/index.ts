// The solver's one entry: what the rest of the package and its public index use of it (the
// parallel solver in `node/`, for Node, reaches further in: the table's records and the journal's scan).
export { estimateParts, measuredEmptyCakeParts } from './effort.js';
export { StripValues } from './strip.js';
export { type SolveStats } from './engine.js';
export {
  GaletteSolver,
  type BiteOption,
  type CakeAnalysis,
  type GaletteSolverOptions,
  type SettledBiteOption,
} from './galette-solver.js';
export { MAX_JOB_PLIES, canonicalCakeKey, splitIntoJobs, type CakeJobs } from './job-split.js';
export { SharedPartTable, type SharedPartTableOptions } from './shared-table.js';
export { JournalError, journalHeader, type JournalScan, type JournalSource } from './journal.js';
