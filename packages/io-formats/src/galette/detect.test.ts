import { describe, expect, it } from 'vitest';
import { FormatError } from '../errors.js';
import { fuzzFormat } from '../testing/fuzz.js';
import { parseGaletteInput } from './detect.js';

describe('parseGaletteInput', () => {
  it('tells GT.in from GT.txt by the second line', () => {
    expect(parseGaletteInput('3 3 0\n').format).toBe('GT.in');
    expect(parseGaletteInput('3 3 1\n2 2\n').format).toBe('GT.in');
    const txt = parseGaletteInput('2 2 2\nOX\nOO\n');
    expect([txt.format, txt.toMove]).toEqual(['GT.txt', 2]);
  });

  it('passes the coordinate convention to GT.in', () => {
    const options = { zeroBased: true, xIsColumn: true };
    const { cake } = parseGaletteInput('3 2 1\n1 2\n', 'GT.in', options);
    expect(Array.from(cake.cells)).toEqual([0, 0, 0, 0, 0, 2]);
  });

  it('reports errors of either format as FormatErrors', () => {
    expect(() => parseGaletteInput('2 2 1\nOA\nOO\n')).toThrow(FormatError);
    expect(() => parseGaletteInput('2 2 1\n9 9\n')).toThrow(FormatError);
  });

  it('plugs into the fuzz harness', () => {
    fuzzFormat({
      name: 'Galette input',
      parse: (text) => parseGaletteInput(text),
      samples: ['3 3 0\n', '3 3 1\n2 2\n', '2 2 1\nOX\nVO\n'],
      alphabet: ' \n0123456789VXO',
    });
  });
});
