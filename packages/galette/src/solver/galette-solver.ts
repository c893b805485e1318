import { type Bite, type Cake, createCake } from '../model.js';
import { type CakePart, eat, isBiteOfPart, splitCake, uneatenIn, windowIsLegal } from '../rules.js';
import { checkControl, memoryBudget, type SolveControl } from '@cgkit/core-search';
import { PartEngine, type PartSearch, type SolveStats } from './engine.js';
import { PartSplitter } from './split.js';
import { MAX_PART_WIDTH } from './windows.js';
import { StripValues } from './strip.js';
import { checkSearchReach, isEmptyThreeRows, searchFrameBytes } from './reach.js';
import type { SharedPartTable } from './shared-table.js';
import { PartTable, tableSlotsFor, type PartSpill } from './table.js';
import { bytesSource, scanJournal, type JournalScan, type JournalSource } from './journal.js';
import { WasmPartEngine } from './wasm/wasm-engine.js';

/** Options of a {@link GaletteSolver}. */
export interface GaletteSolverOptions {
  /** The most parts the transposition table keeps (default 2^23); results stay exact. */
  maxTableEntries?: number;
  /**
   * Where a table of its own puts the parts it forgets once full, and looks for those it misses
   * (see `PartStore` in `@cgkit/galette/node`): memory stays bounded without searching them
   * again.
   */
  spill?: PartSpill;
  /** A table filled together with solvers in other threads, instead of a table of its own. */
  sharedTable?: SharedPartTable;
  /**
   * With a shared table laid out for the WebAssembly engine (`SharedPartTableOptions.
   * wasmEngines`): which of its engine instances this solver's is, a different one in each thread
   * (from 0). Without it, a shared table is searched by the TypeScript engine.
   */
  engineIndex?: number;
  /**
   * The search engine: `webassembly` (the default for a table of its own that fits in
   * WebAssembly's memory, or a shared table laid out for it, where WebAssembly is available) or
   * `typescript`.
   */
  engine?: 'webassembly' | 'typescript';
}

/**
 * The largest table the WebAssembly engine takes (the CLI's one-thread table under its default
 * 4 GiB budget): records of 8 words (keys of cakes up to 80 portions) make 2 GiB, 3 GiB while
 * it grows from 2^25 entries, within WebAssembly's 4 GiB; longer records make it hold fewer.
 */
const MAX_WASM_TABLE_ENTRIES = 1 << 26;

/** A bite and the value of the cake it leaves. */
export interface BiteOption {
  readonly bite: Bite;
  readonly grundy: number;
}

/** A bite and the value of the cake it leaves, undefined when not found by the deadline. */
export interface SettledBiteOption {
  readonly bite: Bite;
  readonly grundy: number | undefined;
}

/** The analysis of a cake: its value and the bites that leave value 0. */
export interface CakeAnalysis {
  readonly grundy: number;
  readonly winningBites: readonly Bite[];
}

/**
 * Exact values of Galette toxique cakes. The memo (a bounded transposition table of canonical
 * parts) persists across calls, so solving many cakes with one solver shares work.
 */
export class GaletteSolver {
  private readonly engineOptions: GaletteSolverOptions;
  private readonly strips = new StripValues();
  private readonly splitter = new PartSplitter(this.strips);
  /** Made when a search first needs it: a cake of strips alone is answered from their values,
   * without compiling WebAssembly or laying out a table. */
  private searchEngine: PartSearch | undefined;
  private buffer = new Int32Array(64);

  /** The options are read when a search first needs the engine (`sharedTable` too). */
  constructor(options: GaletteSolverOptions = {}) {
    this.engineOptions = options;
  }

  private get engine(): PartSearch {
    return (this.searchEngine ??= createEngine(this.engineOptions, this.strips));
  }

  /** Counters accumulated over every solve of this solver. */
  get stats(): Readonly<SolveStats> {
    return this.searchEngine?.stats ?? { positions: 0, tableHits: 0, elapsedMs: 0 };
  }

