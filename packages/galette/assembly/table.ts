// The transposition table of part values in linear memory (as `PartTable` in
// src/solver/table.ts, the same slots): records `[value | work << 16, key…]`, linear probing over
// 16 slots, doubling until `maxSlots`, then a new entry replaces the cheapest probed one. Unlike
// `PartTable` a record keeps no hash (a key's header word tells an empty slot, and comparing the
// key words costs less than the memory a hash word takes), nor pads its key: records of 5 words
// on 6×8, 6 on 5×10, instead of 8.
//
// The table lives above the scratch heap, from `tableBase` on. Growing builds the new table
// right after the current one, then moves it down to `tableBase`, so the memory holds at most
// the old and the new table at once and is reused from one growth to the next.

/** The scratch heap (frames, splitter rows) stays below this many bytes. */
const SCRATCH_BYTES: usize = 32 << 20;
const PROBES = 16;

import { hashKey, keyLength, sameKey } from './keys';

/** Called for every stored entry while a journal is being kept (see `startJournal`). */
declare function journalEntry(key: usize, length: i32, valueWord: u32): void;
/** While a spill is kept (`startSpill`): the value word (`value | cost << 16`) of a key missing
 * from the table, from the spill, or -1; and an entry the full table forgets, for the spill. */
declare function spillGet(key: usize, length: i32, hash: u32): i32;
declare function spillPut(key: usize, length: i32, hash: u32, valueWord: u32): void;
/** Throws in JavaScript: the memory cannot hold a table with records this long. */
declare function outOfMemory(bytes: f64): void;

const tableBase: usize = (__heap_base + SCRATCH_BYTES + 0xffff) & ~(<usize>0xffff);
let records: usize = tableBase;
let maxSlots: u32 = 1024;
let slots: u32 = 1024;
/** Words of a record: value and work, then the longest key seen so far. */
let stride: u32 = 4;
let count: u32 = 0;
let rebuildDepth = 0;
/** The most bytes the records may take, those it grows from included (see `initTable`). */
let limitBytes: u64 = 0;
let journaling = false;
let spilling = false;
/** The buffer through which JavaScript hands keys to the table (reads, restores). */
let buffer = new StaticArray<u32>(64);

/** The address of the key buffer, holding at least `words` words. */
export function keyBuffer(words: i32): usize {
  if (buffer.length < words) buffer = new StaticArray<u32>(2 * words);
  return changetype<usize>(buffer);
}

/** Where the scratch heap must end: frames allocated past it would overlap the table. */
export function scratchEnd(): usize {
  return tableBase;
}

/**
 * Starts an empty table of at most `maxEntries` (a power of two) entries, whose records, with
 * those it grows from, take at most `maxBytes` (and end within WebAssembly's 4 GiB).
 */
export function initTable(maxEntries: u32, maxBytes: f64): void {
  limitBytes = <u64>maxBytes;
  maxSlots = maxEntries;
  slots = min(maxSlots, 1 << 14);
  stride = 4;
  count = 0;
  records = tableBase;
  if (!reserve(records, tableBytes(slots, stride))) outOfMemory(<f64>tableBytes(slots, stride));
  memory.fill(records, 0, <usize>tableBytes(slots, stride));
}

export function startJournal(): void {
  journaling = true;
}

export function startSpill(): void {
  spilling = true;
}

export function tableSize(): u32 {
  return count;
}

/** Bytes of the records, as `PartTable.memoryBytes` counts them. */
export function tableMemory(): f64 {
  return <f64>tableBytes(slots, stride);
}

export function tableRecords(): usize {
  return records;
}

export function tableSlots(): u32 {
  return slots;
}

export function tableStride(): u32 {
  return stride;
}

function tableBytes(slotCount: u32, words: u32): u64 {
  return (<u64>slotCount * <u64>words) << 2;
}

/**
 * Grows the memory to hold `bytes` from `at` on; false when it cannot (4 GiB at most) or when
 * the records would pass `limitBytes`.
 */
function reserve(at: usize, bytes: u64): bool {
  const end = <u64>at + bytes;
  if (end - <u64>tableBase > limitBytes) return false;
  const have = (<u64>memory.size()) << 16;
  if (end <= have) return true;
  if (end > (<u64>1) << 32) return false;
  return memory.grow(<i32>((end - have + 0xffff) >> 16)) >= 0;
}

