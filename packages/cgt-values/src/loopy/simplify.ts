import type { SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';
import { InputLimitError } from '../input-limit.js';
import {
  alternatesFinitely,
  concat,
  isStopper,
  pairwiseGeq,
  reachable,
  type LoopyGame,
} from './graph.js';
import { stopperQuotient, undominated } from './quotient.js';

function requireStopper(g: LoopyGame, what: string): void {
  if (!isStopper(g)) throw new InputLimitError(`${what} is defined here for stoppers only`);
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
    // On a large graph, positions equal to others below them are fused first, comparing only
    // the pairs needed: what remains is compared pair by pair in full, which alone is cheaper on
    // a small graph.
    const r = reachable(g);
    const fused = r.left.length > QUOTIENT_FROM ? stopperQuotient(r, c).game : r;
    let current = prune(fused, c);
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

/** Graphs of more positions than this are fused by `stopperQuotient` before they are pruned. */
const QUOTIENT_FROM = 64;

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
    const left = g.left.map((l) => undominated(l.map(to), (b, a) => ge(b, a), preferred));
    const right = g.right.map((r) => undominated(r.map(to), (b, a) => ge(a, b), preferred));
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
