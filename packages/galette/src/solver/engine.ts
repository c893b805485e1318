import { checkControl, reserveMemory, type SolveControl } from '@cgkit/core-search';
import { PartSplitter } from './split.js';
import { distinctBites, legalWindows } from './windows.js';
import type { StripValues } from './strip.js';
import { CLAIMED_ELSEWHERE, type PartStore } from './table.js';
import { hashKey, keyLength, packKey, sameKey } from './records.js';

/** Counters of a solve. */
export interface SolveStats {
  /** Parts whose value was computed by search. */
  positions: number;
  /** Parts whose value was found in the transposition table. */
  tableHits: number;
  /** Milliseconds spent searching. */
  elapsedMs: number;
}

/** What the solver needs of a search engine (this one, or the WebAssembly one). */
export interface PartSearch {
  readonly table: PartStore;
  readonly strips: StripValues;
  readonly stats: SolveStats;
  /** Bytes the search's frames may take, when the engine has a fixed scratch memory for them. */
  readonly scratchBytes?: number;
  /** The value of a canonical part `[H, W, free…, open…]` at `part[at]`. */
  value(part: Int32Array, at: number, control?: SolveControl): number;
}

/**
 * One part being searched. On entry every bite is tried at once: the parts each bite leaves are
 * written in canonical form (`pending`, back to back) with their packed keys and hashes, so the
 * table can be read for all of them together (see `PartEngine.expand`). The frame then walks the
 * bites in order, summing the values of their parts and descending into the unknown ones.
 */
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
  /** The parts left by every bite: canonical parts back to back. */
  pending = new Int32Array(256);
  pendingEnd = 0;
  /** Per part: where it starts in `pending`, its packed key in `keys`, its hash, its value. */
  partAt = new Int32Array(64);
  partKeyAt = new Int32Array(64);
  partKeyLength = new Int32Array(64);
  partHash = new Uint32Array(64);
  partValue = new Int32Array(64);
  partCount = 0;
  keys = new Uint32Array(256);
  keysEnd = 0;
  /** Per bite: the index after its last part, and the XOR of its parts solved at once. */
  biteEnd = new Int32Array(32);
  biteXor = new Int32Array(32);
  biteCount = 0;
  /** The bite being summed and its next part. */
  bite = -1;
  part = 0;
  /** XOR of the values of the current bite's parts found so far. */
  xor = 0;
  options = new Uint16Array(16);
  optionCount = 0;
  /** Parts searched below this one, for the table's replacement policy. */
  work = 1;
  /**
   * Parts another thread was searching when this frame reached them (a shared table), with
   * their bites, put off to a second pass; `missing` counts each bite's parts put off.
   */
  deferredPart = new Int32Array(16);
  deferredBite = new Int32Array(16);
  deferredCount = 0;
  missing = new Int32Array(32);
  /** In the second pass: the next part put off, and the one whose value is being summed. */
  deferredNext = -1;
  awaiting = -1;

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
    for (let i = 0; i < 2 * h; i++) this.rows[i] = part[at + 2 + i]!;
    legalWindows(h, this.rows, 0, this.legal);
    distinctBites(h, this.legal, this.rows, h, this.bites);
    this.keyLength = packKey(part, at, this.key);
    this.hash = hashKey(this.key, this.keyLength);
    this.biteRow = -1;
    this.biteCols = 0;
    this.pendingEnd = this.partCount = this.keysEnd = this.biteCount = 0;
    this.bite = -1;
    this.part = 0;
    this.xor = 0;
    this.optionCount = 0;
    this.work = 1;
    this.deferredCount = 0;
    this.deferredNext = -1;
    this.awaiting = -1;
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

  /** Room for one more part of at most `words` words at the end of `pending`. */
  reservePart(words: number): void {
    if (this.pendingEnd + words > this.pending.length) {
      this.pending = grownInt32(this.pending, 2 * (this.pendingEnd + words));
    }
    if (this.partCount === this.partAt.length) {
      const size = 2 * this.partCount;
      this.partAt = grownInt32(this.partAt, size);
      this.partKeyAt = grownInt32(this.partKeyAt, size);
      this.partKeyLength = grownInt32(this.partKeyLength, size);
      this.partValue = grownInt32(this.partValue, size);
      const hashes = new Uint32Array(size);
      hashes.set(this.partHash);
      this.partHash = hashes;
    }
  }

  /**
   * Records the part just written at `pendingEnd` (`words` long) with its packed key, unless the
   * current bite already left a part of the same key: two parts the same up to symmetry have
   * equal values, which cancel in the bite's XOR, so neither is needed. The earlier one is then
   * dropped (the bite's last part takes its place) and the new one is not kept.
   */
  addPart(words: number): void {
    const at = this.pendingEnd;
    const keyWords = keyLength(this.pending[at]! | (this.pending[at + 1]! << 16));
    if (this.keysEnd + keyWords > this.keys.length) {
      const keys = new Uint32Array(2 * (this.keysEnd + keyWords));
      keys.set(this.keys.subarray(0, this.keysEnd));
      this.keys = keys;
    }
    const { keys, keysEnd, partHash, partKeyLength, partKeyAt } = this;
    const length = packKey(this.pending, at, keys, keysEnd);
    const hash = hashKey(keys, keyWords, keysEnd);
    const first = this.biteCount === 0 ? 0 : this.biteEnd[this.biteCount - 1]!;
    for (let j = first; j < this.partCount; j++) {
      if (
        partHash[j] === hash &&
        partKeyLength[j] === length &&
        sameKey(keys, partKeyAt[j]!, keys, keysEnd, length)
      ) {
        const last = --this.partCount;
        this.partAt[j] = this.partAt[last]!;
        partKeyAt[j] = partKeyAt[last]!;
        partKeyLength[j] = partKeyLength[last]!;
        partHash[j] = partHash[last]!;
        return;
      }
    }
    const i = this.partCount++;
    this.partAt[i] = at;
    partKeyAt[i] = keysEnd;
    partKeyLength[i] = length;
    partHash[i] = hash;
    this.keysEnd += keyWords;
    this.pendingEnd += words;
  }

  /** Closes the current bite: its parts are those added since the previous bite. */
  endBite(solvedXor: number): void {
    if (this.biteCount === this.biteEnd.length) {
      this.biteEnd = grownInt32(this.biteEnd, 2 * this.biteCount);
      this.biteXor = grownInt32(this.biteXor, 2 * this.biteCount);
      this.missing = grownInt32(this.missing, 2 * this.biteCount);
    }
    this.missing[this.biteCount] = 0;
    this.biteEnd[this.biteCount] = this.partCount;
    this.biteXor[this.biteCount++] = solvedXor;
  }

  /** Puts off part i of the current bite to the second pass. */
  defer(i: number): void {
    if (this.deferredCount === this.deferredPart.length) {
      this.deferredPart = grownInt32(this.deferredPart, 2 * this.deferredCount);
      this.deferredBite = grownInt32(this.deferredBite, 2 * this.deferredCount);
    }
    this.deferredPart[this.deferredCount] = i;
    this.deferredBite[this.deferredCount++] = this.bite;
    this.missing[this.bite]!++;
  }

  /** Ends the walk of the current bite: its option is known unless some part was put off. */
  closeBite(): void {
    if (this.missing[this.bite] === 0) this.addOption(this.xor);
    else this.biteXor[this.bite] = this.xor;
  }

  /** Adds the value summed for the put-off part being awaited to its bite. */
  settleAwaited(): void {
    const bite = this.deferredBite[this.awaiting]!;
    this.biteXor[bite] = this.xor;
    if (--this.missing[bite]! === 0) this.addOption(this.xor);
    this.awaiting = -1;
  }

  addOption(value: number): void {
    if (this.optionCount === this.options.length) {
      const grown = new Uint16Array(2 * this.options.length);
      grown.set(this.options);
      this.options = grown;
    }
    this.options[this.optionCount++] = value;
  }
}

