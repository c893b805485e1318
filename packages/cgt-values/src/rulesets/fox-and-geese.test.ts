import { DeadlineError, MemoryBudgetError, steppingClock } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { loopyCompare, loopyOutcome, loopySum, solveGraph } from '../loopy/graph.js';
import { loopySimplify } from '../loopy/simplify.js';
import { formatLoopy, parseLoopy } from '../loopy/notation.js';
import { NotationError } from '../short/notation.js';
import { naiveLoopyResults } from '../testing/loopy-naive.js';
import {
  foxAndGeese,
  foxAndGeeseOptions,
  foxEscaped,
  formatFoxAndGeese,
  MAX_FOX_GEESE_WIDTH,
  parseFoxAndGeese,
} from './fox-and-geese.js';

const graph = (text: string) => foxAndGeese(parseFoxAndGeese(text)).game;
const value = (text: string): string => formatLoopy(loopySimplify(graph(text)));

/** CGSuite's four geese on row 3 of a board 8 wide, with the fox at [row, column]. */
function fourGeese(fox: [number, number]): string {
  return [3, 2, 1]
    .map((row) =>
      Array.from({ length: 8 }, (_, c) =>
        row === 3 && c % 2 === 0 ? 'x' : row === fox[0] && c + 1 === fox[1] ? 'o' : '.',
      ).join(''),
    )
    .join('|');
}

