import { describe, expect, it } from 'vitest';
import { applyAt, boardOf, describeEdges } from '../../testing/deduce.js';
import { deadCell } from './dead-cell.js';

describe('dead-cell', () => {
  it('crosses out the only side of an empty cell that can be entered from one side', () => {
    const board = boardOf(['...', '...'], ['r . .']);
    const found = applyAt(deadCell, board, 0, 0);
    expect(describeEdges(board, found)).toEqual(['r1c1 D cross']);
  });

  it('leaves a pearl, and a cell with two open sides, alone', () => {
    expect(applyAt(deadCell, boardOf(['W..', '...'], ['r . .']), 0, 0)).toBeUndefined();
    expect(applyAt(deadCell, boardOf(['...', '...']), 0, 0)).toBeUndefined();
  });
});
