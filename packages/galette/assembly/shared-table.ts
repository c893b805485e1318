// The table of the threads build: `SharedPartTable` of src/solver/shared-table.ts, which lays
// it out in a memory every thread's engine imports. The same words, read and written the same
// way (see the comment there): plain loads for probes, a compare-and-swap to take a slot or to
// set a value, an atomic store to publish a record; a part is claimed before it is searched.
// Each engine instance has a scratch region of its own below the table for its frames.
import { keyLength, sameKey } from './keys';

/** Called for every entry stored while this thread has the table alone and keeps a journal. */
declare function journalEntry(key: usize, length: i32, valueWord: u32): void;
/** While this thread has the table alone with a spill: the value word (`value | cost << 16`) of
 * a key missing from the table, from the spill, or -1; and an entry the table forgets. */
declare function spillGet(key: usize, length: i32, hash: u32): i32;
declare function spillPut(key: usize, length: i32, hash: u32, valueWord: u32): void;

const HEADER = 8;
const COUNT = 1;
const LOGGED = 4;
const REFUSED = 5;
const PROBES = 32;
const WRITING: u32 = 1;
const SEARCHING: u32 = 0x10000;
const STATUS: u32 = 0x1ffff;
const COST_SHIFT = 17;
/** What `claim` answers for a part another thread is searching (`CLAIMED_ELSEWHERE`). */
export const CLAIMED_ELSEWHERE = -2;

/** The table's words: `words[i]` is at `base + 4 i`. */
let base: usize = 0;
let slots: u32 = 0;
let stride: u32 = 0;
let logAt: usize = 0;
let alone = false;
let journaling = false;
let spilling = false;
let claimedNow = false;
let scratchLimit: usize = 0;

/** This instance's place among those sharing the memory (from 0), and the bytes of each one's
 * scratch region; asked once, when it starts. */
declare function engineIndex(): i32;
declare function scratchBytes(): f64;

if (isDefined(SHARED_TABLE)) {
  // The first statement of the start function (threads.ts exports this file first), so all that
  // the engine allocates lands in this instance's region: earlier regions are allocated and left.
  const region = <usize>scratchBytes();
  const index = <usize>engineIndex();
  if (index > 0) heap.alloc(index * region);
  scratchLimit = __heap_base + (index + 1) * region;
}

/** Reads the table laid out at `tableAt` by JavaScript (`SharedPartTable`). */
export function useTable(tableAt: usize): void {
  base = tableAt;
  slots = load<u32>(base, 8);
  stride = load<u32>(base, 12);
  logAt = base + ((<usize>(HEADER + slots * stride)) << 2);
}

/** The end of this instance's scratch region. */
export function sharedScratchEnd(): usize {
  return scratchLimit;
}

/** The first byte after the static data, where the scratch regions start. */
export function heapBase(): usize {
  return __heap_base;
}

/** Whether this thread has the table alone (see `SharedPartTable.useAlone`), and whether it
 * journals what it stores then and spills what it forgets. */
export function setAlone(isAlone: bool, journal: bool, spill: bool): void {
  alone = isAlone;
  journaling = journal;
  spilling = spill;
}

function record(slot: u32): usize {
  return base + ((<usize>(HEADER + slot * stride)) << 2);
}

function header(word: i32): usize {
  return base + ((<usize>word) << 2);
}

function valueWord(value: u32, cost: u32): u32 {
  return value + 1 + (min(cost, 0x7fff) << COST_SHIFT);
}

/** A known value word as the `value | cost << 16` of journals and spills. */
function recordWord(word: u32): u32 {
  return (word & STATUS) - 1 + ((word >>> COST_SHIFT) << 16);
}

/** The value a value word holds, or -1 when none is known (empty or claimed). */
function valueOf(word: u32): i32 {
  const status = word & STATUS;
  return status === 0 || status === SEARCHING ? -1 : <i32>status - 1;
}

export function sharedGet(key: usize, length: i32, hash: u32): i32 {
  const at = find(key, length, hash, false, 0);
  const known = at === 0 ? -1 : valueOf(load<u32>(at, 4));
  if (known >= 0 || !alone || !spilling) return known;
  const spilled = spillGet(key, length, hash);
  if (spilled < 0) return -1;
  // Back into the table, not journaled again: a part met again is likely met again soon.
  storeAlone(key, length, hash, valueWord((<u32>spilled) & 0xffff, (<u32>spilled) >>> 16), false);
  return spilled & 0xffff;
}

