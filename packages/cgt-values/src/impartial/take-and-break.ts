import { checkControl, Checkpoints, reserveMemory, type SolveControl } from '@cgkit/core-search';
import { CodeScanner, provePeriod, STEPS_BETWEEN_CHECKS } from './octal.js';
import { InputLimitError } from '../input-limit.js';
import { proveSplittingPeriod } from './arithmetic-periodicity.js';

/**
 * Take-and-break games of any code, as CGSuite writes them: `d0.d1d2…[r1r2…]`. Digit d_k (0–9,
 * a–f) says how many nonempty heaps may be left after removing k tokens from a heap: bit 1 none,
 * bit 2 one, bit 4 two, bit 8 three (so octal codes are those with digits up to 7, hexadecimal
 * ones go up to f). A digit followed by `!` requires the heaps left to be all different (Grundy's
 * game is `4!.0`), by `?` not all equal. Digits in brackets at the end repeat forever (`0.[3]` is
 * Nim). A subtraction game is written `S(1,3,4)`: remove 1, 3 or 4 tokens from a heap.
 */
export interface TakeAndBreakCode {
  /** The code as given. */
  readonly code: string;
  /** The digits d0, d1, … before the repeated part (trailing zeros kept). */
  readonly digits: readonly number[];
  /** `!` (all different), `?` (not all equal) or '' for each digit. */
  readonly rules: readonly ('' | '!' | '?')[];
  /** The repeated digits (with their rules), empty when the code is finite. */
  readonly repeat: readonly number[];
  readonly repeatRules: readonly ('' | '!' | '?')[];
}

const EXAMPLES = '(e.g. 0.77, 4!.0, 0.3F, 0.[3] or S(1,3,4))';
const MAX_SUBTRACTION = 100_000;

/**
 * Reads a take-and-break code or a subtraction game `S(…)`. A mistake is a NotationError with
 * the column (1-based, in the code as given) of the first character that does not fit.
 */
export function parseTakeAndBreak(code: string): TakeAndBreakCode {
  const scan = new CodeScanner(code);
  if (/^[sS]$/.test(scan.peek() ?? '')) return subtractionGame(scan);
  const digits: number[] = [];
  const rules: ('' | '!' | '?')[] = [];
  // One digit with its rule, if the scanner is at a digit.
  const digit = (into: number[], intoRules: ('' | '!' | '?')[]): boolean => {
    const c = scan.peek();
    if (c === undefined || !/[0-9a-fA-F]/.test(c)) return false;
    into.push(parseInt(scan.next(), 16));
    const rule = scan.peek();
    intoRules.push(rule === '!' || rule === '?' ? (scan.next() as '!' | '?') : '');
    return true;
  };
  if (digit(digits, rules)) {
    // Removing no tokens must leave at least two heaps: leaving one (the same heap) or none is
    // no move.
    if ((digits[0]! & 3) !== 0) {
      scan.fail(
        'the digit before the point to leave two or more heaps (0, 4, 8 or c)',
        scan.pos - 1 - (rules[0] === '' ? 0 : 1),
      );
    }
  } else {
    digits.push(0);
    rules.push('');
  }
  if (scan.peek() !== '.') {
    scan.fail(`${scan.pos === 0 ? 'a digit or a point' : 'a point'} ${EXAMPLES}`);
  }
  scan.next();
  while (digit(digits, rules));
  const repeat: number[] = [];
  const repeatRules: ('' | '!' | '?')[] = [];
  if (scan.peek() === '[') {
    scan.next();
    if (!digit(repeat, repeatRules)) scan.fail(`a digit 0 to 9 or a to f to repeat ${EXAMPLES}`);
    while (digit(repeat, repeatRules));
    if (scan.peek() !== ']') scan.fail(`a digit, '!', '?' or ']' ${EXAMPLES}`);
    scan.next();
  }
  if (!scan.done()) {
    scan.fail(
      repeat.length > 0
        ? `the end of the code after the repeated digits ${EXAMPLES}`
        : `a digit 0 to 9 or a to f, '!', '?' or '[' ${EXAMPLES}`,
    );
  }
  // Repeated zeros allow nothing: the code is finite.
  if (repeat.every((d) => d === 0)) return { code, digits, rules, repeat: [], repeatRules: [] };
  return { code, digits, rules, repeat, repeatRules };
}

