import { MAX_MASYU_SIDE, createPuzzle, type MasyuPuzzle } from '@cgkit/masyu';
import { describeFound } from '../errors.js';
import { oneLine } from './one-line.js';

const DIGITS = '0123456789abcdefghijklmnopq'; // base 27: three cells of 0, 1 or 2 per character

/**
 * Parses a pzprjs (puzz.link) Masyu URL, `https://puzz.link/p?mashu/COLS/ROWS/BODY`: any host
 * and page (`pzv.jp/p.html`, …), type `mashu` or `masyu`. The body packs three cells (0 empty,
 * 1 white, 2 black) into one base-27 character, row by row.
 */
export function parseMasyuUrl(text: string, source = '<input>'): MasyuPuzzle {
  const { reader, line } = oneLine(text, source, 'a puzz.link URL');
  const url = line.raw;
  const at = (index: number, expected: string, found: string): Error =>
    reader.error(line, index + 1, expected, found);
  const query = url.indexOf('?');
  if (query < 0)
    throw at(
      line.column - 1,
      'a puzz.link URL (…/p?mashu/COLS/ROWS/BODY)',
      describeFound(line.text),
    );
  const parts: { text: string; start: number }[] = [];
  let start = query + 1;
  for (const part of url
    .slice(query + 1)
    .trimEnd()
    .split('/')) {
    parts.push({ text: part, start });
    start += part.length + 1;
  }
  const end = url.trimEnd().length;
  const part = (i: number): { text: string; start: number } => parts[i] ?? { text: '', start: end };
  const type = part(0);
  if (type.text !== 'mashu' && type.text !== 'masyu') {
    throw at(type.start, 'the puzzle type mashu or masyu', describeFound(type.text));
  }
  const size = (i: number, what: string): number => {
    const p = part(i);
    const n = /^\d+$/.test(p.text) ? Number(p.text) : NaN;
    if (!(n >= 1 && n <= MAX_MASYU_SIDE)) {
      throw at(p.start, `the number of ${what} (1 to ${MAX_MASYU_SIDE})`, describeFound(p.text));
    }
    return n;
  };
  const cols = size(1, 'columns');
  const rows = size(2, 'rows');
  const body = part(3);
  const cells = new Uint8Array(rows * cols);
  const length = Math.ceil((rows * cols) / 3);
  for (let i = 0; i < length; i++) {
    const ch = body.text[i];
    const value = ch === undefined ? -1 : DIGITS.indexOf(ch);
    if (value < 0) {
      throw at(body.start + i, `a cell code (0-9 or a-q; ${length} in all)`, describeFound(ch));
    }
    const triple = [Math.floor(value / 9), Math.floor(value / 3) % 3, value % 3];
    for (let k = 0; k < 3; k++) {
      const cell = 3 * i + k;
      if (cell < cells.length) cells[cell] = triple[k]!;
      else if (triple[k] !== 0)
        throw at(body.start + i, 'empty cells past the end of the grid', describeFound(ch));
    }
  }
  if (body.text.length > length || parts.length > 4) {
    throw at(
      body.start + length,
      'the end of the URL',
      describeFound(url.slice(body.start + length).trimEnd()),
    );
  }
  return createPuzzle(rows, cols, cells);
}

/** Writes a puzzle as a puzz.link URL. */
export function formatMasyuUrl(puzzle: MasyuPuzzle): string {
  let body = '';
  const { cells } = puzzle;
  for (let i = 0; i < cells.length; i += 3) {
    body += DIGITS[9 * cells[i]! + 3 * (cells[i + 1] ?? 0) + (cells[i + 2] ?? 0)];
  }
  return `https://puzz.link/p?mashu/${puzzle.cols}/${puzzle.rows}/${body}`;
}
