import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashKey, packKey } from './records.js';

describe('packed part keys', () => {
  it('packs each row as its free bits then its open bits, whatever the width', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 31 }),
        fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
        fc.nat(3),
        (H, W, words, keyAt) => {
          const rows = words.slice(0, 2 * H).map((x) => x & (2 ** W - 1));
          const key = new Uint32Array(16).fill(0xffffffff);
          const length = packKey(Int32Array.from([H, W, ...rows]), 0, key, keyAt);
          const bits: number[] = [];
          for (let i = 0; i < H; i++) {
            for (const row of [rows[i]!, rows[H + i]!]) {
              for (let c = 0; c < W; c++) bits.push(Math.floor(row / 2 ** c) % 2);
            }
          }
          expect(length).toBe(1 + Math.ceil(bits.length / 32));
          expect(key[keyAt]).toBe(H | (W << 16));
          for (let b = 0; b < 32 * (length - 1); b++) {
            expect((key[keyAt + 1 + (b >>> 5)]! >>> (b & 31)) & 1).toBe(bits[b] ?? 0);
          }
          expect(hashKey(key, length, keyAt)).toBe(hashKey(key.slice(keyAt), length));
        },
      ),
    );
  });
});