  /** Parts currently remembered. */
  get tableSize(): number {
    return (this.searchEngine?.table ?? this.engineOptions.sharedTable)?.size ?? 0;
  }

  /** The Grundy value of a cake: the player to move wins exactly when it is not 0. */
  grundy(cake: Cake, control: SolveControl = {}): number {
    if (this.byProof(cake, control)) return 0;
    const split = splitCake(cake);
    this.checkReach(cake, split, control);
    let total = 0;
    for (const part of split.parts) total ^= this.partValue(cake, part, control);
    return total;
  }

  /**
   * Whether the cake has a part to search: one that is not two portions wide (a heap game of
   * strips, whose values are computed, not searched).
   */
  needsSearch(cake: Cake): boolean {
    return splitCake(cake).parts.some((part) => stripOf(cake, part) === undefined);
  }

  /**
   * The value of the empty cake rows × cols: 0 with a single row or column, the heap game's value
   * with two (no cake is built, so 2 × 10^5 is immediate once the strip values are known).
   */
  emptyCake(rows: number, cols: number, control: SolveControl = {}): number {
    const short = Math.min(rows, cols);
    if (short === 1) return 0;
    if (short === 2) return this.strips.emptyCake(Math.max(rows, cols), control);
    return this.grundy(createCake(rows, cols), control);
  }

  /** The value of a cake and its winning bites (those leaving value 0), in row-major order. */
  analyze(cake: Cake, control: SolveControl = {}): CakeAnalysis {
    // Lost, by the proof: no bite wins.
    if (this.byProof(cake, control)) return { grundy: 0, winningBites: [] };
    const split = splitCake(cake);
    this.checkReach(cake, split, control);
    const { parts, labels } = split;
    const values = parts.map((part) => this.partValue(cake, part, control));
    const grundy = values.reduce((a, b) => a ^ b, 0);
    const winningBites: Bite[] = [];
    parts.forEach((part, i) => {
      const others = grundy ^ values[i]!;
      for (const option of this.partOptions(cake, labels, part, control)) {
        if ((option.grundy ^ others) === 0) winningBites.push(option.bite);
      }
    });
    winningBites.sort((a, b) => a.row - b.row || a.col - b.col);
    return { grundy, winningBites };
  }

  /** Every legal bite with the value of the cake it leaves, in row-major order. */
  options(cake: Cake, control: SolveControl = {}): BiteOption[] {
    const split = splitCake(cake);
    this.checkReach(cake, split, control);
    const { parts, labels } = split;
    const values = parts.map((part) => this.partValue(cake, part, control));
    const grundy = values.reduce((a, b) => a ^ b, 0);
    const options: BiteOption[] = [];
    parts.forEach((part, i) => {
      for (const option of this.partOptions(cake, labels, part, control)) {
        options.push({ bite: option.bite, grundy: option.grundy ^ grundy ^ values[i]! });
      }
    });
    return options.sort((a, b) => a.bite.row - b.bite.row || a.bite.col - b.bite.col);
  }

