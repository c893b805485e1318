import { JournalWriter } from './journal.js';

/**
 * A memory-bounded transposition table for part values, on typed arrays. Keys are the packed
 * canonical parts (see `packKey`), compared word for word, so a stored value is never mistaken
 * for another part's. Each slot is one record `[hash, value | work << 16, key…]` (one cache line
 * for the usual keys); collisions probe the next slots. The table doubles until it reaches its
 * bound; from then on a new entry replaces the probed entry that cost the least work to compute.
 */
const PROBES = 16;
const MAGIC = 0x47545431; // "GTT1": the serialized form of a table

export interface PartTableOptions {
  /** The most entries kept (rounded down to a power of two, at least 1,024). */
  maxEntries?: number;
  /** Where the entries a full table forgets go, and are looked for when a key is missing. */
  spill?: PartSpill;
}

/**
 * A second, larger store of part values (a file: see `SpillFile` in `@cgkit/galette/node`) for
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

/**
 * A value with the work it took (in parts, capped at 0xffff), as one word `value | work << 16`:
 * how a record of `PartTable` and of the WebAssembly engine's table holds it, and a journal too.
 */
export function recordValueWord(value: number, cost: number): number {
  return (value | (Math.min(cost, 0xffff) << 16)) >>> 0;
}

/**
 * The serialized form (see `TableWriter`) of `count` entries held as records of `stride` words
 * `[hash, value | work << 16, key…]`, a key's first word 0 in an empty slot: the layout of
 * `PartTable` and of the WebAssembly engine's table.
 */
export function serializeRecords(records: Uint32Array, stride: number, count: number): Uint8Array {
  const writer = new TableWriter(count);
  for (let at = 0; at < records.length; at += stride) {
    const header = records[at + 2]!;
    if (header !== 0) writer.add(records, at + 2, keyLength(header), records[at + 1]! & 0xffff);
  }
  return writer.bytes();
}

/** Whether the `length` words at `keys[at]` are the key at `key[keyAt]`. */
export function sameKey(
  keys: Uint32Array,
  at: number,
  key: Uint32Array,
  keyAt: number,
  length: number,
): boolean {
  for (let i = 0; i < length; i++) if (keys[at + i] !== key[keyAt + i]) return false;
  return true;
}

/** Words of a packed key, from its header word `H | W << 16`. */
export function keyLength(header: number): number {
  const H = header & 0xffff;
  const W = header >>> 16;
  return 1 + ((2 * H * W + 31) >>> 5);
}

/**
 * Packs a canonical part `[H, W, free rows…, open rows…]` into `key`: a header word, then for
 * each row its W free bits and W open bits, back to back. Returns the number of words.
 */
export function packKey(part: Int32Array, at: number, key: Uint32Array, keyAt = 0): number {
  const H = part[at]!;
  const W = part[at + 1]!;
  key[keyAt] = H | (W << 16);
  // Bits gather in `word` (`used` of them) and each full word is stored once.
  let k = keyAt + 1;
  let word = 0;
  let used = 0;
  // A row's two halves go in one piece when they fit in a word.
  const pieces = W <= 16 ? 1 : 2;
  const size = pieces === 1 ? 2 * W : W;
  for (let i = 0; i < H; i++) {
    const free = part[at + 2 + i]!;
    const open = part[at + 2 + H + i]!;
    for (let piece = 0; piece < pieces; piece++) {
      const bits = pieces === 1 ? free | (open << W) : piece === 0 ? free : open;
      word |= bits << used;
      used += size;
      if (used >= 32) {
        key[k++] = word;
        used -= 32;
        word = used === 0 ? 0 : bits >>> (size - used);
      }
    }
  }
  if (used > 0) key[k++] = word;
  return k - keyAt;
}

/**
 * A 31-bit hash of the packed key at `key[keyAt]`. Below 2^31, so V8 passes it between functions
 * as a small integer: a 32-bit value would be boxed (a heap allocation) at every call that is not
 * inlined, and the search makes tens of millions of such calls.
 */
