import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PairTable } from './pair-table.js';

describe('PairTable', () => {
  it('stores and finds what a Map would, across growth', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(5000), fc.nat(5000), fc.nat(1000)), { maxLength: 3000 }),
        (entries) => {
          const table = new PairTable(4);
          const reference = new Map<string, number>();
          for (const [a, b, v] of entries) {
            const key = `${a},${b}`;
            if (reference.has(key)) continue;
            table.set(a, b, v);
            reference.set(key, v);
          }
          for (const [a, b] of entries) expect(table.get(a, b)).toBe(reference.get(`${a},${b}`));
          expect(table.get(5001, 0)).toBe(-1);
          expect(table.size).toBe(reference.size);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('takes any 31-bit first element (a board key), not only ids', () => {
    const table = new PairTable(4, false);
    const keys = [0, 1, 2 ** 31 - 1, 2 ** 30, 12345];
    keys.forEach((k, i) => table.set(k, 0, i));
    keys.forEach((k, i) => expect(table.get(k, 0)).toBe(i));
    expect(table.get(2 ** 31 - 2, 0)).toBe(-1);
  });
});
