import { describe, expect, it } from 'vitest';
import { applyAt, boardOf, describeEdges } from '../../testing/deduce.js';
import { whiteBorder } from './white-border.js';

describe('white-border', () => {
  it('runs the loop along the border through a white pearl on it', () => {
    const board = boardOf(['.W.', '...', '...']);
    expect(describeEdges(board, applyAt(whiteBorder, board, 0, 1))).toEqual([
      'r1c1 R line',
      'r1c2 R line',
      'r1c2 D cross',
    ]);
  });

  it('does not apply inside the grid', () => {
    expect(applyAt(whiteBorder, boardOf(['...', '.W.', '...']), 1, 1)).toBeUndefined();
  });
});
