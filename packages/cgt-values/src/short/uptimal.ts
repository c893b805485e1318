import { holdBytes } from '../control.js';
import type { Dyadic } from './dyadic.js';
import { BYTES_PER_ENTRY, descend, numberUpStar, setById, type Game } from './store.js';

// Uptimals: games x + d₁·↑ + d₂·↑² + … + dₙ·↑ⁿ + *m (Siegel, Combinatorial Game Theory),
// recognised as CGSuite recognises them, so that they are printed and ordered as it does.

/** The expansion x.d₁d₂…dₙ + *m of an uptimal. */
export interface UptimalExpansion {
  readonly number: Dyadic;
  /** d₁ … dₙ (dᵢ the multiple of ↑ⁱ), the last one not 0: empty for a number plus a nimber. */
  readonly digits: readonly number[];
  readonly star: number;
}

/** Expansions found, by game id; `null` for a game known not to be an uptimal. */
const expansions: (UptimalExpansion | null | undefined)[] = [];

/**
 * The uptimal expansion of g, or undefined when g is not an uptimal. The work is a walk over g's
 * options (each game's answer kept) and a comparison of digit lists per game: no sums.
 */
export function uptimalExpansion(g: Game): UptimalExpansion | undefined {
  const nus = numberUpStar(g);
  if (nus !== undefined) {
    return { number: nus.number, digits: nus.ups === 0 ? [] : [nus.ups], star: nus.star };
  }
  let known = expansions[g.id];
  if (known === undefined) {
    // An uptimal whose last digit is positive has one Right option; its negative has one Left.
    known =
      (g.right.length === 1 ? descend(() => withLastDigitUp(g, 1)) : undefined) ??
      (g.left.length === 1 ? descend(() => withLastDigitUp(g, -1)) : undefined) ??
      null;
    setById(expansions, g.id, known);
    holdBytes(BYTES_PER_ENTRY + 8 * (known?.digits.length ?? 0));
  }
  return known ?? undefined;
}

/**
 * The expansion of g if `sign`·g is an uptimal whose last digit is positive, by the description
 * of uptimals' canonical forms that CGSuite's recognition rests on (its case analysis, restated).
 * The sole Right option of G = x.d₁…dₖ + *m is G − ↑^[k] − * (↑^[k] = ↑ + ↑² + … + ↑ᵏ), so k
 * is the length of that option (when its last digit is positive, for dₖ ≥ 2) or one more than
 * the longest option (for dₖ = 1); then G's Left options must be the ones
 * {@link expectedLeftOptions} lists.
 */
function withLastDigitUp(g: Game, sign: 1 | -1): UptimalExpansion | undefined {
  const [lefts, rights] = sign > 0 ? [g.left, g.right] : [g.right, g.left];
  const right = signed(uptimalExpansion(rights[0]!), sign);
  if (right === undefined) return undefined;
  const options: UptimalExpansion[] = [];
  let longest = right.digits.length;
  for (const option of lefts) {
    const left = signed(uptimalExpansion(option), sign);
    if (left === undefined || !left.number.equals(right.number)) return undefined;
    options.push(left);
    longest = Math.max(longest, left.digits.length);
  }
  const lengths =
    (right.digits.at(-1) ?? 0) > 0 ? [right.digits.length, longest + 1] : [longest + 1];
  // All share one number: the nimber and the digits tell them apart.
  const keys = new Set(options.map(digitsKey));
  for (const k of lengths) {
    const candidate = raised(right, k);
    const expected = expectedLeftOptions(candidate, options.length);
    if (expected?.length === options.length && expected.every((e) => keys.has(digitsKey(e)))) {
      return signed(candidate, sign);
    }
  }
  return undefined;
}

function digitsKey(e: UptimalExpansion): string {
  return `${e.star}:${e.digits.join(',')}`;
}

/**
 * The Left options of the canonical form of G = x.d₁…dₖ + *m, dₖ > 0. The main one is G cut to
 * its first t digits (nimber kept), t = k − 1 when dₖ = 1, else the last place i with dᵢ ≤ 0 (or
 * 0). Beside it: when some dᵢ < 0, j the last such place, x.(d₁+1)…(dⱼ+1) + *(m⊕1); when d₁ = 0,
 * x + *i for every i < m; when d₁ = 1, m = 1 and (d₁, …, dₖ) ≤ (1, …, 1) in the lexicographic
 * order, x. Otherwise the main one is G's sole Left option, its nimber dropped when t = 0.
 * Undefined when they would be more than `count`.
 */
function expectedLeftOptions(c: UptimalExpansion, count: number): UptimalExpansion[] | undefined {
  const d = c.digits;
  const k = d.length;
  const lastAtMost = (bound: number): number => d.findLastIndex((a) => a <= bound) + 1;
  const main = cut(c, d[k - 1] === 1 ? k - 1 : lastAtMost(0));
  const j = lastAtMost(-1);
  if (j > 0) return [raised(cut(c, j), j), main];
  if (d[0] === 0) {
    // m may be as large as a nimber goes: no list longer than the `count` options G has.
    if (c.star >= count) return undefined;
    return [...Array.from({ length: c.star }, (_, i) => ({ ...c, digits: [], star: i })), main];
  }
  const firstNotOne = d.findIndex((a) => a !== 1);
  if (d[0] === 1 && c.star === 1 && (firstNotOne < 0 || d[firstNotOne]! < 1)) {
    return [{ ...c, digits: [], star: 0 }, main];
  }
  return [main.digits.length === 0 ? { ...main, star: 0 } : main];
}

/** The expansion's first t digits (with its number and nimber). */
function cut(e: UptimalExpansion, t: number): UptimalExpansion {
  return trimmed({ ...e, digits: e.digits.slice(0, t) });
}

/** `sign`·e. */
function signed(e: UptimalExpansion | undefined, sign: 1 | -1): UptimalExpansion | undefined {
  if (e === undefined || sign > 0) return e;
  return { number: e.number.neg(), digits: e.digits.map((d) => 0 - d), star: e.star };
}

/** e + ↑ + ↑² + … + ↑ᵏ + *. */
function raised(e: UptimalExpansion, k: number): UptimalExpansion {
  const digits = Array.from(
    { length: Math.max(k, e.digits.length) },
    (_, i) => (e.digits[i] ?? 0) + (i < k ? 1 : 0),
  );
  return trimmed({ number: e.number, digits, star: (e.star ^ 1) >>> 0 });
}

/** The expansion without trailing zero digits. */
function trimmed(e: UptimalExpansion): UptimalExpansion {
  let n = e.digits.length;
  while (n > 0 && e.digits[n - 1] === 0) n--;
  return n === e.digits.length ? e : { ...e, digits: e.digits.slice(0, n) };
}

/** CGSuite's order of uptimals: by number, then digit by digit, then shorter first, then nimber. */
export function compareExpansions(a: UptimalExpansion, b: UptimalExpansion): number {
  const order = a.number.compare(b.number);
  if (order !== 0) return order;
  for (let i = 0; i < Math.min(a.digits.length, b.digits.length); i++) {
    if (a.digits[i] !== b.digits[i]) return a.digits[i]! - b.digits[i]!;
  }
  return a.digits.length - b.digits.length || a.star - b.star;
}
