import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NotationError } from '../short/notation.js';
import { star } from '../short/store.js';
import { bruteForce } from '../testing/brute-force.js';
import { MAX_COINS, mockTurtles, parseCoins, ruler } from './coins.js';
import { PartizanSolver } from './ruleset.js';

/** A row whose only head is coin n (numbered from 1). */
const head = (n: number): string => `${'.'.repeat(n - 1)}H`;

const row = fc
  .array(fc.constantFrom('H', '.'), { minLength: 1, maxLength: 6 })
  .map((coins) => coins.join(''));

describe('coin-turning games', () => {
  it('gives a head at coin n of Mock Turtles the nth odious number (Winning Ways, ch. 14; OEIS A000069)', () => {
    const odious = [
      1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38, 41, 42, 44, 47, 49,
      50, 52, 55, 56, 59, 61, 62, 64, 67, 69, 70, 73, 74, 76, 79,
    ];
    const solver = new PartizanSolver(mockTurtles);
    expect(odious.map((_, i) => solver.canonicalForm(head(i + 1)))).toEqual(
      odious.map((v) => star(v)),
    );
  });

  it('gives a head at coin n of Ruler the largest power of 2 dividing n (Winning Ways, ch. 14; OEIS A006519)', () => {
    const ruled = [
      1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1,
      32,
    ];
    const solver = new PartizanSolver(ruler);
    expect(ruled.map((_, i) => solver.canonicalForm(head(i + 1)))).toEqual(
      ruled.map((v) => star(v)),
    );
  });

  it('values a row of several heads as the bare game tree does (the heads are a sum)', () => {
    for (const game of [mockTurtles, ruler]) {
      const solver = new PartizanSolver(game);
      fc.assert(
        fc.property(row, (p) => {
          expect(solver.canonicalForm(p)).toBe(bruteForce(game, (q) => q, p));
        }),
        { numRuns: 25 },
      );
    }
  });

  it('turns the coins the rules allow, the rightmost from heads to tails', () => {
    const moves = (game: typeof ruler, p: string): string[] => [...game.leftOptions(p)].sort();
    expect(moves(mockTurtles, '..H')).toEqual(['...', '.H.', 'H..', 'HH.'].sort());
    expect(moves(ruler, '..H')).toEqual(['...', '.H.', 'HH.'].sort());
    expect(moves(ruler, 'H.H')).toEqual(['..H', 'H..', 'HH.', '.H.'].sort());
    expect([...mockTurtles.rightOptions('H.H')]).toEqual([...mockTurtles.leftOptions('H.H')]);
  });

  it('reads rows of at most MAX_COINS coins, naming the column of a mistake', () => {
    const column = (text: string): number | undefined => {
      try {
        parseCoins(text);
      } catch (error) {
        if (error instanceof NotationError) return error.column;
        throw error;
      }
      return undefined;
    };
    expect(column(head(MAX_COINS))).toBeUndefined();
    expect(column(head(MAX_COINS + 1))).toBe(MAX_COINS + 1);
    expect(column('.HxH')).toBe(3);
    expect(column('')).toBe(1);
    fc.assert(
      fc.property(row, (p) => {
        expect(parseCoins(p)).toBe(p);
      }),
    );
  });
});
