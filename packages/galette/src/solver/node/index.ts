export {
  ParallelGaletteSolver,
  type ExchangeStats,
  type ParallelGaletteSolverOptions,
  type PartExchange,
} from './parallel.js';
export {
  commitLock,
  endCommits,
  PartStore,
  StoreError,
  type CommitLock,
  type StoreOpened,
  type StoreStats,
} from './part-store.js';
