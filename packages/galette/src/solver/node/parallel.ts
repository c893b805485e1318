import { availableParallelism } from 'node:os';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { type Bite, type Cake, createCake } from '../../model.js';
import {
  checkControl,
  DeadlineError,
  isCancelled,
  pastDeadline,
  withDeadline,
  type SolveControl,
} from '@cgkit/core-search';
import type { SolveStats } from '../engine.js';
import { SharedPartTable } from '../shared-table.js';
import { type BiteOption, type CakeAnalysis, GaletteSolver } from '../galette-solver.js';
import { keyLength } from '../records.js';
import {
  bytesSource,
  journalHeader,
  JournalError,
  JournalWriter,
  scanJournal,
  type JournalScan,
  type JournalSource,
} from '../journal.js';
import { PartStore, type CommitLock, type StoreOpened, type StoreStats } from './part-store.js';
import { COUNTERS, type FromWorker, type ToWorker, type WorkerSetup } from './protocol.js';

/** Options of a {@link ParallelGaletteSolver}. */
export interface ParallelGaletteSolverOptions {
  /** Threads searching together (default: the machine's cores). */
  threads?: number;
  /** The most entries the table grows to (default: what `maxMemoryBytes` holds); results stay
   * exact when it is full. */
  maxTableEntries?: number;
  /**
   * The most bytes the table may take, counting the smaller table it is copied from while it
   * grows (default 1.5 GiB: 2^25 entries). It stops growing there and the search goes on,
   * exact, forgetting the entries that were cheapest to find (with threads, once new parts no
   * longer fit, on the calling thread alone).
   */
  maxMemoryBytes?: number;
  /**
   * Milliseconds a solve runs in the calling thread before the worker threads join in (default
   * 100): small cakes are answered without starting a thread.
   */
  serialMs?: number;
  /**
   * Whether the parts a full table forgets go to the store (see `PartStore`; default true), where
   * a part missing from the table is looked for before it is searched again: the cache when one
   * is open, else a scratch store made in `scratchDir` when the table first forgets a part and
   * gone once the solver is closed or the process ends, however it ends.
   */
  spill?: boolean;
  /** Where a scratch store goes (default: the temporary directory). */
  scratchDir?: string;
  /**
   * Held by the store's commits, for a thread that ends the process to wait for (see
   * `CommitLock`): give it when the process may end, or this thread be terminated, mid-search.
   */
  commitLock?: CommitLock;
  /**
   * Parts exchanged with other solvers (other processes, other machines) while the searches run
   * (see {@link PartExchange}): every `periodMs`, from the calling thread's progress checks
   * (one thread) or its look at the threads (several).
   */
  exchange?: PartExchange;
  /** Starts one worker thread; by default `new Worker(url, options)`. Running from TypeScript
   * sources needs a loader, so tests and benchmarks pass their own. */
  startWorker?: (url: URL, options: WorkerOptions) => Worker;
}

/**
 * Solved parts shared between solvers that search apart: each publishes what it solves and
 * remembers what the others published, so a part solved anywhere is not searched again
 * elsewhere (see the README's "Across machines"). Parts go as journal blocks (see
 * `journalHeader`), checked by their checksums when they arrive.
 */
export interface PartExchange {
  /** Takes journal blocks of the parts this solver found since the last call. */
  publish(blocks: Uint8Array): void;
  /**
   * Journal blocks of the parts found elsewhere since the last call (none: empty). Called while
   * a search runs on the calling thread too: it must answer at once (`receiveMessageOnPort`).
   */
  receive(): readonly Uint8Array[];
  /**
   * Parts whose search took fewer parts than this (its own included) are not published
   * (default 1: every part); they are cheap to search again, and most parts are of that kind.
   */
  readonly minCost?: number;
  /**
   * Milliseconds between exchanges while a search runs (default 500; at most one every 4,096
   * parts with one thread, the search's progress checks): two solvers search the same part
   * again only when they reach it within about this time of each other.
   */
  readonly periodMs?: number;
}

/** What a solver's exchange did: parts published and received, and blocks refused. */
export interface ExchangeStats {
  readonly published: number;
  readonly received: number;
  /** Blocks received that failed their checks (not parts of this layout), left out. */
  readonly refused: number;
}

