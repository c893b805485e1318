import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mex } from '@cgkit/core-search';
import { nimInverse, nimProduct, nimQuotient, nimSum } from './nimber.js';

/** Conway's definition: a ⊗ b = mex{ a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' < a, b' < b }. */
function productTable(size: number): number[][] {
  const t: number[][] = Array.from({ length: size }, () => []);
  for (let a = 0; a < size; a++) {
    for (let b = 0; b < size; b++) {
      const options: number[] = [];
      for (let x = 0; x < a; x++) {
        for (let y = 0; y < b; y++) options.push(t[x]![b]! ^ t[a]![y]! ^ t[x]![y]!);
      }
      t[a]![b] = mex(options);
    }
  }
  return t;
}

const u64 = fc.bigInt({ min: 0n, max: 2n ** 64n - 1n });

describe('nim arithmetic', () => {
  it('matches the nim-multiplication table (OEIS A051775) up to 15 × 15', () => {
    // Rows 2 and 3 as published.
    const row2 = [0, 2, 3, 1, 8, 10, 11, 9, 12, 14, 15, 13, 4, 6, 7, 5];
    const row3 = [0, 3, 1, 2, 12, 15, 13, 14, 4, 7, 5, 6, 8, 11, 9, 10];
    for (let b = 0; b < 16; b++) {
      expect(nimProduct(2n, BigInt(b))).toBe(BigInt(row2[b]!));
      expect(nimProduct(3n, BigInt(b))).toBe(BigInt(row3[b]!));
    }
    const table = productTable(32);
    for (let a = 0; a < 32; a++) {
      for (let b = 0; b < 32; b++)
        expect(nimProduct(BigInt(a), BigInt(b))).toBe(BigInt(table[a]![b]!));
    }
  });

  it('inverts every nimber of the 15 × 15 table as the table says', () => {
    const table = productTable(16);
    for (let a = 1; a < 16; a++) {
      const inverse = table[a]!.indexOf(1);
      expect(nimInverse(BigInt(a))).toBe(BigInt(inverse));
    }
    expect(() => nimInverse(0n)).toThrow(RangeError);
  });

  it('squares Fermat 2-powers to 3/2 of themselves', () => {
    for (const k of [1n, 2n, 4n, 8n, 16n, 32n, 64n]) {
      const d = 1n << k;
      expect(nimProduct(d, d)).toBe((3n * d) / 2n);
    }
  });

  it('forms a field below 2^64 (and beyond)', () => {
    fc.assert(
      fc.property(u64, u64, u64, (a, b, c) => {
        expect(nimProduct(a, b)).toBe(nimProduct(b, a));
        expect(nimProduct(nimProduct(a, b), c)).toBe(nimProduct(a, nimProduct(b, c)));
        expect(nimProduct(a, nimSum(b, c))).toBe(nimSum(nimProduct(a, b), nimProduct(a, c)));
        expect(nimProduct(a, 1n)).toBe(a);
        if (a !== 0n) expect(nimProduct(a, nimInverse(a))).toBe(1n);
        if (b !== 0n) expect(nimProduct(nimQuotient(a, b), b)).toBe(a);
      }),
      { numRuns: 200 },
    );
    const big = 2n ** 100n + 12345n;
    expect(nimProduct(big, nimInverse(big))).toBe(1n);
  });

  it('keeps products inside the subfield of their operands', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 65535n }),
        fc.bigInt({ min: 0n, max: 65535n }),
        (a, b) => {
          expect(nimProduct(a, b) < 65536n).toBe(true);
        },
      ),
    );
  });

  it('rejects negative arguments', () => {
    expect(() => nimProduct(-1n, 2n)).toThrow(RangeError);
  });
});