describe('Fox and Geese', () => {
  it('moves the geese diagonally down and the fox diagonally either way, without captures', () => {
    const p = parseFoxAndGeese('x.x.|....|..o.');
    expect(p).toEqual({
      width: 4,
      geese: [
        [3, 1],
        [3, 3],
      ],
      fox: [1, 3],
    });
    const { left, right } = foxAndGeeseOptions(p);
    expect(left.map(formatFoxAndGeese)).toEqual([
      '..x.|.x..|..o.',
      'x...|.x..|..o.',
      'x...|...x|..o.',
    ]);
    expect(right.map(formatFoxAndGeese)).toEqual(['x.x.|.o..|....', 'x.x.|...o|....']);
    // A goose does not step onto the fox, nor the fox onto a goose.
    expect(foxAndGeeseOptions(parseFoxAndGeese('.x|o.'))).toEqual({ left: [], right: [] });
  });

  it('gives 0 when nobody can move, off once the fox is past the geese', () => {
    expect(value('.x|o.')).toBe('0');
    expect(loopyOutcome(graph('.x|o.'))).toEqual({ leftFirst: 'R', rightFirst: 'L' });
    expect(foxEscaped(parseFoxAndGeese('.o..|x...'))).toBe(true);
    expect(value('.o..|x...')).toBe('off');
    // One row below the highest goose with a free square up: escaped too.
    expect(foxEscaped(parseFoxAndGeese('...x|o...'))).toBe(true);
    expect(foxEscaped(parseFoxAndGeese('.x.x|o...'))).toBe(false);
  });

  it('has outcomes with draws matching a naive fixpoint', () => {
    for (const text of [
      'x.x.|....|o...',
      '.x.x|....|....|o...',
      'x.x.x.|......|..o...',
      'x.x.|.o..|....',
    ]) {
      const game = graph(text);
      expect(solveGraph(game), text).toEqual(naiveLoopyResults(game));
    }
  });

  it('gives the value CGSuite gives with the fox between four geese and the bottom row', () => {
    // CGSuite's GameGridTest: FoxAndGeese.ValuesTable({(3,1),(3,3),(3,5),(3,7)}), fox at (2,4).
    expect(value(fourGeese([2, 4]))).toBe('2');
  });

  it('gives the value CGSuite gives on a board 10 wide, past the full table of pairs', () => {
    // CGSuite's GameGridTest: GenFoxAndGeese(boardWidth => 10)({(3,1),(3,3),(3,5),(3,7),(3,9)},
    // (1,9)): 5,076 positions, 25.8 million pairs, past the 4,194,304 a full table may hold.
    const text = 'x.x.x.x.x.|..........|........o.';
    expect(graph(text).left.length).toBe(5076);
    expect(value(text)).toBe('{6over|5*}');
  });

  it("gives CGSuite's {4*|7/2} of four geese on row 4, and its whole values table of row 3", ({
    skip,
  }) => {
    // About 4 CPU-s in all: test:slow's.
    skip(!inject('slow'), 'test:slow');
    // CGSuite's GameGridTest: FoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1)), 7,258 positions.
    expect(value('.x.x.x.x|........|........|o.......')).toBe('{4*|7/2}');
    const table: [[number, number], string][] = [
      [[2, 2], '2over'],
      [[2, 4], '2'],
      [[2, 6], '3*'],
      [[2, 8], '4over'],
      [[1, 1], '{6|2over}'],
      [[1, 3], '{2over|2}'],
      [[1, 5], '{4|3||2}'],
      [[1, 7], '{4over|3*}'],
    ];
    for (const [fox, expected] of table) expect(value(fourGeese(fox)), String(fox)).toBe(expected);
  });

  it('gives four geese on row 5 a value that its whole graph equals and plays as', ({ skip }) => {
    // About 25 CPU-s in all: test:slow's.
    skip(!inject('slow'), 'test:slow');
    const game = graph('x.x.x.x.|........|........|........|o.......');
    expect(game.left.length).toBe(33908);
    const value = '{4,4*|||7/2|3||2over}';
    expect(formatLoopy(loopySimplify(game))).toBe(value);
    // Checked without fusing or simplifying: the survival test of the whole graph against the
    // value as written, and the outcomes of both plus small games, by retrograde analysis.
    const written = parseLoopy(value);
    expect(loopyCompare(game, written)).toBe('=');
    for (const x of ['-4', '-7/2', '-2', '*']) {
      const test = parseLoopy(x);
      expect(loopyOutcome(loopySum(game, test)), x).toEqual(loopyOutcome(loopySum(written, test)));
    }
  });

  it('reads what it writes, and names the column of a mistake', () => {
    // Dark squares of a board 6 wide: column 2k + 1 on odd rows, 2k + 2 on even ones.
    const square = fc
      .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 2 }))
      .map(([row, k]): [number, number] => [row, 2 * k + (row % 2 === 1 ? 1 : 2)]);
    fc.assert(
      fc.property(
        fc.uniqueArray(square, { minLength: 2, maxLength: 6, selector: ([r, c]) => r * 10 + c }),
        ([fox, ...geese]) => {
          geese.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
          const p = { width: 6, geese, fox: fox! };
          expect(parseFoxAndGeese(formatFoxAndGeese(p))).toEqual(p);
        },
      ),
    );
    const column = (text: string): number | undefined => {
      try {
        parseFoxAndGeese(text);
      } catch (error) {
        if (error instanceof NotationError) return error.column;
        throw error;
      }
      return undefined;
    };
    expect(column('.x|o.')).toBeUndefined();
    expect(column('x.|o.')).toBe(1); // a light square
    expect(column('.x|q.')).toBe(4);
    expect(column('.x|...')).toBe(4);
    // A board without a fox or without geese is a position too (the editor's first steps).
    expect(parseFoxAndGeese('.x|..')).toEqual({ width: 2, geese: [[2, 2]] });
    expect(value('.x|..')).toBe('1');
    expect(value('..|o.')).toBe('off');
    expect(value('..|..')).toBe('0');
    expect(column('.o|o.')).toBe(4); // a second fox
    expect(column('.'.repeat(MAX_FOX_GEESE_WIDTH + 1))).toBe(1);
  });

  it('obeys its control', () => {
    // CGSuite's {4*|7/2}: four geese on row 4, the fox in the corner.
    const start = parseFoxAndGeese('.x.x.x.x|........|........|o.......');
    expect(() => foxAndGeese(start, { maxMemoryBytes: 20_000 })).toThrow(MemoryBudgetError);
    expect(() => foxAndGeese(start, { deadline: Date.now() - 1 })).toThrow(DeadlineError);
    // Its simplification: the comparisons' states count against the budget, and it stops.
    const { game } = foxAndGeese(start);
    expect(() => loopySimplify(game, { maxMemoryBytes: 2_000_000 })).toThrow(MemoryBudgetError);
    const clock = steppingClock(100);
    expect(() => loopySimplify(game, { deadline: 1000, clock })).toThrow(DeadlineError);
  });
});