/**
 * The most memory the table may take by default, in bytes, counting the smaller table it is
 * copied from while it grows: room for 2^25 entries of the target cakes either way (the shared
 * table's 2^25 × 36 bytes and the 2^23 it grows from, or the single thread's 2^25 × 32 and the
 * 2^24 it doubles from).
 */
const TABLE_BYTES = 1.5 * 2 ** 30;
/** Bytes of an entry of the single-threaded table, whose records are 8 words for the target
 * cakes' keys (it doubles its records for longer keys: the engine's budget check stops it). */
const ENTRY_BYTES = 32;
/** Parts are exchanged this often while a search runs, in milliseconds, by default. */
const EXCHANGE_MS = 500;
/** A cache is committed at least this often while a search runs, in milliseconds… */
const FLUSH_MS = 2000;
/** …and as soon as this many parts wait (about 1 MiB). */
const FLUSH_PARTS = 1 << 15;
/**
 * Entries of the first table (at most 1/64 of the largest); it grows fourfold when crowded. 2^21
 * (64 MiB) holds the parts of the target cakes (up to 1.17 million for 3×21) below the 60% mark,
 * so their searches never stop to grow it: a stop and a copy into 2^22 cost 2% more CPU time.
 */
const FIRST_ENTRIES = 1 << 21;
/** The longest keys of the first shared table: those of an 8 × 8 cake's parts. */
const FIRST_KEY_WORDS = keyWordsFor(8, 8);
/** Cakes whose parts may have longer keys are solved in the calling thread, on a table of its
 * own that sizes its records to the keys it meets (such cakes are beyond a search anyway). */
const MAX_SHARED_KEY_WORDS = 64;
/** How often a parallel solve reports progress and looks at its signal, in milliseconds. */
const POLL_MS = 50;
/**
 * Parts a parallel search may fail to store in a table that cannot grow before the calling thread
 * takes the table over alone: threads that cannot share a part search it again each time they
 * meet it, while one thread alone makes room by forgetting cheap parts.
 */
const CROWDED_REFUSALS = 1000;

/**
 * A {@link GaletteSolver} whose searches run on several threads that fill one shared table. Each
 * thread claims a part before searching it, and one meeting a part claimed by another puts it
 * off until its other bites are done, so the threads split the work instead of repeating it.
 * Answers are exact whatever the threads' timing. Analysis after a search reads the table in the
 * calling thread. Node.js only (worker threads and `SharedArrayBuffer`).
 */
export class ParallelGaletteSolver {
  private readonly threads: number;
  /** Whether the searches run on the shared table (several threads). */
  private readonly shared: boolean;
  private readonly exchange: PartExchange | undefined;
  private exchanged = { published: 0, received: 0, refused: 0 };
  private lastExchange = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  /** The bound of the single thread's table, which forgets its cheapest entries when full. */
  private readonly singleThreadEntries: number;
  private readonly serialMs: number;
  private readonly startWorker: (url: URL, options: WorkerOptions) => Worker;
  /** The shared table (several threads), made when a search first needs it (see `table`). */
  private madeTable: SharedPartTable | undefined;
  /** The calling thread's solver on the shared table (all of it, with one thread). */
  private local: GaletteSolver;
  /** Whether the threads handed the full shared table over to the calling thread for good. */
  private alone = false;
  /** The solver of cakes too large for the shared table (several threads), made when needed. */
  private large: GaletteSolver | undefined;
  private readonly stop = new Int32Array(new SharedArrayBuffer(4));
  private readonly counters: Float64Array<SharedArrayBuffer>;
  private workers: Worker[] = [];
  private nextId = 0;
  /** Counts of the calling thread's earlier solvers (replaced when the table is). */
  private earlier: SolveStats = { positions: 0, tableHits: 0, elapsedMs: 0 };
  private parallelMs = 0;
  /** The store of solved parts: the cache, when open, gets every part solved. */
  private readonly store: PartStore;
  /** The store, as the tables' spill (unless spilling is off). */
  private readonly spill: PartStore | undefined;
  private cacheWritten = 0;
  private lastFlush = 0;

