import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reverseBits, spreadDown, spreadUp, transposeRows } from './bits.js';

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

/** The spread one bit at a time: `step` moves the reached bits by one position. */
function naiveSpread(bits: number, through: number, step: (x: number) => number): number {
  let reached = bits >>> 0;
  for (;;) {
    const next = (reached | (through & step(reached))) >>> 0;
    if (next === reached) return reached;
    reached = next;
  }
}

describe('spreadUp and spreadDown', () => {
  it('reach along runs of any length, as the spread one bit at a time', () => {
    // Sparse seeds and long runs, so that runs of 17 to 32 bits and the top bit are met.
    const word = fc.oneof(
      fc.integer({ min: 0, max: 0xffffffff }),
      fc.constantFrom(0, 0xffffffff, 0x80000000, 0x7fffffff, 1),
      fc.tuple(fc.nat(31), fc.nat(31)).map(([a, b]) => {
        const width = Math.abs(a - b) + 1;
        return width === 32 ? 0xffffffff : (((1 << width) - 1) << Math.min(a, b)) >>> 0;
      }),
    );
    fc.assert(
      fc.property(word, word, word, (seeds, through, holes) => {
        const bits = (seeds & holes) >>> 0;
        expect(spreadUp(bits, through) >>> 0).toBe(naiveSpread(bits, through, (x) => x << 1));
        expect(spreadDown(bits, through) >>> 0).toBe(naiveSpread(bits, through, (x) => x >>> 1));
      }),
      { numRuns: 2000 },
    );
  });
});
