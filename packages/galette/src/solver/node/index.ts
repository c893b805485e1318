export { ParallelGaletteSolver, type ParallelGaletteSolverOptions } from './parallel.js';
export { PartStore, StoreError, type StoreOpened, type StoreStats } from './part-store.js';
