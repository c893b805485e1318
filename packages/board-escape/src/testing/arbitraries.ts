import fc from 'fast-check';

/**
 * Random board rows for property tests: up to `maxSide` rows and columns, mostly empty cells and
 * exits and obstacles, with at most `maxTokens` tokens.
 */
export function boardRows(maxSide: number, maxTokens: number): fc.Arbitrary<string[]> {
  return fc
    .tuple(fc.integer({ min: 1, max: maxSide }), fc.integer({ min: 1, max: maxSide }))
    .chain(([height, width]) =>
      fc
        .array(fc.constantFrom('.', '.', '.', 'E', '#', 'T'), {
          minLength: height * width,
          maxLength: height * width,
        })
        .map((cells) => {
          let tokens = 0;
          const kept = cells.map((c) => (c === 'T' && ++tokens > maxTokens ? '.' : c));
          return Array.from({ length: height }, (_, r) =>
            kept.slice(r * width, (r + 1) * width).join(''),
          );
        }),
    );
}
