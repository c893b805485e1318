import { checkConformance } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardEscapeGame } from './game.js';
import { createBoard, escapeStart } from './model.js';
import { boardRows } from './testing/arbitraries.js';

describe('boardEscapeGame', () => {
  it('passes the core-search conformance check on random boards', () => {
    fc.assert(
      fc.property(boardRows(5, 3), fc.integer({ min: 1, max: 6 }), (rows, k) => {
        const board = createBoard(rows);
        checkConformance(boardEscapeGame(board), [escapeStart(board, k)], { playouts: 5 });
      }),
      { numRuns: 60 },
    );
  });

  it('gives tokens in any order the same key', () => {
    const game = boardEscapeGame(createBoard(['T.T']));
    const a = { row: 0, column: 0, count: 2 };
    const b = { row: 0, column: 2, count: 5 };
    expect(game.key({ tokens: [a, b] })).toBe(game.key({ tokens: [b, a] }));
    expect(game.key({ tokens: [a] })).not.toBe(game.key({ tokens: [b] }));
  });
});
