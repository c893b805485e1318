import { describe, expect, it } from 'vitest';
import { applyAt, boardOf, describeEdges } from '../../testing/deduce.js';
import { fullCell } from './full-cell.js';

describe('full-cell', () => {
  it('crosses out the other sides of a cell with two lines', () => {
    const board = boardOf(['...', '...', '...'], ['. . .', 'R LR L']);
    const found = applyAt(fullCell, board, 1, 1);
    expect(describeEdges(board, found).sort()).toEqual(['r1c2 D cross', 'r2c2 D cross']);
    expect(found?.text()).toBe('r2c2 already has two lines, so its other sides are crossed out');
  });

  it('says nothing about a cell with one line', () => {
    expect(applyAt(fullCell, boardOf(['...', '...'], ['R L .']), 0, 1)).toBeUndefined();
  });

  it('reports a branch as a contradiction', () => {
    const board = boardOf(['...', '...', '...'], ['. D .', 'R LRU L']);
    expect(applyAt(fullCell, board, 1, 1)?.contradiction).toBe(true);
  });
});