/** `S(a, b, …)`: remove a, b, … tokens from a heap, from the scanner at the `S`. */
function subtractionGame(scan: CodeScanner): TakeAndBreakCode {
  scan.next();
  if (scan.peek() !== '(') scan.fail(`'(' ${EXAMPLES}`);
  scan.next();
  const sizes: number[] = [];
  const spaces = (): void => {
    while (/^\s$/.test(scan.peek() ?? '')) scan.next();
  };
  for (;;) {
    spaces();
    const at = scan.pos;
    let text = '';
    while (/^[0-9]$/.test(scan.peek() ?? '')) text += scan.next();
    if (text === '') scan.fail(`a subtraction size ${EXAMPLES}`);
    const k = Number(text);
    if (k < 1 || k > MAX_SUBTRACTION) {
      scan.fail(`a subtraction size from 1 to ${MAX_SUBTRACTION}`, at, text);
    }
    sizes.push(k);
    spaces();
    if (scan.peek() === ')') break;
    if (scan.peek() !== ',') scan.fail(`',' or ')' ${EXAMPLES}`);
    scan.next();
  }
  scan.next();
  if (!scan.done()) scan.fail('the end of the code after the subtraction sizes');
  const digits = Array<number>(Math.max(...sizes) + 1).fill(0);
  for (const k of sizes) digits[k] = 3;
  return { code: scan.code, digits, rules: digits.map(() => ''), repeat: [], repeatRules: [] };
}

/** The digit and its rule for removing k tokens. */
function digitAt(c: TakeAndBreakCode, k: number): [number, '' | '!' | '?'] {
  if (k < c.digits.length) return [c.digits[k]!, c.rules[k]!];
  if (c.repeat.length === 0) return [0, ''];
  const i = (k - c.digits.length) % c.repeat.length;
  return [c.repeat[i]!, c.repeatRules[i]!];
}

/** Every way a move leaves heaps (sorted, nonempty) from a heap of n: for tests and small play. */
export function* takeAndBreakMoves(c: TakeAndBreakCode, n: number): Generator<number[]> {
  for (let k = 0; k <= n; k++) {
    const [d, rule] = digitAt(c, k);
    const m = n - k;
    const allowed = (heaps: number[]): boolean =>
      rule === '!'
        ? heaps.every((h, i) => i === 0 || h !== heaps[i - 1])
        : rule === '?'
          ? heaps.some((h) => h !== heaps[0])
          : true;
    if ((d & 1) !== 0 && m === 0 && k > 0) yield [];
    if ((d & 2) !== 0 && m > 0 && k > 0) yield [m];
    if ((d & 4) !== 0) for (let a = 1; 2 * a <= m; a++) if (allowed([a, m - a])) yield [a, m - a];
    if ((d & 8) !== 0) {
      for (let a = 1; 3 * a <= m; a++) {
        for (let b = a; a + 2 * b <= m; b++)
          if (allowed([a, b, m - a - b])) yield [a, b, m - a - b];
      }
    }
  }
}

/** The Grundy values of a take-and-break game, with what is known of their regularity. */
export interface TakeAndBreakValues {
  readonly code: string;
  /** `values[n]` is the Grundy value of a heap of n tokens. */
  readonly values: Uint32Array;
  /**
   * G(n + period) = G(n) + saltus for n ≥ preperiod, for as far as computed; `proved` when a
   * theorem shows it holds for every n: the octal periodicity theorem for finite octal codes
   * (no `!` or `?`), a finite check (see {@link proveSingleHeapPeriod}) for codes whose moves
   * leave at most one heap, such as the all-but subtraction games, and an arithmetic-periodicity
   * check (see `proveSplittingPeriod` in arithmetic-periodicity.ts) for finite codes that split
   * heaps, with a saltus a power of two above the values of the first n0 + p heaps. A saltus
   * other than 0 is arithmetic periodicity.
   */
  readonly period: number | undefined;
  readonly preperiod: number | undefined;
  readonly saltus: number | undefined;
  readonly proved: boolean;
  /** Why `proved` is false: no theorem covers the code, or the values do not reach far enough. */
  readonly reason?: string;
}

/** Bytes of scratch per value: the values, the marks of the mex and the flags of the proof. */
const BYTES_PER_HEAP = 9;

