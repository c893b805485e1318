import type { EscapeBoard, EscapeCell } from '../model.js';

const EXIT = 'E'.charCodeAt(0);
const OBSTACLE = '#'.charCodeAt(0);

/** Where the per-cell Grundy values start repeating, as a function of the token's number. */
export interface Periodicity {
  /** The first number n whose vector of values recurs. */
  readonly preperiod: number;
  /** The smallest p > 0 with values(n + p) = values(n) for every n ≥ preperiod. */
  readonly period: number;
}

/**
 * The Grundy value of a lone token on each cell, as a function of the number n it carries.
 *
 * values(0) is all zeros (the token is gone), and values(n) depends on values(n - 1) alone: a
 * token on cell v with number n moves to an exit (value 0) or to a neighbour u with number n - 1.
 * A value is a mex over at most four options, so it is at most 4 and the vectors range over a
 * finite set: once one repeats, the sequence is periodic from there. The table computes vectors
 * one by one, hashing each, until the number asked for or the first repeat (checked byte by byte),
 * and answers any larger number from the cycle.
 */
export class GrundyTable {
  readonly board: EscapeBoard;
  /** Cells, numbered row * width + column. */
  private readonly cells: number;
  /** Bit 0 set when the cell has an exit next to it (a move worth 0 at any number). */
  private readonly exitMask: Uint8Array;
  /** Neighbours that are neither exits nor obstacles, cell by cell (offsets into `targets`). */
  private readonly firstTarget: Int32Array;
  private readonly targets: Int32Array;
  /** values(0), values(1), … back to back. */
  private history: Uint8Array;
  private computed = 1;
  /** Vector hash → the numbers n whose vector has it. */
  private readonly seen = new Map<number, number[]>();
  private cycle: Periodicity | undefined;

  constructor(board: EscapeBoard) {
    this.board = board;
    this.cells = board.height * board.width;
    this.exitMask = new Uint8Array(this.cells);
    this.firstTarget = new Int32Array(this.cells + 1);
    // The shifts of rules.ts (`neighbor`) by index arithmetic on the board's text: run once per
    // solve, this loop is cold code, and one without calls or objects costs a fraction as much
    // to run and to compile. The tests check the values against `neighbor`.
    const { width, height } = board;
    const text = board.rows.join('');
    const targets: number[] = [];
    const link = (index: number, next: number): void => {
      const char = text.charCodeAt(next);
      if (char === EXIT) this.exitMask[index] = 1;
      else if (char !== OBSTACLE) targets.push(next);
    };
    for (let index = 0; index < this.cells; index++) {
      this.firstTarget[index] = targets.length;
      const char = text.charCodeAt(index);
      if (char === EXIT || char === OBSTACLE) continue;
      const column = index % width;
      if (index >= width) link(index, index - width);
      if (index < (height - 1) * width) link(index, index + width);
      if (column > 0) link(index, index - 1);
      if (column < width - 1) link(index, index + 1);
    }
    this.firstTarget[this.cells] = targets.length;
    this.targets = Int32Array.from(targets);
    this.history = new Uint8Array(this.cells * 16);
    this.remember(0);
  }

  /** The Grundy value of a lone token on a cell carrying the number n ≥ 0. */
  value(cell: EscapeCell, n: number): number {
    // Read in place: no view of the vector per token.
    const index = cell.row * this.board.width + cell.column;
    return this.history[this.computeUpTo(n) * this.cells + index]!;
  }

  /** The values of every cell (row * width + column) for the number n ≥ 0; do not modify. */
  values(n: number): Uint8Array {
    return this.vector(this.computeUpTo(n));
  }

  /** Where the values become periodic (computing as far as needed). */
  periodicity(): Periodicity {
    while (this.cycle === undefined) this.extend();
    return this.cycle;
  }

  /** Computes the values as far as n needs; returns the number whose vector is that of n. */
  private computeUpTo(n: number): number {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`no values for the number ${n}`);
    while (n >= this.computed && this.cycle === undefined) this.extend();
    return this.reduce(n);
  }

  private reduce(n: number): number {
    if (n < this.computed) return n;
    const { preperiod, period } = this.cycle!;
    return preperiod + ((n - preperiod) % period);
  }

  private vector(n: number): Uint8Array {
    return this.history.subarray(n * this.cells, (n + 1) * this.cells);
  }

  /** Computes values(computed) from the vector before it, and checks it for a repeat. */
  private extend(): void {
    const n = this.computed;
    if ((n + 1) * this.cells > this.history.length) {
      const grown = new Uint8Array(this.history.length * 2);
      grown.set(this.history);
      this.history = grown;
    }
    const before = this.vector(n - 1);
    const next = this.vector(n);
    const { exitMask, firstTarget, targets } = this;
    for (let cell = 0; cell < this.cells; cell++) {
      const end = firstTarget[cell + 1]!;
      let mask = exitMask[cell]!;
      for (let t = firstTarget[cell]!; t < end; t++) mask |= 1 << before[targets[t]!]!;
      next[cell] = lowestClearBit(mask); // the mex; 0 for a cell without moves (mask 0)
    }
    this.computed = n + 1;
    this.remember(n);
  }

  private remember(n: number): void {
    const vector = this.vector(n);
    const hash = hashBytes(vector);
    const same = this.seen.get(hash);
    const earlier = same?.find((m) => equalBytes(this.vector(m), vector));
    if (earlier !== undefined) {
      this.cycle = { preperiod: earlier, period: n - earlier };
      this.computed = n; // values(n) equals values(earlier): keep only the first of them
      return;
    }
    if (same === undefined) this.seen.set(hash, [n]);
    else same.push(n);
  }
}

/** The mex of the set of small numbers whose bits are set in mask. */
function lowestClearBit(mask: number): number {
  return 31 - Math.clz32(~mask & (mask + 1));
}

/** FNV-1a over the bytes: a repeat is always confirmed byte by byte. */
function hashBytes(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193);
  return hash >>> 0;
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
