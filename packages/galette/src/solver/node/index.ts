export { ParallelGaletteSolver, type ParallelGaletteSolverOptions } from './parallel.js';
export { CacheInUseError, type CacheOpened } from './cache-file.js';
export { SpillFile, type SpillStats } from './spill-file.js';
