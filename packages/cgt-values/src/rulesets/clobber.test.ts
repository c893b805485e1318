import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { negate } from '../short/arithmetic.js';
import { NotationError, parseGame } from '../short/notation.js';
import { PartizanSolver } from './ruleset.js';
import { ZERO } from '../short/store.js';
import { bruteForce } from '../testing/brute-force.js';
import { arbitraryGrid } from '../testing/grids.js';
import { clobber, formatClobber, parseClobber, swapXO } from './clobber.js';

describe('Clobber', () => {
  const solver = new PartizanSolver(clobber);
  const value = (text: string) => solver.canonicalForm(parseClobber(text));

  describe('published values', () => {
    it("gives Lessons in Play's values: xo = *, xxo = ^, xxxo = ^^*", () => {
      expect(value('xo')).toBe(parseGame('*'));
      expect(value('xxo')).toBe(parseGame('^'));
      expect(value('xxxo')).toBe(parseGame('^^*'));
      expect(value('oox')).toBe(parseGame('v'));
    });

    it("gives CGSuite's value of a 2×3 board (its GameGridTest): xox|ox. = {^^*|*,v}", () => {
      expect(value('xox|ox.')).toBe(parseGame('{^^*|*,v}'));
    });
  });

  it('matches the brute-force game tree, and swapping the stones negates', () => {
    fc.assert(
      fc.property(arbitraryGrid('xo.', 3, 3), (board) => {
        const g = solver.canonicalForm(board);
        expect(g).toBe(bruteForce(clobber, formatClobber, board));
        expect(solver.canonicalForm({ ...board, cells: swapXO(board.cells) })).toBe(negate(g));
      }),
      { numRuns: 150 },
    );
  });

  it('reads boards with holes and reports mistakes with their column', () => {
    expect(value('x#o')).toBe(ZERO);
    expect(formatClobber(parseClobber('x.o|#ox'))).toBe('x.o|#ox');
    expect(() => parseClobber('xo|x')).toThrow(NotationError);
    expect(() => parseClobber('xo|xa')).toThrow(/column 5/);
  });
});
