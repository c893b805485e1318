import { STANDARD_KEYPAD, ThirtyOneSolver, createKeypad } from '@cgkit/thirty-one';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FormatError } from '../errors.js';
import { fuzzFormat } from '../testing/fuzz.js';
import {
  ThirtyOneCaseReader,
  parseCarefully,
  parseQuickly,
  parseThirtyOneCases,
  printThirtyOneResults,
  type ThirtyOneCase,
} from './cases.js';

/** The judge's answer for every case of a file. */
function answer(text: string): string {
  const solver = new ThirtyOneSolver();
  return printThirtyOneResults(
    parseThirtyOneCases(text).map((c) => solver.analyze(c.keypad, c).result),
  );
}

/**
 * Reads a text through {@link ThirtyOneCaseReader} as the CLI reads a stream: line by line (LF,
 * CRLF or CR), a last line without its line break included.
 */
function streamCases(text: string, source = '<input>'): ThirtyOneCase[] {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  const reader = new ThirtyOneCaseReader(source);
  const cases: ThirtyOneCase[] = [];
  lines.forEach((line, i) => {
    const found = reader.readLine(line, i + 1);
    if (found !== undefined) cases.push(found);
  });
  reader.end(/[\r\n]$/.test(text));
  return cases;
}

/** The cases of a text, or its error as the user sees it. */
function outcome(read: () => ThirtyOneCase[]): ThirtyOneCase[] | string {
  try {
    return read();
  } catch (error) {
    if (error instanceof FormatError) return error.render();
    throw error;
  }
}

function errorOf(text: string, parse = parseThirtyOneCases): FormatError {
  try {
    parse(text, 'cases.txt');
  } catch (error) {
    if (error instanceof FormatError) return error;
    throw error;
  }
  throw new Error(`no error for ${JSON.stringify(text)}`);
}

