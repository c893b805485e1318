import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkK, createBoard, escapeStart, tokenCells } from './model.js';
import { boardRows } from './testing/arbitraries.js';

describe('createBoard', () => {
  it('keeps the rows and measures the board', () => {
    const board = createBoard(['T.#', '#.E']);
    expect(board).toEqual({ height: 2, width: 3, rows: ['T.#', '#.E'] });
  });

  it('accepts every well-formed board', () => {
    fc.assert(
      fc.property(boardRows(6, 4), (rows) => {
        expect(createBoard(rows).rows).toEqual(rows);
      }),
    );
  });

  it.each([
    [[], /1 to 50 rows, got 0/],
    [Array.from({ length: 51 }, () => '.'), /1 to 50 rows, got 51/],
    [[''], /1 to 50 columns, got 0/],
    [['.'.repeat(51)], /1 to 50 columns, got 51/],
    [['T.', 'E'], /row 1 has 1 cells, row 0 has 2/],
    [['T.', 'Ex'], /row 1, column 1: unknown cell "x"/],
  ])('rejects %j', (rows, message) => {
    expect(() => createBoard(rows)).toThrow(message);
  });
});

describe('checkK', () => {
  it('accepts 1 to 10^9 and nothing else', () => {
    expect(() => checkK(1)).not.toThrow();
    expect(() => checkK(1_000_000_000)).not.toThrow();
    for (const k of [0, -1, 1.5, 1_000_000_001, Number.NaN])
      expect(() => checkK(k)).toThrow(RangeError);
  });
});

describe('tokenCells', () => {
  it('lists the tokens in reading order', () => {
    expect(tokenCells(createBoard(['.T', 'T.']))).toEqual([
      { row: 0, column: 1 },
      { row: 1, column: 0 },
    ]);
  });
});

describe('escapeStart', () => {
  it('puts the number k on every token', () => {
    expect(escapeStart(createBoard(['T.T']), 7).tokens).toEqual([
      { row: 0, column: 0, count: 7 },
      { row: 0, column: 2, count: 7 },
    ]);
  });

  it('rejects k outside 1..10^9', () => {
    expect(() => escapeStart(createBoard(['T']), 0)).toThrow(RangeError);
  });
});
