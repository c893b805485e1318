import fc from 'fast-check';
import type { Grid } from '../rulesets/grid.js';

/** Random boards of 1 to maxWidth × 1 to maxHeight cells drawn from `cells`. */
export function arbitraryGrid(
  cells: string,
  maxWidth: number,
  maxHeight: number,
): fc.Arbitrary<Grid> {
  return fc
    .tuple(fc.integer({ min: 1, max: maxWidth }), fc.integer({ min: 1, max: maxHeight }))
    .chain(([width, height]) =>
      fc
        .array(fc.constantFrom(...cells), { minLength: width * height, maxLength: width * height })
        .map((cs) => ({ width, height, cells: cs.join('') })),
    );
}
