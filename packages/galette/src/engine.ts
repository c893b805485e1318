import { PartSplitter, distinctBites, legalWindows } from './shape.js';
import type { StripValues } from './strip.js';
import { type PartTable, hashKey, keyLength, packKey } from './table.js';

/** Counters of a solve. */
export interface SolveStats {
  /** Parts whose value was computed by search. */
  positions: number;
  /** Parts whose value was found in the transposition table. */
  tableHits: number;
  /** Milliseconds spent searching. */
  elapsedMs: number;
}

/** What the engine needs of an AbortSignal (no DOM or Node types in this package). */
export interface AbortSignalLike {
  readonly aborted: boolean;
  throwIfAborted(): void;
}

/** Options of a solve. */
export interface SolveControl {
  signal?: AbortSignalLike | undefined;
  /** Date.now() after which the solve stops with a `TimeoutError`. */
  deadline?: number | undefined;
  onProgress?: ((stats: Readonly<SolveStats>) => void) | undefined;
}

/** Thrown when a solve passes its deadline. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

/** One part being searched: its rows, the bite being tried and the values seen so far. */
class Frame {
  h = 0;
  w = 0;
  /** `[free rows…, open rows…]`. */
  rows = new Int32Array(16);
  legal = new Int32Array(8);
  /** The bites worth trying, row by row (one of each set with equal effect). */
  bites = new Int32Array(8);
  key = new Uint32Array(8);
  keyLength = 0;
  hash = 0;
  /** The row being scanned for bites, and the bites of that row not tried yet. */
  biteRow = -1;
  biteCols = 0;
  /** The parts left by the current bite that still need a value: canonical parts back to back. */
  pending = new Int32Array(64);
  pendingEnd = 0;
  pendingAt = 0;
  /** XOR of the values of the current bite's parts found so far. */
  xor = 0;
  inBite = false;
  options = new Uint16Array(16);
  optionCount = 0;
  /** Parts searched below this one, for the table's replacement policy. */
  work = 1;

  load(part: Int32Array, at: number): void {
    const h = part[at]!;
    this.h = h;
    this.w = part[at + 1]!;
    if (this.rows.length < 2 * h) {
      this.rows = new Int32Array(4 * h);
      this.legal = new Int32Array(2 * h);
      this.bites = new Int32Array(2 * h);
    }
    const keyWords = keyLength(h | (this.w << 16));
    if (this.key.length < keyWords) this.key = new Uint32Array(2 * keyWords);
    this.rows.set(part.subarray(at + 2, at + 2 + 2 * h));
    legalWindows(h, this.rows, 0, this.legal);
    distinctBites(h, this.legal, this.rows, h, this.bites);
    this.keyLength = packKey(part, at, this.key);
    this.hash = hashKey(this.key, this.keyLength);
    this.biteRow = -1;
    this.biteCols = 0;
    this.pendingEnd = this.pendingAt = 0;
    this.xor = 0;
    this.inBite = false;
    this.optionCount = 0;
    this.work = 1;
  }

  /** Moves to the next bite and returns its column (its row is `biteRow`), or -1 when done. */
  nextBite(): number {
    while (this.biteCols === 0) {
      if (++this.biteRow >= this.h - 1) return -1;
      this.biteCols = this.bites[this.biteRow]!;
    }
    const col = 31 - Math.clz32(this.biteCols & -this.biteCols);
    this.biteCols &= this.biteCols - 1;
    return col;
  }

  addOption(value: number): void {
    if (this.optionCount === this.options.length) {
      const grown = new Uint16Array(2 * this.options.length);
      grown.set(this.options);
      this.options = grown;
    }
    this.options[this.optionCount++] = value;
  }

  reservePending(words: number): void {
    if (this.pendingEnd + words <= this.pending.length) return;
    const grown = new Int32Array(2 * (this.pendingEnd + words));
    grown.set(this.pending.subarray(0, this.pendingEnd));
    this.pending = grown;
  }
}

/**
 * The exact search over parts: the value of a part is the mex over its bites of the XOR of the
 * values of the parts each bite leaves. Depth-first with an explicit stack of frames, memoized in
 * a {@link PartTable}. Parts are canonical (see `PartSplitter`), so equal keys mean equal values.
 */
