export {
  ParallelGaletteSolver,
  type ExchangeStats,
  type ParallelGaletteSolverOptions,
  type PartExchange,
} from './parallel.js';
export { PartStore, StoreError, type StoreOpened, type StoreStats } from './part-store.js';
