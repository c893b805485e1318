import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPuzzle } from '../model.js';
import { validateLoop } from '../rules.js';
import { pearlsOf } from './pearls.js';
import { SeededRandom } from '@cgkit/core-search';
import { randomLoop } from './random-loop.js';

describe('randomLoop and pearlsOf', () => {
  it('draw one simple loop that solves the puzzle of all its pearls', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 14 }),
        fc.integer({ min: 2, max: 14 }),
        fc.nat(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (rows, cols, seed, fill) => {
          const loop = randomLoop(rows, cols, new SeededRandom(seed), fill);
          const empty = createPuzzle(rows, cols, new Uint8Array(rows * cols));
          expect(validateLoop(empty, loop)).toEqual([]);
          expect(validateLoop(createPuzzle(rows, cols, pearlsOf(loop)), loop)).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('finds the pearls of a known loop', () => {
    // The 3×3 border: four corners with long legs (black) and four straight cells between turns.
    const loop = { rows: 3, cols: 3, edges: new Uint8Array(18) };
    for (const e of [0, 2, 1, 5, 7, 11, 12, 14]) loop.edges[e] = 1;
    expect([...pearlsOf(loop)]).toEqual([2, 1, 2, 1, 0, 1, 2, 1, 2]);
  });

  it('is reproducible from its seed', () => {
    const a = randomLoop(9, 9, new SeededRandom(7));
    const b = randomLoop(9, 9, new SeededRandom(7));
    expect(a.edges).toEqual(b.edges);
  });
});
