import { Portion } from '@cgkit/galette';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FormatError } from '../errors.js';
import { fuzzFormat } from '../testing/fuzz.js';
import { parseGtTxt, printGtTxt } from './gt-txt.js';

function errorOf(text: string): FormatError {
  try {
    parseGtTxt(text);
  } catch (error) {
    if (error instanceof FormatError) return error;
    throw error;
  }
  throw new Error('no error');
}

const files = fc
  .tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 }), fc.constantFrom(1, 2))
  .chain(([rows, cols, toMove]) =>
    fc
      .array(fc.constantFrom(Portion.uneaten, Portion.eaten, Portion.poisoned), {
        minLength: rows * cols,
        maxLength: rows * cols,
      })
      .map((cells) => ({
        cake: { rows, cols, cells: Uint8Array.from(cells) },
        toMove,
      })),
  );

describe('parseGtTxt', () => {
  it('reads the size, the player to move and the portions', () => {
    const { cake, toMove } = parseGtTxt('2 3 2\r\nOXV\r\nOOO\r\n');
    expect(toMove).toBe(2);
    expect([cake.rows, cake.cols]).toEqual([2, 3]);
    expect(Array.from(cake.cells)).toEqual([0, 1, 2, 0, 0, 0]);
  });

  it('reads back what printGtTxt writes', () => {
    fc.assert(
      fc.property(files, (file) => {
        expect(parseGtTxt(printGtTxt(file))).toEqual(file);
      }),
    );
  });

  it('points at a wrong character, a short row and a long row', () => {
    const wrong = errorOf('2 3 1\nOOO\nOAO\n');
    expect([wrong.line, wrong.column]).toEqual([3, 2]);
    expect(wrong.message).toContain('V, X or O');
    const short = errorOf('2 3 1\nOO\nOOO\n');
    expect([short.line, short.column]).toEqual([2, 3]);
    expect(short.message).toContain('found end of line');
    const long = errorOf('2 3 1\nOOOO\nOOO\n');
    expect([long.line, long.column]).toEqual([2, 4]);
  });

  it('reports missing and surplus rows and a bad player', () => {
    expect(errorOf('2 3 1\nOOO\n').message).toContain('row 2 of 2');
    expect(errorOf('1 3 1\nOOO\nOOO\n').line).toBe(3);
    expect(errorOf('1 3 3\nOOO\n').message).toContain(
      'the player to move J (an integer from 1 to 2)',
    );
    expect(errorOf('0 3 1\n').column).toBe(1);
  });

  it('plugs into the fuzz harness', () => {
    fuzzFormat({
      name: 'GT.txt',
      parse: (text) => parseGtTxt(text),
      samples: ['3 3 1\nOOO\nOVO\nXXO\n', '2 4 2\nXXOO\nVXOO\n'],
      alphabet: ' \n0123456789-VXOo',
    });
  });
});
