import { describe, expect, it } from 'vitest';
import { MAX_CELL, MIN_CELL, boardWidth, pinchedCell } from './zoom.js';

describe('zoom', () => {
  it('scales cells with the gap between two fingers, within bounds', () => {
    expect(pinchedCell(24, 100, 200)).toBe(48);
    expect(pinchedCell(24, 100, 50)).toBe(12);
    expect(pinchedCell(24, 100, 10)).toBe(MIN_CELL);
    expect(pinchedCell(40, 100, 1000)).toBe(MAX_CELL);
    expect(pinchedCell(24, 0, 50)).toBe(24);
  });

  it('counts the gaps between cells in a board’s width', () => {
    expect(boardWidth(30, 50, { largest: 44, gap: 2 }).width).toBe('1598px');
    expect(boardWidth('auto', 20, { tappable: 48, largest: 56, gap: 1 })).toEqual({
      width: 'clamp(979px, 100%, max(1139px, 240px))',
      maxWidth: 'none',
    });
    expect(boardWidth('fit', 10, { largest: 40 })).toEqual({
      width: '100%',
      maxWidth: 'max(400px, 240px)',
    });
  });
});
