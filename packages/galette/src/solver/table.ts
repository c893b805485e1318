import { JournalWriter } from './journal.js';
import {
  hashKey,
  keyLength,
  readTable,
  recordValueWord,
  sameKey,
  serializeRecords,
} from './records.js';

/**
 * A memory-bounded transposition table for part values, on typed arrays. Keys are the packed
 * canonical parts (see `packKey`), compared word for word, so a stored value is never mistaken
 * for another part's. Each slot is one record `[hash, value | work << 16, key…]` (one cache line
 * for the usual keys); collisions probe the next slots. The table doubles until it reaches its
 * bound; from then on a new entry replaces the probed entry that cost the least work to compute.
 */
const PROBES = 16;

export interface PartTableOptions {
  /** The most entries kept (rounded down to a power of two, at least 1,024). */
  maxEntries?: number;
  /** Where the entries a full table forgets go, and are looked for when a key is missing. */
  spill?: PartSpill;
}

/**
 * A second, larger store of part values (on disk: see `PartStore` in `@cgkit/galette/node`) for
 * the entries a full table forgets, so that memory stays bounded without searching them again.
 */
export interface PartSpill {
  /** The value word (`value | cost << 16`, cost at most 0x7fff) kept for the key of `length`
   * words at `key[keyAt]`, or -1. */
  get(key: Uint32Array, keyAt: number, length: number, hash: number): number;
  /** Keeps an entry a full table forgets: its key and its value word `value | cost << 16`. */
  put(key: Uint32Array, keyAt: number, length: number, hash: number, valueWord: number): void;
}

/** What the search needs of a transposition table of part values. */
export interface PartStore {
  /** Entries currently stored. */
  readonly size: number;
  /** Bytes the table holds. */
  readonly memoryBytes: number;
  /** The stored value of the key at `key[keyAt]`, or -1. */
  get(key: Uint32Array, length: number, hash: number, keyAt?: number): number;
  /**
   * Before searching a part: its stored value, or -1 when the caller is to search it now, or
   * {@link CLAIMED_ELSEWHERE} when another thread is searching it (a table shared by threads).
   */
  claim(key: Uint32Array, length: number, hash: number, keyAt?: number): number;
  /** Reads the first word of the slot a hash starts at (see `PartTable.touch`). */
  touch(hash: number): number;
  /** Stores a value; `cost` (the work it took) may decide what is forgotten when full. */
  set(key: Uint32Array, length: number, hash: number, value: number, cost: number): void;
  serialize(): Uint8Array;
  load(bytes: Uint8Array): void;
  /** Stores an entry read back from a journal, value word `value | cost << 16` (not journaled). */
  restore(key: Uint32Array, length: number, valueWord: number): void;
  /** Keeps every entry `set` stores from now on for `takeJournal` (a shared table always does). */
  startJournal(): void;
  /** Entries kept for the journal and not taken yet. */
  readonly journalPending: number;
  /** Journal blocks of the entries kept since the last call (empty when none); see `journal.ts`. */
  takeJournal(): Uint8Array;
}

/** What `PartStore.claim` answers for a part another thread is searching. */
export const CLAIMED_ELSEWHERE = -2;

export class PartTable implements PartStore {
  private readonly maxSlots: number;
  private slots: number;
  /** Words of a record: hash, value and work, then the longest key seen so far. */
  private stride = 4;
  private records: Uint32Array;
  private count = 0;
  /** The entries stored since the journal was started, for `takeJournal`. */
  private journal: JournalWriter | undefined;
  private readonly spill: PartSpill | undefined;

  constructor(options: PartTableOptions = {}) {
    this.spill = options.spill;
    this.maxSlots = tableSlotsFor(options.maxEntries);
    this.slots = Math.min(this.maxSlots, 1 << 14);
    this.records = new Uint32Array(this.slots * this.stride);
  }

  /** Entries currently stored. */
  get size(): number {
    return this.count;
  }

  /** Bytes the table holds: its records, which grow with the longest key. */
  get memoryBytes(): number {
    return this.records.byteLength;
  }

  /** The stored value of the key at `key[keyAt]`, or -1. */
  get(key: Uint32Array, length: number, hash: number, keyAt = 0): number {
    const { records, stride } = this;
    if (length + 2 <= stride) {
      const mask = this.slots - 1;
      for (let probe = 0, slot = hash & mask; probe < PROBES; probe++, slot = (slot + 1) & mask) {
        const at = slot * stride;
        if (records[at + 2] === 0) break;
        if (records[at] === hash && sameKey(records, at + 2, key, keyAt, length)) {
          return records[at + 1]! & 0xffff;
        }
      }
    }
    const word = this.spill === undefined ? -1 : this.spill.get(key, keyAt, length, hash);
    if (word < 0) return -1;
    // Back into the table: a part met again is likely met again soon (what it replaces spills).
    this.store(key, keyAt, length, hash, word & 0xffff, word >>> 16);
    return word & 0xffff;
  }