describe('parseThirtyOneCases', () => {
  it('answers the examples of Acepta el Reto 220', () => {
    expect(answer('3\n28 9\n29 2\n19 3\n')).toBe('PIERDE\nGANA\nGANA\n');
  });

  it('reads both kinds of line, mixed, with blank lines and spaces', () => {
    const cases = parseThirtyOneCases('\n 2 \n\n28 9\r\n  5 1   3 7 1 2 5 8 9 4 6  \n\n');
    expect(cases).toHaveLength(2);
    expect(cases[0]).toEqual({ keypad: STANDARD_KEYPAD, total: 28, last: 2 });
    expect(cases[1]!.keypad).toEqual(
      createKeypad([
        [3, 7, 1],
        [2, 5, 8],
        [9, 4, 6],
      ]),
    );
    expect(cases[1]).toMatchObject({ total: 5, last: 2 });
  });

  it('shares one keypad object between cases with the same keypad', () => {
    const cases = parseThirtyOneCases('2\n1 1 1 2 3 4 5 6 7 8 9\n4 5 1 2 3 4 5 6 7 8 9\n');
    expect(cases[0]!.keypad).toBe(cases[1]!.keypad);
  });

  it('accepts a total already past the limit, and no cases at all', () => {
    expect(answer('1\n40 5\n')).toBe('GANA\n');
    expect(parseThirtyOneCases('0\n')).toEqual([]);
  });

  it('reads back the keypad and position of random cases', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            total: fc.nat({ max: 60 }),
            last: fc.integer({ min: 1, max: 9 }),
            keypad: fc.option(fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 9 })),
          }),
        ),
        (rows) => {
          const text = [
            rows.length,
            ...rows.map((r) => [r.total, r.last, ...(r.keypad ?? [])].join(' ')),
          ].join('\n');
          const cases = parseThirtyOneCases(text);
          cases.forEach((c, i) => {
            const row = rows[i]!;
            expect(c.keypad.digits).toEqual(row.keypad ?? STANDARD_KEYPAD.digits);
            expect(c.total).toBe(row.total);
            expect(c.keypad.digits[c.last]).toBe(row.last);
          });
        },
      ),
    );
  });

  it('reads a line the same whatever its spacing, signs and leading zeros', () => {
    const decoration = fc.tuple(
      fc.constantFrom(' ', '  ', '\t', ' \t '),
      fc.constantFrom('', '+', '0', '00'),
    );
    fc.assert(
      fc.property(
        fc.nat({ max: 10 ** 12 }),
        fc.integer({ min: 1, max: 9 }),
        fc.option(fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 9 })),
        fc.array(decoration, { minLength: 11, maxLength: 11 }),
        (total, last, digits, decorations) => {
          const values = [total, last, ...(digits ?? [])];
          const plain = values.join(' ');
          const decorated = values
            .map((value, i) => decorations[i]!.join('') + String(value))
            .join('');
          expect(parseThirtyOneCases(`1\n${decorated}\n`)).toEqual(
            parseThirtyOneCases(`1\n${plain}\n`),
          );
        },
      ),
    );
  });

  it('takes plain files the quick way, and agrees with the careful reader on any text', () => {
    const plainLine = fc
      .tuple(
        fc.nat({ max: 40 }),
        fc.integer({ min: 1, max: 9 }),
        fc.option(fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 9 })),
      )
      .map(([total, last, keypad]) => [total, last, ...(keypad ?? [])].join(' '));
    const junk = fc.string({
      unit: fc.constantFrom(...' \t\r0123456789-+x'.split('')),
      maxLength: 30,
    });
    fc.assert(
      fc.property(fc.array(plainLine), (lines) => {
        const text = `${lines.length}\r\n${lines.join('\n')}\n`;
        const quick = parseQuickly(text);
        expect(quick).toBeDefined();
        expect(quick).toEqual(parseCarefully(text, 'x'));
      }),
    );
    fc.assert(
      fc.property(
        fc.nat({ max: 4 }),
        fc.array(fc.oneof(plainLine, junk), { maxLength: 5 }),
        (n, lines) => {
          const text = `${n}\n${lines.join('\n')}`;
          const quick = parseQuickly(text);
          if (quick !== undefined) expect(parseCarefully(text, 'x')).toEqual(quick);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('names the line, the column and what was expected', () => {
    const cases: [string, number, number, string][] = [
      ['\n', 2, 1, 'expected the number of cases, found end of input'],
      ['x\n', 1, 1, 'expected the number of cases (an integer of at least 0), found "x"'],
      ['1 2\n3 4\n', 1, 3, 'expected the end of the line after the number of cases, found "2"'],
      ['2\n28 9\n', 3, 1, 'expected case 2 of the 2 the first line announces, found end of input'],
      ['1\n28 9\n\n3 4\n', 4, 1, 'expected the end of the input: the first line announces 1 cases'],
      ['1\n-3 4\n', 2, 1, 'expected the total (an integer of at least 0), found "-3"'],
      ['1\n28\n', 2, 3, "expected the opponent's last key, found end of line"],
      [
        '1\n 28 0\n',
        2,
        5,
        'expected the opponent\'s last key, a digit of the keypad (an integer from 1 to 9), found "0"',
      ],
      // The first wrong character is pointed at, not the end of the line.
      ['1\n28 9 x\n', 2, 6, 'expected a key of the keypad (an integer from 1 to 9), found "x"'],
      [
        '1\n28 9 1 2 3\n',
        2,
        11,
        'expected the 9 digits of the keypad after the last key, found end of line',
      ],
      [
        '1\n28 9 1 2 3 4 5 6 7 8 9 9\n',
        2,
        24,
        'expected the end of the line after the keypad, found "9"',
      ],
      [
        '1\n28 9 1 2 3 4 5 6 7 8 8\n',
        2,
        22,
        'expected a digit not yet on the keypad (each of 1–9 once), found "8"',
      ],
      [
        '1\n28 9 1 2 3 4 0 6 7 8 5\n',
        2,
        14,
        'expected a key of the keypad (an integer from 1 to 9), found "0"',
      ],
      ['1\n2.5 9\n', 2, 1, 'expected the total (an integer of at least 0), found "2.5"'],
    ];
    for (const [text, line, column, message] of cases) {
      for (const parse of [parseThirtyOneCases, streamCases]) {
        const error = errorOf(text, parse);
        expect({ text, line: error.line, column: error.column }).toEqual({ text, line, column });
        expect(error.message).toContain(message);
        expect(error.source).toBe('cases.txt');
      }
    }
  });

  it('points a caret under the mistake', () => {
    expect(errorOf('1\n28 9 1 2 3 4 5 6 7 8 8\n').render()).toBe(
      [
        'cases.txt:2:22: expected a digit not yet on the keypad (each of 1–9 once), found "8"',
        '  28 9 1 2 3 4 5 6 7 8 8',
        '                       ^',
      ].join('\n'),
    );
  });

  it('parses any input or throws a FormatError', () => {
    fuzzFormat({
      name: 'thirty-one cases',
      parse: (text) => parseThirtyOneCases(text),
      samples: ['3\n28 9\n29 2\n19 3\n', '2\n5 1 3 7 1 2 5 8 9 4 6\n0 9\n', '0\n'],
      alphabet: ' \n0123456789-',
    });
  });
});

/** A valid cases file with random spacing, blank lines, line breaks, signs and leading zeros. */
const validFile = fc
  .array(
    fc.tuple(
      fc.nat({ max: 40 }),
      fc.integer({ min: 1, max: 9 }),
      fc.option(fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 9 })),
      fc.array(fc.constantFrom(' ', '  ', '\t', ' +', ' 0'), { minLength: 12, maxLength: 12 }),
      fc.constantFrom('\n', '\r\n', '\r', '\n\n', '\n  \n'),
    ),
    { maxLength: 8 },
  )
  .chain((rows) =>
    fc.tuple(fc.boolean(), fc.constantFrom('', '\n', '\r\n')).map(([bom, ending]) => {
      const lines = rows.map(([total, last, keypad, spaces, lineEnd]) => {
        const numbers = [total, last, ...(keypad ?? [])];
        return numbers.map((n, i) => `${spaces[i]!}${n}`).join('') + lineEnd;
      });
      const text = `${bom ? '\uFEFF' : ''}${rows.length}\n${lines.join('')}`;
      return ending === '' ? text.trimEnd() : text + ending;
    }),
  );

