import { MemoryBudgetError } from '@cgkit/core-search';
import { describe, expect, it } from 'vitest';
import { octalMoves } from './octal.js';
import {
  cyclicIndex,
  extendQuotient,
  leastFailure,
  type ExplicitQuotient,
} from './quotient-extend.js';
import { misereQuotient, type MisereQuotient } from './quotient.js';
import { parseOctalCode } from '../impartial/octal.js';
import { naiveMisereOutcome, naiveOctalHeaps } from '../testing/misere-naive.js';

const TRIVIAL: ExplicitQuotient = {
  order: 1,
  times: new Int32Array(1),
  pClass: new Uint8Array(1),
  identity: 0,
};

/** T1 = ⟨a | a² = 1⟩ with P = {a}, the quotient of a nim heap of size 1. */
const T1: ExplicitQuotient = {
  order: 2,
  times: Int32Array.from([0, 1, 1, 0]),
  pClass: Uint8Array.from([0, 1]),
  identity: 0,
};

const moves075 = Array.from({ length: 4 }, (_, n) => octalMoves(parseOctalCode('0.75'), n));

describe('trial misère quotients', () => {
  it('adjoin a heap as a new generator and reduce: heap 1 of 0.75 gives T1', () => {
    // From ⟨a | a⁴ = a²⟩: a and a³ are P, 1 and a² are N, and they fall together in pairs.
    const { quotient, phi } = extendQuotient(
      TRIVIAL,
      [0],
      new Map([[1, { index: 2, period: 2 }]]),
      1,
      moves075,
      {},
    );
    expect(quotient.order).toBe(2);
    expect(quotient.pClass[phi[1]!]).toBe(1);
    expect(quotient.pClass[quotient.identity]).toBe(0);
    expect(quotient.times[phi[1]! * 2 + phi[1]!]).toBe(quotient.identity);
  });

  it('find the index of an element', () => {
    expect(cyclicIndex(T1, 1)).toBe(0);
    expect(cyclicIndex(T1, 0)).toBe(0);
    // ⟨a | a⁴ = a²⟩ as a table: 1, a, a², a³.
    const c: ExplicitQuotient = {
      order: 4,
      times: Int32Array.from([0, 1, 2, 3, 1, 2, 3, 2, 2, 3, 2, 3, 3, 2, 3, 2]),
      pClass: new Uint8Array(4),
      identity: 0,
    };
    expect(cyclicIndex(c, 1)).toBe(2);
    expect(cyclicIndex(c, 2)).toBe(1);
  });

  it('find the least sum a quotient gets wrong, with its true outcome', () => {
    // Heap 1 of 0.75 is P, not the identity: an N-failure.
    expect(leastFailure(T1, [0, 0], 1, moves075, {})).toEqual({
      heaps: new Map([[1, 1]]),
      isP: true,
    });
    expect(leastFailure(T1, [0, 1], 1, moves075, {})).toBeUndefined();
    // Heap 2 moves to heap 1, which is P, so it is not P: a P-failure.
    expect(leastFailure(T1, [0, 1, 1], 2, moves075, {})).toEqual({
      heaps: new Map([[2, 1]]),
      isP: false,
    });
  });

  it('obey the memory budget', () => {
    expect(() =>
      extendQuotient(T1, [0, 1], new Map([[2, { index: 2, period: 2 }]]), 2, moves075, {
        maxMemoryBytes: 10,
      }),
    ).toThrow(MemoryBudgetError);
  });
});

describe('the search for the least failure', () => {
  /** A computed quotient as a table. */
  const tableOf = (q: MisereQuotient): ExplicitQuotient => {
    const times = new Int32Array(q.order * q.order);
    for (let x = 0; x < q.order; x++)
      for (let y = 0; y < q.order; y++) times[x * q.order + y] = q.multiply(x, y);
    const pClass = Uint8Array.from({ length: q.order }, (_, x) => (q.isP(x) ? 1 : 0));
    return { order: q.order, times, pClass, identity: 0 };
  };

  it('finds none in quotients the exact check accepted, and finds a wrong pretended value', () => {
    for (const [code, heap] of [
      ['0.75', 30],
      ['0.71', 30],
      ['0.07', 25],
      ['0.07', 10],
      ['0.77', 20],
    ] as const) {
      const q = misereQuotient(code, heap);
      const digits = parseOctalCode(code);
      const moves = Array.from({ length: heap + 1 }, (_, n) => octalMoves(digits, n));
      const table = tableOf(q);
      expect(leastFailure(table, q.heapElements, heap, moves, {}), code).toBeUndefined();
      // The last heap made a generator, pretending to be the identity instead: some sum is
      // wrong, and the outcome the search gives it is its outcome by brute force (on game
      // trees, so only for small heaps).
      const last = q.generators.at(-1)!.heap;
      const wrong = q.heapElements.map((x, n) => (n === last ? 0 : x));
      const failure = leastFailure(table, wrong, heap, moves, {});
      expect(failure, code).toBeDefined();
      const sum = [...failure!.heaps].flatMap(([h, count]) => new Array<number>(count).fill(h));
      if (Math.max(...sum) > 10) continue;
      const heaps = naiveOctalHeaps(digits, Math.max(...sum) + 1);
      expect(failure!.isP ? 'P' : 'N', `${code} ${sum.join('+')}`).toBe(
        naiveMisereOutcome(sum.map((h) => heaps[h]!)),
      );
    }
  });
});
