import fc from 'fast-check';
import { isStopper, type LoopyGame } from '../loopy/graph.js';

/** Random loopy graphs of 1 to `most` nodes, each with up to three options a side. */
export function smallGraph(most: number): fc.Arbitrary<LoopyGame> {
  const lists = (n: number) =>
    fc.array(fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { maxLength: 3 }), {
      minLength: n,
      maxLength: n,
    });
  return fc
    .integer({ min: 1, max: most })
    .chain((n) => fc.record({ left: lists(n), right: lists(n), start: fc.constant(0) }));
}

/** Random stoppers among {@link smallGraph}'s graphs. */
export function smallStopper(most: number): fc.Arbitrary<LoopyGame> {
  return smallGraph(most).filter((x) => isStopper(x));
}
