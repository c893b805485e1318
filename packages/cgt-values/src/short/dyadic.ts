const MAX_EXACT = 2n ** 53n;

/** Set in `Dyadic`'s static block: the value as a double when that is exact, else NaN. */
let floatIfExact: (x: Dyadic) => number;

/** The value as a double when that is exact (everyday sizes), else NaN. */
export function exactFloat(x: Dyadic): number {
  return floatIfExact(x);
}

/**
 * An exact dyadic rational `numerator / 2^exponent`, kept in lowest terms (the numerator is odd
 * whenever the exponent is positive). These are the numbers of short combinatorial games.
 */
export class Dyadic {
  readonly numerator: bigint;
  /** The power of two in the denominator (0 for integers). */
  readonly exponent: number;

  /** The value as a double, and whether that double is exact (it is for everyday sizes). */
  private readonly float: number;
  private readonly exact: boolean;

  private constructor(numerator: bigint, exponent: number) {
    this.numerator = numerator;
    this.exponent = exponent;
    this.float = Number(numerator) / 2 ** exponent;
    this.exact = numerator <= MAX_EXACT && numerator >= -MAX_EXACT && exponent <= 1000;
  }

  /** The dyadic `numerator / 2^exponent`, reduced to lowest terms. */
  static of(numerator: bigint | number, exponent = 0): Dyadic {
    if (!Number.isSafeInteger(exponent) || exponent < 0) {
      throw new RangeError(`exponent must be a whole number, got ${exponent}`);
    }
    let n = BigInt(numerator);
    let e = exponent;
    if (e > 0 && n !== 0n && (n & 1n) === 0n) {
      // Every factor 2 at once: a bit at a time is quadratic for numbers of 100000 digits.
      const zeros = Math.min(e, trailingZeros(n));
      n >>= BigInt(zeros);
      e -= zeros;
    }
    return new Dyadic(n, n === 0n ? 0 : e);
  }

  static {
    floatIfExact = (x) => (x.exact ? x.float : NaN);
  }

  static readonly zero = Dyadic.of(0);
  static readonly one = Dyadic.of(1);

  /** Reads `n`, `-n` or `n/d` with `d` a power of two; undefined for anything else. */
  static parse(text: string): Dyadic | undefined {
    const match = /^([+-]?\d+)(?:\/(\d+))?$/.exec(text.trim());
    if (match === null) return undefined;
    const numerator = BigInt(match[1]!);
    if (match[2] === undefined) return Dyadic.of(numerator);
    const denominator = BigInt(match[2]);
    if (denominator === 0n || (denominator & (denominator - 1n)) !== 0n) return undefined;
    return Dyadic.of(numerator, denominator.toString(2).length - 1);
  }

  /** A map key, equal exactly for equal dyadics: the value itself when a double holds it. */
  get key(): number | string {
    return this.exact ? this.float : this.toString();
  }

  isInteger(): boolean {
    return this.exponent === 0;
  }

  sign(): -1 | 0 | 1 {
    return this.numerator > 0n ? 1 : this.numerator < 0n ? -1 : 0;
  }

  add(other: Dyadic): Dyadic {
    const e = Math.max(this.exponent, other.exponent);
    const a = this.numerator << BigInt(e - this.exponent);
    const b = other.numerator << BigInt(e - other.exponent);
    return Dyadic.of(a + b, e);
  }

  sub(other: Dyadic): Dyadic {
    return this.add(other.neg());
  }

  neg(): Dyadic {
    return new Dyadic(-this.numerator, this.exponent);
  }

  /** This times an integer. */
  times(factor: bigint | number): Dyadic {
    return Dyadic.of(this.numerator * BigInt(factor), this.exponent);
  }

  /** This divided by `2^power`. */
  halve(power = 1): Dyadic {
    return Dyadic.of(this.numerator, this.exponent + power);
  }

  compare(other: Dyadic): -1 | 0 | 1 {
    if (this.exact && other.exact) {
      return this.float < other.float ? -1 : this.float > other.float ? 1 : 0;
    }
    const e = Math.max(this.exponent, other.exponent);
    const a = this.numerator << BigInt(e - this.exponent);
    const b = other.numerator << BigInt(e - other.exponent);
    return a < b ? -1 : a > b ? 1 : 0;
  }

  equals(other: Dyadic): boolean {
    return this.numerator === other.numerator && this.exponent === other.exponent;
  }

  /** The largest integer not above this. */
  floor(): bigint {
    // `>>` on bigint rounds toward negative infinity.
    return this.numerator >> BigInt(this.exponent);
  }

  /** The smallest integer not below this. */
  ceil(): bigint {
    return -(-this.numerator >> BigInt(this.exponent));
  }

  /** The nearest double (exact when it fits). */
  toNumber(): number {
    return this.float;
  }

  /** `3`, `-1/2`, `5/8`. */
  toString(): string {
    if (this.exponent === 0) return this.numerator.toString();
    return `${this.numerator}/${1n << BigInt(this.exponent)}`;
  }
}

/** The larger of two dyadics. */
export function maxDyadic(a: Dyadic, b: Dyadic): Dyadic {
  return a.compare(b) >= 0 ? a : b;
}

