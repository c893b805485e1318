import { Dir, edgeToward, type MasyuProgress } from '@cgkit/masyu';
import { LineReader, tokenize } from '../lines.js';

const LETTERS: Readonly<Record<string, number>> = {
  U: Dir.up,
  D: Dir.down,
  L: Dir.left,
  R: Dir.right,
};

const EXPECTED_CELL =
  'a cell: . (nothing marked), or its drawn sides from U D L R and crossed-out sides from u d l r';

/**
 * Parses a player's progress on a rows×cols puzzle: one line per row, cells separated by spaces,
 * each `.` or letters for its sides, capitals for drawn (`U D L R`) and lower case for crossed
 * out (`u d l r`), each side at most once (`DR`, `Rd`, `lr`). A side may be marked from either
 * cell; the two cells must not disagree. A solution grid is valid progress.
 */
export function parseMasyuProgress(
  text: string,
  source: string,
  rows: number,
  cols: number,
): MasyuProgress {
  const reader = new LineReader(source, text);
  const marks = new Uint8Array(2 * rows * cols);
  let row = 0;
  for (let line = reader.next(); line !== undefined; line = reader.next(), row++) {
    if (row === rows) {
      throw reader.error(
        line,
        line.column,
        `the end of the progress (${rows} rows, like the puzzle)`,
        'another row',
      );
    }
    const tokens = tokenize(line);
    if (tokens.length !== cols) {
      throw reader.errorAt(
        line,
        tokens[cols],
        tokens.length < cols ? `${cols} cells, like the puzzle` : 'the end of the row',
      );
    }
    tokens.forEach((token, col) => {
      if (token.text === '.') return;
      const seen = new Set<string>();
      for (const ch of token.text) {
        const dir = LETTERS[ch.toUpperCase()];
        if (dir === undefined || seen.has(ch.toUpperCase())) {
          throw reader.errorAt(line, token, EXPECTED_CELL);
        }
        seen.add(ch.toUpperCase());
        const edge = edgeToward(rows, cols, row * cols + col, dir);
        if (edge < 0) {
          throw reader.error(
            line,
            token.column,
            'sides inside the grid',
            `a mark off the grid (${ch})`,
          );
        }
        const mark = ch === ch.toUpperCase() ? 1 : 2;
        if (marks[edge] !== 0 && marks[edge] !== mark) {
          throw reader.error(
            line,
            token.column,
            'marks that agree with the neighbouring cell',
            `${mark === 1 ? 'a line' : 'a cross'} where the neighbour has ${mark === 1 ? 'a cross' : 'a line'}`,
          );
        }
        marks[edge] = mark;
      }
    });
  }
  if (row < rows) throw reader.errorAtEnd(`${rows} rows, like the puzzle`);
  return { rows, cols, marks };
}
