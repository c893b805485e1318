import type { Cake } from '@cgkit/galette';
import { splitLines } from '../lines.js';
import { parseGtIn, type GtInOptions } from './gt-in.js';
import { parseGtTxt } from './gt-txt.js';

/** A cake read from either Galette file, with the player to move when the file says. */
export interface GaletteInput {
  readonly format: 'GT.in' | 'GT.txt';
  readonly cake: Cake;
  readonly toMove?: 1 | 2;
}

/**
 * Parses a GT.in or a GT.txt file, telling them apart by their second line: cake rows
 * (letters) make a GT.txt, coordinates or nothing a GT.in.
 */
export function parseGaletteInput(
  text: string,
  source = '<input>',
  options: GtInOptions = {},
): GaletteInput {
  const second = splitLines(text).filter((line) => line.text !== '')[1];
  if (second !== undefined && /^[A-Za-z]/.test(second.text)) {
    const { cake, toMove } = parseGtTxt(text, source);
    return { format: 'GT.txt', cake, toMove };
  }
  return { format: 'GT.in', cake: parseGtIn(text, source, options) };
}
