import { STANDARD_KEYPAD, createKeypad } from '@cgkit/thirty-one';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FormatError } from '../errors.js';
import { fuzzFormat } from '../testing/fuzz.js';
import { formatKeypadText, parseKeypadText } from './keypad-text.js';

describe('parseKeypadText', () => {
  it('reads rows separated by slashes, or a square without them', () => {
    expect(parseKeypadText('789/456/123')).toEqual(STANDARD_KEYPAD);
    expect(parseKeypadText('789456123')).toEqual(STANDARD_KEYPAD);
    expect(parseKeypadText('10/23/45')).toEqual(
      createKeypad([
        [1, 0],
        [2, 3],
        [4, 5],
      ]),
    );
    expect(parseKeypadText('5')).toEqual(createKeypad([[5]]));
    expect(parseKeypadText('1234/')).toEqual(createKeypad([[1, 2, 3, 4]]));
    expect(formatKeypadText(createKeypad([[1, 2, 3, 4]]))).toBe('1234/');
    expect(formatKeypadText(STANDARD_KEYPAD)).toBe('789/456/123');
    expect(parseKeypadText('789-456-123')).toEqual(STANDARD_KEYPAD);
    expect(formatKeypadText(STANDARD_KEYPAD, '-')).toBe('789-456-123');
    expect(parseKeypadText('1234-')).toEqual(createKeypad([[1, 2, 3, 4]]));
  });

  it('reads back what formatKeypadText writes', () => {
    const keypads = fc
      .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }))
      .chain(([rows, columns]) =>
        fc.array(
          fc.array(fc.integer({ min: 0, max: 9 }), { minLength: columns, maxLength: columns }),
          {
            minLength: rows,
            maxLength: rows,
          },
        ),
      )
      .map((rows) => createKeypad(rows));
    fc.assert(
      fc.property(keypads, (keypad) => {
        expect(parseKeypadText(formatKeypadText(keypad))).toEqual(keypad);
      }),
    );
  });

  it('says where a keypad text goes wrong', () => {
    const cases: [string, number, string][] = [
      ['', 1, 'expected a digit, found end of line'],
      ['78a', 3, 'expected a digit or a row separator (/ or -), found "a"'],
      ['78🎂', 3, 'expected a digit or a row separator (/ or -), found "🎂"'],
      ['78 9', 3, 'expected a digit or a row separator (/ or -), found " "'],
      ['/12', 1, 'expected a digit, found "/"'],
      ['12//34', 4, 'expected a digit, found "/"'],
      ['12/34/', 7, 'expected a digit, found end of line'],
      ['12345', 1, 'expected rows separated by / or - (5 keys do not make a square keypad)'],
      ['12-/34', 4, 'expected a digit, found "/"'],
      ['12/345', 4, 'expected row 2 to have 2 keys like the first row'],
    ];
    for (const [text, column, message] of cases) {
      let error: unknown;
      try {
        parseKeypadText(text, '--keypad');
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(FormatError);
      expect((error as FormatError).column).toBe(column);
      expect((error as FormatError).message).toBe(message);
      expect((error as FormatError).render()).toContain(`--keypad:1:${column}: `);
    }
  });

  it('parses any input or throws a FormatError', () => {
    fuzzFormat({
      name: 'thirty-one keypad',
      parse: (text) => parseKeypadText(text),
      samples: ['789/456/123', '789456123', '10/23'],
      alphabet: '0123456789/ \n',
    });
  });
});
