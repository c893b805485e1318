import type { GameRules, Outcome, PositionKey, SearchOptions, SearchStats } from './game.js';
import { Tracker } from './tracker.js';
import { bestOf, moveValue, type MoveValue, type Solution } from './value.js';

/** The solved graph of every position reachable from a start, for a game that may repeat. */
export interface LoopySolution<P, M> {
  /** Number of reachable positions. */
  readonly size: number;
  readonly stats: SearchStats;
  /** The value of a reachable position (a draw's remoteness is `Infinity`). */
  value(position: P): Solution;
  /** Every legal move of a reachable position with its value for the player making it. */
  analyzeMoves(position: P): MoveValue<M>[];
  /** A best move, or undefined when the game is over. */
  bestMove(position: P): M | undefined;
}

const UNKNOWN = 0;
const WIN = 1;
const LOSS = 2;
const DRAW = 3;

/**
 * Solves a game whose positions may repeat, by retrograde analysis over the reachable graph:
 * positions without moves (or declared over) are decided first, then values flow back to their
 * parents in order of remoteness; what is never decided is a draw (play can go on forever, or it
 * ends in a declared draw). Nothing recurses, so graphs of millions of positions are fine.
 */
export function solveLoopy<P, M>(
  game: GameRules<P, M>,
  start: P,
  options: SearchOptions = {},
): LoopySolution<P, M> {
  // Every position keeps its children's indices and its state as well as its key.
  const tracker = new Tracker(options, 240);
  const keyOf = (p: P): PositionKey =>
    game.key(game.canonical === undefined ? p : game.canonical(p));

  // 1. Discover the reachable graph breadth-first; children stored as index lists.
  const index = new Map<PositionKey, number>();
  const positions: P[] = [];
  const children: number[][] = [];
  const state: number[] = [];
  const add = (p: P): number => {
    const key = keyOf(p);
    let i = index.get(key);
    if (i === undefined) {
      i = positions.length;
      index.set(key, i);
      positions.push(p);
      tracker.position();
    } else {
      tracker.hit();
    }
    return i;
  };
  add(start);
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i]!;
    const declared = game.terminal?.(p);
    if (declared !== undefined) {
      state.push(declared === 'win' ? WIN : declared === 'loss' ? LOSS : DRAW);
      children.push([]);
      continue;
    }
    const kids = [...new Set(game.moves(p).map((m) => add(game.play(p, m))))];
    state.push(kids.length === 0 ? LOSS : UNKNOWN);
    children.push(kids);
  }

  // 2. Reverse edges, and count each position's undecided children.
  const n = positions.length;
  const parents: number[][] = Array.from({ length: n }, () => []);
  const pending = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const kids = children[i]!;
    pending[i] = kids.length;
    for (const c of kids) parents[c]!.push(i);
  }

  // 3. Propagate from the decided positions, in increasing remoteness (a FIFO queue).
  const outcome = Uint8Array.from(state);
  const remoteness = new Float64Array(n).fill(Infinity);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < n; i++) {
    if (outcome[i] === WIN || outcome[i] === LOSS) {
      remoteness[i] = 0;
      queue[tail++] = i;
    } else if (outcome[i] === DRAW) {
      remoteness[i] = 0;
    }
  }
  while (head < tail) {
    const v = queue[head++]!;
    if ((head & 0xffff) === 0) tracker.checkpoint();
    const after = remoteness[v]! + 1;
    for (const u of parents[v]!) {
      if (outcome[u] !== UNKNOWN) continue;
      if (outcome[v] === LOSS) {
        outcome[u] = WIN;
      } else if (--pending[u]! === 0) {
        outcome[u] = LOSS;
      } else {
        continue;
      }
      remoteness[u] = after;
      queue[tail++] = u;
    }
  }

  const names: Record<number, Outcome> = {
    [WIN]: 'win',
    [LOSS]: 'loss',
    [DRAW]: 'draw',
    [UNKNOWN]: 'draw',
  };
  const stats = { ...tracker.finish() };
  const value = (p: P): Solution => {
    const i = index.get(keyOf(p));
    if (i === undefined)
      throw new RangeError(`${game.name}: position not reachable from the start`);
    return { outcome: names[outcome[i]!]!, remoteness: remoteness[i]! };
  };
  const analyzeMoves = (p: P): MoveValue<M>[] =>
    game.terminal?.(p) !== undefined
      ? []
      : game.moves(p).map((m) => moveValue(m, value(game.play(p, m))));
  return {
    size: n,
    stats,
    value,
    analyzeMoves,
    bestMove: (p) => bestOf(analyzeMoves(p))?.move,
  };
}