  /**
   * Every legal bite with the value of the cake it leaves, as {@link options}, found bite by
   * bite: when the control's deadline passes, the bites not valued yet have `grundy` undefined
   * instead of the call throwing (a cancelled signal still throws). The values of the other
   * parts come first (the largest part last: its value follows from its bites'), then the bites
   * of the largest part, then the others'.
   */
  optionsInTime(cake: Cake, control: SolveControl = {}): SettledBiteOption[] {
    const split = splitCake(cake);
    this.checkReach(cake, split, control);
    const { parts, labels } = split;
    if (parts.length === 0) return [];
    let late = false;
    /** The value `find` computes, or undefined once the deadline has passed. */
    const inTime = (find: () => number): number | undefined => {
      if (late) return undefined;
      try {
        return find();
      } catch (error) {
        const spent = error instanceof Error && error.name === 'DeadlineError';
        if (!spent || control.signal?.aborted === true) throw error;
        late = true;
        return undefined;
      }
    };
    const largest = parts.reduce(
      (best, part, i) => (part.cells.length > parts[best]!.cells.length ? i : best),
      0,
    );
    const values = parts.map((part, i) =>
      i === largest ? undefined : inTime(() => this.partValue(cake, part, control)),
    );
    const order = [largest, ...[...parts.keys()].filter((i) => i !== largest)];
    const raw: SettledBiteOption[][] = [];
    for (const i of order) {
      const part = parts[i]!;
      raw[i] = this.partBiteValues(cake, labels, part, inTime, control);
      if (i === largest && raw[i].every((o) => o.grundy !== undefined)) {
        values[i] = inTime(() => this.partValue(cake, part, control));
      }
    }
    /** The XOR of the other parts' values, undefined when one is not known. */
    const othersOf = (i: number): number | undefined => {
      let total = 0;
      for (const [j, value] of values.entries()) {
        if (j === i) continue;
        if (value === undefined) return undefined;
        total ^= value;
      }
      return total;
    };
    const options: SettledBiteOption[] = [];
    parts.forEach((_, i) => {
      const others = othersOf(i);
      for (const { bite, grundy } of raw[i]!) {
        const known = grundy !== undefined && others !== undefined;
        options.push({ bite, grundy: known ? grundy ^ others : undefined });
      }
    });
    return options.sort((a, b) => a.bite.row - b.bite.row || a.bite.col - b.bite.col);
  }

  /**
   * The bite perfect play chooses, or undefined when there is none. In a won position: the first
   * winning bite (row-major). In a lost one: the bite after which the opponent has the fewest
   * winning replies (most room to go wrong), then the one eating the fewest portions (the longest
   * game), then the first (row-major).
   */
  chooseBite(cake: Cake, control: SolveControl = {}): Bite | undefined {
    const options = this.options(cake, control);
    const winning = options.find((option) => option.grundy === 0);
    if (winning !== undefined) return winning.bite;
    let best: { bite: Bite; replies: number; eaten: number } | undefined;
    for (const { bite } of options) {
      const replies = this.analyze(eat(cake, bite), control).winningBites.length;
      const eaten = uneatenIn(cake, bite);
      if (
        best === undefined ||
        replies < best.replies ||
        (replies === best.replies && eaten < best.eaten)
      ) {
        best = { bite, replies, eaten };
      }
    }
    return best?.bite;
  }

  /** The remembered parts as bytes, for `loadTable` in a later run. */
  serializeTable(): Uint8Array {
    return this.engine.table.serialize();
  }

  /** Remembers the parts of a serialized table; throws an Error when the bytes are not one. */
  loadTable(bytes: Uint8Array): void {
    this.engine.table.load(bytes);
  }

  /**
   * Keeps every part solved from now on for `takeJournal`, even one the table forgets later
   * when full (a table shared by threads keeps them from the start).
   */
  startJournal(): void {
    this.engine.table.startJournal();
  }

  /** Parts solved and not yet taken by `takeJournal`. */
  get journalPending(): number {
    return this.engine.table.journalPending;
  }

  /**
   * The parts solved since the last call, as journal blocks: append them to a journal (it starts
   * with `journalHeader()`) and `loadJournal` gives them back to a later solver.
   */
  takeJournal(): Uint8Array {
    return this.engine.table.takeJournal();
  }

  /**
   * Remembers the parts of a journal (as many as the table holds): bytes, or a source reading a
   * file. A torn last block, left by a run cut short, is ignored and reported; throws a
   * `JournalError` when the source is not a journal or is corrupt before its end.
   */
  loadJournal(source: Uint8Array | JournalSource): JournalScan {
    const { table } = this.engine;
    const from = source instanceof Uint8Array ? bytesSource(source) : source;
    return scanJournal(from, (key, length, valueWord) => table.restore(key, length, valueWord));
  }

