import { JournalWriter } from '../journal.js';
import { readTable, recordValueWord, serializeRecords } from '../records.js';
import type { PartSpill, PartStore } from '../table.js';
import type { EngineExports } from './module.js';

/**
 * The WebAssembly engine's transposition table seen from JavaScript, for everything but the
 * search itself: saving and loading, the journal, and reads by key. The records live in the
 * engine's memory, laid out as `PartTable`'s.
 */
export class WasmPartTable implements PartStore {
  private journal: JournalWriter | undefined;
  /** The engine's memory as words, made again when the memory grows. */
  private memoryWords: Uint32Array<ArrayBufferLike> = new Uint32Array(0);

  /**
   * A table of at most `maxEntries` entries whose records take at most `maxBytes` (WebAssembly's
   * 4 GiB by default), those it grows from included: longer records than fit so many make it
   * hold fewer entries.
   */
  constructor(
    private readonly engine: EngineExports,
    maxEntries: number,
    private readonly spill?: PartSpill,
    maxBytes = 2 ** 32,
  ) {
    engine.initTable(maxEntries, maxBytes);
    if (spill !== undefined) engine.startSpill();
  }

  get size(): number {
    return this.engine.tableSize();
  }

  get memoryBytes(): number {
    return this.engine.tableMemory();
  }

  get(key: Uint32Array, length: number, hash: number, keyAt = 0): number {
    return this.engine.tableGet(this.copyIn(key, keyAt, length), length, hash);
  }

  claim(key: Uint32Array, length: number, hash: number, keyAt = 0): number {
    return this.get(key, length, hash, keyAt);
  }

  touch(): number {
    return 0;
  }

  set(key: Uint32Array, length: number, hash: number, value: number, cost: number): void {
    const valueWord = recordValueWord(value, cost);
    this.engine.tableRestore(this.copyIn(key, 0, length), length, valueWord);
    this.journal?.add(key, 0, length, valueWord);
  }

  restore(key: Uint32Array, length: number, valueWord: number): void {
    this.engine.tableRestore(this.copyIn(key, 0, length), length, valueWord);
  }

  startJournal(): void {
    if (this.journal !== undefined) return;
    this.journal = new JournalWriter();
    this.engine.startJournal();
  }

  get journalPending(): number {
    return this.journal?.count ?? 0;
  }

  takeJournal(): Uint8Array {
    return this.journal?.take() ?? new Uint8Array(0);
  }

  /** Keeps an entry the engine stored for the journal (its key at `address` in its memory). */
  journalEntry(address: number, length: number, valueWord: number): void {
    this.journal?.add(this.memory(address, length), address >>> 2, length, valueWord >>> 0);
  }

  /**
   * Looks for a key the engine's table misses (at `address` in its memory) in the spill. Called
   * on every miss, so it reads the key through one view of the memory instead of making a view
   * per call.
   */
  spillGet(address: number, length: number, hash: number): number {
    if (this.spill === undefined) return -1;
    return this.spill.get(this.memory(address, length), address >>> 2, length, hash >>> 0);
  }

  /** Hands an entry the engine's full table forgets to the spill. */
  spillPut(address: number, length: number, hash: number, valueWord: number): void {
    this.spill?.put(this.words(address, length), 0, length, hash >>> 0, valueWord >>> 0);
  }

  serialize(): Uint8Array {
    const { engine } = this;
    const stride = engine.tableStride();
    const slots = engine.tableSlots();
    const records = new Uint32Array(
      engine.memory.buffer,
      engine.tableRecords() >>> 0,
      slots * stride,
    );
    return serializeRecords(records, stride, engine.tableSize(), 1);
  }

  load(bytes: Uint8Array): void {
    readTable(bytes, (key, length, value) => this.restore(key, length, recordValueWord(value, 1)));
  }

  /** Copies a key into the engine's key buffer and returns its address there. */
  private copyIn(key: Uint32Array, keyAt: number, length: number): number {
    const address = this.engine.keyBuffer(length);
    const words = this.memory(address, length);
    const at = address >>> 2;
    for (let i = 0; i < length; i++) words[at + i] = key[keyAt + i]!;
    return address;
  }

  /**
   * The engine's memory as words, reaching the `length` words at `address`: one view, made again
   * only when the memory has grown past it (which also detaches it), since the journal, the
   * spill and every part restored pass through here. A view made per call, or a read of the
   * memory's `buffer` (a call into the runtime), cost a worker of the queue a third of the
   * time it takes to take in the other workers' parts.
   */
  private memory(address: number, length: number): Uint32Array {
    if ((address >>> 2) + length > this.memoryWords.length) {
      this.memoryWords = new Uint32Array(this.engine.memory.buffer);
    }
    return this.memoryWords;
  }

  /**
   * The `length` words at `address` in the engine's memory (a view: the memory may grow). The
   * address arrives as a signed i32: past 2 GiB of memory it reads negative unless taken unsigned.
   */
  private words(address: number, length: number): Uint32Array {
    return new Uint32Array(this.engine.memory.buffer, address >>> 0, length);
  }
}
