import { describe, expect, it } from 'vitest';
import { applyAt, boardOf, describeEdges } from '../../testing/deduce.js';
import { whiteTurn } from './white-turn.js';

const GRID = ['.....', '.....', '..W..', '.....', '.....'];

describe('white-turn', () => {
  it('turns beside a white pearl on the side where the loop runs on straight', () => {
    const board = boardOf(GRID, ['. . . . .', '. . . . .', 'R LR LR L .']);
    const found = applyAt(whiteTurn, board, 2, 2);
    expect(describeEdges(board, found)).toEqual(['r3c4 R cross']);
  });

  it('rules out a way through when the loop could turn beside it on neither side', () => {
    const board = boardOf(GRID, ['. . . . .', '. . . . .', 'R L . R L']);
    expect(describeEdges(board, applyAt(whiteTurn, board, 2, 2))).toEqual([
      'r3c2 R cross',
      'r3c3 R cross',
    ]);
  });

  it('waits while the loop may turn on both sides', () => {
    const board = boardOf(GRID, ['. . . . .', '. . . . .', '. R LR L .']);
    expect(applyAt(whiteTurn, board, 2, 2)).toBeUndefined();
  });
});