  /**
   * Whether the cake is an empty one of three rows whose search is beyond the engine (see
   * `checkSearchReach`): its value is 0 by the mirror answer (see the README), found at once.
   */
  private byProof(cake: Cake, control: SolveControl): boolean {
    if (!isEmptyThreeRows(cake)) return false;
    const { rows, cols } = cake;
    const whole = {
      height: rows,
      width: cols,
      bites: (rows - 1) * (cols - 1),
      portions: rows * cols,
    };
    return searchFrameBytes(whole) > (this.engine.scratchBytes ?? memoryBudget(control));
  }

  /** Checks before searching that the search of every part is within the engine's memory. */
  private checkReach(
    cake: Cake,
    { parts, labels }: { parts: CakePart[]; labels: Int32Array },
    control: SolveControl,
  ): void {
    for (const part of parts) {
      if (stripOf(cake, part) !== undefined) continue;
      checkSearchReach(cake, labels, part, this.engine.scratchBytes, control);
    }
  }

  private partValue(cake: Cake, part: CakePart, control: SolveControl): number {
    const strip = stripOf(cake, part);
    if (strip !== undefined) return this.strips.value(strip.length, strip.openEnds, control);
    const raw = rawPart(cake, part);
    return this.rawValue(raw, -1, -1, control);
  }

  private partOptions(
    cake: Cake,
    labels: Int32Array,
    part: CakePart,
    control: SolveControl,
  ): BiteOption[] {
    return this.partBiteValues(cake, labels, part, (value) => value(), control) as BiteOption[];
  }

  /**
   * The bites of a part with the value of the part each leaves, each found through `find`
   * (which may give up: undefined).
   */
  private partBiteValues(
    cake: Cake,
    labels: Int32Array,
    part: CakePart,
    find: (value: () => number) => number | undefined,
    control: SolveControl,
  ): SettledBiteOption[] {
    const options: SettledBiteOption[] = [];
    const strip = stripOf(cake, part);
    const raw = strip === undefined ? rawPart(cake, part) : undefined;
    for (let row = part.top; row < part.bottom; row++) {
      for (let col = part.left; col < part.right; col++) {
        if (!isBiteOfPart(cake, labels, part.id, row, col)) continue;
        const grundy = find(() => {
          if (strip !== undefined) {
            return this.stripOption(strip, part.top === part.bottom - 1 ? col : row);
          }
          // The search checks the control only every few thousand parts: a bite found in the
          // table would not.
          checkControl(control);
          const r = raw!;
          return r.transposed
            ? this.rawValue(r, col - part.left, row - part.top, control)
            : this.rawValue(r, row - part.top, col - part.left, control);
        });
        options.push({ bite: { row, col }, grundy });
      }
    }
    return options;
  }

  /** The value of a raw part, after eating the window at (row, col) when row ≥ 0. */
  private rawValue(raw: RawPart, row: number, col: number, control: SolveControl): number {
    const { splitter } = this;
    splitter.load(raw.h, raw.legal, raw.open, 0);
    if (row >= 0) splitter.eatWindow(row, col);
    let total = 0;
    for (;;) {
      if (this.buffer.length < 2 + 2 * Math.max(raw.h, raw.w)) {
        this.buffer = new Int32Array(4 + 4 * Math.max(raw.h, raw.w));
      }
      const written = splitter.next(this.buffer, 0);
      if (written < 0) return total;
      // The engine has its own splitter, so this one keeps its place while parts are solved.
      total ^= written === 0 ? splitter.value : this.engine.value(this.buffer, 0, control);
    }
  }

