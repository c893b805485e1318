// The table the engine reads and fills: a table of its own (`table.ts`), or, in the threads
// build (compiled with `--use SHARED_TABLE=1`), one shared with the engines of other threads
// (`shared-table.ts`). The choice is made when compiling, so each build holds one of them.
import { sharedClaim, sharedGet, sharedScratchEnd, sharedSet, sharedTouch } from './shared-table';
import { scratchEnd, tableGet, tableSet, touchSlot } from './table';

/** The stored value of the key at `key`, or -1. */
export function storeGet(key: usize, length: i32, hash: u32): i32 {
  return isDefined(SHARED_TABLE) ? sharedGet(key, length, hash) : tableGet(key, length, hash);
}

/**
 * Before searching a part: its stored value, or -1 when this thread is to search it now, or
 * `CLAIMED_ELSEWHERE` when another thread is searching it (a shared table only).
 */
export function storeClaim(key: usize, length: i32, hash: u32): i32 {
  return isDefined(SHARED_TABLE) ? sharedClaim(key, length, hash) : tableGet(key, length, hash);
}

/** Stores a value; `cost` (the work it took) decides what is forgotten when full. */
export function storeSet(key: usize, length: i32, hash: u32, value: u32, cost: u32): void {
  if (isDefined(SHARED_TABLE)) sharedSet(key, length, hash, value, cost);
  else tableSet(key, length, hash, value, cost);
}

/** The first word of the slot a hash starts at: read early, so cache misses overlap. */
export function storeTouch(hash: u32): u32 {
  return isDefined(SHARED_TABLE) ? sharedTouch(hash) : touchSlot(hash);
}

/** Where the scratch heap (frames, splitter rows) must end. */
export function storeScratchEnd(): usize {
  return isDefined(SHARED_TABLE) ? sharedScratchEnd() : scratchEnd();
}
