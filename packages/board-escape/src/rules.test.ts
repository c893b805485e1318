import { describe, expect, it } from 'vitest';
import { createBoard, escapeStart } from './model.js';
import { legalMoves, neighbor, playMove, shiftToken } from './rules.js';

describe('neighbor', () => {
  const board = createBoard(['T.#', '#.E']);

  it('stays on the board and off obstacles', () => {
    expect(neighbor(board, { row: 0, column: 0 }, 'right')).toEqual({ row: 0, column: 1 });
    expect(neighbor(board, { row: 0, column: 0 }, 'down')).toBeUndefined();
    expect(neighbor(board, { row: 0, column: 0 }, 'up')).toBeUndefined();
    expect(neighbor(board, { row: 0, column: 0 }, 'left')).toBeUndefined();
    expect(neighbor(board, { row: 0, column: 1 }, 'right')).toBeUndefined();
    expect(neighbor(board, { row: 1, column: 1 }, 'right')).toEqual({ row: 1, column: 2 });
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
