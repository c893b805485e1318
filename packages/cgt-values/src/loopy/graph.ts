import { reserveMemory, type SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';
import { InputLimitError } from '../input-limit.js';
import { sideLeq } from './side-order.js';

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
export type LoopyRelation = '<' | '=' | '>' | '||';

/**
 * Whether node i ≥ node j, for all pairs of nodes of a stopper graph: Left survives
 * node_i − node_j moving second. `geq[i * n + j]`.
 */
export function pairwiseGeq(g: LoopyGame, control: SolveControl): Uint8Array {
  const n = g.left.length;
  const pairs = sized(n * n, control);
  // Retrograde analysis of the differences i − j, never built: Left moves i to i^L or j to j^R,
  // Right moves i to i^R or j to j^L, and the moves into a state are read off the base graph's
  // reversed options. State 2k (k = i·n + j): Left to move; 2k + 1: Right to move.
  const into = (lists: readonly (readonly number[])[]): number[][] => {
    const back: number[][] = Array.from({ length: n }, () => []);
    lists.forEach((l, i) => l.forEach((j) => back[j]!.push(i)));
    return back;
  };
  const [intoL, intoR] = [into(g.left), into(g.right)];
  const remaining = new Int32Array(2 * pairs);
  const result = new Uint8Array(2 * pairs); // 0 unknown, 1 Left wins, 2 Right wins
  const queue = new Int32Array(2 * pairs);
  let tail = 0;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const k = i * n + j;
      remaining[2 * k] = g.left[i]!.length + g.right[j]!.length;
      remaining[2 * k + 1] = g.right[i]!.length + g.left[j]!.length;
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
      for (const j2 of intoR[j]!) reach(2 * (i * n + j2), winner);
    } else {
      for (const i2 of intoR[i]!) reach(2 * (i2 * n + j) + 1, winner);
      for (const j2 of intoL[j]!) reach(2 * (i * n + j2) + 1, winner);
    }
  }
  const geq = new Uint8Array(pairs);
  for (let k = 0; k < pairs; k++) geq[k] = result[2 * k + 1] === 2 ? 0 : 1;
  return geq;
}

function requireStopper(g: LoopyGame, what: string): void {
  if (!isStopper(g)) throw new InputLimitError(`${what} is defined here for stoppers only`);
}

/**
 * The order of two games: stoppers by Siegel's survival test (G ≥ H when Left survives G − H
 * moving second), other games by the order of their onsides and of their offsides.
 */