  constructor(options: ParallelGaletteSolverOptions = {}) {
    this.threads = Math.max(1, options.threads ?? availableParallelism());
    this.exchange = options.exchange;
    this.shared = this.threads > 1;
    this.maxEntries = options.maxTableEntries ?? Number.POSITIVE_INFINITY;
    this.maxBytes = options.maxMemoryBytes ?? TABLE_BYTES;
    // Doubling holds the old records beside the new: both within the bound.
    this.singleThreadEntries = Math.max(
      1024,
      2 ** Math.floor(Math.log2(Math.min(this.maxEntries, this.maxBytes / 1.5 / ENTRY_BYTES))),
    );
    this.serialMs = options.serialMs ?? 100;
    this.startWorker =
      options.startWorker ?? ((url, workerOptions) => new Worker(url, workerOptions));
    this.counters = new Float64Array(new SharedArrayBuffer(8 * COUNTERS * this.threads));
    this.store = new PartStore(options.scratchDir, options.commitLock);
    this.spill = options.spill === false ? undefined : this.store;
    // One thread needs no sharing: a table of its own grows and forgets as it needs. A solver
    // reads its options when it first searches, so the shared table is made then, not here.
    const table = (): SharedPartTable => this.table;
    this.local = !this.shared
      ? new GaletteSolver({
          maxTableEntries: this.singleThreadEntries,
          ...(this.spill && { spill: this.spill }),
        })
      : new GaletteSolver({
          get sharedTable() {
            return table();
          },
          engineIndex: 0,
        });
    if (this.exchange !== undefined) this.local.startJournal();
  }

  /**
   * The shared table, made when first needed: with its WebAssembly memory and engine, it costs
   * more than a small cake's whole answer (a 2 × N cake, strips alone, needs none of it).
   */
  private get table(): SharedPartTable {
    return (this.madeTable ??= this.createTable(FIRST_KEY_WORDS, this.firstEntries()));
  }

  private firstEntries(): number {
    return Math.min(FIRST_ENTRIES, this.maxEntries / 64);
  }

  /** What the exchange did (undefined without one). */
  get exchangeStats(): ExchangeStats | undefined {
    return this.exchange === undefined ? undefined : { ...this.exchanged };
  }

  /** What the store did: parts written to it, looked for and found there (undefined when
   * spilling is off and no cache is open). */
  get storeStats(): StoreStats | undefined {
    return this.spill !== undefined || this.store.isCache ? this.store.stats : undefined;
  }

  /** Counters over every solve, all threads together. */
  get stats(): Readonly<SolveStats> {
    const own = this.large === undefined ? [this.local] : [this.local, this.large];
    let positions = this.earlier.positions;
    let tableHits = this.earlier.tableHits;
    let elapsedMs = this.earlier.elapsedMs + this.parallelMs;
    for (const { stats } of own) {
      positions += stats.positions;
      tableHits += stats.tableHits;
      elapsedMs += stats.elapsedMs;
    }
    for (let i = 0; i < this.threads; i++) {
      positions += this.counters[COUNTERS * i]!;
      tableHits += this.counters[COUNTERS * i + 1]!;
    }
    return { positions, tableHits, elapsedMs };
  }

  /** Parts currently remembered. */
  get tableSize(): number {
    if (this.shared && this.madeTable === undefined) return 0;
    return this.local.tableSize;
  }

  /**
   * Whether the table has reached its bound: searches stay exact but slow down, forgetting cheap
   * entries to make room (several threads hand a table that no longer takes new parts over to
   * the calling thread alone).
   */
  get tableFull(): boolean {
    if (!this.shared) return this.local.tableSize >= 0.7 * this.singleThreadEntries;
    if (this.alone) return true;
    if (this.madeTable === undefined) return false;
    return !this.canGrow() && this.table.size >= 0.6 * this.table.capacity;
  }

  /** The Grundy value of a cake: the player to move wins exactly when it is not 0. */
  async grundy(cake: Cake, control: SolveControl = {}): Promise<number> {
    this.receiveParts(false);
    try {
      return await this.search(cake, this.flushing(control));
    } finally {
      this.exchangeParts(false);
    }
  }

