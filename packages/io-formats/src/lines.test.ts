import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FormatError } from './errors.js';
import {
  LineReader,
  splitLines,
  tokenize,
  parseEachLine,
  parseOneLine,
  type SourceLine,
} from './lines.js';

describe('splitLines', () => {
  it('tolerates CRLF, CR, a trailing newline, a BOM and surrounding spaces', () => {
    const lines = splitLines('\uFEFF 1 2 \r\n\r\n  3\r4\n');
    expect(lines.map((l) => l.text)).toEqual(['1 2', '', '3', '4']);
    expect(lines.map((l) => l.line)).toEqual([1, 2, 3, 4]);
    expect(lines[0]!.column).toBe(2);
    expect(lines[2]!.column).toBe(3);
  });

  it('numbers lines the same whatever the line endings', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom('a', ' ', '1') })),
        fc.constantFrom('\n', '\r\n'),
        (rows, eol) => {
          const lines = splitLines(rows.join(eol));
          // A final empty row is the trailing newline, which is tolerated.
          const expected = rows.length > 1 && rows.at(-1) === '' ? rows.slice(0, -1) : rows;
          expect(lines.map((l) => l.raw)).toEqual(expected.length === 0 ? [''] : expected);
        },
      ),
    );
  });
});

describe('tokenize', () => {
  it('gives each token its column', () => {
    const [line] = splitLines('  12  x 7');
    expect(tokenize(line!)).toEqual([
      { text: '12', column: 3 },
      { text: 'x', column: 7 },
      { text: '7', column: 9 },
    ]);
  });
});

describe('LineReader', () => {
  it('skips blank lines and reports the end', () => {
    const reader = new LineReader('f', '\n a\n\n b \n\n');
    expect(reader.next()?.text).toBe('a');
    expect(reader.atEnd()).toBe(false);
    expect(reader.next()?.text).toBe('b');
    expect(reader.atEnd()).toBe(true);
    expect(reader.next()).toBeUndefined();
    expect(() => reader.expectLine('a case')).toThrow(FormatError);
  });

  it('places the end of input where an editor would show it', () => {
    const endOf = (text: string): string => {
      try {
        new LineReader('f', text).expectLine('a line');
        return 'parsed';
      } catch (error) {
        return `${(error as FormatError).line}:${(error as FormatError).column}`;
      }
    };
    expect(endOf('')).toBe('1:1');
    expect(endOf('\n')).toBe('2:1');
    expect(endOf('  ')).toBe('1:3');
    expect(endOf(' \r\n \r\n')).toBe('3:1');
  });

  it('reads integers in range and points at bad ones', () => {
    const reader = new LineReader('cases.txt', '3 -1 x 99999999999999999999');
    const line = reader.expectLine('numbers');
    const [a, b, c, d] = tokenize(line);
    expect(reader.integer(line, a, 'a count', 0, 10)).toBe(3);
    expect(() => reader.integer(line, b, 'a total', 0)).toThrow(
      'expected a total (an integer of at least 0), found "-1"',
    );
    try {
      reader.integer(line, c, 'a key');
      expect.unreachable();
    } catch (error) {
      expect((error as FormatError).render()).toBe(
        'cases.txt:1:6: expected a key (an integer), found "x"\n  3 -1 x 99999999999999999999\n       ^',
      );
    }
    expect(() => reader.integer(line, d, 'n')).toThrow(FormatError);
    expect(() => reader.integer(line, undefined, 'n', 1, 9)).toThrow(
      'expected n (an integer from 1 to 9), found end of line',
    );
  });
});

describe('parseEachLine and parseOneLine', () => {
  const word = (_reader: LineReader, line: SourceLine): string => `${line.line}:${line.text}`;

  it('read one record a non-blank line, numbered as in the source', () => {
    expect(parseEachLine('a\n\n b \r\nc', 'x', word)).toEqual(['1:a', '3:b', '4:c']);
    expect(parseOneLine(' b ', 'x', 7, word)).toBe('7:b');
    expect(parseOneLine('   ', 'x', 7, word)).toBeUndefined();
  });
});
