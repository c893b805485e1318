import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { negate } from '../arithmetic.js';
import { parseGame } from '../notation.js';
import { PartizanSolver } from '../ruleset.js';
import { num } from '../store.js';
import { bruteForce } from '../testing/brute-force.js';
import { arbitraryGrid } from '../testing/grids.js';
import { swapXO } from './clobber.js';
import { formatKonane, konane, parseKonane } from './konane.js';

describe('Konane', () => {
  const solver = new PartizanSolver(konane);
  const value = (text: string) => solver.canonicalForm(parseKonane(text));

  it("gives Ernst's values (Playing Konane mathematically): xo. = 1, x.o = 0", () => {
    expect(value('xo.')).toBe(num(1));
    expect(value('.ox')).toBe(num(1));
    expect(value('ox.')).toBe(num(-1));
    expect(value('x.o')).toBe(num(0));
    expect(value('xo.|...')).toBe(num(1));
    // A double jump is a move of its own: Left's ....x ends the game, ..xo. lets Right reply.
    expect(value('xo.o.')).toBe(num(1));
    expect(value('x.ox.o')).toBe(parseGame('*'));
  });

  describe('published values', () => {
    it("gives the values of cgt-tools' Konane tests", () => {
      // t4ccer/cgt-tools, cgt/short/partizan/games/konane.rs, test `values`: its `x` is Left's
      // (blue) stone and `o` Right's, rows separated by `|`, as here.
      expect(value('..ox')).toBe(num(1));
      expect(value('.ox.')).toBe(parseGame('*'));
      expect(value('.ox.|o..x|....')).toBe(parseGame('{1|-1}'));
    });
  });

  it('matches the brute-force game tree, and swapping the stones negates', () => {
    fc.assert(
      fc.property(arbitraryGrid('xo..', 4, 3), (board) => {
        const g = solver.canonicalForm(board);
        expect(g).toBe(bruteForce(konane, formatKonane, board));
        expect(solver.canonicalForm({ ...board, cells: swapXO(board.cells) })).toBe(negate(g));
      }),
      { numRuns: 150 },
    );
  });

  it('reports mistakes with their column', () => {
    expect(() => parseKonane('xo|x?')).toThrow(/column 5/);
  });
});