  private async search(cake: Cake, control: SolveControl): Promise<number> {
    const solver = this.solverFor(cake);
    // Strips are computed, not searched: the threads would each compute them again.
    if (solver !== this.local || !this.shared || this.alone || !solver.needsSearch(cake)) {
      return solver.grundy(cake, control);
    }
    try {
      return this.local.grundy(cake, withDeadline(control, this.serialMs));
    } catch (error) {
      // Past the short serial budget: the threads take over, and find what it stored.
      if (!(error instanceof DeadlineError) || pastDeadline(control)) throw error;
    }
    for (;;) {
      const grundy = await this.solveInParallel(cake, control);
      if (grundy !== undefined) return grundy;
      // Stopped to grow the table, or handed over to this thread alone: it finds what was stored.
      if (this.alone) return this.local.grundy(cake, control);
    }
  }

  /** The value of the empty cake rows × cols (see `GaletteSolver.emptyCake`). */
  async emptyCake(rows: number, cols: number, control: SolveControl = {}): Promise<number> {
    // One or two rows need no search (two rows are the heap game).
    if (Math.min(rows, cols) <= 2) return this.local.emptyCake(rows, cols, control);
    return this.grundy(createCake(rows, cols), control);
  }

  /** The value of a cake and its winning bites (see `GaletteSolver.analyze`). */
  async analyze(cake: Cake, control: SolveControl = {}): Promise<CakeAnalysis> {
    await this.grundy(cake, control);
    return this.solverFor(cake).analyze(cake, this.flushing(control));
  }

  /** Every legal bite with the value it leaves (see `GaletteSolver.options`). */
  async options(cake: Cake, control: SolveControl = {}): Promise<BiteOption[]> {
    await this.grundy(cake, control);
    return this.solverFor(cake).options(cake, this.flushing(control));
  }

  /**
   * Searches the cake's value (on the threads) and returns the solver whose table then holds
   * it, to read the values of its bites at once, as a core-search `Match` does
   * (`galetteMatch(await parallel.settled(cake))`). Its own calls do not write the cache file.
   */
  async settled(cake: Cake, control: SolveControl = {}): Promise<GaletteSolver> {
    await this.grundy(cake, control);
    return this.solverFor(cake);
  }

  /** The bite perfect play chooses (see `GaletteSolver.chooseBite` for the rule). */
  async chooseBite(cake: Cake, control: SolveControl = {}): Promise<Bite | undefined> {
    // A lost position weighs every reply, whose parts this search stores (a part is stored only
    // once every part its bites leave is), so the rule then reads the table.
    await this.grundy(cake, control);
    return this.solverFor(cake).chooseBite(cake, this.flushing(control));
  }

  /** The remembered parts as bytes (see `GaletteSolver.serializeTable`). */
  serializeTable(): Uint8Array {
    return this.local.serializeTable();
  }

  /** Remembers the parts of a serialized table; throws an Error when the bytes are not one. */
  loadTable(bytes: Uint8Array): void {
    this.local.loadTable(bytes);
  }

  /**
   * Keeps every part solved from now on in a cache, an LMDB environment (a directory, see
   * `PartStore`), and remembers the parts already there (as many as the table holds; the rest
   * are looked up there when the table misses them): call it before solving. The parts are
   * committed while the searches run (every 2 s, or sooner when many wait), so a run that is
   * killed loses only its last seconds. Several processes may share one cache. A cache file of
   * cgkit 0.1.0 is converted once (see `StoreOpened.converted`); anything else at `path` throws
   * a `StoreError`, untouched.
   */
  openCache(path: string): StoreOpened {
    if (this.store.isCache) throw new Error('a cache is open already');
    const opened = this.store.openCache(path);
    this.store.load((blocks) => {
      this.loadJournal(blocks);
      return !this.tableFull;
    });
    this.local.startJournal();
    this.large?.startJournal();
    this.lastFlush = Date.now();
    return opened;
  }

  /** Parts written to the cache by this solver, and the cache's size (undefined: none open). */
  get cacheStats(): { readonly entries: number; readonly bytes: number } | undefined {
    return this.store.isCache ? { entries: this.cacheWritten, bytes: this.store.bytes } : undefined;
  }