export function hashKey(key: Uint32Array, length: number, keyAt = 0): number {
  let h = 0x811c9dc5;
  for (let i = keyAt; i < keyAt + length; i++) {
    h = Math.imul(h ^ key[i]!, 0x01000193);
    h ^= h >>> 15;
  }
  h = Math.imul(h ^ (h >>> 13), 0x5bd1e995);
  return (h ^ (h >>> 16)) & 0x7fffffff;
}

/**
 * Records `[key…, value word]` appended back to back as 32-bit words after `reserved` leading
 * words (a header the owner fills in), growing as needed: one pass, whatever the count.
 */
export class RecordBuffer {
  private words: Uint32Array;
  private end: number;
  /** Records added since the buffer was made or last cleared. */
  count = 0;

  /** `expected`: about how many records will be added (the buffer grows past it). */
  constructor(
    private readonly reserved: number,
    expected = 16,
  ) {
    this.words = new Uint32Array(reserved + 8 * Math.max(16, expected));
    this.end = reserved;
  }

  /** Words of the records added, the reserved words not counted. */
  get length(): number {
    return this.end - this.reserved;
  }

  /** Adds the key of `length` words at `source[at]` with its value word. */
  add(source: Uint32Array, at: number, length: number, value: number): void {
    if (this.end + length + 1 > this.words.length) {
      const grown = new Uint32Array(2 * (this.end + length + 1));
      grown.set(this.words.subarray(0, this.end));
      this.words = grown;
    }
    const { words } = this;
    for (let i = 0; i < length; i++) words[this.end + i] = source[at + i]!;
    words[this.end + length] = value;
    this.end += length + 1;
    this.count++;
  }

  /** The reserved words, then the records. */
  contents(): Uint32Array {
    return this.words.subarray(0, this.end);
  }

  clear(): void {
    this.end = this.reserved;
    this.count = 0;
  }
}

/**
 * Writes the serialized form of a whole table: `[MAGIC, count]`, then each entry's packed key
 * followed by its value, as little-endian words.
 */
export class TableWriter {
  private readonly records: RecordBuffer;

  constructor(expected: number) {
    this.records = new RecordBuffer(2, expected);
  }

  /** Adds the key of `length` words at `source[at]` with its value. */
  add(source: Uint32Array, at: number, length: number, value: number): void {
    this.records.add(source, at, length, value);
  }

  bytes(): Uint8Array {
    const words = this.records.contents();
    words[0] = MAGIC;
    words[1] = this.records.count;
    return toLittleEndianBytes(words);
  }
}

/** Reads a serialized table, giving each entry to `add`; throws an Error when it is not one. */
export function readTable(
  bytes: Uint8Array,
  add: (key: Uint32Array, length: number, value: number) => void,
): void {
  const fail = (why: string): never => {
    throw new Error(`not a saved Galette table: ${why}`);
  };
  if (bytes.length % 4 !== 0 || bytes.length < 8) fail('bad length');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const word = (i: number): number => view.getUint32(4 * i, true);
  if (word(0) !== MAGIC) fail('bad signature');
  const total = bytes.length / 4;
  const count = word(1);
  let key = new Uint32Array(64);
  let at = 2;
  for (let e = 0; e < count; e++) {
    if (at >= total) fail('truncated');
    const header = word(at);
    const length = keyLength(header);
    if (header === 0 || length > 1 << 16 || at + length + 1 > total) fail('corrupt entry');
    if (key.length < length) key = new Uint32Array(length);
    for (let i = 0; i < length; i++) key[i] = word(at + i);
    const value = word(at + length);
    if (value > 0xffff) fail('corrupt value');
    add(key, length, value);
    at += length + 1;
  }
  if (at !== total) fail('trailing data');
}

export function toLittleEndianBytes(words: Uint32Array): Uint8Array {
  const bytes = new Uint8Array(words.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < words.length; i++) view.setUint32(4 * i, words[i]!, true);
  return bytes;
}
