import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FormatError } from './errors.js';
import { LineReader } from './lines.js';
import { formatJsonObject, JsonScanner } from './json-scanner.js';

function scanner(text: string): JsonScanner {
  const reader = new LineReader('test', text);
  return new JsonScanner(reader, reader.expectLine('a line'));
}

describe('JsonScanner', () => {
  it('decodes any string JSON.stringify writes, with a column for every character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), fc.string(), (ascii, any) => {
        for (const value of [ascii, any]) {
          const json = scanner(` ${JSON.stringify(value)}`);
          const scanned = json.string();
          expect(scanned.value).toBe(value);
          expect(scanned.start).toBe(2);
          expect(scanned.columns).toHaveLength(value.length + 1);
          expect(json.peek()).toBeUndefined();
        }
      }),
    );
  });

  it('skips exactly one JSON value of any shape', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = scanner(`${JSON.stringify(value, null, 1).replace(/\n/g, ' ')} ,`);
        json.skipValue();
        expect(json.accept(',')).toBe(true);
        expect(json.peek()).toBeUndefined();
      }),
    );
  });

  it('rejects what is not JSON with a FormatError at the column of the problem', () => {
    for (const [text, column] of [
      ['[1 2]', 4],
      ['{"a" 1}', 6],
      ['{1: 2}', 2],
      ['"\\x"', 2],
      ['tru', 1],
      ['[', 2],
    ] as const) {
      const json = scanner(text);
      expect(() => json.skipValue()).toThrow(FormatError);
      expect(() => scanner(text).skipValue()).toThrow(expect.objectContaining({ column }));
    }
  });
});

describe('rawMembers and formatJsonObject', () => {
  it('read an object member by member as written, and write it back', () => {
    const json = scanner('{"a\\u0062": 1e309 , "n":[1, {"x":null}]}');
    const members = json.rawMembers('an object');
    expect(members).toEqual([
      { key: 'ab', keyText: '"a\\u0062"', valueText: '1e309', column: 13 },
      { key: 'n', keyText: '"n"', valueText: '[1, {"x":null}]', column: 25 },
    ]);
    expect(formatJsonObject(members)).toBe('{"a\\u0062":1e309,"n":[1, {"x":null}]}');
    expect(scanner('{}').rawMembers('an object')).toEqual([]);
    expect(() => scanner('{"a":1 "b":2}').rawMembers('an object')).toThrow(/expected ',' or '}'/);
  });
});
