import { reserveMemory, type SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';
import { InputLimitError } from '../input-limit.js';
import { relationOf, type Relation } from '../relation.js';
import { sideLeq } from './side-order.js';
import { StopperOrder } from './stopper-order.js';

// Loopy partizan games as finite graphs: node i has Left options left[i] and Right options
// right[i] (node indices, possibly i itself: a pass). Play may go on for ever; infinite play is a
// draw. Outcomes come from retrograde analysis; stoppers (games with no infinite alternating
// play) are compared by Siegel's survival test: G ≥ H exactly when Left, moving second in
// G − H, never loses.

/** A loopy game: a graph and the node the game starts at. */
export interface LoopyGame {
  readonly left: readonly (readonly number[])[];
  readonly right: readonly (readonly number[])[];
  readonly start: number;
}

/** Who wins with perfect play: Left, Right, or nobody (the play never ends). */
export type LoopyResult = 'L' | 'R' | 'D';

/** The results with Left moving first and with Right moving first. */
export interface LoopyOutcome {
  readonly leftFirst: LoopyResult;
  readonly rightFirst: LoopyResult;
}

/** Games with more nodes than this are refused. */
export const MAX_LOOPY_NODES = 1 << 22;

/** The node count, checked against the limit and the memory budget. */
function sized(nodes: number, control: SolveControl): number {
  if (nodes > MAX_LOOPY_NODES) {
    throw new InputLimitError(
      `a loopy game with more than ${MAX_LOOPY_NODES} positions is too large`,
    );
  }
  reserveMemory(control, 'the positions of the loopy game', nodes * 96);
  return nodes;
}

/**
 * Retrograde analysis of every (node, player to move) of a graph: `result[2 * i]` with Left to
 * move at node i, `result[2 * i + 1]` with Right to move. A player with no move loses.
 */
export function solveGraph(g: Pick<LoopyGame, 'left' | 'right'>): LoopyResult[] {
  const n = g.left.length;
  const states = 2 * n;
  // Predecessors: state (j, other) reaches (i, mover) when i is an option of j for `other`.
  // predCount[s] … predCount[s + 1] − 1: where the predecessors of state s sit in preds.
  const predCount = new Int32Array(states + 1);
  for (let j = 0; j < n; j++) {
    for (const i of g.left[j]!) predCount[2 * i + 2]!++;
    for (const i of g.right[j]!) predCount[2 * i + 1]!++;
  }
  for (let s = 0; s < states; s++) predCount[s + 1]! += predCount[s]!;
  const preds = new Int32Array(predCount[states]!);
  const fill = predCount.slice();
  for (let j = 0; j < n; j++) {
    for (const i of g.left[j]!) preds[fill[2 * i + 1]!++] = 2 * j;
    for (const i of g.right[j]!) preds[fill[2 * i]!++] = 2 * j + 1;
  }
  const remaining = new Int32Array(states);
  const result = new Int8Array(states); // 0 unknown, 1 Left wins, 2 Right wins
  const queue: number[] = [];
  for (let i = 0; i < n; i++) {
    remaining[2 * i] = g.left[i]!.length;
    remaining[2 * i + 1] = g.right[i]!.length;
    if (remaining[2 * i] === 0) {
      result[2 * i] = 2;
      queue.push(2 * i);
    }
    if (remaining[2 * i + 1] === 0) {
      result[2 * i + 1] = 1;
      queue.push(2 * i + 1);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    tick();
    const s = queue[head]!;
    const winner = result[s]!;
    for (let k = predCount[s]!; k < predCount[s + 1]!; k++) {
      const p = preds[k]!;
      if (result[p] !== 0) continue;
      const mover = (p & 1) === 0 ? 1 : 2;
      if (winner === mover) {
        result[p] = mover;
        queue.push(p);
      } else if (--remaining[p]! === 0) {
        result[p] = winner;
        queue.push(p);
      }
    }
  }
  return Array.from(result, (r) => (r === 1 ? 'L' : r === 2 ? 'R' : 'D'));
}

/** The outcome of a loopy game with each player moving first. */
export function loopyOutcome(g: LoopyGame, control?: SolveControl): LoopyOutcome {
  return withControl(control, () => {
    const result = solveGraph(g);
    return { leftFirst: result[2 * g.start]!, rightFirst: result[2 * g.start + 1]! };
  });
}

/** `L`, `R`, `N`, `P` or, with draws, the pair `leftFirst/rightFirst` (`D` both ways: `D`). */
export function outcomeLabel({ leftFirst, rightFirst }: LoopyOutcome): string {
  if (leftFirst === rightFirst) return leftFirst;
  if (leftFirst === 'L' && rightFirst === 'R') return 'N';
  if (leftFirst === 'R' && rightFirst === 'L') return 'P';
  return `${leftFirst}/${rightFirst}`;
}

/** Only the nodes reachable from the start, renumbered from 0 (the start). */
export function reachable(g: LoopyGame): LoopyGame {
  const index = new Map<number, number>([[g.start, 0]]);
  const order = [g.start];
  for (let k = 0; k < order.length; k++) {
    tick();
    const i = order[k]!;
    for (const j of [...g.left[i]!, ...g.right[i]!]) {
      if (!index.has(j)) {
        index.set(j, order.length);
        order.push(j);
      }
    }
  }
  const map = (list: readonly number[]): number[] => [...new Set(list.map((j) => index.get(j)!))];
  return {
    left: order.map((i) => map(g.left[i]!)),
    right: order.map((i) => map(g.right[i]!)),
    start: 0,
  };
}

/** `-G`: Left and Right swap roles. */
export function loopyNegate(g: LoopyGame): LoopyGame {
  return { left: g.right, right: g.left, start: g.start };
}

/** `G + H` as the graph of the pairs of positions reachable from the start. */
export function loopySum(g: LoopyGame, h: LoopyGame, control?: SolveControl): LoopyGame {
  return withControl(control, () => {
    const a = reachable(g);
    const b = reachable(h);
    const nb = b.left.length;
    const index = new Map<number, number>([[0, 0]]);
    const order = [0];
    const left: number[][] = [];
    const right: number[][] = [];
    const id = (pair: number): number => {
      let k = index.get(pair);
      if (k === undefined) {
        k = order.length;
        sized(k + 1, control ?? {});
        index.set(pair, k);
        order.push(pair);
      }
      return k;
    };
    for (let k = 0; k < order.length; k++) {
      tick();
      const pair = order[k]!;
      const i = Math.floor(pair / nb);
      const j = pair % nb;
      left.push([
        ...a.left[i]!.map((i2) => id(i2 * nb + j)),
        ...b.left[j]!.map((j2) => id(i * nb + j2)),
      ]);
      right.push([
        ...a.right[i]!.map((i2) => id(i2 * nb + j)),
        ...b.right[j]!.map((j2) => id(i * nb + j2)),
      ]);
    }
    return reachable({ left, right, start: 0 });
  });
}

/** Whether no play from any position alternates for ever (a cycle of alternating moves). */
export function isStopper(g: LoopyGame, control?: SolveControl): boolean {
  return withControl(control, () => alternatesFinitely(reachable(g)));
}

/** Whether no alternating play from any node of the graph goes on for ever. */
export function alternatesFinitely(r: Pick<LoopyGame, 'left' | 'right'>): boolean {
  {
    // Kahn's algorithm on states (node, mover): acyclic exactly when all states are removed.
    const n = r.left.length;
    const indegree = new Int32Array(2 * n);
    const next = (s: number): readonly number[] => {
      const i = s >> 1;
      return (s & 1) === 0 ? r.left[i]!.map((j) => 2 * j + 1) : r.right[i]!.map((j) => 2 * j);
    };
    for (let s = 0; s < 2 * n; s++) for (const t of next(s)) indegree[t]!++;
    const queue: number[] = [];
    for (let s = 0; s < 2 * n; s++) if (indegree[s] === 0) queue.push(s);
    for (let k = 0; k < queue.length; k++) {
      tick();
      for (const t of next(queue[k]!)) if (--indegree[t]! === 0) queue.push(t);
    }
    return queue.length === 2 * n;
  }
}

/** How two stoppers compare: `>`, `<`, `=` or `||` (incomparable). */
export type LoopyRelation = Relation;

/**
 * Whether node i ≥ node j, for all pairs of nodes of a stopper graph: Left survives
 * node_i − node_j moving second. `geq[i * n + j]`.
 */
export function pairwiseGeq(g: LoopyGame, control: SolveControl): Uint8Array {
  const result = differenceResults(g, g, control);
  const geq = new Uint8Array(result.length / 2);
  for (let k = 0; k < geq.length; k++) geq[k] = result[2 * k + 1] === 2 ? 0 : 1;
  return geq;
}

/**
 * Retrograde analysis of every difference a_i − b_j of a node of `a` and a node of `b`, never
 * built: Left moves i to i^L or j to j^R, Right moves i to i^R or j to j^L, and the moves into a
 * state are read off the two graphs' reversed options. `result[2k]` with Left to move and
 * `result[2k + 1]` with Right to move, k = i · (b's nodes) + j: 1 Left wins, 2 Right wins, 0 a
 * draw.
 */
export function differenceResults(
  a: Pick<LoopyGame, 'left' | 'right'>,
  b: Pick<LoopyGame, 'left' | 'right'>,
  control: SolveControl,
): Uint8Array {
  const na = a.left.length;
  const n = b.left.length;
  const pairs = sized(na * n, control);
  const into = (lists: readonly (readonly number[])[]): number[][] => {
    const back: number[][] = Array.from({ length: lists.length }, () => []);
    lists.forEach((l, i) => l.forEach((j) => back[j]!.push(i)));
    return back;
  };
  const [intoL, intoR] = [into(a.left), into(a.right)];
  const [intoBL, intoBR] = b === a ? [intoL, intoR] : [into(b.left), into(b.right)];
  const remaining = new Int32Array(2 * pairs);
  const result = new Uint8Array(2 * pairs); // 0 unknown, 1 Left wins, 2 Right wins
  const queue = new Int32Array(2 * pairs);
  let tail = 0;
  for (let i = 0; i < na; i++) {
    for (let j = 0; j < n; j++) {
      const k = i * n + j;
      remaining[2 * k] = a.left[i]!.length + b.right[j]!.length;
      remaining[2 * k + 1] = a.right[i]!.length + b.left[j]!.length;
      // A player with no move loses.
      if (remaining[2 * k] === 0) {
        result[2 * k] = 2;
        queue[tail++] = 2 * k;
      }
      if (remaining[2 * k + 1] === 0) {
        result[2 * k + 1] = 1;
        queue[tail++] = 2 * k + 1;
      }
    }
  }
  const reach = (p: number, winner: number): void => {
    if (result[p] !== 0) return;
    const mover = (p & 1) === 0 ? 1 : 2;
    if (winner === mover || --remaining[p]! === 0) {
      result[p] = winner;
      queue[tail++] = p;
    }
  };
  for (let head = 0; head < tail; head++) {
    tick();
    const s = queue[head]!;
    const winner = result[s]!;
    const k = s >> 1;
    const i = Math.floor(k / n);
    const j = k - i * n;
    if ((s & 1) === 1) {
      // Reached by a Left move: from i' with i ∈ i'^L, or from j' with j ∈ j'^R.
      for (const i2 of intoL[i]!) reach(2 * (i2 * n + j), winner);
      for (const j2 of intoBR[j]!) reach(2 * (i * n + j2), winner);
    } else {
      for (const i2 of intoR[i]!) reach(2 * (i2 * n + j) + 1, winner);
      for (const j2 of intoBL[j]!) reach(2 * (i * n + j2) + 1, winner);
    }
  }
  return result;
}

/**
 * The order of two games: stoppers by Siegel's survival test (G ≥ H when Left survives G − H
 * moving second), other games by the order of their onsides and of their offsides.
 */
export function loopyCompare(g: LoopyGame, h: LoopyGame, control?: SolveControl): LoopyRelation {
  return withControl(control, () => {
    if (!isStopper(g) || !isStopper(h)) return compareBySides(g, h, control ?? {});
    const both = disjointUnion(g, h);
    sized(both.game.left.length, control ?? {});
    // Only the differences reachable from the two asked are decided, not every pair.
    const order = new StopperOrder(both.game, control ?? {});
    const ge = order.geq(both.g, both.h);
    const le = order.geq(both.h, both.g);
    return relationOf(ge, le);
  });
}

/**
 * G ≥ H when G's onside ≥ H's onside and G's offside ≥ H's offside, each decided by the side
 * comparison of `loopy-side-order.ts` (no sides need be found).
 */
function compareBySides(g: LoopyGame, h: LoopyGame, control: SolveControl): LoopyRelation {
  const a = reachable(g);
  const b = reachable(h);
  const leq = (x: LoopyGame, y: LoopyGame): boolean =>
    sideLeq(x, 0, y, 0, 'onside', control) && sideLeq(x, 0, y, 0, 'offside', control);
  const le = leq(a, b);
  const ge = leq(b, a);
  return relationOf(ge, le);
}

/** Two games in one graph, with where each starts. */
function disjointUnion(g: LoopyGame, h: LoopyGame): { game: LoopyGame; g: number; h: number } {
  return concat(reachable(g), reachable(h));
}

/** Two graphs side by side: b's nodes follow a's. */
export function concat(a: LoopyGame, b: LoopyGame): { game: LoopyGame; g: number; h: number } {
  const shift = a.left.length;
  const moved = (lists: readonly (readonly number[])[]): number[][] =>
    lists.map((l) => l.map((j) => j + shift));
  return {
    game: {
      left: [...a.left.map((l) => [...l]), ...moved(b.left)],
      right: [...a.right.map((l) => [...l]), ...moved(b.right)],
      start: 0,
    },
    g: a.start,
    h: b.start + shift,
  };
}

/** The game {lefts | rights} of whole graphs, in one graph. */
export function gather(lefts: readonly LoopyGame[], rights: readonly LoopyGame[]): LoopyGame {
  const left: number[][] = [[]];
  const right: number[][] = [[]];
  const add = (h: LoopyGame): number => {
    const r = reachable(h);
    const shift = left.length;
    r.left.forEach((l, i) => {
      left.push(l.map((j) => j + shift));
      right.push(r.right[i]!.map((j) => j + shift));
    });
    return shift + r.start;
  };
  left[0] = lefts.map(add);
  right[0] = rights.map(add);
  return { left, right, start: 0 };
}
