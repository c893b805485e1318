import { createBoard } from '@cgkit/board-escape';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FormatError } from '../errors.js';
import { fuzzFormat } from '../testing/fuzz.js';
import { formatBoardEscapeBoard, parseBoardEscapeBoard } from './board-file.js';

const cellRows = fc
  .tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 }))
  .chain(([h, w]) =>
    fc.array(fc.string({ unit: fc.constantFrom('T', 'E', '#', '.'), minLength: w, maxLength: w }), {
      minLength: h,
      maxLength: h,
    }),
  );

function errorOf(text: string): FormatError {
  try {
    parseBoardEscapeBoard(text, 'board.txt');
  } catch (error) {
    if (error instanceof FormatError) return error;
    throw error;
  }
  throw new Error('no error');
}

describe('parseBoardEscapeBoard', () => {
  it('reads the rows, tolerating CRLF, surrounding spaces and blank lines around the board', () => {
    expect(parseBoardEscapeBoard('\n  T.#\r\n#.E  \r\n\n').rows).toEqual(['T.#', '#.E']);
  });

  it('reads back what formatBoardEscapeBoard writes', () => {
    fc.assert(
      fc.property(cellRows, (rows) => {
        const board = createBoard(rows);
        expect(parseBoardEscapeBoard(formatBoardEscapeBoard(board))).toEqual(board);
      }),
    );
  });

  it.each([
    ['\n\n', 3, 1, 'expected a row of the board, found end of input'],
    ['T.#\n#.E.\n', 2, 4, 'expected a row of 3 cells, like the first row, found 4 cells'],
    ['T.#\n#.\n', 2, 3, 'expected a row of 3 cells, like the first row, found 2 cells'],
    [
      'T.#\n#xE\n',
      2,
      2,
      'expected a cell: T (token), E (exit), # (obstacle) or . (empty), found "x"',
    ],
    ['T t\n', 1, 2, 'found " "'],
    ['T🎂E\n', 1, 2, 'found "🎂"'],
    ['T.\n\n..\n', 3, 1, 'expected the end of the board (it ends at a blank line), found a row'],
    [`${'.'.repeat(51)}\n`, 1, 51, 'expected at most 50 cells in a row, found 51 cells'],
    [`${'.\n'.repeat(51)}`, 51, 1, 'expected at most 50 rows, found row 51'],
  ])('rejects %j at line %i, column %i', (text, line, column, message) => {
    const error = errorOf(text);
    expect([error.source, error.line, error.column]).toEqual(['board.txt', line, column]);
    expect(error.message).toContain(message);
  });

  it('shows the offending line under the message', () => {
    expect(errorOf('T.#\n#xE\n').render()).toBe(
      'board.txt:2:2: expected a cell: T (token), E (exit), # (obstacle) or . (empty), found "x"\n  #xE\n   ^',
    );
  });

  it('parses any input or throws a FormatError with a position', () => {
    fuzzFormat({
      name: 'board-escape board',
      parse: (text) => parseBoardEscapeBoard(text, 'fuzz'),
      samples: ['T.#\n#.E\n', '#E...\n#...E\nE.T#.\n..#..\n', 'TE\n'],
      alphabet: 'TE#.\n x',
    });
  });
});
