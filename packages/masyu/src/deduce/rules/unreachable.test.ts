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

  it('reports pearls that can no longer be joined', () => {
    const board = boardOf(['W..W', '....'], ['. r . .', '. r . .']);
    expect(unreachable.apply(board)?.contradiction).toBe(true);
  });
});
