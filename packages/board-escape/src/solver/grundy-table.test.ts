import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBoard, DIRECTIONS, type EscapeBoard } from '../model.js';
import { neighbor } from '../rules.js';
import { GrundyTable } from './grundy-table.js';
import { boardRows } from '../testing/arbitraries.js';

/** Grundy values of a lone token straight from the definition, for the numbers 0..last. */
function directValues(board: EscapeBoard, last: number): number[][] {
  const values: number[][] = [board.rows.flatMap((row) => [...row].map(() => 0))];
  for (let n = 1; n <= last; n++) {
    values.push(
      board.rows.flatMap((row, r) =>
        [...row].map((char, c) => {
          if (char === 'E' || char === '#') return 0;
          const options = DIRECTIONS.flatMap((d) => {
            const next = neighbor(board, { row: r, column: c }, d);
            if (next === undefined) return [];
            return [
              board.rows[next.row]![next.column] === 'E'
                ? 0
                : values[n - 1]![next.row * board.width + next.column]!,
            ];
          });
          let mex = 0;
          while (options.includes(mex)) mex++;
          return mex;
        }),
      ),
    );
  }
  return values;
}

describe('GrundyTable', () => {
  it('matches the definition for every number, through and beyond the first cycle', () => {
    fc.assert(
      fc.property(boardRows(5, 0), (rows) => {
        const board = createBoard(rows);
        const table = new GrundyTable(board);
        const { preperiod, period } = table.periodicity();
        const last = preperiod + 3 * period + 5;
        directValues(board, last).forEach((expected, n) => {
          expect([...table.values(n)]).toEqual(expected);
        });
      }),
      { numRuns: 150 },
    );
  });

  it('finds the first repeat: the vectors before it are distinct, then they cycle', () => {
    fc.assert(
      fc.property(boardRows(6, 0), (rows) => {
        const board = createBoard(rows);
        const { preperiod, period } = new GrundyTable(board).periodicity();
        const direct = directValues(board, preperiod + period).map((v) => v.join(''));
        expect(new Set(direct.slice(0, preperiod + period)).size).toBe(preperiod + period);
        expect(direct[preperiod + period]).toBe(direct[preperiod]);
      }),
      { numRuns: 100 },
    );
  });

  it('answers huge numbers from the cycle, whatever order they are asked in', () => {
    const board = createBoard(['#E...', '#...E', 'E.T#.', '..#..']);
    const fresh = new GrundyTable(board);
    const { preperiod, period } = fresh.periodicity();
    const direct = directValues(board, preperiod + 2 * period);
    for (const n of [1_000_000_000, 999_999_999, 123_456_789]) {
      const reduced = n - period * Math.floor((n - preperiod) / period);
      expect([...new GrundyTable(board).values(n)]).toEqual(direct[reduced]);
    }
  });

  it('keeps every value within 0..4 (a mex over at most four moves)', () => {
    fc.assert(
      fc.property(boardRows(8, 0), (rows) => {
        const table = new GrundyTable(createBoard(rows));
        const { preperiod, period } = table.periodicity();
        for (let n = 0; n < preperiod + period; n++) {
          expect(Math.max(...table.values(n))).toBeLessThanOrEqual(4);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('reads the value of one cell as the definition gives it, for numbers in any order', () => {
    fc.assert(
      fc.property(
        boardRows(5, 0),
        fc.array(fc.oneof(fc.nat(12), fc.integer({ min: 13, max: 1_000_000_000 })), {
          minLength: 1,
          maxLength: 8,
        }),
        (rows, numbers) => {
          const board = createBoard(rows);
          const table = new GrundyTable(board);
          const { preperiod, period } = new GrundyTable(board).periodicity();
          const direct = directValues(board, preperiod + period + 12);
          for (const n of numbers) {
            const reduced = n < preperiod ? n : preperiod + ((n - preperiod) % period);
            for (let index = 0; index < board.height * board.width; index++) {
              const cell = { row: Math.floor(index / board.width), column: index % board.width };
              expect(table.value(cell, n)).toBe(direct[reduced]![index]);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('rejects numbers that are not whole and non-negative', () => {
    const table = new GrundyTable(createBoard(['T']));
    expect(() => table.values(-1)).toThrow(RangeError);
    expect(() => table.values(0.5)).toThrow(RangeError);
    expect(() => table.value({ row: 0, column: 0 }, -1)).toThrow(RangeError);
    expect(() => table.value({ row: 0, column: 0 }, 0.5)).toThrow(RangeError);
  });
});