function grownInt32(array: Int32Array, size: number): Int32Array<ArrayBuffer> {
  const grown = new Int32Array(size);
  grown.set(array);
  return grown;
}

/**
 * The exact search over parts: the value of a part is the mex over its bites of the XOR of the
 * values of the parts each bite leaves. Depth-first with an explicit stack of frames, memoized in
 * a {@link PartTable}. Parts are canonical (see `PartSplitter`), so equal keys mean equal values.
 */
export class PartEngine implements PartSearch {
  readonly table: PartStore;
  readonly strips: StripValues;
  readonly stats: SolveStats = { positions: 0, tableHits: 0, elapsedMs: 0 };
  private readonly splitter: PartSplitter;
  private readonly frames: Frame[] = [];
  private keyBuffer = new Uint32Array(64);
  private mexStamp = new Int32Array(256);
  private mexGeneration = 0;
  /** Where the table reads of `expand` go, so that they are not optimized away. */
  private touchSink = 0;

  constructor(table: PartStore, strips: StripValues) {
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
    const words = keyLength(part[at]! | (part[at + 1]! << 16));
    if (this.keyBuffer.length < words) this.keyBuffer = new Uint32Array(2 * words);
    const length = packKey(part, at, this.keyBuffer);
    const value = this.table.get(this.keyBuffer, length, hashKey(this.keyBuffer, length));
    if (value >= 0) this.stats.tableHits++;
    return value;
  }

