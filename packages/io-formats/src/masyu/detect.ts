import type { MasyuPuzzle } from '@cgkit/masyu';
import { formatMasyuGrid, parseMasyuGrid } from './grid.js';
import { formatMasyuPearlId, parseMasyuPearlId } from './pearl-id.js';
import { formatMasyuUrl, parseMasyuUrl } from './url.js';

/** The puzzle formats: a text grid, a puzz.link URL, a Simon Tatham Pearl game id. */
export const MASYU_FORMATS = ['grid', 'url', 'pearl'] as const;
/** One of the {@link MASYU_FORMATS}. */
export type MasyuFormat = (typeof MASYU_FORMATS)[number];

/** Recognises a puzzle's format from its text: a URL has a `?`, a Pearl id starts `WxH…:`. */
export function detectMasyuFormat(text: string): MasyuFormat {
  const start = text.trimStart();
  if (/^\d+x\d+[a-z]*:/.test(start)) return 'pearl';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(start) || /^[^\s]*\?(mashu|masyu)\//.test(start))
    return 'url';
  return 'grid';
}

/** Parses a puzzle in the given format, or the one {@link detectMasyuFormat} recognises. */
export function parseMasyu(
  text: string,
  source = '<input>',
  format: MasyuFormat | 'auto' = 'auto',
): MasyuPuzzle {
  const chosen = format === 'auto' ? detectMasyuFormat(text) : format;
  if (chosen === 'url') return parseMasyuUrl(text, source);
  if (chosen === 'pearl') return parseMasyuPearlId(text, source);
  return parseMasyuGrid(text, source);
}

/** Writes a puzzle in a format; the text ends with a newline. */
export function formatMasyu(puzzle: MasyuPuzzle, format: MasyuFormat): string {
  if (format === 'url') return `${formatMasyuUrl(puzzle)}\n`;
  if (format === 'pearl') return `${formatMasyuPearlId(puzzle)}\n`;
  return formatMasyuGrid(puzzle);
}
