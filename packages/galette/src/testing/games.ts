import fc from 'fast-check';
import { createCake, type Cake } from '../model.js';
import { eat, legalBites } from '../rules.js';

/**
 * Cakes met in games: up to 6×7, no poison, a poisoned corner or poison placed symmetrically,
 * after a few random bites. Symmetric cakes are frequent (every game starts from one), so
 * arguments by symmetry meet both their cases and their exceptions.
 */
export function playedCakes(): fc.Arbitrary<Cake> {
  return fc
    .record({
      rows: fc.integer({ min: 2, max: 6 }),
      cols: fc.integer({ min: 2, max: 7 }),
      poison: fc.constantFrom('none', 'corner', 'half-turn', 'centre'),
      bites: fc.array(fc.nat(), { maxLength: 6 }),
    })
    .map(({ rows, cols, poison, bites }) => {
      const poisoned =
        poison === 'corner'
          ? [{ row: 0, col: 0 }]
          : poison === 'half-turn'
            ? [
                { row: 0, col: 1 },
                { row: rows - 1, col: cols - 2 },
              ]
            : poison === 'centre'
              ? [{ row: Math.floor(rows / 2), col: Math.floor(cols / 2) }]
              : [];
      let cake = createCake(rows, cols, poisoned);
      for (const pick of bites) {
        const legal = legalBites(cake);
        if (legal.length === 0) break;
        cake = eat(cake, legal[pick % legal.length]!);
      }
      return cake;
    });
}
