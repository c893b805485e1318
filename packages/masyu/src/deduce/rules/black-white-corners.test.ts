import { describe, expect, it } from 'vitest';
import { applyAt, boardOf, describeEdges } from '../../testing/deduce.js';
import { blackWhiteCorners } from './black-white-corners.js';

describe('black-white-corners', () => {
  it('sends a black pearl away from two white pearls at the corners of one side', () => {
    const board = boardOf(['.....', '.W.W.', '..B..', '.....', '.....']);
    const found = applyAt(blackWhiteCorners, board, 2, 2);
    expect(describeEdges(board, found)).toEqual(['r3c3 D line', 'r4c3 D line', 'r2c3 D cross']);
    expect(found?.text()).toContain('flank the cell above the black pearl at r3c3');
  });

  it('does not apply with a single white corner', () => {
    const board = boardOf(['.....', '.W...', '..B..', '.....', '.....']);
    expect(applyAt(blackWhiteCorners, board, 2, 2)).toBeUndefined();
  });
});
