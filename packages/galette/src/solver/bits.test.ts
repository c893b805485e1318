import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reverseBits, transposeRows } from './bits.js';

describe('reverseBits', () => {
  it('mirrors a row of any width', () => {
    expect(reverseBits(0b0011, 4)).toBe(0b1100);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 31 }), fc.nat(), (w, x) => {
        const row = x & ((1 << w) - 1);
        expect(reverseBits(reverseBits(row, w), w)).toBe(row);
      }),
    );
  });
});

describe('transposeRows', () => {
  it('transposes free and open rows of any box, small or large', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.nat(), { minLength: 24, maxLength: 24 }),
        (rows, cols, words) => {
          const from = Int32Array.from(words.map((x) => x & ((1 << cols) - 1)));
          const to = new Int32Array(24).fill(-1);
          transposeRows(from, to, rows, cols);
          for (let c = 0; c < cols; c++) {
            for (let k = 0; k < 2; k++) {
              let expected = 0;
              for (let r = 0; r < rows; r++) expected |= ((from[2 * r + k]! >>> c) & 1) << r;
              expect(to[2 * c + k]).toBe(expected);
            }
          }
        },
      ),
    );
  });
});
