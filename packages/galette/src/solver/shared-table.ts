import { type PartSpill, type PartStore, CLAIMED_ELSEWHERE } from './table.js';
import { hashKey, keyLength, readTable, recordValueWord, sameKey, TableWriter } from './records.js';
import { JournalWriter } from './journal.js';
import type { PartSearch } from './engine.js';
import type { StripValues } from './strip.js';
import type { EngineMemory } from './wasm/module.js';
import { threadsEngine, threadsEngineMemory } from './wasm/threads-module.js';

/**
 * A transposition table that several threads fill together, on a `SharedArrayBuffer`. Entries
 * are written once and never move, and every word of a record only ever goes forward: the key
 * words from 0 to the key, the state from empty to the key's tag, the value word from 0 (not
 * known) to "being searched" to the value plus one. So the probes read with plain loads (an
 * `Atomics.load` costs a call in V8, and the search makes tens of millions of probes): a read
 * that races with a writer sees an older word, which only ever reads as "not stored (yet)",
 * never as a wrong value. Slots are taken with `Atomics.compareExchange`, and a record is
 * published with an atomic store of its state once its key and value are written. A search *claims* a part before searching it:
 * the entry holds the key with a "being searched" value, so another thread that meets the same
 * part works elsewhere first (see `PartEngine`). The capacity is fixed: when a key's probe
 * window is full the key is not stored, which costs time, never exactness.
 *
 * Each record whose value `set` stores is appended to a log of slots, so the thread writing the
 * journal finds the new entries without scanning the table. A value word goes from "not known"
 * to a value once (a compare-and-swap decides which thread does it), so a slot is logged at
 * most once and a log of one word per slot never overflows.
 *
 * Once the other threads have stopped for good, the one left may take the table over alone
 * (`useAlone`, when the table is full and cannot grow): then nothing is claimed, and a key whose
 * window is full replaces the entry of the window that cost the least work, so the search keeps
 * storing what it finds, as a single thread's `PartTable` does, instead of searching again every
 * part it could not store.
 *
 * Layout (32-bit words): a header `[MAGIC, count, slots, stride, logged, refused, 0, 0]`, then
 * `slots` records of `stride` words `[state, value, key…]`, then the log: `slots` words, the
 * first `logged` of them each a record's slot plus one (0 while its writer is storing it).
 * State 0 is empty, 1 is being written, and otherwise the key's hash with the top bit set.
 * The low 17 bits of a value word are 0 (not known), `SEARCHING` (a claim) or the part's value
 * plus one; the high 15 bits, the work its search took (in parts, at most 2^15 - 1).
 */
const MAGIC = 0x47545334; // "GTS4"
const HEADER = 8;
const LOGGED = 4;
/** Header word: keys not stored because their window was full. */
const REFUSED = 5;
const PROBES = 32;
const WRITING = 1;
/** The value word of a claimed part whose search is not finished (values are at most 0xfffe). */
const SEARCHING = 0x10000;
const STATUS = 0x1ffff;
const COST_SHIFT = 17;

/** The value word of a known value that took `cost` parts to find. */
function valueWord(value: number, cost: number): number {
  return (value + 1 + (Math.min(cost, 0x7fff) << COST_SHIFT)) >>> 0;
}

/** A known value word as the `value | cost << 16` of journals, saved tables and spills. */
function recordWordOf(word: number): number {
  return recordValueWord(valueOf(word), word >>> COST_SHIFT);
}

/** The value a value word holds, or -1 when none is known (empty or claimed). */
function valueOf(word: number): number {
  const status = word & STATUS;
  return status === 0 || status === SEARCHING ? -1 : status - 1;
}

/** The size and layout of a {@link SharedPartTable}. */
export interface SharedPartTableOptions {
  /** Slots (rounded down to a power of two, at least 1,024). */
  maxEntries?: number;
  /** The longest packed key kept, in words (a part of H × W portions packs into
   * `1 + ceil(2HW / 32)`); longer keys are never stored. */
  maxKeyWords?: number;
  /**
   * Lays the table out in a shared WebAssembly memory after a scratch region for each of this
   * many instances of the WebAssembly engine, which then search it (see `GaletteSolverOptions.
   * engineIndex`). Without it, or where that memory cannot be had (over 4 GiB, no WebAssembly),
   * the table is a plain `SharedArrayBuffer`, searched by the TypeScript engine.
   */
  wasmEngines?: number;
}

/** Where a shared table lives: give it to `SharedPartTable.attach` in another thread. */
export interface SharedTableHandle {
  readonly buffer: SharedArrayBuffer;
  /** Where the table starts in the buffer. */
  readonly byteOffset: number;
  /** The WebAssembly memory whose buffer it is, and for how many engine instances it has room. */
  readonly memory?: EngineMemory & { readonly buffer: SharedArrayBuffer };
  readonly engines?: number;
}