/** The Grundy values for heaps 0 … count−1 of any take-and-break code (see parseTakeAndBreak). */
export function takeAndBreakGrundy(
  code: string,
  count: number,
  control: SolveControl = {},
): TakeAndBreakValues {
  if (!Number.isSafeInteger(count) || count < 0 || count > 2 ** 26) {
    throw new InputLimitError(`count must be an integer from 0 to 2^26, got ${count}`);
  }
  const c = parseTakeAndBreak(code);
  reserveMemory(control, `${count} Grundy values`, count * BYTES_PER_HEAP);
  const checkpoints = new Checkpoints(control, 'heaps', 1024, count);
  let steps = 0;
  const g = new Uint32Array(count);
  let stamp = new Int32Array(64);
  const mark = (v: number, n: number): void => {
    if (v >= stamp.length) {
      const grown = new Int32Array(Math.max(v + 1, stamp.length * 2));
      grown.set(stamp);
      stamp = grown;
    }
    stamp[v] = n + 1;
  };
  for (let n = 0; n < count; n++) {
    checkpoints.tick();
    for (const heaps of takeAndBreakMoves(c, n)) {
      if (++steps >= STEPS_BETWEEN_CHECKS) {
        steps = 0;
        checkControl(control);
      }
      let v = 0;
      for (const h of heaps) v ^= g[h]!;
      mark(v, n);
    }
    let m = 0;
    while (m < stamp.length && stamp[m] === n + 1) m++;
    g[n] = m;
  }
  return { code, values: g, ...regularity(c, g, control) };
}

function regularity(
  c: TakeAndBreakCode,
  g: Uint32Array,
  control: SolveControl,
): Pick<TakeAndBreakValues, 'period' | 'preperiod' | 'saltus' | 'proved' | 'reason'> {
  const finiteOctal =
    c.repeat.length === 0 && c.digits.every((d) => d < 8) && c.rules.every((r) => r === '');
  if (finiteOctal) {
    const found = provePeriod(g, g.length, c.digits.length - 1, () => {});
    if (found !== undefined) return { ...found, saltus: 0, proved: true };
  }
  const seen = observedPeriod(g);
  if (seen === undefined) {
    return {
      period: undefined,
      preperiod: undefined,
      saltus: undefined,
      proved: false,
      reason: 'no period shows in the values computed',
    };
  }
  if (!leavesAtMostOneHeap(c)) {
    if (seen.saltus > 0 && c.repeat.length === 0) {
      const proof = proveSplittingPeriod(c, g, seen.period, seen.saltus, seen.preperiod, control);
      return proof === true ? { ...seen, proved: true } : { ...seen, proved: false, reason: proof };
    }
    return {
      ...seen,
      proved: false,
      reason: finiteOctal
        ? 'the values computed do not reach far enough for the octal periodicity theorem'
        : seen.saltus > 0
          ? 'no periodicity theorem is implemented for codes that split heaps with repeated digits'
          : 'no periodicity theorem is implemented for codes that split heaps with hexadecimal digits, repeated digits, ! or ?',
    };
  }
  const proof = singleHeapProof(c, g, seen.period, seen.saltus, seen.preperiod, control);
  return proof === true ? { ...seen, proved: true } : { ...seen, proved: false, reason: proof };
}

/**
 * The least period (and saltus) that holds over at least the last two thirds of the values,
 * checked three periods over: evidence, not proof.
 */
function observedPeriod(
  g: Uint32Array,
): { period: number; preperiod: number; saltus: number } | undefined {
  const n = g.length;
  for (let p = 1; 3 * p <= n - Math.ceil(n / 3); p++) {
    const s = g[n - 1]! - g[n - 1 - p]!;
    let m = n - p - 1;
    while (m >= 0 && g[m + p]! - g[m]! === s) m--;
    const preperiod = m + 1;
    if (preperiod <= n / 3) return { period: p, preperiod, saltus: s };
  }
  return undefined;
}

/** Whether every move leaves no heap or one heap: no digit (d0 included) has bit 4 or 8. */
function leavesAtMostOneHeap(c: TakeAndBreakCode): boolean {
  return [...c.digits, ...c.repeat].every((d) => d < 4);
}

/**
 * Proves G(n + p) = G(n) + s for every n ≥ n0 from the values g computed, for a code whose moves
 * leave at most one heap (so an option's value is one heap's value, with no nim-sum). Such codes
 * include the all-but subtraction games, which Angela Siegel proved arithmetic-periodic
 * ("Finite excluded subtraction sets and infinite geography", 2005; see Sleator and Slusky,
 * arXiv:1201.3299); the check itself is this induction, which also covers periodic codes (s = 0).
 *
 * Let r be the length of the repeated digits (1 if none), L the index where they start,
 * P = lcm(p, r), S = s·P/p and n1 = max(n0, 1). For N ≥ B = n1 + P + L every digit involved
 * repeats with period r, so the options of N are the heaps j < n1 + P (the "rest", heap 0 being
 * the move that leaves nothing), and heaps j ≥ n1 + P, each the shift by P of heap j − P ≥ n1,
 * an option of N − P by the same digit; the options of N − P are the heaps j < n1 (its rest) and
 * those shifted ones. If G(j) = G(j − P) + S below N, the option values satisfy
 *   (a) [0, S) ⊆ rest(N),
 *   (b) v ∈ rest(N), v ≥ S  ⇒  v − S ∈ rest(N − P) ∪ far(N),
 *   (c) v ∈ rest(N − P)     ⇒  v + S ∈ rest(N) or v ∈ far(N),
 * with far(N) the values of the shifted heaps j − P ∈ [n1, N − P − L] (which leave a digit of the
 * repeated part), then the options of N at least S are exactly those of N − P plus S, and all
 * values below S are options of N: G(N) = mex = G(N − P) + S. The rests depend only on N mod r
 * and far(N) grows with N in a residue class, so (a)–(c) for r consecutive N ≥ B give them for
 * every larger N; below those the values computed are compared directly. Last, G(n + p) = G(n) + s over one
 * stretch of P values from n1 gives it for every n ≥ n1 (n0 when n0 ≥ 1, and n = 0 is computed).
 */
