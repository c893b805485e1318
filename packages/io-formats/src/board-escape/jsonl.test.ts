import { createBoard } from '@cgkit/board-escape';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FormatError } from '../errors.js';
import { fuzzFormat } from '../testing/fuzz.js';
import { formatBoardEscapeJsonl, parseBoardEscapeJsonl } from './jsonl.js';

const gameCase = fc
  .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }))
  .chain(([h, w]) =>
    fc.record({
      rows: fc.array(
        fc.string({ unit: fc.constantFrom('T', 'E', '#', '.'), minLength: w, maxLength: w }),
        {
          minLength: h,
          maxLength: h,
        },
      ),
      k: fc.integer({ min: 1, max: 1_000_000_000 }),
    }),
  );

function errorOf(text: string): FormatError {
  try {
    parseBoardEscapeJsonl(text, 'games.jsonl');
  } catch (error) {
    if (error instanceof FormatError) return error;
    throw error;
  }
  throw new Error('no error');
}

describe('parseBoardEscapeJsonl', () => {
  it('reads one game per line, with its line number, skipping blank lines and other keys', () => {
    const text =
      '{"board": ["T.#", "#.E"], "k": 3}\n\n {"expected":"Bob","k":99,"board":["E#E","#T#","E#E"],"x":[{"a":[1,-2.5e3]},null,true]}\n';
    expect(parseBoardEscapeJsonl(text)).toEqual([
      { board: createBoard(['T.#', '#.E']), k: 3, line: 1 },
      { board: createBoard(['E#E', '#T#', 'E#E']), k: 99, line: 3 },
    ]);
  });

  it('decodes escapes in rows', () => {
    expect(parseBoardEscapeJsonl('{"board":["\\u0054E"],"k":1}')[0]?.board.rows).toEqual(['TE']);
  });

  it('reads back what formatBoardEscapeJsonl writes', () => {
    fc.assert(
      fc.property(fc.array(gameCase, { maxLength: 4 }), (games) => {
        const cases = games.map(({ rows, k }) => ({ board: createBoard(rows), k }));
        const parsed = parseBoardEscapeJsonl(formatBoardEscapeJsonl(cases));
        expect(parsed.map(({ board, k }) => ({ board, k }))).toEqual(cases);
      }),
    );
  });

  it.each([
    ['["TE"]', 1, 'expected a JSON object {"board": [rows…], "k": K}, found "[\\"TE\\"]"'],
    ['{"board":["TE"]}', 16, 'expected a "k" key, found "}"'],
    ['{"k":1}', 7, 'expected a "board" key'],
    ['{"board":["TE"],"k":0}', 21, 'expected k: an integer from 1 to 1000000000, found "0}"'],
    ['{"board":["TE"],"k":1000000001}', 21, 'expected k: an integer'],
    ['{"board":["TE"],"k":2.5}', 21, 'expected k: an integer'],
    ['{"board":["TE"],"k":"2"}', 21, 'expected k: an integer'],
    [
      '{"board":["TE","T"],"k":2}',
      18,
      'expected a row of 2 cells, like the first row, found 1 cell',
    ],
    ['{"board":["TE","Tx"],"k":2}', 18, 'found "x"'],
    ['{"board":[],"k":2}', 11, 'expected a row in double quotes'],
    ['{"board":[""],"k":2}', 12, 'found an empty row'],
    ['{"board":"TE","k":2}', 10, 'expected an array of rows'],
    ['{"board":["TE"],"board":["TE"],"k":2}', 17, 'expected each key once'],
    ['{"board":["TE"],"k":2} x', 24, 'expected the end of the line'],
    [
      '{"board":["TE',
      14,
      `expected '"' to close the string opened at column 11, found end of line`,
    ],
    ['{"board":["TE],"k":2}', 17, `expected ',' or ']', found "k\\":2}"`],
    ['{"board":["TE"],"k":2,"x":[1,}', 30, 'expected a JSON value'],
    ['{"board":["TE"] "k":2}', 17, `expected ',' or '}'`],
  ])('rejects %j at column %i', (text, column, message) => {
    const error = errorOf(`\n${text}\n`);
    expect([error.source, error.line, error.column]).toEqual(['games.jsonl', 2, column]);
    expect(error.message).toContain(message);
  });

  it('skips deeply nested values without overflowing the stack', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(parseBoardEscapeJsonl(`{"x":${deep},"board":["T"],"k":1}`)).toHaveLength(1);
  });

  it('parses any input or throws a FormatError with a position', () => {
    fuzzFormat({
      name: 'board-escape jsonl',
      parse: (text) => parseBoardEscapeJsonl(text, 'fuzz'),
      samples: [
        '{"board": ["T.#", "#.E"], "k": 3}\n{"board":["TE"],"k":50}\n',
        '{"k": 1, "board": [".T."], "note": {"a": [1, "x", null]}}\n',
      ],
      alphabet: '{}[]",:\\ 0123456789-.ekboardTE#u\n',
    });
  });
});
