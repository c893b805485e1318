import { GrundySolver, checkConformance } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cakeImages, cakeKey, createCake } from './model.js';
import { galetteGame } from './game.js';
import { GaletteSolver } from './solver/galette-solver.js';
import { smallCakes } from './testing/arbitraries.js';

describe('galetteGame', () => {
  it('passes the core-search conformance check', () => {
    const starts = [
      createCake(4, 4),
      createCake(3, 7, [{ row: 1, col: 3 }]),
      createCake(5, 5, [
        { row: 0, col: 2 },
        { row: 4, col: 2 },
        { row: 2, col: 2 },
      ]),
      createCake(2, 9),
    ];
    expect(() => checkConformance(galetteGame, starts, { playouts: 60 })).not.toThrow();
  });

  it('agrees with the generic Grundy solver (symmetry and parts included)', () => {
    const generic = new GrundySolver(galetteGame);
    const solver = new GaletteSolver();
    fc.assert(
      fc.property(smallCakes(4, 4), (cake) => {
        expect(solver.grundy(cake)).toBe(generic.grundy(cake));
      }),
      { numRuns: 400 },
    );
  });

  it('has eight images of a cake, all with one canonical form', () => {
    fc.assert(
      fc.property(smallCakes(3, 4), (cake) => {
        const canonical = cakeKey(galetteGame.canonical!(cake));
        const images = cakeImages(cake);
        expect(images).toHaveLength(8);
        for (const image of images) expect(cakeKey(galetteGame.canonical!(image))).toBe(canonical);
      }),
    );
  });
});