  /** Only one thread uses this table: a part not stored is for the caller to search. */
  claim(key: Uint32Array, length: number, hash: number, keyAt = 0): number {
    return this.get(key, length, hash, keyAt);
  }

  /**
   * Reads the first word of the slot a hash starts at. Reading the slots of many keys in a tight
   * loop before looking them up lets their cache misses overlap instead of coming one by one.
   */
  touch(hash: number): number {
    return this.records[(hash & (this.slots - 1)) * this.stride]!;
  }

  /** Stores a value; `cost` (the work it took) decides what is forgotten when the table is full. */
  set(key: Uint32Array, length: number, hash: number, value: number, cost: number): void {
    this.store(key, 0, length, hash, value, cost);
    // Every entry, even one forgotten later when the table is full: the journal keeps it.
    this.journal?.add(key, 0, length, recordValueWord(value, cost));
  }

  restore(key: Uint32Array, length: number, valueWord: number): void {
    this.store(key, 0, length, hashKey(key, length), valueWord & 0xffff, valueWord >>> 16);
  }

  startJournal(): void {
    this.journal ??= new JournalWriter();
  }

  get journalPending(): number {
    return this.journal?.count ?? 0;
  }

  takeJournal(): Uint8Array {
    return this.journal?.take() ?? new Uint8Array(0);
  }

  /** `set` of the key at `key[keyAt]` (a rebuild moves keys without copying them out first). */
  private store(
    key: Uint32Array,
    keyAt: number,
    length: number,
    hash: number,
    value: number,
    cost: number,
  ): void {
    // Records are padded to a multiple of four words, so most lie in one cache line.
    if (length + 2 > this.stride) this.rebuild(this.slots, (length + 5) & ~3);
    else if (this.count >= this.slots * 0.7 && this.slots < this.maxSlots) {
      this.rebuild(this.slots * 2, this.stride);
    }
    const { records, stride } = this;
    const mask = this.slots - 1;
    let target = -1;
    let cheapest = -1;
    for (let probe = 0, slot = hash & mask; probe < PROBES; probe++, slot = (slot + 1) & mask) {
      const at = slot * stride;
      if (records[at + 2] === 0) {
        target = at;
        this.count++;
        break;
      }
      if (records[at] === hash && sameKey(records, at + 2, key, keyAt, length)) {
        target = at;
        break;
      }
      if (cheapest < 0 || records[at + 1]! >>> 16 < records[cheapest + 1]! >>> 16) cheapest = at;
    }
    if (target < 0) {
      if (this.slots < this.maxSlots) {
        // A crowded neighbourhood while memory remains: grow rather than forget.
        this.rebuild(this.slots * 2, this.stride);
        this.store(key, keyAt, length, hash, value, cost);
        return;
      }
      target = cheapest;
      const old = records[target + 2]!;
      this.spill?.put(records, target + 2, keyLength(old), records[target]!, records[target + 1]!);
    }
    for (let i = 0; i < length; i++) records[target + 2 + i] = key[keyAt + i]!;
    for (let i = target + 2 + length; i < target + stride; i++) records[i] = 0;
    records[target] = hash;
    records[target + 1] = recordValueWord(value, cost);
  }

  /** Forgets every entry. */
  clear(): void {
    this.records.fill(0);
    this.count = 0;
  }

  /** The entries as bytes (little-endian words), to be given back to `load` later. */
  serialize(): Uint8Array {
    return serializeRecords(this.records, this.stride, this.count);
  }

  /** Adds the entries of a serialized table; throws an Error when the bytes are not one. */
  load(bytes: Uint8Array): void {
    readTable(bytes, (key, length, value) => this.restore(key, length, recordValueWord(value, 1)));
  }

  private rebuild(slots: number, stride: number): void {
    const old = this.records;
    const oldStride = this.stride;
    this.slots = slots;
    this.stride = stride;
    this.records = new Uint32Array(slots * stride);
    this.count = 0;
    for (let at = 0; at < old.length; at += oldStride) {
      const header = old[at + 2]!;
      if (header === 0) continue;
      const entry = old[at + 1]!;
      this.store(old, at + 2, keyLength(header), old[at]!, entry & 0xffff, entry >>> 16);
    }
  }
}

/**
 * The slots of a table bounded to `maxEntries` (default 2^23): a power of two, at least 1,024.
 * Shared by `PartTable` and the WebAssembly engine's table, which have the same layout.
 */
export function tableSlotsFor(maxEntries: number | undefined): number {
  return 2 ** Math.floor(Math.log2(Math.max(1024, maxEntries ?? 1 << 23)));
}
