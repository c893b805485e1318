import { MasyuCell, MAX_MASYU_SIDE, createPuzzle, type MasyuPuzzle } from '@cgkit/masyu';
import { charAt, countOf, describeFound } from '../errors.js';
import { LineReader, type SourceLine } from '../lines.js';

const SYMBOLS: Readonly<Record<string, number>> = {
  '.': MasyuCell.empty,
  '0': MasyuCell.empty,
  W: MasyuCell.white,
  w: MasyuCell.white,
  o: MasyuCell.white,
  O: MasyuCell.white,
  '1': MasyuCell.white,
  B: MasyuCell.black,
  b: MasyuCell.black,
  x: MasyuCell.black,
  X: MasyuCell.black,
  '2': MasyuCell.black,
};

const EXPECTED_CELL = 'a cell: . or 0 (empty), W, o or 1 (white), B, x or 2 (black)';

/**
 * Parses a Masyu grid: one line per row, one character per cell (`.` empty, `W` white, `B`
 * black; also `o`/`w`, `x`/`b`, and the digits 0, 1, 2), with or without spaces between cells.
 * Blank lines may surround the grid but not interrupt it.
 */
export function parseMasyuGrid(text: string, source = '<input>'): MasyuPuzzle {
  const reader = new LineReader(source, text);
  const first = reader.next();
  if (first === undefined) throw reader.errorAtEnd('a row of the grid');
  const rows: number[][] = [];
  let width = -1;
  let previous = first.line - 1;
  for (let line: SourceLine | undefined = first; line !== undefined; line = reader.next()) {
    if (line.line !== previous + 1) {
      throw reader.error(
        line,
        line.column,
        'the end of the grid (it ends at a blank line)',
        'a row',
      );
    }
    previous = line.line;
    const row: number[] = [];
    for (let i = 0; i < line.raw.length; i++) {
      const ch = line.raw[i]!;
      if (ch === ' ' || ch === '\t') continue;
      const value = SYMBOLS[ch];
      if (value === undefined)
        throw reader.error(line, i + 1, EXPECTED_CELL, describeFound(charAt(line.raw, i)));
      if (width >= 0 && row.length === width) {
        throw reader.error(
          line,
          i + 1,
          `the end of the row (${width} cells, like the first)`,
          describeFound(charAt(line.raw, i)),
        );
      }
      if (row.length === MAX_MASYU_SIDE) {
        throw reader.error(line, i + 1, `at most ${MAX_MASYU_SIDE} cells in a row`, 'more');
      }
      row.push(value);
    }
    if (width >= 0 && row.length < width) {
      throw reader.error(
        line,
        line.raw.trimEnd().length + 1,
        `${countOf(width - row.length, 'more cell')} (${width} in a row, like the first)`,
        'end of line',
      );
    }
    width = row.length;
    if (rows.length === MAX_MASYU_SIDE) {
      throw reader.error(line, line.column, `at most ${MAX_MASYU_SIDE} rows`, 'another row');
    }
    rows.push(row);
  }
  return createPuzzle(rows.length, width, rows.flat());
}

/** Writes a puzzle as its grid: one line per row, `.` empty, `W` white, `B` black. */
export function formatMasyuGrid(puzzle: MasyuPuzzle): string {
  const lines: string[] = [];
  for (let r = 0; r < puzzle.rows; r++) {
    const row = puzzle.cells.subarray(r * puzzle.cols, (r + 1) * puzzle.cols);
    lines.push(Array.from(row, (v) => '.WB'[v]).join(''));
  }
  return `${lines.join('\n')}\n`;
}
