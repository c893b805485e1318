import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FormatError } from '../errors.js';
import { fuzzFormat } from '../testing/fuzz.js';
import { parseGtOut, printGtOut } from './gt-out.js';

describe('GT.out', () => {
  it('writes the value in standard notation', () => {
    expect([0, 1, 2, 13].map(printGtOut)).toEqual(['0\n', '*\n', '*2\n', '*13\n']);
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(fc.nat(1000), (g) => {
        expect(parseGtOut(printGtOut(g))).toBe(g);
      }),
    );
  });

  it('rejects what is not a nimber', () => {
    expect(() => parseGtOut('*1\n')).toThrow(FormatError);
    expect(() => parseGtOut('*0\n')).toThrow(FormatError);
    expect(() => parseGtOut('3\n')).toThrow(FormatError);
    expect(() => parseGtOut('0\n*\n')).toThrow(FormatError);
  });

  it('plugs into the fuzz harness', () => {
    fuzzFormat({
      name: 'GT.out',
      parse: (text) => parseGtOut(text),
      samples: ['0\n', '*\n', '*12\n'],
      alphabet: ' \n0123456789*',
    });
  });
});
