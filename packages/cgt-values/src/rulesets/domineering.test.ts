import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dyadic } from '../short/dyadic.js';
import {
  domineering,
  formatDomineering,
  parseDomineering,
  type DomineeringPosition,
} from './domineering.js';
import { game } from '../short/canonical.js';
import { negate } from '../short/arithmetic.js';
import { num, type Game } from '../short/store.js';
import { formatGame, NotationError, parseGame } from '../short/notation.js';
import { PartizanSolver } from './ruleset.js';
import { bruteForce } from '../testing/brute-force.js';
import { plain } from '../testing/plain.js';

const plainDomineering = plain(domineering, (p) => `${p.width}:${formatDomineering(p)}`);

function transpose(p: DomineeringPosition): DomineeringPosition {
  const rows = new Uint32Array(p.width);
  for (let r = 0; r < p.height; r++) {
    for (let c = 0; c < p.width; c++) if ((p.rows[r]! >>> c) & 1) rows[c]! |= 1 << r;
  }
  return { width: p.height, height: p.width, rows };
}

const fullBoard = (w: number, h: number): string => Array(h).fill('.'.repeat(w)).join('|');

const arbitraryBoard = fc
  .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }))
  .chain(([w, h]) =>
    fc
      .array(fc.integer({ min: 0, max: 2 ** w - 1 }), { minLength: h, maxLength: h })
      .map((rows) => ({
        width: w,
        height: h,
        // Sparse fillings keep the boards interesting.
        rows: Uint32Array.from(
          rows,
          (row, r) => row & rows[(r + 1) % h]! & (r % 2 === 0 ? row : 0),
        ),
      })),
  );

