import { DeadlineError, MemoryBudgetError } from '@cgkit/core-search';
import { describe, expect, it } from 'vitest';
import { MasyuCell, createPuzzle, sameLoop } from '../model.js';
import { countSolutions, solve } from '../solver/solve.js';
import { deduce } from '../deduce/engine.js';
import type { Level } from '../deduce/rule.js';
import { generatePuzzle } from './generate.js';
import { abortAfter } from '../testing/abort.js';

describe('generatePuzzle', () => {
  for (const difficulty of ['easy', 'medium', 'hard'] as Level[]) {
    it(`makes unique ${difficulty} puzzles`, () => {
      for (const seed of [1, 2]) {
        const { puzzle, solution } = generatePuzzle({ rows: 7, cols: 7, difficulty, seed });
        expect(countSolutions(puzzle, 2).count).toBe(1);
        expect(sameLoop(solve(puzzle).solution!, solution)).toBe(true);
        expect(deduce(puzzle, { record: false }).difficulty).toBe(difficulty);
      }
    });
  }

  it('gives the same puzzle for the same seed, and another for another seed', () => {
    const a = generatePuzzle({ rows: 8, cols: 6, difficulty: 'easy', seed: 42 });
    const b = generatePuzzle({ rows: 8, cols: 6, difficulty: 'easy', seed: 42 });
    const c = generatePuzzle({ rows: 8, cols: 6, difficulty: 'easy', seed: 43 });
    expect(a.puzzle).toEqual(b.puzzle);
    expect(a.puzzle.rows).toBe(8);
    expect(a.puzzle.cols).toBe(6);
    expect(a.puzzle.cells).not.toEqual(c.puzzle.cells);
  });

  it('makes minimal puzzles: every pearl is needed for uniqueness', () => {
    const { puzzle } = generatePuzzle({
      rows: 6,
      cols: 6,
      difficulty: 'hard',
      seed: 3,
      minimal: true,
    });
    for (let cell = 0; cell < puzzle.cells.length; cell++) {
      if (puzzle.cells[cell] === MasyuCell.empty) continue;
      const fewer = puzzle.cells.slice();
      fewer[cell] = MasyuCell.empty;
      expect(countSolutions(createPuzzle(6, 6, fewer), 2).count).toBeGreaterThan(1);
    }
  });

  it('refuses grids too small for a puzzle', () => {
    expect(() => generatePuzzle({ rows: 2, cols: 9, difficulty: 'easy', seed: 1 })).toThrow(
      RangeError,
    );
  });
});

describe('generatePuzzle with a signal', () => {
  it('stops with the reason of an aborted signal', () => {
    for (const checks of [0, 3, 20]) {
      const signal = abortAfter(checks);
      expect(() =>
        generatePuzzle({ rows: 12, cols: 12, difficulty: 'hard', seed: 3, signal }),
      ).toThrow('stopped');
      // The search may see the abort first and stop, then the generator throws: one look more.
      expect(signal.looks - checks).toBeGreaterThanOrEqual(1);
      expect(signal.looks - checks).toBeLessThanOrEqual(2);
    }
  });

  it('stops within an exact search, past its deadline or its memory budget', () => {
    const big = { rows: 200, cols: 200, difficulty: 'hard', seed: 3 } as const;
    // The first look is before the first loop, the next ones as its exact search starts, the
    // fourth within that search (which, on a 200×200 grid, takes long).
    const signal = abortAfter(3);
    expect(() => generatePuzzle({ ...big, signal })).toThrow('stopped');
    expect(signal.looks).toBe(4);
    expect(() => generatePuzzle({ ...big, deadline: 0 })).toThrow(DeadlineError);
    expect(() => generatePuzzle({ ...big, maxMemoryBytes: 2 ** 20 })).toThrow(MemoryBudgetError);
  });

  it('makes the same puzzle when the signal never aborts', () => {
    const options = { rows: 8, cols: 8, difficulty: 'medium', seed: 4 } as const;
    const signal = abortAfter(Infinity);
    const a = generatePuzzle({ ...options, signal });
    expect(a.puzzle).toEqual(generatePuzzle(options).puzzle);
    expect(signal.looks).toBeGreaterThan(0);
  });
});
