import type { EscapeBoard } from '@cgkit/board-escape';
import { LineReader, type SourceLine } from '../lines.js';
import { boardFromRows, type RowText } from './rows.js';

/**
 * Parses a BoardEscape board file: the rows of the board, one per line (`T` token, `E` exit,
 * `#` obstacle, `.` empty). Blank lines may surround the board but not interrupt it.
 */
export function parseBoardEscapeBoard(text: string, source = '<input>'): EscapeBoard {
  const reader = new LineReader(source, text);
  const first = reader.next();
  if (first === undefined) throw reader.errorAtEnd('a row of the board');
  const rows: RowText[] = [rowText(first)];
  let previous = first.line;
  for (let line = reader.next(); line !== undefined; line = reader.next()) {
    if (line.line !== previous + 1) {
      throw reader.error(
        line,
        line.column,
        'the end of the board (it ends at a blank line)',
        'a row',
      );
    }
    rows.push(rowText(line));
    previous = line.line;
  }
  return boardFromRows(reader, rows);
}

function rowText(line: SourceLine): RowText {
  return { text: line.text, line, start: line.column, columnOf: (i) => line.column + i };
}

/** Writes a board as its rows, one per line: the text {@link parseBoardEscapeBoard} reads. */
export function formatBoardEscapeBoard(board: EscapeBoard): string {
  return `${board.rows.join('\n')}\n`;
}
