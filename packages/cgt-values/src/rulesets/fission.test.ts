import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { negate } from '../short/arithmetic.js';
import { PartizanSolver } from './ruleset.js';
import { parseGame } from '../short/notation.js';
import { num } from '../short/store.js';
import { bruteForce } from '../testing/brute-force.js';
import { arbitraryGrid } from '../testing/grids.js';
import { fission, formatFission, parseFission } from './fission.js';

describe('Fission', () => {
  const solver = new PartizanSolver(fission);
  const value = (text: string) => solver.canonicalForm(parseFission(text));

  it('splits as CGSuite’s game.grid.Fission does: the stone leaves, both targets must be empty', () => {
    // CGSuite (aaron-siegel/cgsuite, game/grid/Fission.cgs): Left's direction is (1,0), a row
    // step; the move empties the stone's cell and fills the two cells beside it in that direction.
    const moves = (text: string, left: boolean): string[] => {
      const board = parseFission(text);
      const options = left ? fission.leftOptions(board) : fission.rightOptions(board);
      return [...options].map(formatFission).sort();
    };
    expect(moves('.|x|.', true)).toEqual(['x|.|x']);
    expect(moves('.|x|.', false)).toEqual([]);
    expect(moves('...|.x.|...', false)).toEqual(['...|x.x|...']);
    expect(moves('x|x|.', true)).toEqual([]);
    expect(moves('#|x|.', true)).toEqual([]);
    expect(moves('.|x|.|x|.', true)).toEqual(['.|x|x|.|x', 'x|.|x|x|.']);
  });

  describe('published values', () => {
    it('gives a lone stone with room to split one way a move for that player (Lessons in Play)', () => {
      expect(value('.|x|.')).toBe(num(1));
      expect(value('.x.')).toBe(num(-1));
      expect(value('x')).toBe(num(0));
      // A column of five: the middle stone splits, then the upper new stone splits once more.
      expect(value('.|.|x|.|.')).toBe(num(2));
      expect(value('.|x|.|x|.')).toBe(num(1));
    });

    it("gives the values of cgt-tools' Fission tests", () => {
      // t4ccer/cgt-tools, cgt/short/partizan/games/fission.rs, test `canonical_form`. There too
      // Left splits a stone vertically (her move steps y) and Right horizontally, rows are
      // separated by `|`, `x` is a stone and `#` no cell: the boards read as they are.
      const cases: [string, string][] = [
        ['....|..x.|....|....', '0'],
        ['..x.|....|..x.|....', '-2'],
        ['.x.x|....|..x.|....', '-1'],
        ['.x.x|..x.|....|..x.', '{-1|-4}'],
        ['....|..x.|....|#..#', '0'],
      ];
      for (const [board, expected] of cases) expect(value(board), board).toBe(parseGame(expected));
    });
  });

  it('matches the brute-force game tree; turning the board a quarter negates', () => {
    fc.assert(
      fc.property(arbitraryGrid('x....', 4, 4), (board) => {
        const g = solver.canonicalForm(board);
        expect(g).toBe(bruteForce(fission, formatFission, board));
        let cells = '';
        for (let c = 0; c < board.width; c++) {
          for (let r = 0; r < board.height; r++) cells += board.cells[r * board.width + c]!;
        }
        const turned = { width: board.height, height: board.width, cells };
        expect(solver.canonicalForm(turned)).toBe(negate(g));
      }),
      { numRuns: 150 },
    );
  });

  it('reports mistakes with their column', () => {
    expect(() => parseFission('..|.o')).toThrow(/column 5/);
  });
});
