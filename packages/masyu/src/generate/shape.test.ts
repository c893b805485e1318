import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameLoop } from '../model.js';
import { countSolutions, solve } from '../solver/solve.js';
import { validateLoop } from '../rules.js';
import { DeadlineError, SeededRandom } from '@cgkit/core-search';
import { randomLoop } from './random-loop.js';
import { uniqueAround } from './shape.js';

describe('uniqueAround', () => {
  it('ends in a puzzle whose only solution is the one it returns', () => {
    let shaped = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 8 }),
        fc.integer({ min: 3, max: 8 }),
        fc.nat(),
        (rows, cols, seed) => {
          const random = new SeededRandom(seed);
          const result = uniqueAround(randomLoop(rows, cols, random), random);
          if (result === undefined) return;
          shaped++;
          expect(validateLoop(result.puzzle, result.solution)).toEqual([]);
          expect(countSolutions(result.puzzle, 2).count).toBe(1);
          expect(sameLoop(solve(result.puzzle).solution!, result.solution)).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
    expect(shaped).toBeGreaterThan(20);
  });

  it('stops past its deadline, within an exact search', () => {
    const random = new SeededRandom(1);
    const loop = randomLoop(12, 12, random);
    expect(() => uniqueAround(loop, random, { deadline: 0 })).toThrow(DeadlineError);
  });
});
