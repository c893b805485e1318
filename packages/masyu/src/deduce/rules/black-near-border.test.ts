import { describe, expect, it } from 'vitest';
import { applyAt, boardOf, describeEdges } from '../../testing/deduce.js';
import { blackNearBorder } from './black-near-border.js';

describe('black-near-border', () => {
  it('sends the loop away from a border next to a black pearl', () => {
    const board = boardOf(['.....', '.....', '....B', '.....', '.....']);
    const found = applyAt(blackNearBorder, board, 2, 4);
    expect(describeEdges(board, found)).toEqual(['r3c4 R line', 'r3c3 R line']);
    expect(found?.text()).toBe(
      'Black pearl at r3c5 is next to the right edge, so the loop leaves it to the left for two cells',
    );
  });

  it('applies one cell from the border too', () => {
    const board = boardOf(['.....', '.B...', '.....', '.....', '.....']);
    expect(applyAt(blackNearBorder, board, 1, 1)?.text()).toContain('one cell from the top edge');
  });

  it('does not apply two cells from every border', () => {
    expect(
      applyAt(blackNearBorder, boardOf(['.....', '.....', '..B..', '.....', '.....']), 2, 2),
    ).toBeUndefined();
  });
});
