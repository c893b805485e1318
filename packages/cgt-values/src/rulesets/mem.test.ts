import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NotationError } from '../short/notation.js';
import { star } from '../short/store.js';
import { bruteForce } from '../testing/brute-force.js';
import { mexTable } from '../testing/mex.js';
import {
  formatMemory,
  MAX_MEMORY_HEAP,
  MAX_TAKE_AWAY_FACTOR,
  mem,
  parseMem,
  parseTakeAway,
  takeAway,
  type MemoryPosition,
} from './mem.js';
import { PartizanSolver } from './ruleset.js';

const heap = (factor: number, n: number, m: number): MemoryPosition => ({
  factor,
  heaps: [[n, m]],
});

/** Nim-values of heaps n with memory m up to `size` by the mex rule, the moves written out again. */
function mexTableOf(allowed: (m: number, j: number) => boolean, size: number): number[][] {
  return mexTable(size, function* (n, m) {
    for (let j = 1; j <= n; j++) if (allowed(m, j)) yield [n - j, j];
  });
}

describe('heap games with a memory', () => {
  it("gives the values of CGSuite's tests for a heap of 10 with memories 0 to 20", () => {
    // CGSuite's own test suite (aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/
    // GameHeapTest.scala): game.heap.Mem, FibonacciNim (TakeAway(2)) and TakeAway(3) at (10, n).
    const expected: [typeof mem, number, number[]][] = [
      [mem, 0, [3, 3, 3, 3, 2, 2, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
      [takeAway, 2, [0, 2, 2, 2, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5]],
      [takeAway, 3, [0, 2, 2, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6]],
    ];
    for (const [game, factor, values] of expected) {
      const solver = new PartizanSolver(game);
      const row = values.map((_, m) => solver.canonicalForm(heap(factor, 10, m)));
      expect([game.name, factor, row]).toEqual([game.name, factor, values.map((v) => star(v))]);
    }
    const count = (game: typeof mem, factor: number): number =>
      [...game.leftOptions(heap(factor, 10, 10))].length;
    expect([count(mem, 0), count(takeAway, 2), count(takeAway, 3)]).toEqual([1, 10, 10]);
  });

  it("loses Fibonacci Nim exactly when n's least Zeckendorf part exceeds twice the memory (Whinihan 1963)", () => {
    const fibonacci = [1, 2];
    while (fibonacci.at(-1)! < 200) fibonacci.push(fibonacci.at(-1)! + fibonacci.at(-2)!);
    const leastPart = (n: number): number => {
      let rest = n;
      let least = n;
      for (let i = fibonacci.length - 1; i >= 0 && rest > 0; i--) {
        if (fibonacci[i]! <= rest) {
          rest -= fibonacci[i]!;
          least = fibonacci[i]!;
        }
      }
      return least;
    };
    const solver = new PartizanSolver(takeAway);
    for (let n = 1; n <= 60; n++) {
      for (let m = 0; m <= 30; m++) {
        const lost = solver.canonicalForm(heap(2, n, m)) === star(0);
        expect([n, m, lost]).toEqual([n, m, leastPart(n) > 2 * m]);
      }
    }
  });

  it('values heaps by the mex rule and sums by the nim-sum (Sprague–Grundy)', () => {
    const tables = new Map<number, number[][]>([
      [0, mexTableOf((m, j) => j >= m, 12)],
      [1, mexTableOf((m, j) => j <= m, 12)],
      [3, mexTableOf((m, j) => j <= 3 * m, 12)],
    ]);
    fc.assert(
      fc.property(
        fc.constantFrom(0, 1, 3),
        fc.array(fc.tuple(fc.nat(12), fc.nat(12)), { minLength: 1, maxLength: 3 }),
        (factor, heaps) => {
          const game = factor === 0 ? mem : takeAway;
          const nimSum = heaps.reduce((x, [n, m]) => x ^ tables.get(factor)![n]![m]!, 0);
          expect(new PartizanSolver(game).canonicalForm({ factor, heaps })).toBe(star(nimSum));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('agrees with the bare game tree on small sums', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(0, 1, 2),
        fc.array(fc.tuple(fc.nat(5), fc.nat(3)), { minLength: 1, maxLength: 2 }),
        (factor, heaps) => {
          const game = factor === 0 ? mem : takeAway;
          const p = { factor, heaps };
          expect(new PartizanSolver(game).canonicalForm(p)).toBe(bruteForce(game, formatMemory, p));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('reads what it writes, and names the column of a mistake', () => {
    fc.assert(
      fc.property(
        fc.nat(MAX_TAKE_AWAY_FACTOR),
        fc.array(fc.tuple(fc.nat(MAX_MEMORY_HEAP), fc.nat(MAX_MEMORY_HEAP)), {
          minLength: 1,
          maxLength: 5,
        }),
        (factor, heaps) => {
          const p = { factor, heaps };
          expect((factor === 0 ? parseMem : parseTakeAway)(formatMemory(p))).toEqual(p);
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
    expect(column(parseMem, '10,2 4')).toBe(6);
    expect(column(parseMem, `${MAX_MEMORY_HEAP + 1},0`)).toBe(1);
    expect(column(parseTakeAway, '10,3')).toBe(1);
    expect(column(parseTakeAway, `${MAX_TAKE_AWAY_FACTOR + 1}: 10,3`)).toBe(1);
    expect(column(parseTakeAway, '2: 10,3 x')).toBe(9);
  });
});