describe('Domineering', () => {
  const solver = new PartizanSolver(domineering);
  const value = (grid: string): Game => solver.canonicalForm(parseDomineering(grid));

  it('gives a 1×n strip −⌊n/2⌋ and an n×1 strip ⌊n/2⌋', () => {
    for (let n = 1; n <= 12; n++) {
      expect(value('.'.repeat(n))).toBe(num(-Math.floor(n / 2)));
      expect(value(Array(n).fill('.').join('|'))).toBe(num(Math.floor(n / 2)));
    }
  });

  it('knows 2×2 = ±1 and 2×3 = {2|-1/2}', () => {
    expect(formatGame(value('..|..'))).toBe('+-1');
    expect(value('...|...')).toBe(parseGame('{2|-1/2}'));
    expect(value('..|..|..')).toBe(game([num(Dyadic.of(1, 1))], [num(-2)]));
    expect(value('#.|..')).toBe(parseGame('{0|0}'));
  });

  describe('published values', () => {
    it('gives the empty 4×4 board its canonical form, as CGSuite prints it', () => {
      // aaron-siegel/cgsuite, lib/core/src/test/scala/org/cgsuite/lang/GameGridTest.scala,
      // "define Domineering properly": Domineering(Grid.Empty(4,4)).CanonicalForm.
      expect(formatGame(value(fullBoard(4, 4)))).toBe('+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}');
    });

    it("gives the values of cgt-tools' Domineering tests (confirmed there with CGSuite)", () => {
      // t4ccer/cgt-tools, cgt/short/partizan/games/domineering.rs, tests `finds_canonical_form_*`
      // and `finds_temperature_of_four_by_four_grid`: `.|.` is 1 there too (Left vertical).
      const cases: [string, string][] = [
        ['.|.', '1'],
        ['..', '-1'],
        ['..|..', '{1|-1}'],
        ['..#|..#|##.', '{1|-1}'],
        ['....', '-2'],
        ['.#|..', '*'],
        ['.##|.##|...', '0'],
        ['..#|..#|...', '{1/2|-2}'],
        ['...|...|...', '{1|-1}'],
        ['.#.#|.#..', '1*'],
        ['#...|....|....|....', '{1*|-1*}'],
      ];
      for (const [board, expected] of cases) expect(value(board), board).toBe(parseGame(expected));
    });
  });

  it('matches the plain game tree and negates under transposition', () => {
    const reference = new PartizanSolver(plainDomineering);
    fc.assert(
      fc.property(arbitraryBoard, (board) => {
        const g = solver.canonicalForm(board);
        expect(g).toBe(reference.canonicalForm(board));
        expect(g).toBe(bruteForce(domineering, formatDomineering, board));
        expect(solver.canonicalForm(transpose(board))).toBe(negate(g));
      }),
      { numRuns: 150 },
    );
  });

  it('splits a board into the same regions in one word as row by row', () => {
    // Filled rows around a small board make it too tall for one word: the rows' flood fill.
    const parts = (p: DomineeringPosition): string[] =>
      domineering.components!(p).map(formatDomineering).sort();
    fc.assert(
      fc.property(arbitraryBoard, fc.nat(4), (board, above) => {
        const filled = (1 << board.width) - 1;
        const rows = [...Array<number>(above).fill(filled), ...Array.from(board.rows)];
        while (rows.length < 33) rows.push(filled);
        const tall = { width: board.width, height: rows.length, rows };
        const regions = parts(board);
        const whole = regions.length === 1 && regions[0] === formatDomineering(board);
        // A board that is one region is its own part, as is; the tall one's is cropped.
        expect(parts(tall)).toEqual(whole ? [formatDomineering(board)] : regions);
      }),
      { numRuns: 300 },
    );
  });

  it("keys options without building them as the options' own keys and conjugates do", () => {
    // Boards of up to 27 cells, 8 wide and tall, sparse or dense.
    const board = fc
      .tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 }))
      .filter(([w, h]) => w * h <= 27)
      .chain(([w, h]) =>
        fc
          .array(fc.integer({ min: 0, max: 2 ** w - 1 }), { minLength: h, maxLength: h })
          .chain((rows) =>
            fc.boolean().map((sparse) => ({
              width: w,
              height: h,
              rows: rows.map((row, r) => (sparse ? row & rows[(r + 1) % h]! : row)),
            })),
          ),
      );
    const into = { keys: new Int32Array(64), moves: new Int32Array(64), count: 0, leftCount: 0 };
    fc.assert(
      fc.property(board, (p) => {
        const left = domineering.leftOptions(p) as DomineeringPosition[];
        const options = [...left, ...(domineering.rightOptions(p) as DomineeringPosition[])];
        expect(domineering.optionKeys!(p, into)).toBe(true);
        expect([into.count, into.leftCount]).toEqual([options.length, left.length]);
        options.forEach((o, i) => {
          const built = domineering.option!(p, into.moves[i]!);
          expect(formatDomineering(built)).toBe(formatDomineering(o));
          const flipped = domineering.conjugate!(o);
          const key = domineering.key(flipped ?? o);
          expect(into.keys[i]).toBe(flipped === undefined ? key : ~key);
        });
      }),
      { numRuns: 300 },
    );
    // Larger boards are listed, not keyed.
    expect(domineering.optionKeys!(parseDomineering(fullBoard(4, 7)), into)).toBe(false);
    expect(domineering.optionKeys!(parseDomineering(fullBoard(9, 2)), into)).toBe(false);
  });

  it('stores a board and its transpose in one table entry', () => {
    const fresh = new PartizanSolver(domineering);
    const g = fresh.canonicalForm(parseDomineering('..#.|....|...#'));
    const size = fresh.tableSize;
    expect(fresh.canonicalForm(transpose(parseDomineering('..#.|....|...#')))).toBe(negate(g));
    expect(fresh.tableSize).toBe(size);
  });

  it('reports bad grids with a column', () => {
    expect(() => parseDomineering('..|.')).toThrow(NotationError);
    expect(() => parseDomineering('..|.x')).toThrow(/column 5/);
    expect(formatDomineering(parseDomineering('#.|..'))).toBe('#.|..');
  });

  it('refuses boards taller than MAX_DOMINEERING_HEIGHT rows, at the first row too many', () => {
    expect(parseDomineering(Array(64).fill('.').join('|')).height).toBe(64);
    const tall = Array(1000).fill('..').join('|');
    expect(() => parseDomineering(tall)).toThrow(/column 193: expected at most 64 rows/);
  });
});
