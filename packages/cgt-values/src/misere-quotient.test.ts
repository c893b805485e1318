import { DeadlineError, MemoryBudgetError } from '@cgkit/core-search';
import { describe, expect, it } from 'vitest';
import { misereQuotient } from './misere-quotient.js';
import { parseOctalCode } from './octal.js';
import { naiveMisereOutcome, naiveOctalHeaps } from './testing/misere-naive.js';

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

  it('of 0.07 (Dawson’s Kayles) through heap 24', () => {
    const q = misereQuotient('0.07', 24);
    expect(q.order).toBe(24);
    expect(q.pPortion.length).toBe(5);
    // Heap 1 has no move: it is 0 and pretends to be the identity.
    expect(q.pretending[1]).toBe('1');
  });

  it('gives sums of heaps their outcome (against brute force)', () => {
    const random = seeded(5);
    for (const [code, largest] of [
      ['0.75', 7],
      ['0.07', 8],
      ['0.77', 7],
      ['0.137', 7],
    ] as const) {
      const q = misereQuotient(code, largest);
      const heaps = naiveOctalHeaps(parseOctalCode(code), largest + 1);
      for (let i = 0; i < 150; i++) {
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

  it('obeys the control and refuses bad sizes', () => {
    expect(() => misereQuotient('0.77', 20, { deadline: Date.now() - 1 })).toThrow(DeadlineError);
    expect(() => misereQuotient('0.77', 20, { maxMemoryBytes: 1000 })).toThrow(MemoryBudgetError);
    expect(() => misereQuotient('0.77', -1)).toThrow(RangeError);
  });
});
