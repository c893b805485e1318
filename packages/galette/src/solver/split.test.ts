import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { type Cake, Portion } from '../model.js';
import { isLegalBite, splitCake, windowIsLegal } from '../rules.js';
import { smallCakes } from '../testing/arbitraries.js';
import { PartSplitter } from './split.js';
import { StripValues } from './strip.js';
import { distinctBites, legalWindows } from './windows.js';

// The property checks run in full in test:slow, a fraction of their runs in `pnpm test`.
const slow = inject('slow');

/** A cake as bit-board rows: portions not poisoned (`free`) and uneaten (`open`). */
function bitRows(cake: Cake): { free: Int32Array; open: Int32Array } {
  const free = new Int32Array(cake.rows);
  const open = new Int32Array(cake.rows);
  cake.cells.forEach((portion, i) => {
    const bit = 1 << (i % cake.cols);
    const row = Math.floor(i / cake.cols);
    if (portion !== Portion.poisoned) free[row]! |= bit;
    if (portion === Portion.uneaten) open[row]! |= bit;
  });
  return { free, open };
}

// The bit boards are the rules of `rules.ts` word-parallel: these check that they agree.
describe('the bit-board rules', () => {
  it('find the legal windows and the legal bites that rules.ts finds', () => {
    fc.assert(
      fc.property(smallCakes(6, 8), (cake) => {
        const { free, open } = bitRows(cake);
        const legal = new Int32Array(cake.rows);
        legalWindows(cake.rows, free, 0, legal);
        const bites = new Int32Array(cake.rows);
        distinctBites(cake.rows, legal, open, 0, bites);
        for (let row = 0; row + 1 < cake.rows; row++) {
          for (let col = 0; col + 1 < cake.cols; col++) {
            expect(((legal[row]! >>> col) & 1) === 1).toBe(windowIsLegal(cake, row, col));
            // A bite kept as distinct is legal (the others repeat one of them).
            if ((bites[row]! >>> col) & 1) expect(isLegalBite(cake, { row, col })).toBe(true);
          }
        }
      }),
      { numRuns: slow ? 1000 : 200 },
    );
  });

  it('split a cake into as many parts as rules.ts', () => {
    const splitter = new PartSplitter(new StripValues());
    const out = new Int32Array(64);
    fc.assert(
      fc.property(smallCakes(6, 8), (cake) => {
        const { parts, labels } = splitCake(cake);
        // Portions in no legal window are not parts for rules.ts; the splitter is never given them.
        fc.pre(!labels.includes(-2));
        const { free, open } = bitRows(cake);
        const legal = new Int32Array(cake.rows);
        legalWindows(cake.rows, free, 0, legal);
        splitter.load(cake.rows, legal, open, 0);
        let count = 0;
        while (splitter.next(out, 0) >= 0) count++;
        expect(count).toBe(parts.length);
      }),
      { numRuns: slow ? 1000 : 200 },
    );
  });
});
