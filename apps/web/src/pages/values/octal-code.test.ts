import { parseOctalCode } from '@cgkit/cgt-values';
import { describe, expect, it } from 'vitest';
import { octalCodeProblem } from './octal-code.js';

describe('octalCodeProblem', () => {
  it('accepts the codes the package reads', () => {
    for (const code of ['0.77', '4.07', '.3', '0.', ' 0.137 ']) {
      expect(octalCodeProblem(code)).toBeUndefined();
      expect(() => parseOctalCode(code)).not.toThrow();
    }
  });

  it('names the column of the first wrong character, as typed', () => {
    expect(octalCodeProblem('0.xyz')).toBe(
      'Column 3 of the code: expected a digit from 0 to 7, found "x" (codes look like 0.77 or 4.07).',
    );
    expect(octalCodeProblem('  0.79')).toMatch(/^Column 6 of the code: .* found "9"/);
    expect(octalCodeProblem('2.7')).toMatch(
      /^Column 1 of the code: expected 0 or 4 before the point, found "2"/,
    );
    expect(octalCodeProblem('077')).toMatch(/^Column 2 of the code: expected a point, found "7"/);
    expect(octalCodeProblem('')).toMatch(
      /^Column 1 of the code: expected a digit or a point, found the end/,
    );
    expect(octalCodeProblem('x')).toMatch(/^Column 1 .* found "x"/);
  });

  it('refuses whatever the package refuses', () => {
    for (const code of ['0.xyz', '0.79', '2.7', '077', '', 'x', '0..7', '8.1']) {
      expect(octalCodeProblem(code)).toBeDefined();
      expect(() => parseOctalCode(code)).toThrow();
    }
  });
});
