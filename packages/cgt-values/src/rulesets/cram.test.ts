import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { octalGrundy } from '../impartial/octal.js';
import { PartizanSolver } from './ruleset.js';
import { star, ZERO } from '../short/store.js';
import { bruteForce } from '../testing/brute-force.js';
import { arbitraryGrid } from '../testing/grids.js';
import { cram, formatCram, parseCram } from './cram.js';

const board = (w: number, h: number): string => Array(h).fill('.'.repeat(w)).join('|');

describe('Cram', () => {
  const solver = new PartizanSolver(cram);
  const value = (text: string) => solver.canonicalForm(parseCram(text));

  describe('published values', () => {
    it('values a 1×n strip as the octal game 0.07 (Winning Ways)', () => {
      const g = octalGrundy('0.07', 15).values;
      for (let n = 1; n < 15; n++) expect(value('.'.repeat(n))).toBe(star(g[n]));
    });

    it('gives even × even boards 0 and even × odd boards * (Winning Ways, by symmetry)', () => {
      for (const [w, h] of [
        [2, 2],
        [2, 4],
        [4, 2],
        [4, 4],
      ] as const)
        expect(value(board(w, h))).toBe(ZERO);
      for (const [w, h] of [
        [2, 3],
        [3, 2],
        [2, 5],
        [4, 3],
      ] as const)
        expect(value(board(w, h))).toBe(star(1));
    });

    it("gives CGSuite's value of a board with a one-cell notch (its GameGridTest): *4", () => {
      expect(value('.........|##.######')).toBe(star(4));
    });
  });

  it('matches the brute-force game tree', () => {
    fc.assert(
      fc.property(arbitraryGrid('..#', 4, 3), (b) => {
        expect(solver.canonicalForm(b)).toBe(bruteForce(cram, formatCram, b));
      }),
      { numRuns: 150 },
    );
  });

  it('reports mistakes with their column', () => {
    expect(() => parseCram('..|.x')).toThrow(/column 5/);
  });
});
