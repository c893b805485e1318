import { describe, expect, it } from 'vitest';
import { applyAt, boardOf, describeEdges } from '../../testing/deduce.js';
import { blackExtends } from './black-extends.js';

const GRID = ['.....', '.....', '..B..', '.....', '.....'];

describe('black-extends', () => {
  it('runs a leg of a black pearl straight through the next cell', () => {
    const board = boardOf(GRID, ['. . . . .', '. . . . .', '. . U . .']);
    expect(describeEdges(board, applyAt(blackExtends, board, 2, 2))).toEqual([
      'r1c3 D line',
      'r3c3 D cross',
      'r2c2 R cross',
      'r2c3 R cross',
    ]);
  });

  it('does nothing before the loop leaves the pearl', () => {
    expect(applyAt(blackExtends, boardOf(GRID), 2, 2)).toBeUndefined();
  });
});
