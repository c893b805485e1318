import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Portion, createCake, mirrorCake, portionAt, transposeCake } from './model.js';
import { eat, hasBite, isLegalBite, legalBites } from './rules.js';
import { smallCakes } from './testing/arbitraries.js';

describe('the rules', () => {
  it('offers every 2×2 window of an empty cake', () => {
    expect(legalBites(createCake(3, 4))).toHaveLength(6);
    expect(legalBites(createCake(1, 9))).toHaveLength(0);
  });

  it('refuses windows with poison, windows wholly eaten and windows off the cake', () => {
    const cake = eat(createCake(3, 3, [{ row: 2, col: 2 }]), { row: 0, col: 0 });
    expect(isLegalBite(cake, { row: 1, col: 1 })).toBe(false);
    expect(isLegalBite(cake, { row: 0, col: 1 })).toBe(true);
    expect(isLegalBite(eat(cake, { row: 0, col: 1 }), { row: 0, col: 0 })).toBe(false);
    expect(isLegalBite(cake, { row: 2, col: 0 })).toBe(false);
    expect(isLegalBite(cake, { row: -1, col: 0 })).toBe(false);
    expect(() => eat(cake, { row: 1, col: 1 })).toThrow(RangeError);
  });

  it('eats the four portions of a bite and nothing else, leaving the cake given untouched', () => {
    fc.assert(
      fc.property(smallCakes(), fc.nat(), (cake, pick) => {
        const bites = legalBites(cake);
        fc.pre(bites.length > 0);
        const bite = bites[pick % bites.length]!;
        const before = cake.cells.slice();
        const after = eat(cake, bite);
        expect(cake.cells).toEqual(before);
        for (let r = 0; r < cake.rows; r++) {
          for (let c = 0; c < cake.cols; c++) {
            const inside =
              r - bite.row >= 0 && r - bite.row < 2 && c - bite.col >= 0 && c - bite.col < 2;
            expect(portionAt(after, r, c)).toBe(inside ? Portion.eaten : portionAt(cake, r, c));
          }
        }
      }),
    );
  });

  it('ends every game: each bite eats at least one portion', () => {
    fc.assert(
      fc.property(smallCakes(), (cake) => {
        const uneaten = (c: typeof cake): number =>
          c.cells.filter((p) => p === Portion.uneaten).length;
        for (const bite of legalBites(cake))
          expect(uneaten(eat(cake, bite))).toBeLessThan(uneaten(cake));
      }),
    );
  });

  it('has a bite exactly when it lists one', () => {
    fc.assert(
      fc.property(smallCakes(), (cake) => {
        expect(hasBite(cake)).toBe(legalBites(cake).length > 0);
      }),
    );
  });

  it('keeps the number of bites under symmetry', () => {
    fc.assert(
      fc.property(smallCakes(), (cake) => {
        const n = legalBites(cake).length;
        expect(legalBites(transposeCake(cake))).toHaveLength(n);
        expect(legalBites(mirrorCake(cake))).toHaveLength(n);
      }),
    );
  });
});
