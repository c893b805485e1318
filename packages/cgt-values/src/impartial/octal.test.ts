import { MemoryBudgetError, type Progress } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add } from '../short/arithmetic.js';
import { game } from '../short/canonical.js';
import { star, ZERO, type Game } from '../short/store.js';
import { NotationError } from '../short/notation.js';
import { octalGrundy, parseOctalCode } from './octal.js';
import { notationError } from '../testing/notation.js';

/** The NotationError that `parse` throws. */
/** Heap values by canonical forms: each option is a sum of heaps, simplified as a general game. */
function heapGames(code: string, count: number): Game[] {
  const digits = parseOctalCode(code);
  const heaps: Game[] = [];
  for (let n = 0; n < count; n++) {
    const options: Game[] = [];
    digits.forEach((d, k) => {
      if ((d & 1) !== 0 && n === k) options.push(ZERO);
      if ((d & 2) !== 0 && n > k) options.push(heaps[n - k]!);
      if ((d & 4) !== 0)
        for (let a = 1; 2 * a <= n - k; a++) options.push(add(heaps[a]!, heaps[n - k - a]!));
    });
    heaps.push(game(options, options));
  }
  return heaps;
}

/** Where the sequence differs from its periodic continuation. */
function exceptions(values: Uint32Array, period: number): number[] {
  const out: number[] = [];
  const last = values.length - 1;
  for (let n = 0; n + period <= last; n++) {
    const far = n + period * Math.ceil((last - period - n) / period);
    if (values[n] !== values[far]) out.push(n);
  }
  return out;
}

describe('octal games', () => {
  it('reproduces Kayles (0.77, OEIS A002186): period 12, last exception at 70', () => {
    const kayles = octalGrundy('0.77', 1000);
    expect(Array.from(kayles.values.slice(0, 40))).toEqual([
      0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7,
      2, 1, 8, 6, 7, 4, 1, 2, 3,
    ]);
    expect([kayles.period, kayles.preperiod]).toEqual([12, 71]);
    expect(exceptions(kayles.values, 12)).toEqual([
      0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70,
    ]);
  });

  it("reproduces Dawson's Kayles (0.07) and Dawson's Chess (0.137): period 34", () => {
    const chess = octalGrundy('0.137', 1000);
    expect([chess.period, chess.preperiod]).toEqual([34, 52]);
    expect(exceptions(chess.values, 34)).toEqual([0, 14, 16, 17, 31, 34, 51]);
    // A heap of Dawson's Kayles is one token longer than its Dawson's Chess equivalent.
    const kayles = octalGrundy('0.07', 1001);
    expect([kayles.period, kayles.preperiod]).toEqual([34, 53]);
    expect(Array.from(kayles.values.slice(1))).toEqual(Array.from(chess.values));
  });

  it('agrees with canonical forms of the heaps', () => {
    for (const code of ['0.77', '0.07', '0.137', '4.07', '0.6', '0.51', '0.35', '0.4', '0.123']) {
      const values = octalGrundy(code, 22).values;
      heapGames(code, 22).forEach((g, n) => expect(g, `${code} heap ${n}`).toBe(star(values[n])));
    }
  });

  it('extrapolates exactly what direct computation finds', () => {
    for (const code of ['0.77', '0.07', '0.137', '4.07', '0.16']) {
      const fast = octalGrundy(code, 3000);
      const slow = octalGrundy(code, 3000, { extrapolate: false });
      expect(fast.values).toEqual(slow.values);
      expect([fast.period, fast.preperiod]).toEqual([slow.period, slow.preperiod]);
    }
  });

  it('says when no period is proved yet', () => {
    const g = octalGrundy('0.6', 500);
    expect(g.period).toBeUndefined();
    expect(octalGrundy('0.77', 100).period).toBeUndefined();
    expect(octalGrundy('0.3', 10)).toMatchObject({ period: 2, preperiod: 0 });
  });

  it('reports progress and stops when aborted', () => {
    const seen: Progress[] = [];
    octalGrundy('0.6', 3000, { onProgress: (p) => seen.push(p) });
    expect(seen).toEqual([
      { done: 1024, total: 3000, phase: 'heaps' },
      { done: 2048, total: 3000, phase: 'heaps' },
    ]);
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    expect(() => octalGrundy('0.6', 3000, { signal: controller.signal })).toThrow('stop');
    expect(() => octalGrundy('0.6', 2 ** 28, { maxMemoryBytes: 2 ** 20 })).toThrow(
      MemoryBudgetError,
    );
  });

  it('rejects malformed codes and counts', () => {
    expect(() => octalGrundy('0.77', -1)).toThrow(RangeError);
    expect(parseOctalCode('.770')).toEqual([0, 7, 7]);
    expect(parseOctalCode(' 4.07 ')).toEqual([4, 0, 7]);
  });

  it('says where a code goes wrong, as a NotationError with the column', () => {
    const cases: [string, number, string][] = [
      ['0.78', 4, 'expected a digit from 0 to 7 in an octal code (e.g. 0.77 or 4.07), found "8"'],
      ['2.1', 1, 'expected the digit before the point to be 0 or 4, found "2"'],
      ['  9.1', 3, 'found "9"'],
      ['077', 2, 'expected a point in an octal code'],
      ['x', 1, 'expected a digit or a point'],
      ['', 1, 'found the end of the code'],
      ['   ', 4, 'found the end of the code'],
      ['0.7 7', 4, 'found " "'],
    ];
    for (const [code, column, words] of cases) {
      const error = notationError(() => parseOctalCode(code));
      expect(error.column, code).toBe(column);
      expect(error.text).toBe(code);
      expect(error.message).toMatch(new RegExp(`^column ${column}: expected `));
      expect(error.message).toContain(words);
      // Bad input callers catch as a SyntaxError keep working.
      expect(error).toBeInstanceOf(SyntaxError);
    }
  });

  it('parses any string or points at a column within it', () => {
    const codeLike = fc.stringMatching(/^\s?[0-9.a-z ]{0,6}\s?$/);
    fc.assert(
      fc.property(fc.oneof(codeLike, fc.string()), (code) => {
        let digits: number[];
        try {
          digits = parseOctalCode(code);
        } catch (error) {
          expect(error).toBeInstanceOf(NotationError);
          const { column } = error as NotationError;
          expect(column).toBeGreaterThanOrEqual(1);
          expect(column).toBeLessThanOrEqual(code.length + 1);
          return;
        }
        expect(code.trim()).toMatch(/^[04]?\.[0-7]*$/);
        expect(digits.every((d) => d >= 0 && d <= 7)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
