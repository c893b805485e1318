import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STANDARD_KEYPAD, createKeypad } from '../model.js';
import { ThirtyOneSolver } from './thirty-one-solver.js';
import { anyKeypad, scrambledKeypad } from '../testing/arbitraries.js';
import { directValue } from '../testing/direct-recursion.js';

describe('ThirtyOneSolver', () => {
  it('agrees with a direct recursion on random keypads, sharing symmetric solutions', () => {
    const solver = new ThirtyOneSolver({ limit: 30 });
    fc.assert(
      fc.property(
        scrambledKeypad,
        fc.integer({ min: 0, max: 33 }),
        fc.integer({ min: 0, max: 9 }),
        (keypad, total, slot) => {
          const last = slot === 0 ? undefined : slot - 1;
          const expected = directValue(keypad, 30, total, last);
          expect(solver.analyze(keypad, { total, last })).toEqual({
            result: expected.win ? 'win' : 'lose',
            winningKeys: expected.winningKeys,
            remoteness: expected.remoteness,
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('agrees with a direct recursion on keypads of any shape and limit', () => {
    fc.assert(
      fc.property(
        anyKeypad,
        anyKeypad,
        fc.integer({ min: 0, max: 30 }),
        fc.nat(),
        (a, b, limit, n) => {
          const solver = new ThirtyOneSolver({ limit });
          for (const keypad of [a, b]) {
            const total = n % (limit + 2);
            const last = n % keypad.digits.length;
            const expected = directValue(keypad, limit, total, last);
            expect(solver.analyze(keypad, { total, last }).winningKeys).toEqual(
              expected.winningKeys,
            );
            expect(solver.solve(keypad).remoteness({ total, last })).toBe(expected.remoteness);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('solves a keypad and its symmetric arrangements once', () => {
    const solver = new ThirtyOneSolver();
    solver.solve(STANDARD_KEYPAD);
    solver.solve(
      createKeypad([
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
      ]),
    );
    solver.solve(
      createKeypad([
        [9, 6, 3],
        [8, 5, 2],
        [7, 4, 1],
      ]),
    );
    expect(solver.solvedKeypads).toBe(1);
    expect(solver.solve(STANDARD_KEYPAD)).toBe(solver.solve(STANDARD_KEYPAD));
  });

  it('reports the progress of each keypad it actually solves', () => {
    const finished: number[] = [];
    const solver = new ThirtyOneSolver({
      limit: 40,
      onProgress: ({ done, total }) => {
        if (done === total) finished.push(total);
      },
    });
    solver.solve(STANDARD_KEYPAD);
    solver.solve(
      createKeypad([
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
      ]),
    ); // symmetric: no new solve
    solver.solve(createKeypad([[1, 2]]));
    expect(finished).toEqual([41, 41]);
  });
});
