import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { negate } from '../short/arithmetic.js';
import { parseGame } from '../short/notation.js';
import { PartizanSolver } from './ruleset.js';
import { num } from '../short/store.js';
import { bruteForce } from '../testing/brute-force.js';
import { arbitraryGrid } from '../testing/grids.js';
import { swapXO } from './clobber.js';
import { amazons, formatAmazons, parseAmazons } from './amazons.js';

describe('Amazons', () => {
  const solver = new PartizanSolver(amazons);
  const value = (text: string) => solver.canonicalForm(parseAmazons(text));

  it("gives a lone amazon's territory its size: n empty cells in a row are n moves (Berlekamp)", () => {
    for (let n = 0; n <= 5; n++) expect(value(`x${'.'.repeat(n)}`)).toBe(num(n));
    expect(value('o..')).toBe(num(-2));
    expect(value('x.|..')).toBe(num(3));
  });

  describe('published values', () => {
    it("gives CGSuite's value of a 2×4 board (its GameGridTest)", () => {
      // aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/GameGridTest.scala,
      // "define Amazons properly": game.grid.Amazons("x...|o...").CanonicalForm. Its CharMap
      // ".xo#" (game/grid/Amazons.cgs) makes `x` Left's amazon, as here.
      expect(value('x...|o...')).toBe(
        parseGame('+-{3,{4|0,{1|0,*}},{4|{0,{1/2|0}|v},+-1,+-{1,{2|0}}}}'),
      );
    });
  });

  it('matches the brute-force game tree; swapping the amazons negates', () => {
    fc.assert(
      fc.property(arbitraryGrid('xo....#', 3, 2), (board) => {
        const g = solver.canonicalForm(board);
        expect(g).toBe(bruteForce(amazons, formatAmazons, board));
        expect(solver.canonicalForm({ ...board, cells: swapXO(board.cells) })).toBe(negate(g));
      }),
      { numRuns: 60 },
    );
  });

  it('refuses boards larger than 64 cells and reports mistakes with their column', () => {
    expect(() => parseAmazons(Array(9).fill('.'.repeat(8)).join('|'))).toThrow(
      /column 1: expected at most 64 cells, found 72/,
    );
    expect(() => parseAmazons('x.|.q')).toThrow(/column 5/);
  });
});
