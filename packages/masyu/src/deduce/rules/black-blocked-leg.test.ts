import { describe, expect, it } from 'vitest';
import { applyAt, boardOf, describeEdges } from '../../testing/deduce.js';
import { blackBlockedLeg } from './black-blocked-leg.js';

const GRID = ['.....', '.....', '..B..', '.....', '.....'];

describe('black-blocked-leg', () => {
  it('draws the opposite leg when one leg is impossible', () => {
    const board = boardOf(GRID, ['. . . . .', '. . L . .']);
    const found = applyAt(blackBlockedLeg, board, 2, 2);
    expect(describeEdges(board, found)).toEqual(['r3c3 D line', 'r4c3 D line', 'r2c3 D cross']);
    expect(found?.text()).toContain('cannot leave up (the next cell already turns)');
  });

  it('waits while every leg is open', () => {
    expect(applyAt(blackBlockedLeg, boardOf(GRID), 2, 2)).toBeUndefined();
  });

  it('reports a black pearl that can leave neither up nor down', () => {
    const board = boardOf(GRID, ['. . . . .', '. . . . .', '. . ud . .']);
    expect(applyAt(blackBlockedLeg, board, 2, 2)?.contradiction).toBe(true);
  });
});