  /** Remembers the parts of a journal (see `GaletteSolver.loadJournal`). */
  loadJournal(source: Uint8Array | JournalSource): JournalScan {
    if (!this.shared) return this.local.loadJournal(source);
    if (source instanceof Uint8Array) source = bytesSource(source);
    return scanJournal(source, (key, length, valueWord) => {
      // Grown as it fills, as during a search, up to its limit; then entries are left out.
      this.makeRoom(0.5);
      this.table.restore(key, length, valueWord);
    });
  }

  /** Commits the parts solved since the last commit to the cache, if one is open, and hands
   * them to the exchange, if any. */
  flushCache(): void {
    const { store } = this;
    if (!store.isCache && this.exchange === undefined) return;
    this.lastFlush = Date.now();
    for (const solver of this.large === undefined ? [this.local] : [this.local, this.large]) {
      const blocks = solver.takeJournal();
      if (blocks.length === 0) continue;
      if (store.isCache) this.cacheWritten += store.commitJournal(blocks);
      if (this.exchange !== undefined) this.publish(blocks);
    }
    if (store.isCache) store.flush();
  }

  /** Hands parts to the exchange, leaving out those cheaper than its `minCost`. */
  private publish(blocks: Uint8Array): void {
    const minCost = this.exchange!.minCost ?? 1;
    if (minCost <= 1) {
      this.exchanged.published += countRecords(blocks);
      return this.exchange!.publish(blocks);
    }
    const kept = new JournalWriter();
    let count = 0;
    scanJournal(bytesSource(withHeader(blocks)), (key, length, valueWord) => {
      if (valueWord >>> 16 < minCost) return;
      kept.add(key, 0, length, valueWord);
      count++;
    });
    if (count === 0) return;
    this.exchanged.published += count;
    this.exchange!.publish(kept.take());
  }

  /**
   * Remembers the parts the exchange brought, as `loadJournal` does; during a search on the
   * threads, straight into the shared table, which they read as they search (it grows at the
   * search's next stop, not under them). Blocks failing their checks are left out and counted.
   */
  private receiveParts(searching: boolean): void {
    if (this.exchange === undefined) return;
    for (const blocks of this.exchange.receive()) {
      try {
        const source = bytesSource(withHeader(blocks));
        const { entries } =
          searching && this.shared
            ? scanJournal(source, (key, length, word) => this.table.restore(key, length, word))
            : this.loadJournal(source);
        this.exchanged.received += entries;
      } catch (error) {
        if (!(error instanceof JournalError)) throw error;
        this.exchanged.refused++;
      }
    }
  }

  /** Publishes the parts solved and remembers the parts received, now. */
  private exchangeParts(searching: boolean): void {
    if (this.exchange === undefined) return;
    this.lastExchange = Date.now();
    this.flushCache();
    this.receiveParts(searching);
  }

