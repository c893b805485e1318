import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { congruenceKey, lostByMirror, symmetryMakingBites, valueBySymmetry } from './mirror.js';
import { cakeImages, createCake, type Cake } from './model.js';
import { eat, legalBites } from './rules.js';
import { GaletteSolver } from './solver/galette-solver.js';
import { playedCakes } from './testing/games.js';

// The property checks run in full in test:slow, a fraction of their runs in `pnpm test`.
const slow = inject('slow');

describe('lostByMirror', () => {
  it('finds the empty even cakes after their centre bite lost, and not the cakes themselves', () => {
    for (const [rows, cols] of [
      [4, 4],
      [6, 8],
      [20, 20],
    ] as const) {
      const cake = createCake(rows, cols);
      expect(lostByMirror(cake)).toBe(false);
      expect(lostByMirror(eat(cake, { row: rows / 2 - 1, col: cols / 2 - 1 }))).toBe(true);
    }
  });

  it('is right whenever it says a cake is lost (against the solver)', () => {
    const solver = new GaletteSolver();
    let lost = 0;
    fc.assert(
      fc.property(playedCakes(), (cake) => {
        if (!lostByMirror(cake)) return;
        lost++;
        expect(solver.grundy(cake)).toBe(0);
      }),
      { numRuns: 600 },
    );
    expect(lost).toBeGreaterThan(10);
  });
});

describe('valueBySymmetry', () => {
  it('gives the value the solver finds, whenever it gives one', () => {
    const solver = new GaletteSolver();
    const bySymmetry = (): undefined => undefined;
    // Parts valued by the solver, or by symmetry alone.
    for (const valueOf of [(part: Cake) => solver.grundy(part), bySymmetry]) {
      fc.assert(
        fc.property(playedCakes(), (cake) => {
          const value = valueBySymmetry(cake, valueOf);
          if (valueOf === bySymmetry && value !== undefined) expect(value.bySymmetry).toBe(true);
          if (value !== undefined) expect(value.grundy).toBe(solver.grundy(cake));
          if (valueOf !== bySymmetry) expect(value).toBeDefined();
        }),
        { numRuns: slow ? 300 : 50 },
      );
    }
  });

  it('cancels two congruent parts, poison and all, without valuing them', () => {
    // Two 3×3 parts, one the other's quarter turn, each with a poisoned portion.
    const left = createCake(3, 3, [{ row: 0, col: 1 }]);
    const right = cakeImages(left)[2]!;
    const cake = createCake(3, 7);
    for (let r = 0; r < 3; r++) {
      for (let c = 0; c < 3; c++) {
        cake.cells[r * 7 + c] = left.cells[r * 3 + c]!;
        cake.cells[r * 7 + 4 + c] = right.cells[r * 3 + c]!;
      }
      cake.cells[r * 7 + 3] = 2; // a poisoned column between them
    }
    expect(congruenceKey(left)).toBe(congruenceKey(right));
    expect(valueBySymmetry(cake, () => undefined)).toEqual({ grundy: 0, bySymmetry: true });
    expect(new GaletteSolver().grundy(cake)).toBe(0);
  });
});

describe('symmetryMakingBites', () => {
  it('lists legal bites only', () => {
    fc.assert(
      fc.property(playedCakes(), (cake) => {
        const legal = legalBites(cake);
        for (const bite of symmetryMakingBites(cake)) expect(legal).toContainEqual(bite);
      }),
      { numRuns: slow ? 300 : 50 },
    );
  });

  it('finds the mirror answer to a bite', () => {
    const centre = eat(createCake(20, 20), { row: 9, col: 9 });
    expect(symmetryMakingBites(centre)).toEqual([]);
    const bitten = eat(centre, { row: 0, col: 5 });
    expect(symmetryMakingBites(bitten)).toContainEqual({ row: 18, col: 13 });
    expect(lostByMirror(eat(bitten, { row: 18, col: 13 }))).toBe(true);
  });
});
