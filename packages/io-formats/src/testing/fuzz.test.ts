import { describe, expect, it } from 'vitest';
import { FormatError } from '../errors.js';
import { LineReader, tokenize } from '../lines.js';
import { fuzzFormat } from './fuzz.js';

/** A tiny format for the harness's own test: one line of integers from 0 to 9. */
function parseDigits(text: string): number[] {
  const reader = new LineReader('digits', text);
  const line = reader.expectLine('a line of digits');
  return tokenize(line).map((t) => reader.integer(line, t, 'a digit', 0, 9));
}

describe('fuzzFormat', () => {
  it('accepts a parser that only ever throws FormatErrors', () => {
    expect(() =>
      fuzzFormat({ name: 'digits', parse: parseDigits, samples: ['1 2 3', '9'] }),
    ).not.toThrow();
  });

  it('reports a parser that throws anything else', () => {
    const fragile = (text: string): number[] => {
      const digits = parseDigits(text);
      if (digits.includes(7)) throw new RangeError('sevens are unlucky');
      return digits;
    };
    expect(() =>
      fuzzFormat({ name: 'fragile', parse: fragile, samples: ['1 2 3'], alphabet: ' 17' }),
    ).toThrow(/threw RangeError: sevens are unlucky instead of a FormatError/);
  });

  it('reports a FormatError without a position', () => {
    const unplaced = (): never => {
      throw new FormatError('x', { line: 0, column: 0 }, 'something');
    };
    expect(() => fuzzFormat({ name: 'unplaced', parse: unplaced, samples: ['a'] })).toThrow(
      /without a valid position/,
    );
  });
});
