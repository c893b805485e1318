import { describe, expect, it } from 'vitest';
import { applyAt, boardOf, describeEdges } from '../../testing/deduce.js';
import { adjacentBlacks } from './adjacent-blacks.js';

const GRID = ['......', '......', '..BB..', '......', '......'];

describe('adjacent-blacks', () => {
  it('sends two touching black pearls away from each other', () => {
    const board = boardOf(GRID);
    expect(describeEdges(board, applyAt(adjacentBlacks, board, 2, 3))).toEqual([
      'r3c4 R line',
      'r3c5 R line',
      'r3c3 R cross',
    ]);
  });

  it('does not apply to a black pearl with no black neighbour', () => {
    expect(applyAt(adjacentBlacks, boardOf(['.....', '..B..', '.....']), 1, 2)).toBeUndefined();
  });
});
