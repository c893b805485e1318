export { ParallelGaletteSolver, type ParallelGaletteSolverOptions } from './parallel.js';
export { type CacheOpened } from './cache-file.js';
