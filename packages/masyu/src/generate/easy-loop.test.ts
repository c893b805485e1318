import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deduce } from '../deduce/engine.js';
import { createPuzzle, sameLoop } from '../model.js';
import { countSolutions } from '../solver/solve.js';
import { validateLoop } from '../rules.js';
import { reshapeForEasy } from './easy-loop.js';
import { pearlsOf } from './pearls.js';
import { SeededRandom } from '@cgkit/core-search';
import { randomLoop } from './random-loop.js';

const solvedEasily = (loop: Parameters<typeof pearlsOf>[0]): boolean =>
  deduce(createPuzzle(loop.rows, loop.cols, pearlsOf(loop)), { level: 'easy', record: false })
    .outcome === 'solved';

describe('reshapeForEasy', () => {
  it('returns one simple loop that the easy rules find, alone, from its pearls', () => {
    let reshaped = 0;
    let moved = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 9 }),
        fc.integer({ min: 3, max: 9 }),
        fc.nat(),
        (rows, cols, seed) => {
          const random = new SeededRandom(seed);
          const start = randomLoop(rows, cols, random);
          const loop = reshapeForEasy(start, random, 60);
          if (loop === undefined) return;
          reshaped++;
          if (!sameLoop(loop, start)) moved++;
          const empty = createPuzzle(rows, cols, new Uint8Array(rows * cols));
          expect(validateLoop(empty, loop)).toEqual([]);
          const puzzle = createPuzzle(rows, cols, pearlsOf(loop));
          expect(solvedEasily(loop)).toBe(true);
          expect(countSolutions(puzzle, 2).count).toBe(1);
        },
      ),
      { numRuns: 150 },
    );
    // Most loops get there, many of them only after moves.
    expect(reshaped).toBeGreaterThan(75);
    expect(moved).toBeGreaterThan(20);
  });

  it('keeps a loop the easy rules already find, and gives up when moves run out', () => {
    const square = { rows: 3, cols: 3, edges: new Uint8Array(18) };
    for (const e of [0, 2, 1, 5, 7, 11, 12, 14]) square.edges[e] = 1;
    expect(reshapeForEasy(square, new SeededRandom(1), 0)).toBe(square);
    let gaveUp = 0;
    for (let seed = 0; seed < 10; seed++) {
      const random = new SeededRandom(seed);
      const loop = randomLoop(12, 12, random);
      if (!solvedEasily(loop)) {
        expect(reshapeForEasy(loop, random, 0)).toBeUndefined();
        gaveUp++;
      }
    }
    expect(gaveUp).toBeGreaterThan(0);
  });

  it('stops with the reason of an aborted signal', () => {
    const random = new SeededRandom(3);
    const loop = randomLoop(12, 12, random);
    const reason = new Error('stopped');
    const signal = {
      aborted: true,
      throwIfAborted: () => {
        throw reason;
      },
    };
    expect(() => reshapeForEasy(loop, random, 10, { signal })).toThrow(reason);
  });
});
