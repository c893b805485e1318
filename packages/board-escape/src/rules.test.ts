import { checkConformance } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBoard } from './board.js';
import { boardEscapeGame } from './game.js';
import { legalMoves, playMove, shiftToken, escapeStart } from './rules.js';
import { boardRows } from './testing/arbitraries.js';

describe('startPosition', () => {
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

describe('shiftToken', () => {
  const board = createBoard(['T.E', '#..']);

  it('counts down on an empty cell and removes the token at 0', () => {
    expect(shiftToken(board, { row: 0, column: 0, count: 3 }, 'right')).toEqual({
      row: 0,
      column: 1,
      count: 2,
    });
    expect(shiftToken(board, { row: 0, column: 0, count: 1 }, 'right')).toBeUndefined();
  });

  it('lets a token leave through an exit whatever its number', () => {
    expect(shiftToken(board, { row: 0, column: 1, count: 9 }, 'right')).toBeUndefined();
  });

  it('refuses to move off the board or onto an obstacle', () => {
    expect(() => shiftToken(board, { row: 0, column: 0, count: 2 }, 'down')).toThrow(
      /cannot move down/,
    );
    expect(() => shiftToken(board, { row: 0, column: 0, count: 2 }, 'up')).toThrow(RangeError);
  });
});

describe('legalMoves and playMove', () => {
  it('lists every shift of every token', () => {
    const board = createBoard(['T.', '.T']);
    expect(legalMoves(board, escapeStart(board, 2))).toEqual([
      { token: 0, direction: 'down' },
      { token: 0, direction: 'right' },
      { token: 1, direction: 'up' },
      { token: 1, direction: 'left' },
    ]);
  });

  it('stuck tokens and an empty board have no moves', () => {
    const board = createBoard(['T#', '#T']);
    expect(legalMoves(board, escapeStart(board, 5))).toEqual([]);
    expect(legalMoves(board, { tokens: [] })).toEqual([]);
  });

  it('plays without touching the old position', () => {
    const board = createBoard(['TE']);
    const start = escapeStart(board, 4);
    expect(playMove(board, start, { token: 0, direction: 'right' })).toEqual({ tokens: [] });
    expect(start.tokens).toHaveLength(1);
    expect(() => playMove(board, start, { token: 1, direction: 'right' })).toThrow(/no token 1/);
  });
});

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