/** The smaller of two dyadics. */
export function minDyadic(a: Dyadic, b: Dyadic): Dyadic {
  return a.compare(b) <= 0 ? a : b;
}

/** One end of an interval of dyadics; `undefined` value means unbounded. */
export interface Bound {
  readonly value: Dyadic;
  /** Whether the end itself belongs to the interval. */
  readonly closed: boolean;
}

/**
 * The simplest dyadic (Conway's sense: the integer nearest zero, else the smallest denominator)
 * strictly inside the interval between two bounds, or undefined when the interval is empty.
 */
export function simplestBetween(
  low: Bound | undefined,
  high: Bound | undefined,
): Dyadic | undefined {
  const small = smallSimplestBetween(low, high);
  return small === null ? bigSimplestBetween(low, high) : small;
}

/** {@link simplestBetween} in bigints, at any size. */
export function bigSimplestBetween(
  low: Bound | undefined,
  high: Bound | undefined,
): Dyadic | undefined {
  const above = (x: Dyadic): boolean =>
    low === undefined || (low.closed ? x.compare(low.value) >= 0 : x.compare(low.value) > 0);
  const below = (x: Dyadic): boolean =>
    high === undefined || (high.closed ? x.compare(high.value) <= 0 : x.compare(high.value) < 0);
  if (low !== undefined && high !== undefined) {
    const order = low.value.compare(high.value);
    if (order > 0 || (order === 0 && !(low.closed && high.closed))) return undefined;
  }
  if (above(Dyadic.zero) && below(Dyadic.zero)) return Dyadic.zero;
  // The interval lies on one side of zero: try the integer nearest zero inside it.
  const positive = !above(Dyadic.zero);
  if (positive) {
    const lowValue = low!.value;
    let n = lowValue.ceil();
    if (!above(Dyadic.of(n))) n += 1n;
    if (below(Dyadic.of(n))) return Dyadic.of(n);
  } else {
    const highValue = high!.value;
    let n = highValue.floor();
    if (!below(Dyadic.of(n))) n -= 1n;
    if (above(Dyadic.of(n))) return Dyadic.of(n);
  }
  // No integer inside: both bounds are finite and within one unit interval. The dyadic with the
  // smallest denominator inside is unique.
  // Some m/2^k lies inside for k past both bounds' exponents, and then for every larger k: find
  // the least such k by bisection (one k at a time is quadratic for exponents of 100000).
  const lowValue = low!.value;
  const inside = (k: number): Dyadic | undefined => {
    let m = lowValue.times(1n << BigInt(k)).floor();
    while (!above(Dyadic.of(m, k))) m += 1n;
    const candidate = Dyadic.of(m, k);
    return below(candidate) ? candidate : undefined;
  };
  let [none, some] = [0, Math.max(lowValue.exponent, high!.value.exponent) + 1];
  while (some - none > 1) {
    const middle = Math.floor((none + some) / 2);
    if (inside(middle) === undefined) none = middle;
    else some = middle;
  }
  return inside(some)!;
}

/** Bounds of at most this size and this many binary places are searched in doubles. */
const SMALL_SIZE = 2 ** 20;
const SMALL_PLACES = 30;

/**
 * {@link simplestBetween} in doubles, which stay exact for small bounds (a game's stops, nearly
 * always): no bigint or closure per step. Null when a bound is too large or too fine for it.
 */
function smallSimplestBetween(
  low: Bound | undefined,
  high: Bound | undefined,
): Dyadic | undefined | null {
  const lo = low === undefined ? -Infinity : exactFloat(low.value);
  const hi = high === undefined ? Infinity : exactFloat(high.value);
  if (!(Math.abs(lo) <= SMALL_SIZE || lo === -Infinity)) return null; // NaN too
  if (!(Math.abs(hi) <= SMALL_SIZE || hi === Infinity)) return null;
  if (low !== undefined && low.value.exponent > SMALL_PLACES) return null;
  if (high !== undefined && high.value.exponent > SMALL_PLACES) return null;
  const loClosed = low?.closed === true;
  const hiClosed = high?.closed === true;
  if (lo > hi || (lo === hi && !(loClosed && hiClosed))) return undefined;
  const above = (x: number): boolean => (loClosed ? x >= lo : x > lo);
  const below = (x: number): boolean => (hiClosed ? x <= hi : x < hi);
  if (above(0) && below(0)) return Dyadic.zero;
  // The integer nearest zero inside, else the fraction with the fewest binary places: one place
  // past the bounds' at most, and a few steps of m at each.
  let n: number;
  if (!above(0)) {
    n = Math.ceil(lo);
    if (!above(n)) n += 1;
  } else {
    n = Math.floor(hi);
    if (!below(n)) n -= 1;
  }
  if (above(n) && below(n)) return Dyadic.of(n);
  for (let k = 1, scale = 2; k <= SMALL_PLACES + 1; k++, scale *= 2) {
    let m = Math.floor(lo * scale);
    while (!above(m / scale)) m += 1;
    if (below(m / scale)) return Dyadic.of(m, k);
  }
  return null; // not reached: the bounds have at most SMALL_PLACES places
}

/** The number of factors 2 in a nonzero bigint. */
function trailingZeros(n: bigint): number {
  const lowest = n < 0n ? -n & n : n & -n;
  return lowest.toString(2).length - 1;
}