/** The transposition table that several threads fill together (see the top of this module). */
export class SharedPartTable implements PartStore {
  /** Where the table lives: give it to `SharedPartTable.attach` in another thread. */
  readonly handle: SharedTableHandle;
  private readonly words: Uint32Array;
  private readonly slots: number;
  private readonly stride: number;
  /** Where the log of stored slots starts, and how much of it this thread has journaled. */
  private readonly logAt: number;
  private logRead = 0;
  /** Set once this thread uses the table alone; then it journals the entries it stores here,
   * once `startJournal` was called. */
  private alone = false;
  private journaling = false;
  private aloneJournal: JournalWriter | undefined;
  /** Where this thread alone puts what the full table forgets, and looks for what it misses. */
  private spill: PartSpill | undefined;

  private constructor(handle: SharedTableHandle) {
    this.handle = handle;
    const header = new Uint32Array(handle.buffer, handle.byteOffset, HEADER);
    if (header[0] !== MAGIC) throw new Error('not a shared Galette table');
    this.slots = header[2]!;
    this.stride = header[3]!;
    const bytes = SharedPartTable.bytesFor(this.slots, this.stride);
    this.words = new Uint32Array(handle.buffer, handle.byteOffset, bytes / 4);
    this.logAt = HEADER + this.slots * this.stride;
  }

  static create(options: SharedPartTableOptions = {}): SharedPartTable {
    const slots = 2 ** Math.floor(Math.log2(Math.max(1024, options.maxEntries ?? 1 << 22)));
    const stride = SharedPartTable.strideFor(options.maxKeyWords ?? 6);
    const bytes = SharedPartTable.bytesFor(slots, stride);
    const engines = options.wasmEngines;
    const layout = engines === undefined ? undefined : threadsEngineMemory(engines, bytes);
    const handle: SharedTableHandle =
      layout === undefined
        ? { buffer: new SharedArrayBuffer(bytes), byteOffset: 0 }
        : {
            buffer: layout.memory.buffer,
            byteOffset: layout.tableAt,
            memory: layout.memory,
            engines: layout.engines,
          };
    const header = new Uint32Array(handle.buffer, handle.byteOffset, HEADER);
    header[0] = MAGIC;
    header[2] = slots;
    header[3] = stride;
    return new SharedPartTable(handle);
  }

  /** Bytes of a table of `slots` records of `stride` words, with its log. */
  static bytesFor(slots: number, stride: number): number {
    return 4 * (HEADER + slots * (stride + 1));
  }

  /** Words of a record holding keys of up to `maxKeyWords` words (padded to cache lines). */
  static strideFor(maxKeyWords: number): number {
    return (2 + Math.max(2, maxKeyWords) + 3) & ~3;
  }

  /** The number of records (entries it can hold). */
  get capacity(): number {
    return this.slots;
  }

  /** The longest packed key this table stores, in words. */
  get maxKeyWords(): number {
    return this.stride - 2;
  }

  /** The same table, from the handle of another thread's. */
  static attach(handle: SharedTableHandle): SharedPartTable {
    return new SharedPartTable(handle);
  }

  /** Bytes the table holds (shared by every thread; a WebAssembly memory also holds the
   * engines' scratch regions, 32 MiB each, left out here as the frames of any engine are). */
  get memoryBytes(): number {
    return this.words.byteLength;
  }

  get size(): number {
    return Atomics.load(this.words, 1);
  }

  /** Keys not stored because their window was full (with several threads). */
  get refused(): number {
    return Atomics.load(this.words, REFUSED);
  }

  /**
   * From now on this thread alone uses the table (every other has stopped, and none comes
   * back): nothing is claimed any more, and a new entry whose window is full replaces the one
   * that cost the least work. The entries stored from now on are kept for `takeJournal` apart
   * from the log (a slot reused would be logged twice): take the log first. With a `spill`, the
   * entries replaced go there, and a key missing from the table is looked for there.
   */
  useAlone(spill?: PartSpill): void {
    this.alone = true;
    this.spill = spill;
    if (this.journaling) this.aloneJournal ??= new JournalWriter();
  }

  /**
   * Engine instance `index` of the WebAssembly engine on this table (a different one in each
   * thread), or undefined when the table is not laid out for it (see `wasmEngines`).
   */
  wasmEngine(strips: StripValues, index: number): PartSearch | undefined {
    return threadsEngine(this, strips, index);
  }

  /** Whether this thread has the table alone (`useAlone`), and whether it journals then. */
  get isAlone(): boolean {
    return this.alone;
  }

