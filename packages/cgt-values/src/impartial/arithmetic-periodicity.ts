import { Checkpoints, reserveMemory, type SolveControl } from '@cgkit/core-search';

/** A hypothesis of {@link proveSplittingPeriod}; tests drop one at a time to show each is needed. */
export type SplittingHypothesis = 'power of two' | 'low first values' | 'top' | 'cover';

/** Work the check may take, in configurations and flags visited: beyond it no proof is tried. */
const MAX_STEPS = 2 ** 25;

/** What the check reads of a take-and-break code (a `TakeAndBreakCode` has it). */
export interface CodeDigits {
  readonly digits: readonly number[];
  readonly rules: readonly ('' | '!' | '?')[];
  readonly repeat: readonly number[];
}

/**
 * Proves G(n + p) = G(n) + s for every n ≥ n0 from the values g computed, for a finite code whose
 * moves may split a heap into two or three (hexadecimal digits, `!`, `?`); true, or why not.
 *
 * The theorem (in the spirit of Howse and Nowakowski's arithmetic-periodicity test for
 * hexadecimal games, TCS 313, 2004, with a check by residue instead of a window). Let s = 2^m,
 * t the last digit, B = n0 + p, and suppose
 *   (i)   G(b) < s for every b < B, and G(n + p) = G(n) + s for n0 ≤ n < N* = max(B, t + 1).
 * Write every heap n as b + q·p with b < B (b = n, q = 0 when n < B; else b ∈ [n0, B)); then
 * claimed G(n) = G(b) + s·q = G(b) | q·2^m, so nim-sums split into a low part ⊕G(b_i) < s and a
 * high part ⊕q_i. Take N = r + q·p ≥ N* (r ∈ [n0, B), q ≥ 1) and assume the claim below N. An
 * option removes k and leaves heaps b_i + q_i·p; its *configuration* is (k, the bases b_i) and
 * its carry c = (Σb_i + k − r)/p satisfies Σq_i = q − c, with c ≥ 0 because a heap with q_i ≥ 1
 * has b_i ≥ n0 while r < n0 + p. A base b ≥ max(n0, 1) is *free* (it may carry q_i > 0; base 0,
 * when n0 = 0, must, and counts only in the absence test of (ii)). The high part is
 * ⊕q_i ≤ q − c. Putting all of q − c on one free heap keeps the digit's `!` or `?` when the
 * bases keep it (that heap is then the largest), so such a configuration has an option of high
 * part exactly q − c ("exact"); three free bases that keep it, with q_i = (h, d, d), give every
 * h ≤ q − c of the parity of q − c (the heaps' residues mod p are the bases', so the rule holds).
 * Then G(N) = G(r) + s·q (the mex) when, for this r,
 *   (ii)  top: every low value below G(r) comes from an exact configuration with c = 0, and no
 *         configuration with c = 0 and a free heap at all (rules ignored) has low value G(r):
 *         the options of high part q are exactly those;
 *   (iii) cover: for every low value l < s and every g ≥ 1, l comes from an exact
 *         configuration with c = g, or from a three-free-heap one with c ≤ g and c ≡ g (mod 2):
 *         so every value l + s·(q − g) below s·q is an option.
 * Configurations and carries are finitely many (c ≤ (3B + t)/p), so (iii) for g up to the
 * largest carry + 2 gives it for every g. (ii) and (iii) depend on r only, so checking them for
 * each r ∈ [n0, B) proves G(N) for every N ≥ N*, by induction.
 */
