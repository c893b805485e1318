import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PartizanSolver } from './ruleset.js';
import { formatGame } from '../short/notation.js';
import { num } from '../short/store.js';
import { bruteForce } from '../testing/brute-force.js';
import { cutcake, eatcake, formatCake, maundyCake, parseCake, type CakePosition } from './cakes.js';

/** Winning Ways' Cutcake table: who has the more doublings of their side decides. */
function cutcakeTable(w: number, h: number): number {
  const [a, b] = [Math.floor(Math.log2(w)), Math.floor(Math.log2(h))];
  if (a > b) return Math.floor(w / 2 ** b) - 1;
  if (b > a) return -(Math.floor(h / 2 ** a) - 1);
  return 0;
}

/** A strip only Left can cut: the most Maundy moves, splitting by k and playing every part out. */
function maundyStrip(n: number): number {
  let best = 0;
  for (let k = 2; k <= n; k++) if (n % k === 0) best = Math.max(best, 1 + k * maundyStrip(n / k));
  return best;
}

const smallCake = fc.array(
  fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 4 })),
  {
    minLength: 1,
    maxLength: 2,
  },
);

/** The rectangles in order: the brute force may memoize a multiset of them once. */
const sortedCake = (p: CakePosition): string =>
  formatCake([...p].sort((a, b) => a[0] - b[0] || a[1] - b[1]));

describe('cake games', () => {
  describe('published values', () => {
    it("gives Winning Ways' Cutcake table for rectangles up to 16×16", () => {
      const solver = new PartizanSolver(cutcake);
      for (let w = 1; w <= 16; w++) {
        for (let h = 1; h <= 16; h++) {
          expect(solver.canonicalForm([[w, h]]), `${w}x${h}`).toBe(num(cutcakeTable(w, h)));
        }
      }
    });

    it('gives Maundy Cake strips the most moves Left can make (Winning Ways)', () => {
      const solver = new PartizanSolver(maundyCake);
      for (let n = 1; n <= 40; n++)
        expect(solver.canonicalForm([[n, 1]])).toBe(num(maundyStrip(n)));
      expect(solver.canonicalForm([[1, 6]])).toBe(num(-4));
    });

    it('gives the values of CGSuite’s tests for n×8 Cutcake, Maundy Cake and Eatcake', () => {
      // CGSuite's own test suite (aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/
      // GameHeapTest.scala): game.heap.Cutcake, MaundyCake and Eatcake at (8, n), n = 1 … 8, a
      // cake 8 high and n wide (Left works on the width).
      const expected = {
        Cutcake: ['-7', '-3', '-3', '-1', '-1', '-1', '-1', '0'],
        'Maundy Cake': ['-7', '-3', '-3', '-1', '-3', '-1', '-3', '0'],
        Eatcake: [
          '^',
          '{^|||^*|v||0}',
          '{^^|*}',
          '{^^|*||0,{0|vv*}}',
          '{^3|^*||*}',
          '{^3|^*||*|||0,{0,{^|0,v*}|||0|vv*||0}}',
          '{0||^^*|0|||*}',
          '*',
        ],
      };
      for (const ruleset of [cutcake, maundyCake, eatcake]) {
        const solver = new PartizanSolver(ruleset);
        const values = Array.from({ length: 8 }, (_, i) =>
          formatGame(solver.canonicalForm([[i + 1, 8]])),
        );
        expect(values, ruleset.name).toEqual(expected[ruleset.name as keyof typeof expected]);
      }
    });
  });

  it('matches the brute-force game tree', () => {
    for (const ruleset of [cutcake, eatcake, maundyCake]) {
      const solver = new PartizanSolver(ruleset);
      fc.assert(
        fc.property(smallCake, (p) => {
          expect(solver.canonicalForm(p)).toBe(bruteForce(ruleset, sortedCake, p));
        }),
        { numRuns: 60 },
      );
    }
  });

  it('reads rectangles and reports mistakes with their column', () => {
    expect(parseCake('3x4, 2×5')).toEqual([
      [3, 4],
      [2, 5],
    ]);
    expect(() => parseCake('3x4 3y4')).toThrow(/column 5/);
    expect(() => parseCake('0x4')).toThrow(/column 1/);
    expect(() => parseCake(' ')).toThrow(/column 1/);
  });
});