  /** Commits what is left to the cache and closes the store (a scratch one is then gone), then
   * stops the worker threads (they also let the process exit while idle). */
  async close(): Promise<void> {
    try {
      this.flushCache();
    } finally {
      await this.store.close();
    }
    const workers = this.workers;
    this.workers = [];
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  /**
   * One search of the cake by every thread. Returns undefined when it was stopped because the
   * table filled up: the table is then larger, or, when it could not grow, the calling thread
   * has it alone; a new search finds all that was stored.
   */
  private async solveInParallel(cake: Cake, control: SolveControl): Promise<number | undefined> {
    this.makeRoom(0.5);
    const workers = this.startWorkers();
    const id = ++this.nextId;
    const started = Date.now();
    Atomics.store(this.stop, 0, 0);
    const request: ToWorker = {
      type: 'solve',
      id,
      rows: cake.rows,
      cols: cake.cols,
      cells: cake.cells,
      maxMemoryBytes: control.maxMemoryBytes,
    };
    const replies = workers.map(
      (worker) =>
        new Promise<FromWorker>((resolve, reject) => {
          const onMessage = (reply: FromWorker): void => {
            if (reply.id !== id) return;
            worker.off('message', onMessage);
            worker.off('error', reject);
            if (reply.type === 'solved') Atomics.store(this.stop, 0, 1); // the others can stop
            resolve(reply);
          };
          worker.on('message', onMessage);
          worker.once('error', reject);
        }),
    );
    for (let i = 0; i < this.threads; i++)
      this.counters.fill(0, COUNTERS * i + 2, COUNTERS * i + 4);
    for (const worker of workers) {
      worker.ref();
      worker.postMessage(request);
    }
    let full = false;
    let crowded = false;
    const refusedBefore = this.table.refused;
    const poll = setInterval(() => {
      if (isCancelled(control) || pastDeadline(control)) Atomics.store(this.stop, 0, 1);
      // Stop to grow the table while it can grow and is getting crowded…
      if (!full && this.table.size > 0.6 * this.table.capacity && this.canGrow()) {
        full = true;
        Atomics.store(this.stop, 0, 1);
      }
      // …or to go on in this thread alone when it cannot grow and parts no longer fit.
      if (!full && this.table.refused - refusedBefore > CROWDED_REFUSALS && !this.canGrow()) {
        full = crowded = true;
        Atomics.store(this.stop, 0, 1);
      }
      if (this.exchangeDue()) this.exchangeParts(true);
      else this.flushIfDue();
      control.onProgress?.({ done: this.stats.positions, phase: 'parts' });
      const bites = this.bitesSettled();
      if (bites !== undefined) control.onProgress?.({ ...bites, phase: 'bites' });
    }, POLL_MS);
    let settled: FromWorker[];
    try {
      settled = await Promise.all(replies);
    } catch (error) {
      // A thread died: stop the others; the next search starts new ones.
      Atomics.store(this.stop, 0, 1);
      await this.close();
      throw error;
    } finally {
      clearInterval(poll);
      for (const worker of workers) worker.unref();
      this.parallelMs += Date.now() - started;
    }
    if (crowded) this.takeTableAlone();
    const solved = settled.find((reply) => reply.type === 'solved');
    if (solved?.type === 'solved') return solved.grundy;
    checkControl(control);
    const failure = settled.find((reply) => reply.type === 'failed' && reply.name !== 'AbortError');
    if (failure?.type !== 'failed') {
      if (full) return undefined;
      throw Object.assign(new Error('the search was stopped'), { name: 'AbortError' });
    }
    if (failure.name === 'DeadlineError') throw new DeadlineError(failure.message);
    throw Object.assign(new Error(failure.message), { name: failure.name });
  }

  /**
   * Hands the table to the calling thread for good, the threads having stopped (they take part
   * again only when the table is replaced): see `SharedPartTable.useAlone`.
   */
  private takeTableAlone(): void {
    this.flushCache(); // the log names slots that may now be reused
    this.table.useAlone(this.spill);
    this.alone = true;
  }

  /** The control with the cache written now and then from its progress reports (a search in
   * this thread gives no other chance). */
  private flushing(control: SolveControl): SolveControl {
    if (!this.store.isCache && this.exchange === undefined) return control;
    const { onProgress } = control;
    return {
      ...control,
      onProgress: (progress) => {
        if (this.exchangeDue()) this.exchangeParts(true);
        else this.flushIfDue();
        onProgress?.(progress);
      },
    };
  }

  private exchangeDue(): boolean {
    const { exchange } = this;
    return (
      exchange !== undefined && Date.now() - this.lastExchange >= (exchange.periodMs ?? EXCHANGE_MS)
    );
  }

  private flushIfDue(): void {
    if (!this.store.isCache) return;
    const pending = this.local.journalPending + (this.large?.journalPending ?? 0);
    if (pending >= FLUSH_PARTS || (pending > 0 && Date.now() - this.lastFlush >= FLUSH_MS)) {
      this.flushCache();
    }
  }

  /**
   * The bites settled of the part the threads search from, as the thread furthest along sees
   * it (each thread walks all the bites, the others' parts coming from the table).
   */
  private bitesSettled(): { done: number; total: number } | undefined {
    let best: { done: number; total: number } | undefined;
    for (let i = 0; i < this.threads; i++) {
      const done = this.counters[COUNTERS * i + 2]!;
      const total = this.counters[COUNTERS * i + 3]!;
      if (total > 0 && (best === undefined || done / total > best.done / best.total)) {
        best = { done, total };
      }
    }
    return best;
  }

  private startWorkers(): Worker[] {
    if (this.workers.length > 0) return this.workers;
    const url = new URL('./worker.js', import.meta.url);
    for (let index = 0; index < this.threads; index++) {
      const workerData: WorkerSetup = {
        table: this.table.handle,
        stop: this.stop.buffer,
        counters: this.counters.buffer,
        index,
      };
      this.workers.push(this.startWorker(url, { workerData }));
    }
    return this.workers;
  }

  /**
   * The solver for a cake: the one on the shared table, first moved to a table with longer
   * records when the cake's parts may have longer keys; for very large cakes, one with a table
   * of its own.
   */
  private solverFor(cake: Cake): GaletteSolver {
    const words = keyWordsFor(cake.rows, cake.cols);
    // Before the table is made, the first one's keys (at least FIRST_KEY_WORDS) decide.
    const tableWords = this.madeTable?.maxKeyWords ?? FIRST_KEY_WORDS;
    if (!this.shared || words <= tableWords) return this.local;
    if (words > MAX_SHARED_KEY_WORDS) {
      if (this.large === undefined) {
        this.large = new GaletteSolver(this.spill && { spill: this.spill });
        if (this.store.isCache || this.exchange !== undefined) this.large.startJournal();
      }
      return this.large;
    }
    if (this.madeTable === undefined) this.madeTable = this.createTable(words, this.firstEntries());
    else this.replaceTable(this.createTable(words, this.table.capacity));
    return this.local;
  }

  private canGrow(): boolean {
    return this.table.capacity < this.largestCapacity(this.table.maxKeyWords);
  }

  /** Grows the table fourfold (within the limits) when more than `load` of it is used. */
  private makeRoom(load: number): void {
    if (this.table.size <= load * this.table.capacity || !this.canGrow()) return;
    this.replaceTable(this.createTable(this.table.maxKeyWords, 4 * this.table.capacity));
  }

  /** Moves to a new table, with the entries of the old one, in every thread. */
  private replaceTable(table: SharedPartTable): void {
    // The old table's log of new entries goes with it: write them first.
    this.flushCache();
    table.copyFrom(this.table);
    const { positions, tableHits, elapsedMs } = this.local.stats;
    this.earlier = {
      positions: this.earlier.positions + positions,
      tableHits: this.earlier.tableHits + tableHits,
      elapsedMs: this.earlier.elapsedMs + elapsedMs,
    };
    this.madeTable = table;
    this.alone = false;
    this.local = new GaletteSolver({ sharedTable: table, engineIndex: 0 });
    if (this.store.isCache || this.exchange !== undefined) this.local.startJournal();
    const message: ToWorker = { type: 'attach', table: table.handle };
    for (const worker of this.workers) worker.postMessage(message);
  }

  private largestCapacity(maxKeyWords: number): number {
    const stride = SharedPartTable.strideFor(maxKeyWords);
    const entry = SharedPartTable.bytesFor(2, stride) - SharedPartTable.bytesFor(1, stride);
    // Growing fourfold holds the old table beside the new one: both within the bound.
    const fit = (0.8 * this.maxBytes) / entry;
    return Math.min(this.maxEntries, 2 ** Math.floor(Math.log2(fit)));
  }

  private createTable(maxKeyWords: number, entries: number): SharedPartTable {
    const maxEntries = Math.min(entries, this.largestCapacity(maxKeyWords));
    // The calling thread and each worker search it with an engine instance of their own.
    return SharedPartTable.create({ maxEntries, maxKeyWords, wasmEngines: this.threads + 1 });
  }
}

/** The records of journal blocks (each block's header counts them). */
function countRecords(blocks: Uint8Array): number {
  const view = new DataView(blocks.buffer, blocks.byteOffset, blocks.byteLength);
  let count = 0;
  for (let at = 0; at + 16 <= blocks.length; at += 16 + 4 * view.getUint32(at + 8, true)) {
    count += view.getUint32(at + 12, true);
  }
  return count;
}

/** Journal blocks as a whole journal, to be read by `scanJournal`. */
function withHeader(blocks: Uint8Array): Uint8Array {
  const header = journalHeader();
  const all = new Uint8Array(header.length + blocks.length);
  all.set(header);
  all.set(blocks, header.length);
  return all;
}

/** Words of the packed key of the largest part a rows × cols cake can hold. */
function keyWordsFor(rows: number, cols: number): number {
  return keyLength(rows | (cols << 16));
}
