import { DeadlineError, MemoryBudgetError } from '@cgkit/core-search';
import { describe, expect, inject, it } from 'vitest';
import { octalMoves } from './octal.js';
import { misereQuotient, type MisereQuotient } from './quotient.js';
import { parseOctalCode } from '../impartial/octal.js';
import { naiveMisereOutcome, naiveOctalHeaps } from '../testing/misere-naive.js';

/** Misère outcomes of sums of heaps of an octal game (heaps with moves, sorted), by brute force. */
function bruteForce(code: string): (sum: readonly number[]) => 'N' | 'P' {
  const digits = parseOctalCode(code);
  const moves: number[][][] = [];
  const known = new Map<string, 'N' | 'P'>();
  const outcome = (sum: readonly number[]): 'N' | 'P' => {
    const key = sum.join(',');
    let result = known.get(key);
    if (result !== undefined) return result;
    // With no move left the player to move has won; otherwise P when every move reaches an N.
    result = sum.length === 0 ? 'N' : 'P';
    for (let i = 0; i < sum.length && result === 'P'; i++) {
      const rest = [...sum.slice(0, i), ...sum.slice(i + 1)];
      for (const left of movesOf(sum[i]!)) {
        const next = [...rest, ...left].filter((h) => movesOf(h).length > 0).sort((x, y) => x - y);
        if (outcome(next) === 'P') {
          result = 'N';
          break;
        }
      }
    }
    known.set(key, result);
    return result;
  };
  const movesOf = (h: number): number[][] => (moves[h] ??= octalMoves(digits, h));
  return outcome;
}

/** Every sum of heaps with moves, of at most `largest` tokens each and `total` in all. */
function sumsUpTo(code: string, largest: number, total: number): number[][] {
  const digits = parseOctalCode(code);
  const sums: number[][] = [];
  const grow = (least: number, left: number, sum: number[]): void => {
    sums.push(sum.slice());
    for (let h = least; h <= Math.min(largest, left); h++) {
      if (octalMoves(digits, h).length > 0) grow(h, left - h, [...sum, h]);
    }
  };
  grow(1, total, []);
  return sums;
}

/** Checks that the quotient gives each sum its brute-force outcome. */
function expectOutcomes(q: MisereQuotient, sums: readonly number[][]): void {
  const outcome = bruteForce(q.code);
  for (const sum of sums) {
    const element = sum.reduce((x, n) => q.multiply(x, q.heapElements[n]!), 0);
    expect(q.isP(element) ? 'P' : 'N', `${q.code} ${sum.join('+')}`).toBe(outcome(sum));
  }
}