  /** The value left by the bite at position `at` (column, or row) of a two-portion-wide strip. */
  private stripOption(strip: Strip, at: number): number {
    const { first, last, leftOpen, rightOpen } = strip;
    const value = (length: number, openEnds: number): number => this.strips.value(length, openEnds);
    if (at < first) return value(last - first, 1 + rightOpen);
    if (at + 1 > last) return value(last - first, leftOpen + 1);
    return value(at - first, leftOpen + 1) ^ value(last - at - 1, 1 + rightOpen);
  }
}

/**
 * The WebAssembly engine for a table of its own that fits in its memory or a shared table laid
 * out for it, else (or when asked, or without WebAssembly) the TypeScript one.
 */
function createEngine(options: GaletteSolverOptions, strips: StripValues): PartSearch {
  const wasm = options.engine !== 'typescript';
  const { sharedTable, engineIndex } = options;
  if (sharedTable !== undefined) {
    const engine =
      wasm && engineIndex !== undefined ? sharedTable.wasmEngine(strips, engineIndex) : undefined;
    return engine ?? new PartEngine(sharedTable, strips);
  }
  const { maxTableEntries, spill } = options;
  const entries = tableSlotsFor(maxTableEntries);
  if (wasm && entries <= MAX_WASM_TABLE_ENTRIES) {
    const engine = WasmPartEngine.create(strips, entries, spill);
    if (engine !== undefined) return engine;
  }
  return new PartEngine(new PartTable({ maxEntries: entries, ...(spill && { spill }) }), strips);
}

/** A part two portions wide: a run of lines `first..last`, each end open (eaten) or walled. */
interface Strip {
  readonly length: number;
  readonly openEnds: number;
  readonly first: number;
  readonly last: number;
  readonly leftOpen: number;
  readonly rightOpen: number;
}

function stripOf(cake: Cake, part: CakePart): Strip | undefined {
  const { top, left, bottom, right, cells } = part;
  const across = bottom - top === 1;
  if (!across && right - left !== 1) return undefined;
  let first = Number.POSITIVE_INFINITY;
  let last = -1;
  for (const cell of cells) {
    const line = across ? cell % cake.cols : Math.floor(cell / cake.cols);
    first = Math.min(first, line);
    last = Math.max(last, line);
  }
  const leftOpen = first > (across ? left : top) ? 1 : 0;
  const rightOpen = last < (across ? right : bottom) ? 1 : 0;
  return {
    length: last - first + 1,
    openEnds: leftOpen + rightOpen,
    first,
    last,
    leftOpen,
    rightOpen,
  };
}

/** A part on bit boards: rows of at most 31 portions, transposed when the part is wide. */
interface RawPart {
  readonly h: number;
  readonly w: number;
  readonly transposed: boolean;
  readonly legal: Int32Array;
  readonly open: Int32Array;
}

function rawPart(cake: Cake, part: CakePart): RawPart {
  const height = part.bottom - part.top + 1;
  const width = part.right - part.left + 1;
  const transposed = width > MAX_PART_WIDTH;
  if (transposed && height > MAX_PART_WIDTH) {
    throw new RangeError(
      `a part spanning ${height}×${width} portions is beyond this solver (one side must be at most ${MAX_PART_WIDTH})`,
    );
  }
  const h = transposed ? width : height;
  const w = transposed ? height : width;
  const legal = new Int32Array(h);
  const open = new Int32Array(h);
  const at = (i: number, j: number): [number, number] =>
    transposed ? [part.top + j, part.left + i] : [part.top + i, part.left + j];
  for (let i = 0; i + 1 < h; i++) {
    for (let j = 0; j + 1 < w; j++) {
      const [row, col] = at(i, j);
      if (windowIsLegal(cake, row, col)) legal[i]! |= 1 << j;
    }
  }
  for (const cell of part.cells) {
    const row = Math.floor(cell / cake.cols) - part.top;
    const col = (cell % cake.cols) - part.left;
    if (transposed) open[col]! |= 1 << row;
    else open[row]! |= 1 << col;
  }
  return { h, w, transposed, legal, open };
}
