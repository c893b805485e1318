import { describe, expect, it } from 'vitest';
import { createCake } from '../model.js';
import { eat } from '../rules.js';
import { GaletteSolver } from './galette-solver.js';
import { estimateParts, extrapolateParts, measuredEmptyCakeParts } from './effort.js';

describe('estimateParts', () => {
  it('holds the part counts a search really meets, either way round', () => {
    for (const [rows, cols] of [
      [3, 12],
      [4, 8],
      [5, 6],
      [6, 6],
    ] as const) {
      const solver = new GaletteSolver();
      solver.emptyCake(rows, cols);
      expect(measuredEmptyCakeParts(rows, cols), `${rows}×${cols}`).toBe(solver.stats.positions);
      expect(estimateParts(createCake(cols, rows))).toBe(solver.stats.positions);
    }
  });

  it('predicts each measured count from those before it: within 2% one column on, 4% two, 6% three', () => {
    for (const short of [3, 4, 5, 6]) {
      const counts: number[] = [];
      for (let long = short; measuredEmptyCakeParts(short, long) !== undefined; long++) {
        counts.push(measuredEmptyCakeParts(short, long)!);
      }
      for (let k = 4; k < counts.length; k++) {
        if (counts[k]! < 1000) continue;
        for (const [steps, within] of [
          [1, 0.02],
          [2, 0.04],
          [3, 0.06],
        ] as const) {
          if (k - steps + 1 < 4) continue;
          const guess = extrapolateParts(counts.slice(0, k - steps + 1), short, short + k)!;
          expect(Math.abs(guess / counts[k]! - 1), `${short}×${short + k}`).toBeLessThan(within);
        }
      }
    }
  });

  it('reaches the counts measured past the table by the C baseline (4×16, 5×12)', () => {
    expect(estimateParts(createCake(4, 16))! / 31_314_061).toBeCloseTo(1, 1);
    expect(estimateParts(createCake(12, 5))! / 27_558_572).toBeCloseTo(1, 1);
  });

  it('gives no estimate where none holds: near the square, far out, or not an empty cake', () => {
    expect(estimateParts(createCake(7, 8))).toBeUndefined();
    expect(estimateParts(createCake(8, 8))).toBeUndefined();
    expect(estimateParts(createCake(3, 40))).toBeUndefined();
    expect(estimateParts(createCake(2, 10))).toBeUndefined();
    expect(estimateParts(createCake(6, 10, [{ row: 0, col: 0 }]))).toBeUndefined();
    expect(estimateParts(eat(createCake(5, 5), { row: 0, col: 0 }))).toBeUndefined();
  });
});