  get journalsAlone(): boolean {
    return this.aloneJournal !== undefined;
  }

  /** The spill of this thread alone (see `useAlone`). */
  get aloneSpill(): PartSpill | undefined {
    return this.spill;
  }

  /** Keeps an entry stored by this thread alone for the journal (the WebAssembly engine stores
   * it in the table itself). */
  keepAloneEntry(key: Uint32Array, length: number, journalWord: number): void {
    this.aloneJournal?.add(key, 0, length, journalWord);
  }

  get(key: Uint32Array, length: number, hash: number, keyAt = 0): number {
    const at = this.find(key, length, hash, keyAt);
    const known = at < 0 ? -1 : valueOf(this.words[at + 1]!);
    if (known >= 0 || this.spill === undefined) return known;
    const spilled = this.spill.get(key, keyAt, length, hash);
    if (spilled < 0) return -1;
    // Back into the table, not journaled again: a part met again is likely met again soon.
    const word = valueWord(spilled & 0xffff, spilled >>> 16);
    this.setAlone(key, keyAt, length, hash, word, false);
    return spilled & 0xffff;
  }

  claim(key: Uint32Array, length: number, hash: number, keyAt = 0): number {
    if (this.alone) return this.get(key, length, hash, keyAt);
    const at = this.find(key, length, hash, keyAt, true);
    if (at < 0) return -1;
    const known = valueOf(this.words[at + 1]!);
    if (known >= 0) return known;
    // Our own fresh claim reads back as SEARCHING too: `find` marks it. A value word still 0 is
    // another thread's record whose value this thread does not see yet: claimed elsewhere.
    return this.claimedNow ? -1 : CLAIMED_ELSEWHERE;
  }

  touch(hash: number): number {
    return this.words[HEADER + (hash & (this.slots - 1)) * this.stride]!;
  }

  /** Stores a value with the work it took (which decides what is replaced once alone). */
  set(key: Uint32Array, length: number, hash: number, value: number, cost = 1): void {
    const word = valueWord(value, cost);
    if (this.alone) return this.setAlone(key, 0, length, hash, word);
    const at = this.find(key, length, hash, 0, true, word);
    if (at < 0) return;
    if (this.claimedNow) return this.logSlot(at);
    const { words } = this;
    for (;;) {
      const old = Atomics.load(words, at + 1);
      // Stored already by a thread that searched the part too (it found the claim gone).
      if (valueOf(old) >= 0) return;
      if (Atomics.compareExchange(words, at + 1, old, word) === old) return this.logSlot(at);
    }
  }

  restore(key: Uint32Array, length: number, journalWord: number): void {
    const word = valueWord(journalWord & 0xffff, journalWord >>> 16);
    this.find(key, length, hashKey(key, length), 0, true, word);
  }

  /**
   * `set` for a thread alone: the key's record, else an empty slot, else the cheapest one.
   * Journaled unless it comes back from the spill.
   */
  private setAlone(
    key: Uint32Array,
    keyAt: number,
    length: number,
    hash: number,
    word: number,
    journal = true,
  ): void {
    const { words, stride } = this;
    if (journal) this.aloneJournal?.add(key, keyAt, length, recordWordOf(word));
    if (length + 2 > stride) return;
    const tag = (hash | 0x80000000) >>> 0;
    const mask = this.slots - 1;
    let cheapest = -1;
    for (let probe = 0, slot = hash & mask; probe < PROBES; probe++, slot = (slot + 1) & mask) {
      const at = HEADER + slot * stride;
      const state = words[at]!;
      if (state === 0) {
        words[1]!++;
        return this.write(at, tag, key, keyAt, length, word);
      }
      if (state === tag && sameKey(words, at + 2, key, keyAt, length)) {
        words[at + 1] = word;
        return;
      }
      if (cheapest < 0 || words[at + 1]! >>> COST_SHIFT < words[cheapest + 1]! >>> COST_SHIFT) {
        cheapest = at;
      }
    }
    // What is replaced goes to the spill, unless it is a claim a stopped thread left.
    const old = words[cheapest + 1]!;
    if (this.spill !== undefined && valueOf(old) >= 0) {
      const oldHash = words[cheapest]! & 0x7fffffff;
      const oldLength = keyLength(words[cheapest + 2]!);
      this.spill.put(words, cheapest + 2, oldLength, oldHash, recordWordOf(old));
    }
    this.write(cheapest, tag, key, keyAt, length, word);
  }

  private write(
    at: number,
    tag: number,
    key: Uint32Array,
    keyAt: number,
    length: number,
    word: number,
  ): void {
    const { words } = this;
    for (let i = 0; i < length; i++) words[at + 2 + i] = key[keyAt + i]!;
    words.fill(0, at + 2 + length, at + this.stride);
    words[at + 1] = word;
    words[at] = tag;
  }