/** The stored value of the key at `key` (in the spill when the table misses it), or -1. */
export function tableGet(key: usize, length: i32, hash: u32): i32 {
  if (<u32>length < stride) {
    const mask = slots - 1;
    let slot = hash & mask;
    for (let probe = 0; probe < PROBES; probe++) {
      const at = records + ((<usize>(slot * stride)) << 2);
      if (load<u32>(at, 4) === 0) break;
      if (sameKey(at + 4, key, length)) return <i32>(load<u32>(at) & 0xffff);
      slot = (slot + 1) & mask;
    }
  }
  const word = spilling ? spillGet(key, length, hash) : -1;
  if (word < 0) return -1;
  // Back into the table: a part met again is likely met again soon (what it replaces spills).
  storeEntry(key, length, hash, (<u32>word) & 0xffff, (<u32>word) >>> 16);
  return word & 0xffff;
}

/** The first word of the slot a hash starts at: read early, so cache misses overlap. */
export function touchSlot(hash: u32): u32 {
  return load<u32>(records + ((<usize>((hash & (slots - 1)) * stride)) << 2));
}

/** Stores a value; `cost` (the work it took) decides what is forgotten when full. */
export function tableSet(key: usize, length: i32, hash: u32, value: u32, cost: u32): void {
  storeEntry(key, length, hash, value, cost);
  if (journaling) journalEntry(key, length, value | (min(cost, 0xffff) << 16));
}

/** Stores an entry read back from a saved table or a journal (not journaled again). */
export function tableRestore(key: usize, length: i32, valueWord: u32): void {
  storeEntry(key, length, hashKey(key, length), valueWord & 0xffff, valueWord >>> 16);
}

function storeEntry(key: usize, length: i32, hash: u32, value: u32, cost: u32): void {
  if (<u32>length >= stride) rebuild(slots, <u32>length + 1);
  else if (<f64>count >= <f64>slots * 0.7 && slots < maxSlots) rebuild(slots * 2, stride);
  const mask = slots - 1;
  let target: usize = 0;
  let cheapest: usize = 0;
  let found = false;
  let slot = hash & mask;
  for (let probe = 0; probe < PROBES; probe++) {
    const at = records + ((<usize>(slot * stride)) << 2);
    if (load<u32>(at, 4) === 0) {
      target = at;
      found = true;
      count++;
      break;
    }
    if (sameKey(at + 4, key, length)) {
      target = at;
      found = true;
      break;
    }
    if (cheapest === 0 || load<u32>(at) >>> 16 < load<u32>(cheapest) >>> 16) cheapest = at;
    slot = (slot + 1) & mask;
  }
  if (!found) {
    if (slots < maxSlots && rebuild(slots * 2, stride)) {
      storeEntry(key, length, hash, value, cost);
      return;
    }
    target = cheapest;
    if (spilling) {
      const length = keyLength(load<u32>(target, 4));
      spillPut(target + 4, length, hashKey(target + 4, length), load<u32>(target));
    }
  }
  const bytes = (<usize>length) << 2;
  memory.copy(target + 4, key, bytes);
  memory.fill(target + 4 + bytes, 0, ((<usize>stride - 1) << 2) - bytes);
  store<u32>(target, value | (min(cost, 0xffff) << 16));
}

/**
 * Moves every entry into a table of `newSlots` records of `newStride` words. When the memory
 * cannot grow to twice the slots, the table stays as it is, full (false). Longer records that
 * do not fit as many take fewer slots, for good: the entries that do not fit are forgotten, the
 * cheapest first (or spilled).
 */
function rebuild(newSlots: u32, newStride: u32): bool {
  const oldRecords = records;
  const oldBytes = tableBytes(slots, stride);
  const target = oldRecords + <usize>oldBytes;
  if (!reserve(target, tableBytes(newSlots, newStride))) {
    if (newStride === stride) {
      maxSlots = slots;
      return false;
    }
    do newSlots >>>= 1;
    while (newSlots >= 1024 && !reserve(target, tableBytes(newSlots, newStride)));
    if (newSlots < 1024) outOfMemory(<f64>tableBytes(1024, newStride));
    maxSlots = newSlots;
  }
  const newBytes = tableBytes(newSlots, newStride);
  const oldStride = stride;
  const oldSlots = slots;
  memory.fill(target, 0, <usize>newBytes);
  records = target;
  slots = newSlots;
  stride = newStride;
  count = 0;
  rebuildDepth++;
  for (let i: u32 = 0; i < oldSlots; i++) {
    const at = oldRecords + ((<usize>(i * oldStride)) << 2);
    const header = load<u32>(at, 4);
    if (header === 0) continue;
    const entry = load<u32>(at);
    const length = keyLength(header);
    storeEntry(at + 4, length, hashKey(at + 4, length), entry & 0xffff, entry >>> 16);
  }
  rebuildDepth--;
  if (rebuildDepth === 0) {
    memory.copy(tableBase, records, <usize>tableBytes(slots, stride));
    records = tableBase;
  }
  return true;
}