export function sharedClaim(key: usize, length: i32, hash: u32): i32 {
  if (alone) return sharedGet(key, length, hash);
  const at = find(key, length, hash, true, SEARCHING);
  if (at === 0) return -1;
  const known = valueOf(load<u32>(at, 4));
  if (known >= 0) return known;
  // Our own fresh claim reads SEARCHING too; a value word still 0 is another thread's record.
  return claimedNow ? -1 : CLAIMED_ELSEWHERE;
}

export function sharedTouch(hash: u32): u32 {
  return load<u32>(record(hash & (slots - 1)));
}

export function sharedSet(key: usize, length: i32, hash: u32, value: u32, cost: u32): void {
  const word = valueWord(value, cost);
  if (alone) {
    storeAlone(key, length, hash, word, true);
    return;
  }
  const at = find(key, length, hash, true, word);
  if (at === 0) return;
  if (claimedNow) {
    logSlot(at);
    return;
  }
  for (;;) {
    const old = atomic.load<u32>(at, 4);
    // Stored already by a thread that searched the part too (it found the claim gone).
    if (valueOf(old) >= 0) return;
    if (atomic.cmpxchg<u32>(at, old, word, 4) === old) {
      logSlot(at);
      return;
    }
  }
}

/** `sharedSet` for a thread alone: the key's record, else an empty slot, else the cheapest.
 * Journaled unless it comes back from the spill. */
function storeAlone(key: usize, length: i32, hash: u32, word: u32, journal: bool): void {
  if (journal && journaling) journalEntry(key, length, recordWord(word));
  if (<u32>length + 2 > stride) return;
  const tag = hash | 0x80000000;
  const mask = slots - 1;
  let cheapest: usize = 0;
  let slot = hash & mask;
  for (let probe = 0; probe < PROBES; probe++) {
    const at = record(slot);
    const state = load<u32>(at);
    if (state === 0) {
      store<u32>(header(COUNT), load<u32>(header(COUNT)) + 1);
      write(at, tag, key, length, word);
      return;
    }
    if (state === tag && sameKey(at + 8, key, length)) {
      store<u32>(at, word, 4);
      return;
    }
    if (cheapest === 0 || load<u32>(at, 4) >>> COST_SHIFT < load<u32>(cheapest, 4) >>> COST_SHIFT) {
      cheapest = at;
    }
    slot = (slot + 1) & mask;
  }
  // What is replaced goes to the spill, unless it is a claim a stopped thread left.
  const old = load<u32>(cheapest, 4);
  if (spilling && valueOf(old) >= 0) {
    const oldKey = cheapest + 8;
    spillPut(
      oldKey,
      keyLength(load<u32>(oldKey)),
      load<u32>(cheapest) & 0x7fffffff,
      recordWord(old),
    );
  }
  write(cheapest, tag, key, length, word);
}

function write(at: usize, tag: u32, key: usize, length: i32, word: u32): void {
  const bytes = (<usize>length) << 2;
  memory.copy(at + 8, key, bytes);
  memory.fill(at + 8 + bytes, 0, ((<usize>stride - 2) << 2) - bytes);
  store<u32>(at, word, 4);
  store<u32>(at, tag);
}

/** Appends a record whose value was just stored to the log. */
function logSlot(at: usize): void {
  const i = atomic.add<u32>(header(LOGGED), 1);
  if (i < slots) {
    const slot = <u32>((at - record(0)) >> 2) / stride;
    atomic.store<u32>(logAt + ((<usize>i) << 2), slot + 1);
  }
}

/**
 * The record holding the key, or 0. With `insert`, an absent key is written into the first
 * empty slot of its window with the value word `word` (SEARCHING for a claim).
 */
function find(key: usize, length: i32, hash: u32, insert: bool, word: u32): usize {
  claimedNow = false;
  if (<u32>length + 2 > stride) return 0;
  const tag = hash | 0x80000000;
  const mask = slots - 1;
  let slot = hash & mask;
  for (let probe = 0; probe < PROBES; probe++) {
    const at = record(slot);
    // A plain load: an empty slot read here may have been taken since, which the exchange
    // below finds out; a reader that only looks (no insert) misses a part just stored.
    let state = load<u32>(at);
    if (state === 0) {
      if (!insert) return 0;
      state = atomic.cmpxchg<u32>(at, 0, WRITING);
      if (state === 0) {
        memory.copy(at + 8, key, (<usize>length) << 2);
        store<u32>(at, word, 4);
        atomic.store<u32>(at, tag);
        atomic.add<u32>(header(COUNT), 1);
        claimedNow = true;
        return at;
      }
    }
    // A record being written may hold this key: look further (at worst it is stored twice).
    if (state === tag && sameKey(at + 8, key, length)) return at;
    slot = (slot + 1) & mask;
  }
  if (insert) atomic.add<u32>(header(REFUSED), 1);
  return 0;
}
