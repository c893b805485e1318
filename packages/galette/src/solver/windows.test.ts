import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distinctBites, legalWindows } from './windows.js';

/** Random bit-board parts: free rows and open rows (a subset), 2–6 rows of up to 8 portions. */
const parts = fc
  .tuple(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 2, max: 8 }))
  .chain(([h, w]) => {
    const row = fc.nat((1 << w) - 1);
    return fc
      .tuple(
        fc.array(row, { minLength: h, maxLength: h }),
        fc.array(row, { minLength: h, maxLength: h }),
      )
      .map(([free, open]) => ({ h, w, free, open: open.map((o, r) => o & free[r]!) }));
  });

/** The open portions a window at (r, c) holds, as "r,c" strings. */
function trace(open: number[], r: number, c: number): string {
  const cells: string[] = [];
  for (const [dr, dc] of [
    [0, 0],
    [0, 1],
    [1, 0],
    [1, 1],
  ] as const) {
    if ((open[r + dr]! >>> (c + dc)) & 1) cells.push(`${r + dr},${c + dc}`);
  }
  return cells.join(' ');
}

describe('distinctBites', () => {
  it('keeps exactly one bite of each distinct effect', () => {
    fc.assert(
      fc.property(parts, ({ h, w, free, open }) => {
        const legal = new Int32Array(h);
        legalWindows(h, Int32Array.from(free), 0, legal);
        const bites = new Int32Array(h);
        distinctBites(h, legal, Int32Array.from(open), 0, bites);
        const all = new Set<string>();
        const kept: string[] = [];
        for (let r = 0; r + 1 < h; r++) {
          for (let c = 0; c + 1 < w; c++) {
            const t = trace(open, r, c);
            if (((legal[r]! >>> c) & 1) === 1 && t !== '') all.add(t);
            if ((bites[r]! >>> c) & 1) kept.push(t);
          }
        }
        expect(kept.length).toBe(new Set(kept).size);
        expect(new Set(kept)).toEqual(all);
      }),
      { numRuns: 2000 },
    );
  });
});
