import type { SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';
import { InputLimitError } from '../input-limit.js';
import { alternatesFinitely, differenceResults, reachable, type LoopyGame } from './graph.js';
import { StopperOrder } from './stopper-order.js';

// Equal positions of a stopper fused, bottom-up, without comparing every pair of positions. First,
// bisimilar positions (whose Left options and Right options fall in the same classes, refined
// component by component until no class splits) are fused with no comparison: their plays unfold
// alike. Then each position gets a signature that equal positions share, its outcomes against a
// ladder of numbers (G − x for x = −8, −15/2, …, 8 and the integers plus *), found for every
// position at once by one retrograde analysis. The strongly connected components are taken from the
// bottom (a component after every one its moves reach); each position of a component is compared,
// by the lazy order of `stopper-order.ts`, with the representatives below it of its signature only,
// and joins the first equal one. The options of the positions above are redirected to the
// representatives: an option replaced by an equal one keeps every value, and a representative lies
// below, so no loop of alternating play is closed (the graph stays a stopper); each new
// representative drops its dominated options, so that comparing with it explores about its value,
// not everything below it. Positions equal to others of their own component are left apart: fusing
// them could close a loop, which `loopySimplify` checks.

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
    const given = reachable(g);
    // The survival test compares stoppers only.
    if (!alternatesFinitely(given))
      throw new InputLimitError('fusing is defined for stoppers only');
    const r = bisimulationQuotient(given);
    const n = r.left.length;
    const left = r.left.map((l) => [...l]);
    const right = r.right.map((l) => [...l]);
    const order = new StopperOrder({ left, right }, control ?? {});
    const signature = numberSignatures(r, control ?? {});
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
        const key = signature[s]!;
        const same = classes.get(key)?.find((c) => order.equal(s, c));
        rep[s] = same ?? s;
        if (same === undefined) found.push([key, s]);
      }
      for (const [key, s] of found) {
        const list = classes.get(key);
        if (list === undefined) classes.set(key, [s]);
        else list.push(s);
      }
      // The new representatives lose their dominated options: what later positions reach
      // through them, and so what comparing with them explores, shrinks toward their values.
      for (const [, s] of found) {
        left[s] = undominated(left[s]!.map(to), (a, b) => order.geq(a, b));
        right[s] = undominated(right[s]!.map(to), (a, b) => order.geq(b, a));
      }
    }
    return { game: fused({ left, right, start: r.start }, to), states: order.size };
  });
}

/**
 * The options that no other option beats (`better(b, a)`: b is at least as good as a for the
 * player), without repeats, and of equal ones the one `preferred` (by default the first
 * listed): removing a dominated option of a stopper keeps its value.
 */
export function undominated(
  options: readonly number[],
  better: (b: number, a: number) => boolean,
  preferred?: (b: number, a: number) => boolean,
): number[] {
  const unique = [...new Set(options)];
  return unique.filter(
    (a, i) =>
      !unique.some(
        (b, k) =>
          k !== i && better(b, a) && ((preferred ? preferred(b, a) : k < i) || !better(a, b)),
      ),
  );
}

/** The graph with every option and the start sent to their class's position (`to`). */
function fused(g: LoopyGame, to: (position: number) => number): LoopyGame {
  return reachable({
    left: g.left.map((l) => [...new Set(l.map(to))]),
    right: g.right.map((l) => [...new Set(l.map(to))]),
    start: to(g.start),
  });
}

/**
 * The graph with bisimilar positions fused: positions whose Left options and Right options fall
 * in the same classes, the classes built bottom-up, component by component. In a component,
 * classes split by the classes of their options (the classes below, final, and the component's
 * own, provisional) until none splits; a class whose options all lie below is then one with any
 * earlier class of the same options. Bisimilar positions unfold to the same tree of plays, so
 * they are equal, and a loop of alternating play in the fused graph would be one in the given
 * graph: it stays a stopper.
 */
export function bisimulationQuotient(r: LoopyGame): LoopyGame {
  const n = r.left.length;
  const cls = new Int32Array(n).fill(-1);
  const byOptions = new Map<string, number>();
  let classes = 0;
  // Provisional classes of the component being refined are negative: −1 − local class.
  const local = new Int32Array(n);
  const classOf = (j: number): number => (cls[j]! >= 0 ? cls[j]! : -1 - local[j]!);
  const optionsKey = (i: number): string => {
    const side = (options: readonly number[]): string =>
      [...new Set(options.map(classOf))].sort((x, y) => x - y).join(',');
    return `${side(r.left[i]!)}|${side(r.right[i]!)}`;
  };
  for (const component of componentsBottomUp(r)) {
    for (const i of component) local[i] = 0;
    let count = 1;
    for (;;) {
      tick(component.length);
      const ids = new Map<string, number>();
      const keys = component.map((i) => `${local[i]}:${optionsKey(i)}`);
      const next = keys.map((key) => {
        const id = ids.get(key);
        if (id !== undefined) return id;
        ids.set(key, ids.size);
        return ids.size - 1;
      });
      component.forEach((i, k) => (local[i] = next[k]!));
      // A round refines the partition: the same count means the same classes.
      if (ids.size === count) break;
      count = ids.size;
    }
    const final = new Int32Array(count).fill(-1);
    component.forEach((i) => {
      const k = local[i]!;
      if (final[k] !== -1) return;
      const key = optionsKey(i);
      const closed = !key.includes('-');
      const known = closed ? byOptions.get(key) : undefined;
      final[k] = known ?? classes++;
      if (closed && known === undefined) byOptions.set(key, final[k]);
    });
    for (const i of component) cls[i] = final[local[i]!]!;
  }
  // Each class is its first member.
  const first = new Int32Array(classes).fill(-1);
  for (let i = 0; i < n; i++) if (first[cls[i]!] === -1) first[cls[i]!] = i;
  return fused(r, (j) => first[cls[j]!]!);
}

/** Integers of the ladder of numbers the signatures test positions against: −8 to 8. */
const LADDER_TOP = 8;

/**
 * The numbers from −LADDER_TOP to LADDER_TOP by halves, and each integer plus *, as one graph
 * in canonical forms (n = {n − 1 |}, n + 1/2 = {n | n + 1}, n* = {n | n}).
 */
function numberLadder(): LoopyGame {
  const integers = 2 * LADDER_TOP + 1;
  const at = (k: number): number => k + LADDER_TOP;
  const left: number[][] = [];
  const right: number[][] = [];
  for (let k = -LADDER_TOP; k <= LADDER_TOP; k++) {
    left.push(k > 0 ? [at(k - 1)] : []);
    right.push(k < 0 ? [at(k + 1)] : []);
  }
  for (let k = -LADDER_TOP; k < LADDER_TOP; k++) {
    left.push([at(k)]);
    right.push([at(k + 1)]);
  }
  for (let k = 0; k < integers; k++) {
    left.push([k]);
    right.push([k]);
  }
  return { left, right, start: 0 };
}

/**
 * For each position G, its outcomes (either player first) in G − x for every number x of the
 * ladder, as text: equal positions have equal signatures.
 */
function numberSignatures(r: LoopyGame, control: SolveControl): string[] {
  const ladder = numberLadder();
  const m = ladder.left.length;
  const result = differenceResults(r, ladder, control);
  return Array.from({ length: r.left.length }, (_, i) =>
    String.fromCharCode(...result.subarray(2 * m * i, 2 * m * (i + 1))),
  );
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
