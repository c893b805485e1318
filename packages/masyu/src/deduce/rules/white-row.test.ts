import { describe, expect, it } from 'vitest';
import { applyAt, boardOf, describeEdges } from '../../testing/deduce.js';
import { whiteRow } from './white-row.js';

describe('white-row', () => {
  it('crosses a row of three white pearls at each of them', () => {
    const board = boardOf(['.....', '.....', '.WWW.', '.....', '.....']);
    const found = applyAt(whiteRow, board, 2, 1);
    expect(describeEdges(board, found)).toEqual([
      'r2c2 D line',
      'r3c2 D line',
      'r3c1 R cross',
      'r3c2 R cross',
    ]);
    expect(found?.text()).toContain('one of 3 white pearls');
  });

  it('does not apply to two white pearls in a row', () => {
    expect(applyAt(whiteRow, boardOf(['.....', '.WW..', '.....']), 1, 1)).toBeUndefined();
  });
});
