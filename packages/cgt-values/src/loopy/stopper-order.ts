import { reserveMemory, type SolveControl } from '@cgkit/core-search';
import { tick } from '../control.js';
import { InputLimitError } from '../input-limit.js';
import type { LoopyGraph } from './side-order.js';

// The order of the nodes of a stopper graph, decided pair by pair, without the table of every
// pair that `pairwiseGeq` fills. i ≥ j when Left, moving second in i − j, never loses (Siegel's
// survival test). A question explores only the states (a, b, player to move) of a − b reachable
// from (i, j) that no earlier question decided, solves them by retrograde analysis with the
// decided ones as fixed ends, and keeps every result: a state's result is the outcome of the
// sum a − b, which depends on the values of a and b only, so it stays true while the graph's
// options are replaced by equal ones.

/** States decided at most (pairs of nodes, each with either player to move). */
export const MAX_ORDER_STATES = 1 << 26;

/** Bytes a state holds while one question is solved, about (besides its slot in the index). */
const BYTES_PER_OPEN_STATE = 140;

const LEFT_WINS = 1;
const RIGHT_WINS = 2;
const DRAW = 3;

/**
 * Decides `i ≥ j` for nodes of a stopper graph, question by question, reusing the states earlier
 * questions decided. The graph may be edited between questions only by replacing an option with
 * an equal one, or removing a dominated or a reversible option as simplification does: what
 * keeps every node's value.
 */
export class StopperOrder {
  /** Results of the decided states: code 2 · (a · n + b) + (1 when Right moves). */
  private readonly results = new StateTable();
  private readonly n: number;

  constructor(
    private readonly graph: LoopyGraph,
    private readonly control: SolveControl,
  ) {
    this.n = graph.left.length;
  }

  /** How many states are decided. */
  get size(): number {
    return this.results.size;
  }

  /** Whether node i ≥ node j. */
  geq(i: number, j: number): boolean {
    return this.result(2 * (i * this.n + j) + 1) !== RIGHT_WINS;
  }

  /** Whether node i = node j. */
  equal(i: number, j: number): boolean {
    return i === j || (this.geq(i, j) && this.geq(j, i));
  }

  private result(code: number): number {
    const known = this.results.get(code);
    if (known !== -1) return known;
    this.solveFrom(code);
    return this.results.get(code);
  }

  /** The moves of state `code`: Left moves a to a^L or b to b^R; Right a to a^R or b to b^L. */
  private moves(code: number, visit: (next: number) => void): void {
    const { n, graph } = this;
    const rightMoves = code & 1;
    const pair = (code - rightMoves) / 2;
    const a = Math.floor(pair / n);
    const b = pair - a * n;
    const next = rightMoves ^ 1;
    for (const a2 of rightMoves ? graph.right[a]! : graph.left[a]!) visit(2 * (a2 * n + b) + next);
    for (const b2 of rightMoves ? graph.left[b]! : graph.right[b]!) visit(2 * (a * n + b2) + next);
  }

