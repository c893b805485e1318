import type { SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';
import { InputLimitError } from '../input-limit.js';
import { alternatesFinitely, reachable, solveGraph, type LoopyGame } from './graph.js';
import { StopperOrder } from './stopper-order.js';

// Equal positions of a stopper fused, bottom-up, without comparing every pair of positions.
// The strongly connected components of the graph are taken from the bottom (a component after
// every one its moves reach); each position of a component is compared, by the lazy order of
// `stopper-order.ts`, with the representatives of the classes found below it that have its
// outcome, and joins the first equal one. The options of the positions above are redirected to
// the representatives: an option replaced by an equal one keeps every value, and a
// representative lies below, so no loop of alternating play is closed (the graph stays a
// stopper). Positions equal to others of their own component are left apart: fusing them could
// close a loop, which `loopySimplify` checks.

/** A stopper with equal positions fused, and the order that found them. */
export interface StopperQuotient {
  /** The fused graph, reachable from its start. */
  readonly game: LoopyGame;
  /** How many states of differences the comparisons decided. */
  readonly states: number;
}

/**
 * The stopper `g` with each position equal to one below it fused with that one: the same value,
 * often far fewer positions (the positions of Fox and Geese's boards share few values). A game
 * that is not a stopper is an InputLimitError.
 */
export function stopperQuotient(g: LoopyGame, control?: SolveControl): StopperQuotient {
  return withControl(control, () => {
    const r = reachable(g);
    // The survival test compares stoppers only.
    if (!alternatesFinitely(r)) throw new InputLimitError('fusing is defined for stoppers only');
    const n = r.left.length;
    const left = r.left.map((l) => [...l]);
    const right = r.right.map((l) => [...l]);
    const order = new StopperOrder({ left, right }, control ?? {});
    const outcome = solveGraph(r);
    const rep = new Int32Array(n).fill(-1);
    const classes = new Map<string, number[]>();
    const to = (o: number): number => (rep[o]! >= 0 ? rep[o]! : o);
    for (const component of componentsBottomUp(r)) {
      for (const s of component) {
        left[s] = [...new Set(left[s]!.map(to))];
        right[s] = [...new Set(right[s]!.map(to))];
      }
      const found: [string, number][] = [];
      for (const s of component) {
        const key = outcome[2 * s]! + outcome[2 * s + 1]!;
        const same = classes.get(key)?.find((c) => order.equal(s, c));
        rep[s] = same ?? s;
        if (same === undefined) found.push([key, s]);
      }
      for (const [key, s] of found) {
        const list = classes.get(key);
        if (list === undefined) classes.set(key, [s]);
        else list.push(s);
      }
    }
    const game = reachable({
      left: left.map((l) => [...new Set(l.map(to))]),
      right: right.map((l) => [...new Set(l.map(to))]),
      start: to(r.start),
    });
    return { game, states: order.size };
  });
}

/**
 * The strongly connected components of the graph of all moves, each after every component its
 * moves reach (Tarjan's algorithm, with an explicit stack).
 */
export function componentsBottomUp(g: Pick<LoopyGame, 'left' | 'right'>): number[][] {
  const n = g.left.length;
  const moves = (i: number): readonly number[] =>
    g.right[i]!.length === 0 ? g.left[i]! : [...g.left[i]!, ...g.right[i]!];
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const stack: number[] = [];
  const components: number[][] = [];
  let counter = 0;
  // Call frames: a node and how many of its moves are done.
  const frames: [number, number][] = [];
  for (let root = 0; root < n; root++) {
    if (index[root] !== -1) continue;
    frames.push([root, 0]);
    index[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    while (frames.length > 0) {
      tick();
      const frame = frames[frames.length - 1]!;
      const [v, k] = frame;
      const list = moves(v);
      if (k < list.length) {
        frame[1]++;
        const w = list[k]!;
        if (index[w] === -1) {
          index[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = 1;
          frames.push([w, 0]);
        } else if (onStack[w] === 1) low[v] = Math.min(low[v]!, index[w]!);
        continue;
      }
      frames.pop();
      if (frames.length > 0) {
        const parent = frames[frames.length - 1]![0];
        low[parent] = Math.min(low[parent]!, low[v]!);
      }
      if (low[v] === index[v]) {
        const component: number[] = [];
        let w: number;
        do {
          w = stack.pop()!;
          onStack[w] = 0;
          component.push(w);
        } while (w !== v);
        components.push(component.reverse());
      }
    }
  }
  return components;
}
