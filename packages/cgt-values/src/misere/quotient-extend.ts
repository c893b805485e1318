import { reserveMemory, type SolveControl } from '@cgkit/core-search';
import { tick } from '../control.js';

// A trial quotient for heaps 1 … n built from the quotient of the heaps before, as Siegel's
// MisereSolver does: instead of a box of exponent vectors over every generator, the monoid is
// the previous quotient Q times one cyclic monoid ⟨a | a^(c+1) = a^(c−1)⟩ for each heap made
// fresh (heap n, and earlier heaps whose pretended value no longer holds). Its size is
// |Q|·∏(c+1), not ∏ over all generators. P-positions are read off the least sum of heaps
// (colex: the count of the largest heap first) reaching each element, then the monoid is
// reduced to its syntactic quotient. This is only a guess; the caller checks it exactly.

/** A finite commutative monoid with its P-portion. */
export interface ExplicitQuotient {
  readonly order: number;
  /** times[x * order + y]. */
  readonly times: Int32Array;
  readonly pClass: Uint8Array;
  readonly identity: number;
}

/** No trial within the size bound (the caller tries another or gives up). */
export class TrialTooLargeError extends Error {
  override readonly name = 'TrialTooLargeError';
}

/** Bound on the size of the product monoid a trial works in. */
export const MAX_TRIAL = 1 << 20;
/** Bound on the order of a trial quotient (its table has order² entries). */
export const MAX_ORDER = 1 << 11;

/** A cyclic monoid ⟨a | a^(index+period) = a^index⟩. */
export interface Cycle {
  readonly index: number;
  readonly period: number;
}

/**
 * The reduced trial quotient of heaps 0 … n and each heap's image in it: heaps in `fresh` are
 * generators of their own cyclic monoid, the others keep their image `phi[h]` in `q`.
 */
export function extendQuotient(
  q: ExplicitQuotient,
  phi: readonly number[],
  fresh: ReadonlyMap<number, Cycle>,
  n: number,
  moves: readonly (readonly (readonly number[])[])[],
  control: SolveControl,
): { quotient: ExplicitQuotient; phi: number[] } {
  const cycles = [...fresh.values()];
  const radix: number[] = [];
  let size = q.order;
  for (const { index, period } of cycles) {
    radix.push(size);
    size *= index + period;
    if (size > MAX_TRIAL) {
      throw new TrialTooLargeError(`its trial monoids would have more than ${MAX_TRIAL} elements`);
    }
  }
  reserveMemory(control, 'the misère quotient’s trial monoid', size * 16);
  const { order, times } = q;
  const k = cycles.length;
  const multiply = (x: number, y: number): number => {
    let out = times[(x % order) * order + (y % order)]!;
    for (let j = 0; j < k; j++) {
      const { index, period } = cycles[j]!;
      const length = index + period;
      let e = (Math.floor(x / radix[j]!) % length) + (Math.floor(y / radix[j]!) % length);
      if (e >= length) e = index + ((e - index) % period);
      out += e * radix[j]!;
    }
    return out;
  };
  const identity = q.identity;
  const freshIndex = new Map([...fresh.keys()].map((h, j) => [h, j]));
  const image = new Int32Array(n + 1).fill(identity);
  for (let h = 1; h <= n; h++) {
    if (moves[h]!.length === 0) continue;
    const j = freshIndex.get(h);
    image[h] = j === undefined ? phi[h]! : identity + radix[j]!;
  }
  const levels = levelsOf(image, identity, n, moves, multiply);
  const p = markP(size, identity, levels, multiply);
  return reduce(p, identity, image, multiply, control);
}

/** The index of x: the least i with x^i = x^j for some j > i. */
export function cyclicIndex(q: ExplicitQuotient, x: number): number {
  const at = new Map<number, number>();
  let y = q.identity;
  for (let i = 0; ; i++) {
    const seen = at.get(y);
    if (seen !== undefined) return seen;
    at.set(y, i);
    y = q.times[y * q.order + x]!;
  }
}

/** A sum of heaps that the quotient gets wrong, with its true outcome. */
export interface Failure {
  /** heap → count. */
  readonly heaps: ReadonlyMap<number, number>;
  readonly isP: boolean;
}

/**
 * The least sum of heaps 1 … n (colex) whose image is P while an option's is P (a P-failure),
 * or is N while no option's is P (an N-failure), or undefined when there is none. Every smaller
 * sum then has the outcome its image gives (its options are smaller still), so the failure's
 * true outcome is the other one. A sum with a heap alike one of a smaller heap (the same image
 * and option images) agrees with the sum using the smaller heap, so the walk skips such heaps.
 * P-failures: a least P-failure is the least sum reaching some x followed by one more heap, so
 * those are all tried. N-failures: the walk in colex order up to the least P-failure, where a
 * sum is not extended when an earlier sum of the same image had a subset of its options'
 * images: whatever is added, that earlier sum would fail first.
 */