function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('misère quotients', () => {
  it('of 0.75 is Plambeck’s order-8 quotient <a,b,c | a²=1, b³=b, bc=ab, c²=b²>, P = {a, b²}', () => {
    const q = misereQuotient('0.75', 60);
    expect(q.order).toBe(8);
    expect(q.generators).toEqual([
      { name: 'a', heap: 1 },
      { name: 'b', heap: 2 },
      { name: 'c', heap: 5 },
    ]);
    expect(q.relations).toEqual(['a^2 = 1', 'b^3 = b', 'bc = ab', 'c^2 = b^2']);
    expect(q.pPortion).toEqual(['a', 'b^2']);
    expect(q.elements).toHaveLength(8);
    expect(q.pretending.slice(0, 12)).toEqual([
      '1',
      'a',
      'b',
      'a',
      'b',
      'c',
      'b',
      'c',
      'b',
      'ab^2',
      'b',
      'ab^2',
    ]);
    // The pretending function is periodic from heap 8 with period 2: the quotient of all heaps.
    expect([q.period, q.preperiod]).toEqual([2, 8]);
  });

  it('of 0.07 (Dawson’s Kayles) grows to order 144 by heap 25 and 360 by heap 30, as Siegel found', () => {
    const q24 = misereQuotient('0.07', 24);
    expect([q24.order, q24.pPortion.length]).toEqual([24, 5]);
    expect(q24.pretending[1]).toBe('1');
    const q = misereQuotient('0.07', 25);
    expect([q.order, q.pPortion.length]).toEqual([144, 23]);
    // Heap 23 is not a generator: its image is a product of smaller heaps' images.
    expect(q.generators.map((g) => g.heap)).toEqual([2, 4, 10, 14, 21, 22, 24, 25]);
    expect(q.period).toBeUndefined();
    // Every sum of heaps of at most 30 tokens in all has the outcome the quotient gives it.
    expectOutcomes(q, sumsUpTo('0.07', 25, 30));
    // Heap 30 costs some seconds more: in test:slow.
    if (!inject('slow')) return;
    // Siegel, answering Weimerskirch on Plambeck's blog (miseregames.wordpress.com, 28 August
    // 2007, "Some MisereSolver questions answered"): "Q_30(0.07) has size 360".
    const q30 = misereQuotient('0.07', 30);
    expect([q30.order, q30.pPortion.length]).toEqual([360, 65]);
    expect(q30.generators.map((g) => g.heap)).toEqual([
      2, 4, 10, 12, 14, 21, 22, 24, 25, 27, 28, 30,
    ]);
    expectOutcomes(q30, sumsUpTo('0.07', 30, 34));
  });

  it('finds 0.71’s order-36 quotient and 4.7’s first heaps, which need earlier heaps’ caps raised', () => {
    const q = misereQuotient('0.71', 40);
    expect([q.order, q.pPortion.length, q.period, q.preperiod]).toEqual([36, 9, 6, 3]);
    expect(misereQuotient('4.7', 8).order).toBe(12);
  });

  it('of 4.7 (Daisies) grows past heap 9, every heap from 7 on a new generator', () => {
    const q = misereQuotient('4.7', 20);
    expect([q.order, q.pPortion.length]).toEqual([122, 30]);
    expect(q.generators.map((g) => g.heap)).toEqual([
      1, 2, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
    ]);
    expectOutcomes(q, sumsUpTo('4.7', 20, 24));
  });

  it('of 0.6 reaches heap 16 and says where it stops', () => {
    const q = misereQuotient('0.6', 16);
    expect([q.order, q.pPortion.length]).toEqual([304, 38]);
    expectOutcomes(q, sumsUpTo('0.6', 16, 22));
    // Heap 17's trial quotients outgrow the bound on their order: said so, with the heap.
    expect(() => misereQuotient('0.6', 17)).toThrow(
      /no misère quotient found for 0\.6 at heap 17: its trial quotients would have more than 2048 elements/,
    );
  });

  it('has periods that hold when far more heaps are computed', () => {
    for (const [code, order, period, preperiod] of [
      ['0.75', 8, 2, 8],
      ['0.31', 6, 2, 3],
      ['0.312', 12, 2, 5],
      ['0.52', 6, 4, 6],
      ['0.123', 20, 5, 5],
      ['0.71', 36, 6, 3],
    ] as const) {
      const small = misereQuotient(code, 60);
      expect([small.order, small.period, small.preperiod], code).toEqual([
        order,
        period,
        preperiod,
      ]);
      const large = misereQuotient(code, 150);
      expect(large.order, code).toBe(order);
      for (let n = preperiod; n + period <= 150; n++) {
        expect(large.pretending[n + period], `${code} heap ${n + period}`).toBe(
          large.pretending[n],
        );
      }
    }
  });

  it('gives sums of heaps their outcome (against brute force)', () => {
    const random = seeded(5);
    for (const [code, largest] of [
      ['0.75', 7],
      ['0.07', 8],
      ['0.77', 7],
      ['0.137', 7],
      ['0.71', 6],
      ['0.312', 7],
      ['0.123', 7],
      ['4.7', 4],
    ] as const) {
      const q = misereQuotient(code, largest);
      const heaps = naiveOctalHeaps(parseOctalCode(code), largest + 1);
      for (let i = 0; i < (inject('slow') ? 150 : 50); i++) {
        const sizes = Array.from({ length: 1 + Math.floor(random() * 4) }, () =>
          Math.floor(random() * (largest + 1)),
        );
        const element = sizes.reduce((x, n) => q.multiply(x, q.heapElements[n]!), 0);
        const expected = naiveMisereOutcome(sizes.map((n) => heaps[n]!));
        expect(q.isP(element) ? 'P' : 'N', `${code} ${sizes.join('+')}`).toBe(expected);
      }
    }
  });

  it('has an identity and is commutative', () => {
    const q = misereQuotient('0.07', 16);
    for (let i = 0; i < q.order; i++) {
      expect(q.multiply(0, i)).toBe(i);
      for (let j = 0; j < q.order; j++) expect(q.multiply(i, j)).toBe(q.multiply(j, i));
    }
    expect(q.elements[0]).toBe('1');
  });

  it('reports the heaps done as progress', () => {
    const done: number[] = [];
    misereQuotient('0.75', 12, { onProgress: (p) => done.push(p.done) });
    expect(done).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });

  it('obeys the control and refuses bad sizes', () => {
    expect(() => misereQuotient('0.77', 20, { deadline: Date.now() - 1 })).toThrow(DeadlineError);
    expect(() => misereQuotient('0.77', 20, { maxMemoryBytes: 1000 })).toThrow(MemoryBudgetError);
    expect(() => misereQuotient('0.77', -1)).toThrow(RangeError);
  });
});