export function proveSingleHeapPeriod(
  c: TakeAndBreakCode,
  g: Uint32Array,
  p: number,
  s: number,
  n0: number,
  control: SolveControl = {},
): boolean {
  return singleHeapProof(c, g, p, s, n0, control) === true;
}

/** Work the finite check may take, in heaps scanned: beyond it the proof is not attempted. */
const MAX_PROOF_STEPS = 2 ** 28;

/** True when the check proves the period, otherwise why not. */
function singleHeapProof(
  c: TakeAndBreakCode,
  g: Uint32Array,
  p: number,
  s: number,
  n0: number,
  control: SolveControl,
): true | string {
  const tooFew = 'the values computed do not reach far enough for the finite check';
  if (!leavesAtMostOneHeap(c) || p < 1 || s < 0)
    return 'the finite check is for codes leaving one heap';
  const r = Math.max(c.repeat.length, 1);
  const L = c.digits.length;
  const P = (p / gcd(p, r)) * r;
  const S = (s * P) / p;
  const n1 = Math.max(n0, 1);
  const B = n1 + P + L;
  if (B + r > g.length || n1 + P + p > g.length) return tooFew;
  if (r * g.length > MAX_PROOF_STEPS)
    return 'the repeated digits are too many for the finite check';
  // The relation over the values computed: (p, s) from n0, and so (P, S).
  for (let n = n0; n + p < g.length; n++) if (g[n + p] !== g[n]! + s) return tooFew;
  let steps = 0;
  const digit = (k: number): number => digitAt(c, k)[0];
  // The heaps j in [from, to) that are options of N: heap 0 by bit 1, the others by bit 2.
  const options = (N: number, from: number, to: number, each: (j: number) => void): void => {
    for (let j = from; j < to && j <= N; j++) {
      if (++steps >= STEPS_BETWEEN_CHECKS) {
        steps = 0;
        checkControl(control);
      }
      if ((digit(N - j) & (j === 0 ? 1 : 2)) !== 0 && (j > 0 || N > 0)) each(j);
    }
  };
  // Flags by value: in rest(N), in rest(N − P), wanted in far(N).
  const REST = 1;
  const BEFORE = 2;
  const WANTED = 4;
  const largest = g.reduce((most, v) => Math.max(most, v), 0);
  const flags = new Uint8Array(largest + 1);
  const has = (v: number, flag: number): boolean =>
    v >= 0 && v <= largest && (flags[v]! & flag) !== 0;
  // Below the window every value is computed; far(N) only grows, so the last window is the one
  // most likely to pass.
  const start = Math.max(B, g.length - r);
  for (let N = start; N < start + r; N++) {
    flags.fill(0);
    options(N, 0, n1 + P, (j) => (flags[g[j]!]! |= REST));
    options(N - P, 0, n1, (j) => (flags[g[j]!]! |= BEFORE));
    for (let v = 0; v < S; v++) if (!has(v, REST)) return tooFew;
    // The values that must be in far(N), for (b) and (c).
    let wanted = 0;
    const want = (v: number): void => {
      // A value beyond every value computed is in no far set.
      if (v > largest) wanted = Infinity;
      else if (!has(v, WANTED)) {
        flags[v]! |= WANTED;
        wanted++;
      }
    };
    for (let v = 0; v <= largest; v++) {
      if (has(v, REST) && v >= S && !has(v - S, BEFORE)) want(v - S);
      if (has(v, BEFORE) && !has(v + S, REST)) want(v);
    }
    options(N - P, n1, N - P - L + 1, (j) => {
      const v = g[j]!;
      if (has(v, WANTED)) {
        flags[v]! &= ~WANTED;
        wanted--;
      }
    });
    if (wanted > 0) return tooFew;
  }
  return true;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