export function leastFailure(
  q: ExplicitQuotient,
  phi: readonly number[],
  n: number,
  moves: readonly (readonly (readonly number[])[])[],
  control: SolveControl,
): Failure | undefined {
  const { order, times, pClass, identity } = q;
  const multiply = (x: number, y: number): number => times[x * order + y]!;
  const levels = levelsOf(phi, identity, n, moves, multiply);
  const depth = levels.length;
  reserveMemory(control, 'the misère quotient’s least sums', order * depth * 4);
  const least: (Int32Array | undefined)[] = new Array<Int32Array | undefined>(order);
  least[identity] = new Int32Array(depth);
  walkSums(order, identity, levels, multiply, (x, _options, counts) => {
    if (least[x] !== undefined) return false;
    least[x] = counts.slice();
    return true;
  });
  const before = (a: Int32Array, b: Int32Array): boolean => {
    for (let i = 0; i < depth; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
    return false;
  };
  let failure: Int32Array | undefined;
  for (let x = 0; x < order; x++) {
    const word = least[x];
    if (word === undefined) continue;
    levels.forEach(({ image, options }, i) => {
      tick();
      if (pClass[multiply(x, image)] === 0) return;
      if (!options.some((t) => pClass[multiply(x, t)] === 1)) return;
      const w = word.slice();
      w[i]! += 1;
      if (failure === undefined || before(w, failure)) failure = w;
    });
  }
  const bound = failure;
  const known: Int32Array[][] = Array.from({ length: order }, () => []);
  let stored = 0;
  walkSums(order, identity, levels, multiply, (x, options, counts) => {
    if (bound !== undefined && !before(counts, bound)) return 'stop';
    const sorted = options.slice().sort();
    const list = known[x]!;
    if (list.some((old) => includes(sorted, old))) return false;
    known[x] = list.filter((old) => !includes(old, sorted));
    known[x].push(sorted);
    stored += sorted.length + 16;
    if (stored > 1 << 16) {
      reserveMemory(control, 'the misère quotient’s least sums', stored * 4);
    }
    if (pClass[x] === 0 && !sorted.some((t) => pClass[t] === 1)) {
      failure = counts.slice();
      return 'stop';
    }
    return true;
  });
  if (failure === undefined) return undefined;
  const word = failure;
  const heaps = new Map<number, number>();
  levels.forEach(({ heap }, i) => {
    if (word[i]! > 0) heaps.set(heap, word[i]!);
  });
  const image = levels.reduce((x, { image }, i) => {
    for (let c = 0; c < word[i]!; c++) x = multiply(x, image);
    return x;
  }, identity);
  return { heaps, isP: pClass[image] === 0 };
}

/** Whether the sorted list `big` holds every element of the sorted list `small`. */
function includes(big: Int32Array, small: Int32Array): boolean {
  let i = 0;
  for (const v of small) {
    while (i < big.length && big[i]! < v) i++;
    if (i === big.length || big[i] !== v) return false;
    i++;
  }
  return true;
}

/** A heap (the least of those alike) as a level of the walk: its image and its options' images. */
export interface Level {
  readonly heap: number;
  readonly image: number;
  readonly options: Int32Array;
}

/**
 * The heaps 1 … n with moves as levels of the walk, largest first: heaps alike in image and
 * option images give the same images to every sum, so only the least of them is kept.
 */
export function levelsOf(
  image: ArrayLike<number>,
  identity: number,
  n: number,
  moves: readonly (readonly (readonly number[])[])[],
  multiply: (x: number, y: number) => number,
): Level[] {
  const levels: Level[] = [];
  const seen = new Set<string>();
  for (let h = 1; h <= n; h++) {
    if (moves[h]!.length === 0) continue;
    const options = new Set<number>();
    for (const heaps of moves[h]!) {
      options.add(heaps.reduce((x, g) => multiply(x, image[g]!), identity));
    }
    const sorted = Int32Array.from(options).sort();
    const key = `${image[h]}:${sorted.join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    levels.push({ heap: h, image: image[h]!, options: sorted });
  }
  return levels.reverse();
}

/**
 * Walks the sums of heaps (levels) in colex order: the count of the first level (the largest
 * heap) first. `enter(x, options, counts)` is called for each sum but the empty one with its
 * image, its options' images and its counts per level; it returns whether to go on from that
 * sum (false: neither it nor any sum adding lower levels' heaps to it is extended, nor more of
 * its own level), or `'stop'`. Returns whether the walk was stopped.
 */
export function walkSums(
  size: number,
  identity: number,
  levels: readonly Level[],
  multiply: (x: number, y: number) => number,
  enter: (x: number, options: Int32Array, counts: Int32Array) => boolean | 'stop',
): boolean {
  const depth = levels.length;
  if (depth === 0) return false;
  // Frame i: the sum chosen on levels 0 … i (its image and its options' images).
  const elem = new Int32Array(depth);
  const options: Int32Array[] = new Array<Int32Array>(depth);
  const counts = new Int32Array(depth);
  const descended = new Uint8Array(depth);
  const stamp = new Int32Array(size);
  let stampNow = 0;
  elem[0] = identity;
  options[0] = new Int32Array(0);
  let i = 0;
  while (i >= 0) {
    if (descended[i] === 0 && i + 1 < depth) {
      descended[i] = 1;
      elem[i + 1] = elem[i]!;
      options[i + 1] = options[i]!;
      counts[i + 1] = 0;
      descended[i + 1] = 0;
      i++;
      continue;
    }
    tick();
    // One more heap of level i: the options are those of the sum before, with this heap
    // added, and this heap's options, with the sum before added.
    const { image, options: heapOptions } = levels[i]!;
    const x = elem[i]!;
    const next = multiply(x, image);
    stampNow++;
    const list: number[] = [];
    for (const t of options[i]!) {
      const y = multiply(t, image);
      if (stamp[y] !== stampNow) {
        stamp[y] = stampNow;
        list.push(y);
      }
    }
    for (const t of heapOptions) {
      const y = multiply(x, t);
      if (stamp[y] !== stampNow) {
        stamp[y] = stampNow;
        list.push(y);
      }
    }
    const nextOptions = Int32Array.from(list);
    counts[i]! += 1;
    const go = enter(next, nextOptions, counts);
    if (go === 'stop') return true;
    if (!go) {
      counts[i] = 0;
      i--;
      continue;
    }
    elem[i] = next;
    options[i] = nextOptions;
    descended[i] = 0;
  }
  return false;
}

/**
 * The P-portion read off the least sums: each element is entered first at the least sum
 * reaching it, and is P when that sum is not empty and none of its options' images is P. The
 * options of a sum are smaller in colex order, so their images were entered before. A sum whose
 * image was entered before is not extended: a smaller sum reached that image, and adding the
 * same heaps to it gives a smaller sum of the same image (addition keeps colex order).
 * Returns the P marks and the elements reached, in order.
 */
function markP(
  size: number,
  identity: number,
  levels: readonly Level[],
  multiply: (x: number, y: number) => number,
): { p: Uint8Array; visited: Int32Array } {
  const p = new Uint8Array(size);
  const seen = new Uint8Array(size);
  const visited: number[] = [identity];
  seen[identity] = 1;
  walkSums(size, identity, levels, multiply, (x, options) => {
    if (seen[x] === 1) return false;
    seen[x] = 1;
    visited.push(x);
    p[x] = options.some((y) => p[y] === 1) ? 0 : 1;
    return true;
  });
  return { p, visited: Int32Array.from(visited) };
}

/**
 * The syntactic quotient of the visited submonoid (Moore's refinement under multiplication by
 * each heap's image, which generate it) and each heap's image there.
 */
function reduce(
  walk: { p: Uint8Array; visited: Int32Array },
  identity: number,
  image: Int32Array,
  multiply: (x: number, y: number) => number,
  control: SolveControl,
): { quotient: ExplicitQuotient; phi: number[] } {
  const { p, visited } = walk;
  const r = visited.length;
  // Where each visited element stands in `visited` (the others are never looked up).
  const position = new Int32Array(p.length);
  visited.forEach((x, i) => (position[x] = i));
  const actions = [...new Set(image)].filter((g) => g !== identity);
  reserveMemory(control, 'the misère quotient’s reduction', r * 4 * (actions.length + 3));
  const next = actions.map((g) => {
    const out = new Int32Array(r);
    for (let i = 0; i < r; i++) {
      tick();
      out[i] = position[multiply(visited[i]!, g)]!;
    }
    return out;
  });
  let classOf = new Int32Array(r);
  for (let i = 0; i < r; i++) classOf[i] = p[visited[i]!]!;
  let count = new Set(classOf).size;
  // Refine by one action at a time until a whole pass splits nothing.
  for (let stable = 0, a = 0; stable < actions.length; a = (a + 1) % actions.length) {
    tick(r / 64);
    const ids = new Map<number, number>();
    const refined = new Int32Array(r);
    const by = next[a]!;
    for (let i = 0; i < r; i++) {
      const key = classOf[i]! * count + classOf[by[i]!]!;
      let id = ids.get(key);
      if (id === undefined) ids.set(key, (id = ids.size));
      refined[i] = id;
    }
    classOf = refined;
    stable = ids.size === count ? stable + 1 : 0;
    count = ids.size;
  }
  if (count > MAX_ORDER) {
    throw new TrialTooLargeError(`its trial quotients would have more than ${MAX_ORDER} elements`);
  }
  const reps = new Int32Array(count).fill(-1);
  for (let i = 0; i < r; i++) if (reps[classOf[i]!] === -1) reps[classOf[i]!] = i;
  reserveMemory(control, 'the misère quotient’s table', count * count * 4);
  const times = new Int32Array(count * count);
  for (let x = 0; x < count; x++) {
    tick(count / 64);
    for (let y = x; y < count; y++) {
      const z = classOf[position[multiply(visited[reps[x]!]!, visited[reps[y]!]!)]!]!;
      times[x * count + y] = z;
      times[y * count + x] = z;
    }
  }
  const pClass = new Uint8Array(count);
  for (let x = 0; x < count; x++) pClass[x] = p[visited[reps[x]!]!]!;
  const classOfElement = (x: number): number => classOf[position[x]!]!;
  return {
    quotient: { order: count, times, pClass, identity: classOfElement(identity) },
    phi: Array.from(image, classOfElement),
  };
}
