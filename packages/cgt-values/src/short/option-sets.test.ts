import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OptionSetTable } from './option-sets.js';

const ids = fc
  .uniqueArray(fc.nat(60), { maxLength: 6 })
  .map((a) => a.sort((x, y) => x - y).map((id) => ({ id })));

describe('OptionSetTable', () => {
  it('stores and finds what a Map keyed by the ids would, across growth', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(ids, ids, fc.nat(1000)), { maxLength: 2000 }), (entries) => {
        const table = new OptionSetTable(2);
        const reference = new Map<string, number>();
        const text = (l: { id: number }[], r: { id: number }[]) =>
          `${l.map((g) => g.id).join(',')}|${r.map((g) => g.id).join(',')}`;
        for (const [l, r, v] of entries) {
          if (reference.has(text(l, r))) continue;
          table.set(l, r, v);
          reference.set(text(l, r), v);
        }
        for (const [l, r] of entries) expect(table.get(l, r)).toBe(reference.get(text(l, r)));
        // The same ids split otherwise between Left and Right are another set.
        for (const [l, r] of entries) {
          const moved = [...l, ...r.slice(0, 1)];
          const key = text(moved, r.slice(1));
          expect(table.get(moved, r.slice(1))).toBe(reference.get(key) ?? -1);
        }
        expect(table.size).toBe(reference.size);
      }),
      { numRuns: 30 },
    );
  });
});
