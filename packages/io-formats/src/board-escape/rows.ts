import { CELL_CHARS, MAX_ESCAPE_SIDE, createBoard, type EscapeBoard } from '@cgkit/board-escape';
import { charAt, describeFound } from '../errors.js';
import type { LineReader, SourceLine } from '../lines.js';

/** One row of a board as found in a source, with the means to point at its characters. */
export interface RowText {
  readonly text: string;
  readonly line: SourceLine;
  /** Column where the row starts (its first cell, or its opening quote). */
  readonly start: number;
  /** Column of the character at an index; `text.length` gives the column just after the row. */
  readonly columnOf: (index: number) => number;
}

const CELL = 'a cell: T (token), E (exit), # (obstacle) or . (empty)';

/**
 * Checks the rows of a board (1 to 50 rows of one length from 1 to 50, made of `T`, `E`, `#`,
 * `.`) and builds it, or throws a FormatError at the first offending row or character. Callers
 * report a board without rows themselves, where they can say what came instead.
 */
export function boardFromRows(reader: LineReader, rows: readonly RowText[]): EscapeBoard {
  const width = rows[0]?.text.length ?? 0;
  for (const [index, row] of rows.entries()) {
    if (index === MAX_ESCAPE_SIDE) {
      throw reader.error(
        row.line,
        row.start,
        `at most ${MAX_ESCAPE_SIDE} rows`,
        `row ${index + 1}`,
      );
    }
    const { text } = row;
    const found = describeLength(text.length);
    for (let i = 0; i < text.length; i++) {
      if (i === MAX_ESCAPE_SIDE) {
        throw reader.error(
          row.line,
          row.columnOf(i),
          `at most ${MAX_ESCAPE_SIDE} cells in a row`,
          found,
        );
      }
      if (i === width) throw reader.error(row.line, row.columnOf(i), sameLength(width), found);
      if (!CELL_CHARS.includes(text[i]!)) {
        throw reader.error(row.line, row.columnOf(i), CELL, describeFound(charAt(text, i)));
      }
    }
    if (text.length === 0) throw reader.error(row.line, row.columnOf(0), CELL, 'an empty row');
    if (text.length < width) {
      throw reader.error(row.line, row.columnOf(text.length), sameLength(width), found);
    }
  }
  return createBoard(rows.map((row) => row.text));
}

function sameLength(width: number): string {
  return `a row of ${width} cells, like the first row`;
}

function describeLength(length: number): string {
  return `${length} ${length === 1 ? 'cell' : 'cells'}`;
}