export function proveSplittingPeriod(
  c: CodeDigits,
  g: Uint32Array,
  p: number,
  s: number,
  n0: number,
  control: SolveControl = {},
  omit?: SplittingHypothesis,
): true | string {
  const tooFew = 'the values computed do not reach far enough for the arithmetic-periodicity check';
  if (c.repeat.length > 0) return 'the arithmetic-periodicity check is for finite codes';
  if (p < 1 || s < 1 || n0 < 0) return 'the arithmetic-periodicity check needs a saltus above 0';
  if (omit !== 'power of two' && (s & (s - 1)) !== 0)
    return `the saltus ${s} is not a power of two`;
  const B = n0 + p;
  const t = c.digits.length - 1;
  if (g.length < Math.max(B, t + 1) + 1) return tooFew;
  const checkpoints = new Checkpoints(control, 'arithmetic-periodicity check', 1 << 16);
  for (let n = n0; n + p < g.length; n++) {
    checkpoints.tick();
    if (g[n + p] !== g[n]! + s) return tooFew;
  }
  if (omit !== 'low first values' && g.subarray(0, B).some((v) => v >= s)) {
    return `a value of the first ${B} heaps is not below the saltus ${s}`;
  }
  const carries = Math.floor((3 * B + t) / p) + 1;
  // Low values are nim-sums of values before B: below s, or below the power of two above the
  // largest of them when (i) is dropped.
  let lows = s;
  while (g.subarray(0, B).some((v) => v >= lows)) lows *= 2;
  const size = p * carries * lows;
  if (size > 2 ** 24 || (B ** 3 / 6) * (t + 1) > MAX_STEPS) {
    return 'the period and saltus are too large for the arithmetic-periodicity check';
  }
  reserveMemory(control, 'the arithmetic-periodicity check', size);
  const EXACT = 1;
  const THREE_FREE = 2;
  const TOP_EXACT = 4;
  const TOP_ANY = 8;
  // flags[((r − n0)·carries + c)·lows + l]; the top flags live at c = 0.
  const flags = new Uint8Array(size);
  const at = (r: number, carry: number, l: number): number =>
    ((r - n0) * carries + carry) * lows + l;
  // One configuration: digit k leaves `heaps` heaps on bases x ≤ y ≤ z (the first `heaps`).
  const visit = (k: number, rule: '' | '!' | '?', heaps: number, x: number, y = 0, z = 0): void => {
    checkpoints.tick();
    const sum = k + x + (heaps > 1 ? y : 0) + (heaps > 2 ? z : 0);
    const r = n0 + ((((sum - n0) % p) + p) % p);
    const carry = (sum - r) / p;
    if (carry < 0) return;
    const isFree = (b: number): number => (b >= n0 && b > 0 ? 1 : 0);
    const free = isFree(x) + (heaps > 1 ? isFree(y) : 0) + (heaps > 2 ? isFree(z) : 0);
    // A base-0 heap (only when n0 = 0) carries q_i ≥ 1: counted for the top's absence only.
    if (free === 0 && x > 0) return;
    const l = g[x]! ^ (heaps > 1 ? g[y]! : 0) ^ (heaps > 2 ? g[z]! : 0);
    const distinct = heaps === 1 || (x !== y && (heaps === 2 || y !== z));
    const equal = heaps > 1 && x === (heaps === 2 ? y : z);
    const obeys = rule === '!' ? distinct : rule === '?' ? !equal : true;
    if (carry === 0) flags[at(r, 0, l)]! |= TOP_ANY;
    if (x === 0 || free === 0 || !obeys) return;
    if (carry === 0) flags[at(r, 0, l)]! |= TOP_EXACT;
    flags[at(r, carry, l)]! |= free === 3 ? EXACT | THREE_FREE : EXACT;
  };
  const first = n0 === 0 ? 0 : 1;
  for (let k = 0; k <= t; k++) {
    const d = c.digits[k]!;
    const rule = c.rules[k]!;
    if (k > 0 && (d & 2) !== 0) for (let x = first; x < B; x++) visit(k, rule, 1, x);
    if ((d & 4) !== 0) {
      for (let x = first; x < B; x++) for (let y = x; y < B; y++) visit(k, rule, 2, x, y);
    }
    if ((d & 8) !== 0) {
      for (let x = first; x < B; x++)
        for (let y = x; y < B; y++) for (let z = y; z < B; z++) visit(k, rule, 3, x, y, z);
    }
  }
  for (let r = n0; r < B; r++) {
    const top = g[r]!;
    if (omit !== 'top') {
      for (let l = 0; l < top; l++) {
        if ((flags[at(r, 0, l)]! & TOP_EXACT) === 0) {
          return `heaps ${r} + ${p}·q may lack an option of value ${l} + ${s}·q (the top of the mex)`;
        }
      }
      if ((flags[at(r, 0, top)]! & TOP_ANY) !== 0) {
        return `heaps ${r} + ${p}·q may have an option of their own value ${top} + ${s}·q`;
      }
    }
    if (omit === 'cover') continue;
    for (let l = 0; l < s; l++) {
      // The least carry of each parity with three free heaps; then every gap g in turn.
      const least = [Infinity, Infinity];
      for (let carry = 0; carry < carries; carry++) {
        checkpoints.tick();
        if ((flags[at(r, carry, l)]! & THREE_FREE) !== 0) {
          least[carry % 2] = Math.min(least[carry % 2]!, carry);
        }
      }
      for (let gap = 1; gap <= carries + 1; gap++) {
        const exact = gap < carries && (flags[at(r, gap, l)]! & EXACT) !== 0;
        if (!exact && least[gap % 2]! > gap) {
          return `heaps ${r} + ${p}·q may lack an option of value ${l} + ${s}·(q − ${gap}) (the lower values)`;
        }
      }
    }
  }
  return true;
}
