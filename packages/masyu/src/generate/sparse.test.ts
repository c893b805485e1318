import { steppingClock, withDeadline, type Progress } from '@cgkit/core-search';
import { describe, expect, it } from 'vitest';
import { MasyuCell, createPuzzle, sameLoop, type MasyuPuzzle } from '../model.js';
import { countSolutions, solve } from '../solver/solve.js';
import { deduce } from '../deduce/engine.js';
import type { Level } from '../deduce/rule.js';
import { generatePuzzle } from './generate.js';

const pearls = (puzzle: MasyuPuzzle): number =>
  puzzle.cells.filter((c) => c !== MasyuCell.empty).length;

describe('generatePuzzle with sparse', () => {
  for (const difficulty of ['easy', 'medium', 'hard'] as Level[]) {
    it(`removes pearls from ${difficulty} puzzles, keeping them unique and ${difficulty}`, () => {
      for (const seed of [1, 2]) {
        const options = { rows: 7, cols: 7, difficulty, seed };
        const dense = generatePuzzle(options);
        const sparse = generatePuzzle({ ...options, sparse: true });
        expect(pearls(sparse.puzzle)).toBeLessThan(pearls(dense.puzzle));
        expect(countSolutions(sparse.puzzle, 2).count).toBe(1);
        expect(sameLoop(solve(sparse.puzzle).solution!, sparse.solution)).toBe(true);
        expect(deduce(sparse.puzzle, { record: false }).difficulty).toBe(difficulty);
        // Every pearl left is needed: without it the rules of the level no longer find the loop.
        const { cells } = sparse.puzzle;
        for (let cell = 0; cell < cells.length; cell++) {
          if (cells[cell] === MasyuCell.empty) continue;
          const fewer = cells.slice();
          fewer[cell] = MasyuCell.empty;
          const rated = deduce(createPuzzle(7, 7, fewer), { record: false, level: difficulty });
          expect(rated.difficulty).not.toBe(difficulty);
        }
      }
    });
  }

  it('makes 10×10 puzzles as sparse as published ones, harder ones no denser', () => {
    const counts = (difficulty: Level): number[] =>
      [1, 2, 3].map((seed) =>
        pearls(generatePuzzle({ rows: 10, cols: 10, difficulty, seed, sparse: true }).puzzle),
      );
    const easy = counts('easy');
    const hard = counts('hard');
    for (const n of [...easy, ...hard]) expect(n).toBeLessThanOrEqual(35);
    const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
    expect(sum(hard)).toBeLessThanOrEqual(sum(easy));
  });

  it('reports the pearls tried as data, and stops at its time limit on the clock', () => {
    const seen: Progress[] = [];
    const generated = generatePuzzle({
      rows: 6,
      cols: 6,
      difficulty: 'easy',
      seed: 5,
      sparse: true,
      onProgress: (progress) => seen.push(progress),
    });
    const loops = seen.filter((p) => p.phase === 'loops');
    expect(loops.map((p) => p.done)).toEqual(
      Array.from({ length: generated.attempts }, (_, i) => i + 1),
    );
    expect(loops.every((p) => p.total === 100)).toBe(true);
    const tried = seen.filter((p) => p.phase === 'pearls tried');
    expect(tried.length).toBeGreaterThan(3);
    expect(tried.map((p) => p.done)).toEqual(tried.map((_, i) => i));
    expect(
      tried.every((p) => p.total === tried.length && p.message === `loop ${generated.attempts}`),
    ).toBe(true);
    const options = { rows: 8, cols: 8, difficulty: 'easy', seed: 5 } as const;
    const untouched = generatePuzzle({
      ...options,
      sparse: true,
      sparseControl: withDeadline({}, -1),
    });
    expect(untouched.puzzle).toEqual(generatePuzzle(options).puzzle);
    // A clock that jumps a minute at each reading: the 10 s for removing pearls pass at once.
    const clock = steppingClock(60_000);
    const jumping = generatePuzzle({
      ...options,
      sparse: true,
      sparseControl: withDeadline({ clock }, 10_000),
      clock,
    });
    expect(jumping.puzzle).toEqual(untouched.puzzle);
  });
});
