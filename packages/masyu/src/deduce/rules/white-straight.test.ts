import { describe, expect, it } from 'vitest';
import { applyAt, boardOf, describeEdges } from '../../testing/deduce.js';
import { whiteStraight } from './white-straight.js';

const GRID = ['.....', '.....', '..W..', '.....', '.....'];

describe('white-straight', () => {
  it('goes straight through a white pearl once one side is crossed out', () => {
    const board = boardOf(GRID, ['. . . . .', '. . . . .', '. . l . .']);
    const found = applyAt(whiteStraight, board, 2, 2);
    expect(describeEdges(board, found)).toEqual([
      'r2c3 D line',
      'r3c3 D line',
      'r3c2 R cross',
      'r3c3 R cross',
    ]);
    expect(found?.text()).toBe(
      'The loop cannot leave the white pearl at r3c3 left, so it goes straight through it, up and down',
    );
  });

  it('waits while both ways are open', () => {
    expect(applyAt(whiteStraight, boardOf(GRID), 2, 2)).toBeUndefined();
  });
});