describe('ThirtyOneCaseReader', () => {
  it('returns each case as its line is read, and checks the count at the end', () => {
    const reader = new ThirtyOneCaseReader('cases.txt');
    expect(reader.readLine('3', 1)).toBeUndefined();
    expect(reader.count).toBe(3);
    expect(reader.readLine('28 9', 2)).toEqual({ keypad: STANDARD_KEYPAD, total: 28, last: 2 });
    expect(reader.readLine('', 3)).toBeUndefined();
    expect(reader.readLine(' 5 1 3 7 1 2 5 8 9 4 6', 4)).toMatchObject({ total: 5, last: 2 });
    expect(reader.casesRead).toBe(2);
    expect(() => reader.end()).toThrow(
      'expected case 3 of the 3 the first line announces, found end of input',
    );
    expect(() => reader.readLine('3 x', 5)).toThrow(
      'expected the opponent\'s last key, a digit of the keypad (an integer from 1 to 9), found "x"',
    );
  });

  it('reads random valid files as parseThirtyOneCases reads them', () => {
    fc.assert(
      fc.property(validFile, (text) => {
        expect(streamCases(text)).toEqual(parseThirtyOneCases(text));
      }),
    );
  });

  it('stops at the same first error as parseThirtyOneCases on random mutations', () => {
    const mutation = fc.tuple(
      fc.nat(),
      fc.constantFrom('insert', 'delete', 'replace'),
      fc.constantFrom(...' \t\r\n\n\n00123456789+-x\uFEFF\u00a0'.split('')),
    );
    fc.assert(
      fc.property(validFile, fc.array(mutation, { minLength: 1, maxLength: 4 }), (valid, edits) => {
        let text = valid;
        for (const [at, kind, char] of edits) {
          const i = at % (text.length + 1);
          const cut = kind === 'insert' ? 0 : 1;
          text = text.slice(0, i) + (kind === 'delete' ? '' : char) + text.slice(i + cut);
        }
        expect(outcome(() => streamCases(text, 'x'))).toEqual(
          outcome(() => parseThirtyOneCases(text, 'x')),
        );
      }),
      { numRuns: 2000 },
    );
  });
});

describe('printThirtyOneResults', () => {
  it('writes GANA or PIERDE, one line each', () => {
    expect(printThirtyOneResults(['win', 'lose', 'lose'])).toBe('GANA\nPIERDE\nPIERDE\n');
    expect(printThirtyOneResults([])).toBe('');
  });
});
