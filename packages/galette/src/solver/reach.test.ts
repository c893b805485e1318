import { MemoryBudgetError } from '@cgkit/core-search';
import { describe, expect, it } from 'vitest';
import { createCake } from '../model.js';
import { splitCake } from '../rules.js';
import { GaletteSolver } from './galette-solver.js';
import { measurePart, searchFrameBytes } from './reach.js';

describe('what a search can reach, decided before searching', () => {
  it('refuses at once, in plain words, a part whose frames outgrow the engine', () => {
    for (const cake of [createCake(31, 31), createCake(3, 1000, [{ row: 2, col: 5 }])]) {
      const solver = new GaletteSolver();
      expect(() => solver.grundy(cake)).toThrow(
        /^the search of a part of \d+×\d+ portions is beyond this solver: its frames would take about [\d,]+ [MGT]iB, more than the 32 MiB of the engine's scratch memory; give a smaller cake$/,
      );
      expect(() => solver.analyze(cake)).toThrow(RangeError);
      expect(solver.stats.positions).toBe(0);
    }
  });

  it('gives the empty cakes of three rows the value 0 by the proof, however long', () => {
    const solver = new GaletteSolver();
    for (const cake of [createCake(3, 100_000), createCake(3_000, 3)]) {
      expect(solver.grundy(cake)).toBe(0);
      expect(solver.analyze(cake)).toEqual({ grundy: 0, winningBites: [] });
      // The value of every bite is not known by the proof.
      expect(() => solver.options(cake)).toThrow(/beyond this solver/);
    }
    expect(solver.stats.positions).toBe(0);
  });

  it('holds the frames of the TypeScript engine, which has no scratch memory, to the budget', () => {
    const solver = new GaletteSolver({ engine: 'typescript' });
    const cake = createCake(3, 1000, [{ row: 0, col: 0 }]);
    expect(() => solver.grundy(cake, { maxMemoryBytes: 2 ** 26 })).toThrow(MemoryBudgetError);
  });

  it('lets the cakes of the benchmark and beyond through', () => {
    for (const [rows, cols] of [
      [8, 8],
      [6, 10],
      [4, 16],
      [3, 24],
      [20, 20],
    ] as const) {
      const cake = createCake(rows, cols);
      const { parts, labels } = splitCake(cake);
      expect(searchFrameBytes(measurePart(cake, labels, parts[0]!))).toBeLessThan(32 * 2 ** 20);
    }
  });
});
