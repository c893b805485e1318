import { Portion, createCake } from '@cgkit/galette';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FormatError } from '../errors.js';
import { fuzzFormat } from '../testing/fuzz.js';
import { formatCakeText, parseCakeText } from './cake-text.js';

describe('parseCakeText', () => {
  it('reads rows of O, X and V separated by dashes, case ignored', () => {
    const cake = parseCakeText('OOV-xoO');
    expect([cake.rows, cake.cols]).toEqual([2, 3]);
    expect(Array.from(cake.cells)).toEqual([
      Portion.uneaten,
      Portion.uneaten,
      Portion.poisoned,
      Portion.eaten,
      Portion.uneaten,
      Portion.uneaten,
    ]);
    expect(formatCakeText(createCake(2, 2))).toBe('OO-OO');
  });

  it('reads back what formatCakeText writes', () => {
    const cakes = fc
      .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }))
      .chain(([rows, cols]) =>
        fc
          .array(fc.constantFrom(0, 1, 2), { minLength: rows * cols, maxLength: rows * cols })
          .map((cells) => ({ rows, cols, cells: Uint8Array.from(cells) })),
      );
    fc.assert(
      fc.property(cakes, (cake) => {
        expect(parseCakeText(formatCakeText(cake))).toEqual(cake);
      }),
    );
  });

  it('says where a cake text goes wrong', () => {
    for (const [text, column, message] of [
      ['', 1, 'expected a row of O, X and V, found end of line'],
      ['OQ-OO', 2, 'expected O (uneaten), X (eaten) or V (poisoned), found "Q"'],
      ['OO-O', 5, 'expected row 2 to have 2 portions like the first row, found end of line'],
      ['OO--OO', 4, 'expected a row of O, X and V, found "-"'],
    ] as const) {
      let error: unknown;
      try {
        parseCakeText(text, 'cake');
      } catch (e) {
        error = e;
      }
      expect(error, text).toBeInstanceOf(FormatError);
      expect((error as FormatError).column, text).toBe(column);
      expect((error as FormatError).message, text).toBe(message);
    }
  });

  it('parses any input or throws a FormatError', () => {
    fuzzFormat({
      name: 'cake text',
      parse: (text) => parseCakeText(text),
      samples: ['OOO-OVO-XXO', 'O'],
      alphabet: 'OXVoxv-\n ',
    });
  });
});
