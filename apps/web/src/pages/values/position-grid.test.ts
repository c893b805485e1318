import { describe, expect, it } from 'vitest';
import { positionRows, toggleCell } from './position-grid.js';

describe('position grids', () => {
  it('fills and empties Domineering cells', () => {
    expect(toggleCell('domineering', '..|..', 1, 0)).toBe('..|#.');
    expect(toggleCell('domineering', '..|#.', 1, 0)).toBe('..|..');
  });

  it('cycles Toads-and-Frogs cells through toad, frog and empty', () => {
    expect(toggleCell('toads-frogs', 'T.F', 0, 1)).toBe('TTF');
    expect(toggleCell('toads-frogs', 'TTF', 0, 1)).toBe('TFF');
    expect(toggleCell('toads-frogs', 'TFF', 0, 1)).toBe('T.F');
  });

  it('leaves unknown characters and cells off the grid alone', () => {
    expect(toggleCell('domineering', '.x', 0, 1)).toBe('.x');
    expect(toggleCell('domineering', '..', 3, 0)).toBe('..');
    expect(positionRows('..|..')).toEqual(['..', '..']);
  });
});
