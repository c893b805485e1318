import { MemoryBudgetError, type Progress } from '@cgkit/core-search';
import { describe, expect, it } from 'vitest';
import { add } from './arithmetic.js';
import { game } from './canonical.js';
import { star, ZERO, type Game } from './store.js';
import { octalGrundy, parseOctalCode } from './octal.js';

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
    expect(() => parseOctalCode('0.78')).toThrow(SyntaxError);
    expect(() => parseOctalCode('2.1')).toThrow(/0 or 4/);
    expect(() => octalGrundy('0.77', -1)).toThrow(RangeError);
    expect(parseOctalCode('.770')).toEqual([0, 7, 7]);
  });
});
