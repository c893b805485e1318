import { Portion, createCake } from '@cgkit/galette';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FormatError } from '../errors.js';
import { fuzzFormat } from '../testing/fuzz.js';
import { parseGtIn, printGtIn, type GtInOptions } from './gt-in.js';

function errorOf(text: string, options: GtInOptions = {}): FormatError {
  try {
    parseGtIn(text, 'GT.in', options);
  } catch (error) {
    if (error instanceof FormatError) return error;
    throw error;
  }
  throw new Error('no error');
}

const poisonedCakes = fc
  .tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 }))
  .chain(([rows, cols]) =>
    fc.uniqueArray(fc.nat(rows * cols - 1), { maxLength: rows * cols }).map((cells) =>
      createCake(
        rows,
        cols,
        cells.map((i) => ({ row: Math.floor(i / cols), col: i % cols })),
      ),
    ),
  );

describe('parseGtIn', () => {
  it('reads the example of the assignment: an empty 3×3 cake', () => {
    expect(parseGtIn('3 3 0\n')).toEqual(createCake(3, 3));
  });

  it('reads 1-based coordinates with x the row by default', () => {
    const cake = parseGtIn('2 3 2\n1 3\n2 1\n');
    expect(Array.from(cake.cells)).toEqual([0, 0, 2, 2, 0, 0]);
  });

  it('honours --zero-based and --x-col', () => {
    expect(Array.from(parseGtIn('2 3 1\n0 2\n', 'GT.in', { zeroBased: true }).cells)).toEqual([
      0, 0, 2, 0, 0, 0,
    ]);
    expect(Array.from(parseGtIn('2 3 1\n3 1\n', 'GT.in', { xIsColumn: true }).cells)).toEqual([
      0, 0, 2, 0, 0, 0,
    ]);
  });

  it('reads back what printGtIn writes, under every convention', () => {
    const conventions = fc.record({ zeroBased: fc.boolean(), xIsColumn: fc.boolean() });
    fc.assert(
      fc.property(poisonedCakes, conventions, (cake, options) => {
        expect(parseGtIn(printGtIn(cake, options), 'GT.in', options)).toEqual(cake);
      }),
    );
  });

  it('names the line of a coordinate off the cake', () => {
    const error = errorOf('3 4 2\n1 1\n4 2\n');
    expect([error.line, error.column]).toEqual([3, 1]);
    expect(error.message).toContain('x, the row (an integer from 1 to 3)');
    expect(errorOf('3 4 1\n1 5\n').message).toContain('y, the column (an integer from 1 to 4)');
    expect(errorOf('3 4 1\n3 0\n', { zeroBased: true }).message).toContain('from 0 to 2');
  });

  it('names the line of a duplicate and the line it repeats', () => {
    const error = errorOf('3 3 3\n1 1\n2 2\n1 1\n');
    expect(error.line).toBe(4);
    expect(error.message).toContain('already poisoned on line 2');
  });

  it('reports a count K that disagrees with the lines', () => {
    const short = errorOf('3 3 2\n1 1\n');
    expect(short.line).toBe(3);
    expect(short.message).toContain('poisoned portion 2 of 2');
    const long = errorOf('3 3 1\n1 1\n2 2\n');
    expect(long.line).toBe(3);
    expect(long.message).toContain('K = 1');
  });

  it('rejects sizes below 1, a bad header and extra tokens', () => {
    expect(errorOf('0 3 0\n').message).toContain('rows M (an integer from 1');
    expect(errorOf('3 -1 0\n').column).toBe(3);
    expect(errorOf('3 3\n').message).toContain('the number of poisoned portions K');
    expect(errorOf('3 3 0 7\n').column).toBe(7);
    expect(errorOf('3 3 1\n1 1 1\n').column).toBe(5);
    expect(errorOf('').message).toContain('"M N K"');
    expect(errorOf('5000 5000 0\n').message).toContain('at most 10000000 portions');
  });

  it('plugs into the fuzz harness', () => {
    fuzzFormat({
      name: 'GT.in',
      parse: (text) => parseGtIn(text),
      samples: ['3 3 0\n', '4 5 3\n1 1\n4 5\n2 3\n', '2 2 4\n1 1\n1 2\n2 1\n2 2\n'],
    });
  });

  it('marks poisoned portions only', () => {
    const cake = parseGtIn('2 2 1\n2 2\n');
    expect(cake.cells[3]).toBe(Portion.poisoned);
    expect(cake.cells.filter((p) => p === Portion.uneaten)).toHaveLength(3);
  });
});
