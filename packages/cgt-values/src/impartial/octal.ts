import { checkControl, Checkpoints, reserveMemory, type SolveControl } from '@cgkit/core-search';
import { NotationError } from '../short/notation.js';
import { InputLimitError } from '../input-limit.js';

/**
 * Octal (take-and-break) games: heaps of tokens; the code `d0.d1d2…` says, for each k, whether a
 * player may remove k tokens from a heap leaving no heap (bit 1 of d_k), one heap (bit 2) or two
 * nonempty heaps (bit 4). Kayles is `0.77`, Dawson's Kayles `0.07`, Dawson's Chess `0.137`.
 */

/**
 * The digits d0, d1, … of an octal code, without trailing zeros. A mistake is a NotationError
 * with the column (1-based, in the code as given) of the first character that does not fit.
 */
export function parseOctalCode(code: string): number[] {
  const scan = new CodeScanner(code);
  const first = scan.peek();
  let d0 = 0;
  if (first !== undefined && /[0-9]/.test(first)) {
    // Removing no tokens must break the heap in two; leaving it whole or empty is no move.
    if (first !== '0' && first !== '4') scan.fail('the digit before the point to be 0 or 4');
    d0 = Number(first);
    scan.next();
  }
  if (scan.peek() !== '.') {
    scan.fail(`${scan.pos === 0 ? 'a digit or a point' : 'a point'} ${OCTAL_EXAMPLES}`);
  }
  scan.next();
  const digits = [d0];
  while (!scan.done()) {
    if (!/[0-7]/.test(scan.peek()!)) scan.fail(`a digit from 0 to 7 ${OCTAL_EXAMPLES}`);
    digits.push(Number(scan.next()));
  }
  while (digits.length > 1 && digits[digits.length - 1] === 0) digits.pop();
  return digits;
}

const OCTAL_EXAMPLES = 'in an octal code (e.g. 0.77 or 4.07)';

/**
 * Reads a game's code character by character, ignoring spaces around it; `fail` throws a
 * NotationError at the current character, counted from 1 in the code as given.
 */
export class CodeScanner {
  /** Index in the trimmed code. */
  pos = 0;
  private readonly text: string;
  private readonly offset: number;

  constructor(readonly code: string) {
    this.text = code.trim();
    this.offset = code.length - code.trimStart().length;
  }

  peek(ahead = 0): string | undefined {
    return this.text[this.pos + ahead];
  }

  next(): string {
    return this.text[this.pos++]!;
  }

  done(): boolean {
    return this.pos >= this.text.length;
  }

  /** Throws a NotationError: `expected` at index `at` of the trimmed code. */
  fail(expected: string, at = this.pos, found?: string): never {
    const seen =
      found ?? (at < this.text.length ? JSON.stringify(this.text[at]) : 'the end of the code');
    throw new NotationError(this.code, this.offset + at + 1, expected, seen);
  }
}

/** The Grundy values of an octal game, with its period when proved. */
export interface GrundySequence {
  /** The code, as given. */
  readonly code: string;
  /** `values[n]` is the Grundy value of a heap of n tokens. */
  readonly values: Uint32Array;
  /** The least period p with G(n + p) = G(n) for all n ≥ preperiod, when proved. */
  readonly period: number | undefined;
  /** The least such n for that period. */
  readonly preperiod: number | undefined;
}

/** How {@link octalGrundy} computes: its control, and whether a proved period fills the rest. */
export interface OctalOptions extends SolveControl {
  /**
   * Once periodicity is proved, fill the remaining values from the period instead of computing
   * them (default true). Turning it off is for checking the theorem against the computation.
   */
  readonly extrapolate?: boolean;
}

/**
 * The Grundy values for heaps 0 … count−1. Periodicity is proved by the octal periodicity
 * theorem: if G(n + p) = G(n) for all n with n0 ≤ n < 2·n0 + p + t (t the last nonzero digit's
 * index, n0 ≥ 1), then it holds for all n ≥ n0.
 */
export function octalGrundy(
  code: string,
  count: number,
  options: OctalOptions = {},
): GrundySequence {
  if (!Number.isSafeInteger(count) || count < 0 || count > 2 ** 28) {
    throw new InputLimitError(`count must be an integer from 0 to 2^28, got ${count}`);
  }
  const digits = parseOctalCode(code);
  const t = digits.length - 1;
  const extrapolate = options.extrapolate ?? true;
  reserveMemory(options, `${count} Grundy values`, count * Uint32Array.BYTES_PER_ELEMENT);
  const checkpoints = new Checkpoints(options, 'heaps', 1024, count);
  // Progress is counted in heaps, but a heap of n tokens takes n steps in a game that breaks
  // heaps: the control is checked by steps.
  let steps = 0;
  const step = (units: number): void => {
    steps += units;
    if (steps >= STEPS_BETWEEN_CHECKS) {
      steps = 0;
      checkControl(options);
    }
  };
  const g = new Uint32Array(count);
  // stamp[v] === n + 1 marks value v as an option of heap n.
  let stamp: Int32Array = new Int32Array(64);
  let found: { period: number; preperiod: number } | undefined;
  let nextCheck = 4;
  for (let n = 0; n < count; n++) {
    if (found !== undefined && extrapolate) {
      g[n] = g[n - found.period]!;
      continue;
    }
    checkpoints.tick();
    step(t + 1);
    const mark = n + 1;
    let largest = 0;
    for (let k = 0; k <= t && k <= n; k++) {
      const d = digits[k]!;
      if ((d & 1) !== 0 && n === k) stamp[0] = mark;
      if ((d & 2) !== 0 && n > k) {
        const v = g[n - k]!;
        if (v >= stamp.length) stamp = grow(stamp, v);
        stamp[v] = mark;
        if (v > largest) largest = v;
      }
      if ((d & 4) !== 0) {
        const rest = n - k;
        step(rest / 2);
        for (let a = 1; 2 * a <= rest; a++) {
          const v = g[a]! ^ g[rest - a]!;
          if (v >= stamp.length) stamp = grow(stamp, v);
          stamp[v] = mark;
          if (v > largest) largest = v;
        }
      }
    }
    let m = 0;
    while (m <= largest && stamp[m] === mark) m++;
    g[n] = m;
    if (found === undefined && n + 1 >= nextCheck) {
      found = provePeriod(g, n + 1, t, step);
      nextCheck = Math.ceil((n + 1) * 1.05) + 1;
    }
  }
  found ??= provePeriod(g, count, t, step);
  return { code, values: g, period: found?.period, preperiod: found?.preperiod };
}

/** Steps of work between two checks of the control. */
export const STEPS_BETWEEN_CHECKS = 1 << 20;

function grow(stamp: Int32Array, v: number): Int32Array {
  const grown = new Int32Array(Math.max(v + 1, stamp.length * 2));
  grown.set(stamp);
  return grown;
}

/** The least period proved by the octal periodicity theorem from g[0 … length−1], if any. */
export function provePeriod(
  g: Uint32Array,
  length: number,
  t: number,
  step: (units: number) => void,
): { period: number; preperiod: number } | undefined {
  for (let p = 1; 2 * p + t + 2 <= length; p++) {
    // Periodicity must hold from n0 = max(preperiod, 1) through 2·n0 + p + t − 1.
    const highestStart = Math.floor((length - 2 * p - t) / 2);
    let m = length - p - 1;
    while (m >= 0 && g[m + p] === g[m]) m--;
    step(length - p - m);
    const preperiod = m + 1;
    if (Math.max(preperiod, 1) <= highestStart) return { period: p, preperiod };
  }
  return undefined;
}
