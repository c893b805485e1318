import { DeadlineError, MemoryBudgetError } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withControl } from '../control.js';
import { smallGraph, smallStopper } from '../testing/loopy-graphs.js';
import { pairwiseGeq, type LoopyGame } from './graph.js';
import { StopperOrder } from './stopper-order.js';

/** Every pair of nodes, in an order drawn by fast-check. */
const pairOrder = (g: LoopyGame): fc.Arbitrary<[number, number][]> => {
  const n = g.left.length;
  const pairs = Array.from({ length: n * n }, (_, k): [number, number] => [
    Math.floor(k / n),
    k % n,
  ]);
  return fc.shuffledSubarray(pairs, { minLength: pairs.length });
};

describe('StopperOrder', () => {
  it("answers every pair as the full table does, in any order of questions (each reusing the earlier ones' states)", () => {
    for (const graphs of [smallStopper(7), smallGraph(6)]) {
      fc.assert(
        fc.property(
          graphs.chain((g) => fc.tuple(fc.constant(g), pairOrder(g))),
          ([g, pairs]) => {
            const n = g.left.length;
            const table = pairwiseGeq(g, {});
            const order = new StopperOrder(g, {});
            const asked = pairs.map(([i, j]) => order.geq(i, j));
            expect(asked).toEqual(pairs.map(([i, j]) => table[i * n + j] === 1));
            expect(order.size).toBeLessThanOrEqual(2 * n * n);
          },
        ),
        { numRuns: 100 },
      );
    }
  });

  it('decides only the differences reachable from the pair asked', () => {
    // 100,000 nodes, all 0 but the last three: 1 = {0 |}, 0 and −1 = {| 0}. Codes of the far
    // nodes pass 2^32; a question on them reaches a few states, not the pairs of all nodes.
    const n = 100_000;
    const left: number[][] = Array.from({ length: n }, () => []);
    const right: number[][] = Array.from({ length: n }, () => []);
    left[n - 1] = [n - 2];
    right[n - 3] = [n - 2];
    const order = new StopperOrder({ left, right }, {});
    expect(order.geq(n - 1, n - 3)).toBe(true);
    expect(order.geq(n - 3, n - 1)).toBe(false);
    expect(order.equal(n - 2, 0)).toBe(true);
    expect(order.equal(n - 1, 0)).toBe(false);
    expect(order.size).toBeLessThan(20);
  });

  it('obeys the control', () => {
    // Two long chains: the difference of their tops reaches some 10,000 pairs.
    const n = 100;
    const left = Array.from({ length: 2 * n }, (_, k) => (k % n === 0 ? [] : [k - 1]));
    const right = Array.from({ length: 2 * n }, (_, k) => (k % n === 0 ? [] : [k - 1]));
    const ask = (control: object) =>
      withControl(control, () => new StopperOrder({ left, right }, control).geq(n - 1, 2 * n - 1));
    expect(() => ask({ maxMemoryBytes: 100_000 })).toThrow(MemoryBudgetError);
    expect(() => ask({ deadline: Date.now() - 1 })).toThrow(DeadlineError);
    expect(ask({})).toBe(true);
  });
});