export function loopyCompare(g: LoopyGame, h: LoopyGame, control?: SolveControl): LoopyRelation {
  return withControl(control, () => {
    if (!isStopper(g) || !isStopper(h)) return compareBySides(g, h, control ?? {});
    const both = disjointUnion(g, h);
    const geq = pairwiseGeq(both.game, control ?? {});
    const n = both.game.left.length;
    const ge = geq[both.g * n + both.h] === 1;
    const le = geq[both.h * n + both.g] === 1;
    return ge && le ? '=' : ge ? '>' : le ? '<' : '||';
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
  return ge && le ? '=' : ge ? '>' : le ? '<' : '||';
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

/**
 * The simplest form of a stopper (Siegel, Combinatorial Game Theory, ch. VI): an equal stopper
 * in which no node has a dominated option (one ≤ another Left option, or ≥ another Right one) or
 * a reversible one (a Left option with a Right option ≤ the node, passes included, or the mirror
 * for Right), and equal nodes are fused when fusing keeps the graph a stopper. Every step is
 * checked: a bypass is kept only when every node keeps its value.
 */
export function loopySimplify(g: LoopyGame, control?: SolveControl): LoopyGame {
  return withControl(control, () => {
    requireStopper(g, 'simplification');
    const c = control ?? {};
    let current = prune(reachable(g), c);
    // Each round bypasses one reversible option; a round that changes nothing ends it. The bound
    // only guards against a cycle of bypasses, which the theory rules out.
    for (let round = 0; round < MAX_BYPASSES; round++) {
      const next = bypassOne(current, c);
      if (next === undefined) break;
      current = next;
    }
    return current;
  });
}

/** How many reversible options `loopySimplify` bypasses at most. */
const MAX_BYPASSES = 10_000;

/**
 * Fuses equal nodes (when the fused graph is still a stopper) and removes dominated options and
 * all but one of equal options, until nothing changes: removing options can make fusing
 * possible.
 */
function prune(g: LoopyGame, control: SolveControl): LoopyGame {
  let current = g;
  for (;;) {
    tick();
    const next = pruneOnce(current, control);
    if (sameGraph(next, current)) return next;
    current = next;
  }
}

function sameGraph(a: LoopyGame, b: LoopyGame): boolean {
  const same = (x: readonly (readonly number[])[], y: readonly (readonly number[])[]): boolean =>
    x.length === y.length &&
    x.every((l, i) => l.length === y[i]!.length && l.every((o, k) => o === y[i]![k]));
  return a.start === b.start && same(a.left, b.left) && same(a.right, b.right);
}

function pruneOnce(g: LoopyGame, control: SolveControl): LoopyGame {
  const n = g.left.length;
  const geq = pairwiseGeq(g, control);
  const ge = (i: number, j: number): boolean => geq[i * n + j] === 1;
  // Each class of equal nodes is represented by its member with the shortest alternating play,
  // so that fusing closes no loop of alternating moves when it can be helped.
  const rank = alternatingDepth(g);
  const byRank = [...Array(n).keys()].sort((a, b) => rank[a]! - rank[b]! || a - b);
  const cls = new Int32Array(n).fill(-1);
  for (const i of byRank) {
    if (cls[i] !== -1) continue;
    cls[i] = i;
    for (const j of byRank) if (cls[j] === -1 && ge(i, j) && ge(j, i)) cls[j] = i;
  }
  const fusedOrNot = (fused: boolean): LoopyGame => {
    const to = (o: number): number => (fused ? cls[o]! : o);
    // Of equal options one stays: the one with the shortest alternating play, then the first.
    const preferred = (b: number, a: number): boolean =>
      rank[b]! < rank[a]! || (rank[b] === rank[a] && b < a);
    const keep = (
      options: readonly number[],
      better: (b: number, a: number) => boolean,
    ): number[] => {
      const unique = [...new Set(options.map(to))];
      return unique.filter(
        (a) => !unique.some((b) => b !== a && better(b, a) && (!better(a, b) || preferred(b, a))),
      );
    };
    const left = g.left.map((l) => keep(l, (b, a) => ge(b, a)));
    const right = g.right.map((r) => keep(r, (b, a) => ge(a, b)));
    return { left, right, start: to(g.start) };
  };
  const fused = fusedOrNot(true);
  return reachable(alternatesFinitely(fused) ? fused : fusedOrNot(false));
}

/** The longest alternating play from each node (either player first); the graph is a stopper. */
function alternatingDepth(g: LoopyGame): Int32Array {
  const n = g.left.length;
  // Longest path in the acyclic graph of states, by Kahn's order from the sinks back.
  const outdegree = new Int32Array(2 * n);
  const preds: number[][] = Array.from({ length: 2 * n }, () => []);
  for (let i = 0; i < n; i++) {
    outdegree[2 * i] = g.left[i]!.length;
    outdegree[2 * i + 1] = g.right[i]!.length;
    for (const j of g.left[i]!) preds[2 * j + 1]!.push(2 * i);
    for (const j of g.right[i]!) preds[2 * j]!.push(2 * i + 1);
  }
  const depth = new Int32Array(2 * n);
  const queue: number[] = [];
  for (let s = 0; s < 2 * n; s++) if (outdegree[s] === 0) queue.push(s);
  for (let k = 0; k < queue.length; k++) {
    tick();
    const t = queue[k]!;
    for (const p of preds[t]!) {
      depth[p] = Math.max(depth[p]!, depth[t]! + 1);
      if (--outdegree[p]! === 0) queue.push(p);
    }
  }
  return Int32Array.from({ length: n }, (_, i) => Math.max(depth[2 * i]!, depth[2 * i + 1]!));
}

/** One reversible option bypassed (Left option A with A^R ≤ G, Right's alike), if any applies. */
function bypassOne(g: LoopyGame, control: SolveControl): LoopyGame | undefined {
  const n = g.left.length;
  const geq = pairwiseGeq(g, control);
  const ge = (i: number, j: number): boolean => geq[i * n + j] === 1;
  for (let i = 0; i < n; i++) {
    for (const side of ['left', 'right'] as const) {
      const options = g[side][i]!;
      const other = side === 'left' ? 'right' : 'left';
      for (const a of options) {
        for (const b of g[other][a]!) {
          const reverses = side === 'left' ? ge(i, b) : ge(b, i);
          if (!reverses || b === i) continue;
          const replaced = [...options.filter((o) => o !== a), ...g[side][b]!];
          const lists = g[side].map((l, k) => (k === i ? replaced : l));
          const candidate: LoopyGame =
            side === 'left'
              ? { left: lists, right: g.right, start: g.start }
              : { left: g.left, right: lists, start: g.start };
          if (!alternatesFinitely(candidate)) continue;
          // Accept only a graph whose every old node keeps its value.
          const both = concat(g, candidate);
          const m = both.game.left.length;
          const ok = pairwiseGeq(both.game, control);
          let same = true;
          for (let k = 0; k < n && same; k++) {
            same = ok[k * m + (k + n)] === 1 && ok[(k + n) * m + k] === 1;
          }
          if (same) return prune(reachable(candidate), control);
        }
      }
    }
  }
  return undefined;
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
