export { ParallelGaletteSolver, type ParallelGaletteSolverOptions } from './parallel.js';
