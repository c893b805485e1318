import fc from 'fast-check';
import { Portion, type Cake } from '../model.js';

/** Random small cakes with poisoned and eaten portions (mostly uneaten, so games are long). */
export function smallCakes(maxRows = 4, maxCols = 5): fc.Arbitrary<Cake> {
  const portion = fc.constantFrom(
    Portion.uneaten,
    Portion.uneaten,
    Portion.uneaten,
    Portion.uneaten,
    Portion.eaten,
    Portion.poisoned,
  );
  return fc
    .tuple(fc.integer({ min: 1, max: maxRows }), fc.integer({ min: 1, max: maxCols }))
    .chain(([rows, cols]) =>
      fc
        .array(portion, { minLength: rows * cols, maxLength: rows * cols })
        .map((cells) => ({ rows, cols, cells: Uint8Array.from(cells) })),
    );
}