  /** Decides every state reachable from `start` that no earlier question decided. */
  private solveFrom(start: number): void {
    const { results } = this;
    // The open states, numbered as found, with their moves into open states (succ) and what
    // the moves into decided states settle at once.
    const index = new StateTable();
    index.set(start, 0);
    const codes: number[] = [start];
    const succStart: number[] = [0];
    const succ: number[] = [];
    const settled: number[] = []; // per open state: 0, the mover's win, or DRAW (cannot lose)
    for (let k = 0; k < codes.length; k++) {
      tick();
      if ((k & 4095) === 4095) this.reserve(codes.length, index.bytes);
      const code = codes[k]!;
      const mover = code & 1 ? RIGHT_WINS : LEFT_WINS;
      let settles = 0;
      this.moves(code, (next) => {
        const known = results.get(next);
        if (known === -1) {
          let t = index.get(next);
          if (t === -1) {
            t = codes.length;
            index.set(next, t);
            codes.push(next);
          }
          succ.push(t);
        } else if (known === mover) settles = mover;
        else if (known === DRAW && settles === 0) settles = DRAW;
      });
      succStart.push(succ.length);
      settled.push(settles);
    }
    const m = codes.length;
    this.reserve(m, index.bytes);
    // Retrograde analysis over the open states: a mover with a winning move wins; one whose
    // every move wins for the opponent loses; the rest are draws.
    const predStart = new Int32Array(m + 1);
    for (const t of succ) predStart[t + 1]!++;
    for (let s = 0; s < m; s++) predStart[s + 1]! += predStart[s]!;
    const pred = new Int32Array(succ.length);
    const fill = predStart.slice(0, m);
    for (let s = 0; s < m; s++) {
      for (let e = succStart[s]!; e < succStart[s + 1]!; e++) pred[fill[succ[e]!]!++] = s;
    }
    const result = new Uint8Array(m);
    const remaining = new Int32Array(m);
    const queue = new Int32Array(m);
    let tail = 0;
    for (let s = 0; s < m; s++) {
      const mover = codes[s]! & 1 ? RIGHT_WINS : LEFT_WINS;
      remaining[s] = succStart[s + 1]! - succStart[s]! + (settled[s] === DRAW ? 1 : 0);
      if (settled[s] === mover) result[s] = mover;
      else if (remaining[s] === 0) result[s] = mover === LEFT_WINS ? RIGHT_WINS : LEFT_WINS;
      if (result[s] !== 0) queue[tail++] = s;
    }
    for (let head = 0; head < tail; head++) {
      tick();
      const t = queue[head]!;
      const winner = result[t]!;
      for (let k = predStart[t]!; k < predStart[t + 1]!; k++) {
        const p = pred[k]!;
        if (result[p] !== 0) continue;
        const mover = codes[p]! & 1 ? RIGHT_WINS : LEFT_WINS;
        if (winner === mover || --remaining[p]! === 0) {
          result[p] = winner;
          queue[tail++] = p;
        }
      }
    }
    for (let s = 0; s < m; s++) results.set(codes[s]!, result[s] === 0 ? DRAW : result[s]!);
  }

  private reserve(open: number, indexBytes: number): void {
    const states = this.results.size + open;
    if (states > MAX_ORDER_STATES) {
      throw new InputLimitError(
        `comparing the positions of a loopy game of ${this.n} positions needs more than ${MAX_ORDER_STATES} states`,
      );
    }
    reserveMemory(
      this.control,
      'the comparisons of the loopy game',
      this.results.bytes + indexBytes + open * BYTES_PER_OPEN_STATE,
    );
  }
}

/**
 * A map from state codes (whole numbers below 2^53) to small whole numbers, by open addressing
 * in typed arrays: a fraction of a Map's memory, and no limit of 2^24 entries.
 */
class StateTable {
  private keys = new Float64Array(16).fill(-1);
  private values = new Int32Array(16);
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** The bytes of its arrays. */
  get bytes(): number {
    return this.keys.length * 12;
  }

  /** The value of `code`, or −1. */
  get(code: number): number {
    const { keys } = this;
    const mask = keys.length - 1;
    for (let at = hash(code) & mask; ; at = (at + 1) & mask) {
      const key = keys[at]!;
      if (key === code) return this.values[at]!;
      if (key === -1) return -1;
    }
  }

  set(code: number, value: number): void {
    if (2 * (this.count + 1) > this.keys.length) this.grow();
    const { keys } = this;
    const mask = keys.length - 1;
    let at = hash(code) & mask;
    while (keys[at] !== -1 && keys[at] !== code) at = (at + 1) & mask;
    if (keys[at] === -1) this.count++;
    keys[at] = code;
    this.values[at] = value;
  }

  private grow(): void {
    const { keys, values } = this;
    this.keys = new Float64Array(2 * keys.length).fill(-1);
    this.values = new Int32Array(2 * keys.length);
    this.count = 0;
    for (let at = 0; at < keys.length; at++) {
      if (keys[at] !== -1) this.set(keys[at]!, values[at]!);
    }
  }
}

/** A mix of the code's bits (its low and high 32). */
function hash(code: number): number {
  const low = code | 0;
  const high = (code / 4294967296) | 0;
  let h = Math.imul(low ^ Math.imul(high, 0x27d4eb2d), 0x9e3779b1);
  h ^= h >>> 15;
  return Math.imul(h, 0x85ebca6b) ^ (h >>> 13);
}
