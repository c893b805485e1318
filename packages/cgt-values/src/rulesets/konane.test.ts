import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { negate } from '../short/arithmetic.js';
import { parseGame } from '../short/notation.js';
import { PartizanSolver } from './ruleset.js';
import { num } from '../short/store.js';
import { bruteForce } from '../testing/brute-force.js';
import { arbitraryGrid } from '../testing/grids.js';
import { swapXO } from './clobber.js';
import { formatKonane, konane, parseKonane } from './konane.js';

describe('Konane', () => {
  const solver = new PartizanSolver(konane);
  const value = (text: string) => solver.canonicalForm(parseKonane(text));

  describe('published values', () => {
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

    it("gives the values of cgt-tools' Konane tests", () => {
      // t4ccer/cgt-tools, cgt/short/partizan/games/konane.rs, test `values`: its `x` is Left's
      // (blue) stone and `o` Right's, rows separated by `|`, as here.
      expect(value('..ox')).toBe(num(1));
      expect(value('.ox.')).toBe(parseGame('*'));
      expect(value('.ox.|o..x|....')).toBe(parseGame('{1|-1}'));
    });

    // Ernst, "Playing Konane mathematically" (UMAP Journal 16, 1995), as summarized with
    // figures in ishehadeh/konjecture, writeup/partials/04-existing-research.typ.
    const alternating = (n: number, first: 'x' | 'o'): string =>
      (first === 'x' ? 'xo' : 'ox').repeat(n).slice(0, n);

    it("gives Ernst's solid linear patterns: -j for 2j+1 stones, 0 for 4j, * for 4j+2", () => {
      // "Solid Linear Pattern": _xoxoxox_ (N = 7) alternating from x, room on both sides.
      for (let n = 2; n <= 9; n++) {
        const expected = n % 2 === 1 ? num(-(n - 1) / 2) : parseGame(n % 4 === 0 ? '0' : '*');
        expect(value(`.${alternating(n, 'x')}.`), `N = ${n}`).toBe(expected);
      }
    });

    it("gives Ernst's solid linear patterns with an offset tail of one stone", () => {
      // "Solid Linear Pattern with Offset Tail": a pattern of N with its first stone removed and
      // a tail below where it stood (the figure: __xoxoxo_ over _x over _o). The values listed,
      // v for N = 3, j - 1 for N = 2j, * for 4j + 1 and 0 for 4j + 3, hold here for a tail of
      // one stone and the figure's colours exchanged (its solid pattern has x as Left, this
      // figure x as Right).
      const listed = (n: number): string =>
        n === 3 ? 'v' : n % 2 === 0 ? `${n / 2 - 1}` : n % 4 === 1 ? '*' : '0';
      for (let n = 3; n <= 9; n++) {
        const width = n + 2;
        const rows = [
          '.'.repeat(width),
          `..${alternating(n - 1, 'o')}.`,
          '.o'.padEnd(width, '.'),
          '.'.repeat(width),
        ];
        expect(value(rows.join('|')), `N = ${n}`).toBe(parseGame(listed(n)));
      }
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
