import { describe, expect, it } from 'vitest';
import { boardOf, describeEdges } from '../../testing/deduce.js';
import { unreachable } from './unreachable.js';

describe('unreachable', () => {
  it('crosses out a region the pearls cannot reach', () => {
    const board = boardOf(['W...', '....'], ['. r . .', '. r . .']);
    const found = unreachable.apply(board);
    expect(describeEdges(board, found)).toEqual([
      'r1c3 D cross',
      'r1c3 R cross',
      'r1c4 D cross',
      'r2c3 R cross',
    ]);
  });

  it('says nothing when everything is connected', () => {
    expect(unreachable.apply(boardOf(['W...', '....']))).toBeUndefined();
  });

  it('gives the same answer on a small board after a larger one (its work arrays are reused)', () => {
    unreachable.apply(boardOf(['W.....', '......', '......']));
    const board = boardOf(['W...', '....'], ['. r . .', '. r . .']);
    expect(describeEdges(board, unreachable.apply(board))).toHaveLength(4);
  });

  it('reports pearls that can no longer be joined', () => {
    const board = boardOf(['W..W', '....'], ['. r . .', '. r . .']);
    expect(unreachable.apply(board)?.contradiction).toBe(true);
  });
});