  private search(part: Int32Array, at: number, control: SolveControl): number {
    const { frames, table, stats } = this;
    let depth = 0;
    const push = (source: Int32Array, from: number): void => {
      if (depth === frames.length) frames.push(new Frame());
      const frame = frames[depth++]!;
      frame.load(source, from);
      this.expand(frame);
      if ((++stats.positions & 4095) === 0) searchCheckpoint(control, table, stats.positions);
    };
    push(part, at);
    const root = frames[0]!;
    this.reportBites(root, control);
    let result = 0;
    while (depth > 0) {
      const frame = frames[depth - 1]!;
      if (frame.deferredNext < 0) {
        // First pass: walk the bites, summing the values of their parts.
        if (frame.bite >= 0 && frame.part < frame.biteEnd[frame.bite]!) {
          const i = frame.part++;
          let known = frame.partValue[i]!;
          // Unknown when the frame was expanded; a part searched since may have stored it.
          if (known < 0) {
            const { keys, partKeyLength, partHash, partKeyAt } = frame;
            known = table.claim(keys, partKeyLength[i]!, partHash[i]!, partKeyAt[i]);
            if (known >= 0) stats.tableHits++;
          }
          if (known >= 0) frame.xor ^= known;
          else if (known === CLAIMED_ELSEWHERE) frame.defer(i);
          else push(frame.pending, frame.partAt[i]!);
          continue;
        }
        if (frame.bite >= 0) {
          frame.closeBite();
          if (depth === 1) this.reportBites(root, control);
        }
        if (++frame.bite < frame.biteCount) {
          frame.xor = frame.biteXor[frame.bite]!;
          continue;
        }
        frame.deferredNext = 0;
      }
      // Second pass: the parts put off, most of them stored meanwhile by the thread that had them.
      if (frame.awaiting >= 0) {
        frame.settleAwaited();
        if (depth === 1) this.reportBites(root, control);
      }
      if (frame.deferredNext < frame.deferredCount) {
        const d = frame.deferredNext++;
        const i = frame.deferredPart[d]!;
        frame.awaiting = d;
        frame.xor = frame.biteXor[frame.deferredBite[d]!]!;
        const known = table.get(
          frame.keys,
          frame.partKeyLength[i]!,
          frame.partHash[i]!,
          frame.partKeyAt[i],
        );
        if (known >= 0) {
          stats.tableHits++;
          frame.xor ^= known;
        } else push(frame.pending, frame.partAt[i]!);
        continue;
      }
      const value = this.mex(frame.options, frame.optionCount);
      table.set(frame.key, frame.keyLength, frame.hash, value, frame.work);
      depth--;
      if (depth === 0) result = value;
      else {
        const parent = frames[depth - 1]!;
        parent.xor ^= value;
        parent.work += frame.work;
      }
    }
    return result;
  }

  /**
   * Tries every bite of a freshly loaded frame: writes the parts each leaves (parts solved at once
   * go straight to the bite's XOR), then reads the table for all of them.
   */
  private expand(frame: Frame): void {
    const { splitter, table } = this;
    const { h, w } = frame;
    for (let col = frame.nextBite(); col >= 0; col = frame.nextBite()) {
      splitter.load(h, frame.legal, frame.rows, h);
      splitter.eatWindow(frame.biteRow, col);
      let solved = 0;
      for (;;) {
        frame.reservePart(2 + 2 * Math.max(h, w));
        const written = splitter.next(frame.pending, frame.pendingEnd);
        if (written < 0) break;
        if (written === 0) solved ^= splitter.value;
        else frame.addPart(written);
      }
      frame.endBite(solved);
    }
    // First read the slot of every part, so the cache misses overlap, then look them up.
    const count = frame.partCount;
    let sink = this.touchSink;
    for (let i = 0; i < count; i++) sink ^= table.touch(frame.partHash[i]!);
    this.touchSink = sink;
    let hits = 0;
    for (let i = 0; i < count; i++) {
      const value = table.get(
        frame.keys,
        frame.partKeyLength[i]!,
        frame.partHash[i]!,
        frame.partKeyAt[i],
      );
      frame.partValue[i] = value;
      if (value >= 0) hits++;
    }
    this.stats.tableHits += hits;
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

  /**
   * Reports how many bites of the part being searched (one of each set with equal effect) have
   * their value settled, phase `bites`: a true fraction of the work that must be done, though
   * not of the time, since the first bites search most of the parts and later ones find them
   * in the table.
   */
  private reportBites(root: Frame, control: SolveControl): void {
    control.onProgress?.({ done: root.optionCount, total: root.biteCount, phase: 'bites' });
  }
}

/**
 * What a search does every 4,096 parts, in either engine: stops when asked to (signal,
 * deadline), or when the table outgrows the memory budget, and reports the parts searched.
 */
export function searchCheckpoint(control: SolveControl, table: PartStore, positions: number): void {
  checkControl(control);
  reserveMemory(control, 'the table of Galette parts', table.memoryBytes);
  control.onProgress?.({ done: positions, phase: 'parts' });
}
