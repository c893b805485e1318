import { describe, expect, it } from 'vitest';
import { cakeKey, createCake, emptyCakeSizes } from './model.js';
import { eat } from './rules.js';

describe('createCake', () => {
  it('rejects impossible cakes', () => {
    expect(() => createCake(0, 3)).toThrow(RangeError);
    expect(() => createCake(2, 2, [{ row: 2, col: 0 }])).toThrow(RangeError);
  });
});

describe('cakeKey', () => {
  it('names every portion', () => {
    const cake = eat(createCake(2, 3, [{ row: 1, col: 2 }]), { row: 0, col: 0 });
    expect(cakeKey(cake)).toBe('2x3:110112');
    // Long cakes are read in chunks.
    const long = createCake(2, 10_000);
    expect(cakeKey(long)).toBe(`2x10000:${'0'.repeat(20_000)}`);
  });
});

describe('emptyCakeSizes', () => {
  it('lists each size once, rows ≤ columns, smallest first', () => {
    expect(emptyCakeSizes(3, 4, 2).map(({ rows, cols }) => `${rows}×${cols}`)).toEqual([
      '2×2',
      '2×3',
      '2×4',
      '3×3',
      '3×4',
    ]);
    const sizes = emptyCakeSizes(5, 7);
    expect(sizes).toHaveLength(7 + 6 + 5 + 4 + 3);
    expect(sizes.every(({ rows, cols }) => rows <= cols)).toBe(true);
    for (let i = 1; i < sizes.length; i++) {
      expect(sizes[i]!.rows * sizes[i]!.cols).toBeGreaterThanOrEqual(
        sizes[i - 1]!.rows * sizes[i - 1]!.cols,
      );
    }
  });
});