  /** The log is always on (it is part of the table); alone, this thread keeps its own. */
  startJournal(): void {
    this.journaling = true;
    if (this.alone) this.aloneJournal ??= new JournalWriter();
  }

  get journalPending(): number {
    const logged = Math.min(Atomics.load(this.words, LOGGED), this.slots);
    return logged - this.logRead + (this.aloneJournal?.count ?? 0);
  }

  /** Journal blocks of the records stored since the last call, by any thread. */
  takeJournal(): Uint8Array {
    const { words, stride } = this;
    const writer = new JournalWriter();
    const logged = Math.min(Atomics.load(words, LOGGED), this.slots);
    while (this.logRead < logged) {
      const slot = Atomics.load(words, this.logAt + this.logRead);
      if (slot === 0) break; // counted by its writer, not written yet: the next call takes it
      const at = HEADER + (slot - 1) * stride;
      const word = Atomics.load(words, at + 1);
      writer.add(words, at + 2, keyLength(words[at + 2]!), recordWordOf(word));
      this.logRead++;
    }
    const own = this.aloneJournal?.take();
    if (own === undefined || own.length === 0) return writer.take();
    const logs = writer.take();
    const both = new Uint8Array(logs.length + own.length);
    both.set(logs);
    both.set(own, logs.length);
    return both;
  }

  /** Appends a record whose value was just stored to the log. */
  private logSlot(at: number): void {
    const i = Atomics.add(this.words, LOGGED, 1);
    if (i < this.slots) Atomics.store(this.words, this.logAt + i, (at - HEADER) / this.stride + 1);
  }

  /**
   * Adds every finished entry of another table, record by record: much faster than `load` of
   * its `serialize`, which matters when a search waits for a table to grow. A state word keeps
   * all of its key's hash but the top bit, and slots only use the low bits.
   */
  copyFrom(source: SharedPartTable): void {
    source.forEachFinished((words, at, length, state, word) => {
      this.find(words, length, state & 0x7fffffff, at, true, word);
    });
  }

  serialize(): Uint8Array {
    const writer = new TableWriter(this.size);
    this.forEachFinished((words, at, length, _state, word) => {
      writer.add(words, at, length, valueOf(word));
    });
    return writer.bytes();
  }

  load(bytes: Uint8Array): void {
    readTable(bytes, (key, length, value) => this.restore(key, length, recordValueWord(value, 1)));
  }

  /** Calls `visit` with each entry whose value is known: its key of `length` words at
   * `words[at]`, its state word and its value word (claims still searching are left out). */
  private forEachFinished(
    visit: (words: Uint32Array, at: number, length: number, state: number, word: number) => void,
  ): void {
    const { words, stride } = this;
    for (let s = 0, at = HEADER; s < this.slots; s++, at += stride) {
      const state = Atomics.load(words, at);
      if (state <= WRITING) continue;
      const word = Atomics.load(words, at + 1);
      if (valueOf(word) >= 0) visit(words, at + 2, keyLength(words[at + 2]!), state, word);
    }
  }

  /** Whether the last `find` that could insert wrote a new entry. */
  private claimedNow = false;

  /**
   * The record holding the key, or -1. With `insert`, an absent key is written into the first
   * empty slot of its window, with the given value word (SEARCHING for a claim).
   */
  private find(
    key: Uint32Array,
    length: number,
    hash: number,
    keyAt: number,
    insert = false,
    word = SEARCHING,
  ): number {
    this.claimedNow = false;
    const { words, stride } = this;
    if (length + 2 > stride) return -1;
    const tag = (hash | 0x80000000) >>> 0;
    const mask = this.slots - 1;
    for (let probe = 0, slot = hash & mask; probe < PROBES; probe++, slot = (slot + 1) & mask) {
      const at = HEADER + slot * stride;
      // A plain load: an empty slot read here may have been taken since, which the exchange
      // below finds out; a reader that only looks (no insert) misses a part just stored.
      let state = words[at]!;
      if (state === 0) {
        if (!insert) return -1;
        state = Atomics.compareExchange(words, at, 0, WRITING);
        if (state === 0) {
          for (let i = 0; i < length; i++) words[at + 2 + i] = key[keyAt + i]!;
          words[at + 1] = word;
          Atomics.store(words, at, tag);
          Atomics.add(words, 1, 1);
          this.claimedNow = true;
          return at;
        }
      }
      // A record being written may hold this key: look further (at worst it is stored twice).
      if (state === tag && sameKey(words, at + 2, key, keyAt, length)) return at;
    }
    if (insert) Atomics.add(words, REFUSED, 1);
    return -1;
  }
}