export class PartEngine {
  readonly table: PartTable;
  readonly strips: StripValues;
  readonly stats: SolveStats = { positions: 0, tableHits: 0, elapsedMs: 0 };
  private readonly splitter: PartSplitter;
  private readonly frames: Frame[] = [];
  private keyBuffer = new Uint32Array(64);
  private mexStamp = new Int32Array(256);
  private mexGeneration = 0;

  constructor(table: PartTable, strips: StripValues) {
    this.table = table;
    this.strips = strips;
    this.splitter = new PartSplitter(strips);
  }

  /** The value of a canonical part `[H, W, free…, open…]` at `part[at]`. */
  value(part: Int32Array, at: number, control: SolveControl = {}): number {
    const known = this.lookup(part, at);
    if (known >= 0) return known;
    const started = Date.now();
    try {
      return this.search(part, at, control);
    } finally {
      this.stats.elapsedMs += Date.now() - started;
    }
  }

  private lookup(part: Int32Array, at: number): number {
    const words = 1 + Math.ceil((2 * part[at]! * part[at + 1]!) / 32);
    if (this.keyBuffer.length < words) this.keyBuffer = new Uint32Array(2 * words);
    const length = packKey(part, at, this.keyBuffer);
    const value = this.table.get(this.keyBuffer, length, hashKey(this.keyBuffer, length));
    if (value >= 0) this.stats.tableHits++;
    return value;
  }

  private search(part: Int32Array, at: number, control: SolveControl): number {
    const { frames, splitter, table, stats } = this;
    let depth = 0;
    const push = (source: Int32Array, from: number): void => {
      if (depth === frames.length) frames.push(new Frame());
      frames[depth++]!.load(source, from);
      if ((++stats.positions & 4095) === 0) this.checkpoint(control);
    };
    push(part, at);
    let result = 0;
    while (depth > 0) {
      const frame = frames[depth - 1]!;
      if (frame.pendingAt < frame.pendingEnd) {
        const child = frame.pendingAt;
        frame.pendingAt += 2 + 2 * frame.pending[child]!;
        const known = this.lookup(frame.pending, child);
        if (known >= 0) frame.xor ^= known;
        else push(frame.pending, child);
        continue;
      }
      if (frame.inBite) {
        frame.addOption(frame.xor);
        frame.inBite = false;
      }
      const col = frame.nextBite();
      if (col < 0) {
        const value = this.mex(frame.options, frame.optionCount);
        table.set(frame.key, frame.keyLength, frame.hash, value, frame.work);
        depth--;
        if (depth === 0) result = value;
        else {
          const parent = frames[depth - 1]!;
          parent.xor ^= value;
          parent.work += frame.work;
        }
        continue;
      }
      // Eat the bite and queue the parts it leaves; parts solved at once go straight to the XOR.
      const { h, w } = frame;
      splitter.load(h, frame.legal, frame.rows, h);
      splitter.eatWindow(frame.biteRow, col);
      frame.inBite = true;
      frame.xor = 0;
      frame.pendingEnd = frame.pendingAt = 0;
      for (;;) {
        frame.reservePending(2 + 2 * Math.max(h, w));
        const written = splitter.next(frame.pending, frame.pendingEnd);
        if (written < 0) break;
        if (written === 0) frame.xor ^= splitter.value;
        else frame.pendingEnd += written;
      }
    }
    return result;
  }

  private mex(values: Uint16Array, count: number): number {
    if (this.mexStamp.length <= count + 1) this.mexStamp = new Int32Array(2 * count + 2);
    const stamp = this.mexStamp;
    if (this.mexGeneration === 0x3fffffff) {
      stamp.fill(0);
      this.mexGeneration = 0;
    }
    const generation = ++this.mexGeneration;
    for (let i = 0; i < count; i++) {
      const v = values[i]!;
      if (v < stamp.length) stamp[v] = generation;
    }
    let m = 0;
    while (stamp[m] === generation) m++;
    return m;
  }

  private checkpoint(control: SolveControl): void {
    control.signal?.throwIfAborted();
    if (control.deadline !== undefined && Date.now() > control.deadline) {
      throw new TimeoutError('the solve ran past its time budget');
    }
    control.onProgress?.(this.stats);
  }
}
