import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NotationError } from '../short/notation.js';
import { star } from '../short/store.js';
import { bruteForce } from '../testing/brute-force.js';
import { mexTable } from '../testing/mex.js';
import { PartizanSolver } from './ruleset.js';
import {
  formatWythoff,
  MAX_WYTHOFF_HEAP,
  MAX_WYTHOFF_REACH,
  parseGenWythoff,
  parseWythoff,
  wythoff,
  type WythoffPosition,
} from './wythoff.js';

/** Nim-values of single pairs up to `size`, by the mex rule over the moves written out again. */
function mexTableOf(reach: number, size: number): number[][] {
  return mexTable(size, function* (m, n) {
    for (let a = 0; a < m; a++) yield [a, n];
    for (let b = 0; b < n; b++) yield [m, b];
    for (let k = 1; k <= m; k++) {
      for (let l = 1; l <= n; l++) if (Math.abs(k - l) < reach) yield [m - k, n - l];
    }
  });
}

const pair = (reach: number, m: number, n: number): WythoffPosition => ({
  reach,
  pairs: [[m, n]],
});

describe("Wythoff's game", () => {
  it('has its P-positions at (⌊kφ⌋, ⌊kφ²⌋) (Wythoff 1907; OEIS A000201, A001950)', () => {
    const lower = [1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24];
    const upper = [2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31, 34, 36, 39];
    const losing = new Set([
      '0,0',
      ...lower.flatMap((a, k) => [`${a},${upper[k]}`, `${upper[k]},${a}`]),
    ]);
    const solver = new PartizanSolver(wythoff);
    const zeros: string[] = [];
    for (let m = 0; m <= 40; m++) {
      for (let n = 0; n <= 40; n++) {
        if (solver.canonicalForm(pair(1, m, n)) === star(0)) zeros.push(`${m},${n}`);
      }
    }
    expect(new Set(zeros)).toEqual(losing);
  });

  it("gives the first rows of Wythoff's nim-value table (Dress, Flammenkamp, Pink 1999; OEIS A004481)", () => {
    const solver = new PartizanSolver(wythoff);
    const row = (m: number, values: number[]): void => {
      const got = values.map((_, n) => solver.canonicalForm(pair(1, m, n)));
      expect(got).toEqual(values.map((v) => star(v)));
    };
    row(0, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    row(1, [1, 2, 0, 4, 5, 3, 7, 8, 6, 10]);
    row(2, [2, 0, 1, 5, 3, 4, 8, 6, 7, 11]);
  });

  it("gives the values of CGSuite's tests for the pairs (10, n), n = 0 … 20", () => {
    // CGSuite's own test suite (aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/
    // GameHeapTest.scala): game.heap.Wythoff and GenWythoff(r => 2) at (10, n), and the number
    // of options of (10, 10).
    const expected: [number, number, number[]][] = [
      [1, 30, [10, 11, 9, 8, 13, 12, 0, 15, 16, 17, 14, 18, 7, 6, 2, 3, 1, 4, 5, 23, 28]],
      [2, 48, [10, 11, 12, 13, 0, 14, 9, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 15, 28, 29, 30]],
    ];
    const solver = new PartizanSolver(wythoff);
    for (const [reach, count, values] of expected) {
      const row = values.map((_, n) => solver.canonicalForm(pair(reach, 10, n)));
      expect([reach, row]).toEqual([reach, values.map((v) => star(v))]);
      expect(wythoff.leftOptions(pair(reach, 10, 10))).toHaveLength(count);
    }
  });

  it('has generalised P-positions (A_k, A_k + rk), for r = 2 at (⌊k√2⌋, ⌊k(2+√2)⌋) (Fraenkel 1982; OEIS A001951, A001952)', () => {
    const lower = [1, 2, 4, 5, 7, 8, 9, 11, 12, 14];
    const upper = [3, 6, 10, 13, 17, 20, 23, 27, 30, 34];
    const losing = new Set([
      '0,0',
      ...lower.flatMap((a, k) => [`${a},${upper[k]}`, `${upper[k]},${a}`]),
    ]);
    const solver = new PartizanSolver(wythoff);
    const zeros: string[] = [];
    for (let m = 0; m <= 34; m++) {
      for (let n = 0; n <= 34; n++) {
        if (solver.canonicalForm(pair(2, m, n)) === star(0)) zeros.push(`${m},${n}`);
      }
    }
    expect(new Set(zeros)).toEqual(losing);
  });

  it("has its P-positions at Fraenkel's (⌊kα⌋, ⌊kα⌋ + rk), α = (2 − r + √(r² + 4))/2, for reach 3 and 4 (Fraenkel 1982)", () => {
    // Fraenkel, "How to beat your Wythoff games' opponent on three fronts", Amer. Math. Monthly
    // 89 (1982): the P-positions of the game with reach r (take k and l with |k − l| < r). α is
    // irrational, so ⌊kα⌋ = ⌊(k(2 − r) + ⌊√(k²(r² + 4))⌋) / 2⌋ exactly.
    const size = 30;
    for (const r of [3, 4]) {
      const losing = new Set(['0,0']);
      for (let k = 1; ; k++) {
        const a = Math.floor((k * (2 - r) + Math.floor(Math.sqrt(k * k * (r * r + 4)))) / 2);
        const b = a + r * k;
        if (a > size) break;
        if (b <= size) losing.add(`${a},${b}`).add(`${b},${a}`);
      }
      const solver = new PartizanSolver(wythoff);
      const zeros: string[] = [];
      for (let m = 0; m <= size; m++) {
        for (let n = 0; n <= size; n++) {
          if (solver.canonicalForm(pair(r, m, n)) === star(0)) zeros.push(`${m},${n}`);
        }
      }
      expect(new Set(zeros), `reach ${r}`).toEqual(losing);
    }
  });

  it("gives 0 at the first 15 P-positions of Fraenkel's formula for reach 1 to 5, as CGSuite's test", () => {
    // aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/GameHeapTest.scala,
    // "define coordinate games properly": GenWythoff(r) for 1 ≤ r ≤ 5 at (⌊iα⌋, ⌊i(α + r)⌋).
    const solver = new PartizanSolver(wythoff);
    for (let r = 1; r <= 5; r++) {
      for (let i = 0; i < 15; i++) {
        const a = Math.floor((i * (2 - r) + Math.floor(Math.sqrt(i * i * (r * r + 4)))) / 2);
        expect(solver.canonicalForm(pair(r, a, a + r * i)), `reach ${r}, i = ${i}`).toBe(star(0));
      }
    }
  });

  it('values pairs by the mex rule and sums by the nim-sum (Sprague–Grundy), for any reach', () => {
    const tables = [1, 2, 3].map((r) => mexTableOf(r, 8));
    const solver = new PartizanSolver(wythoff);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.tuple(fc.nat(8), fc.nat(8)), { minLength: 1, maxLength: 3 }),
        (reach, pairs) => {
          const nimSum = pairs.reduce((x, [m, n]) => x ^ tables[reach - 1]![m]![n]!, 0);
          expect(solver.canonicalForm({ reach, pairs })).toBe(star(nimSum));
        },
      ),
    );
  });

  it('agrees with the bare game tree on small sums', () => {
    const solver = new PartizanSolver(wythoff);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.tuple(fc.nat(3), fc.nat(3)), { minLength: 1, maxLength: 2 }),
        (reach, pairs) => {
          const p = { reach, pairs };
          expect(solver.canonicalForm(p)).toBe(bruteForce(wythoff, formatWythoff, p));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('reads what it writes, and names the column of a mistake', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_WYTHOFF_REACH }),
        fc.array(fc.tuple(fc.nat(MAX_WYTHOFF_HEAP), fc.nat(MAX_WYTHOFF_HEAP)), {
          minLength: 1,
          maxLength: 5,
        }),
        (reach, pairs) => {
          const p = { reach, pairs };
          const parse = reach === 1 ? parseWythoff : parseGenWythoff;
          expect(parse(formatWythoff(p))).toEqual(p);
        },
      ),
    );
    const column = (parse: (t: string) => unknown, text: string): number | undefined => {
      try {
        parse(text);
      } catch (error) {
        if (error instanceof NotationError) return error.column;
        throw error;
      }
      return undefined;
    };
    expect(column(parseWythoff, '3,5 4;1')).toBe(5);
    expect(column(parseWythoff, `1,${MAX_WYTHOFF_HEAP + 1}`)).toBe(1);
    expect(column(parseWythoff, '  ')).toBe(1);
    expect(column(parseGenWythoff, '3,5')).toBe(1);
    expect(column(parseGenWythoff, ' 0: 3,5')).toBe(2);
    expect(column(parseGenWythoff, `${MAX_WYTHOFF_REACH + 1}: 3,5`)).toBe(1);
    expect(column(parseGenWythoff, '2: 3,5 x')).toBe(8);
    expect(column(parseGenWythoff, '2:')).toBe(3);
  });
});
