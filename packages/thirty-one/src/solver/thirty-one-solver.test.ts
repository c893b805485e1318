import fc from 'fast-check';
import { MemoryBudgetError } from '@cgkit/core-search';
import { describe, expect, it } from 'vitest';
import { STANDARD_KEYPAD, createKeypad } from '../model.js';
import { symmetricArrangements } from './symmetry.js';
import { ThirtyOneSolver } from './thirty-one-solver.js';
import { anyKeypad, scrambledKeypad } from '../testing/arbitraries.js';
import { directValue } from '../testing/direct-recursion.js';

describe('ThirtyOneSolver', () => {
  it('agrees with a direct recursion on random keypads, by lookup (wins) and analysis', () => {
    const solver = new ThirtyOneSolver({ limit: 30 });
    fc.assert(
      fc.property(
        scrambledKeypad,
        fc.integer({ min: 0, max: 33 }),
        fc.integer({ min: 0, max: 9 }),
        (keypad, total, slot) => {
          const last = slot === 0 ? undefined : slot - 1;
          const expected = directValue(keypad, 30, total, last);
          expect(solver.wins(keypad, { total, last })).toBe(expected.win);
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

  it('tells wins on other keypads through their solution, and checks the position', () => {
    const solver = new ThirtyOneSolver({ limit: 30 });
    const pair = createKeypad([[1, 2]]);
    expect(solver.wins(pair, { total: 28, last: 1 })).toBe(directValue(pair, 30, 28, 1).win);
    expect(solver.wins(pair, { total: 31, last: 0 })).toBe(true);
    expect(() => solver.wins(STANDARD_KEYPAD, { total: 3, last: 9 })).toThrow(RangeError);
    expect(() => solver.wins(STANDARD_KEYPAD, { total: -1, last: 0 })).toThrow(RangeError);
  });

  it('solves the class of all 72 arrangements of a keypad once, by lookup', () => {
    const solver = new ThirtyOneSolver();
    for (const keypad of symmetricArrangements(STANDARD_KEYPAD)) {
      solver.wins(keypad, { total: 20, last: 4 });
      solver.analyze(keypad, { total: 20, last: 4 });
    }
    expect(solver.solvedKeypads).toBe(1);
  });

  it('counts the solutions it holds against the memory budget', () => {
    // The table of scrambled keypads (2 bytes each of 9!), two solutions of 4 × 31 × 10 bytes and
    // who wins in each (31 × 10 bytes).
    const maxMemoryBytes = 2 * 362_880 + 2 * (1240 + 310);
    const solver = new ThirtyOneSolver({ maxMemoryBytes });
    const keypads = [
      STANDARD_KEYPAD,
      createKeypad([
        [1, 2, 3],
        [4, 5, 7],
        [6, 8, 9],
      ]),
    ];
    for (const keypad of keypads) solver.wins(keypad, { total: 0, last: 0 });
    const third = createKeypad([
      [1, 2, 4],
      [3, 5, 6],
      [7, 8, 9],
    ]);
    expect(() => solver.wins(third, { total: 0, last: 0 })).toThrow(MemoryBudgetError);
    expect(() => solver.wins(third, { total: 0, last: 0 })).toThrow(
      'a table of 3 solved keypads needs more than',
    );
  });
});
