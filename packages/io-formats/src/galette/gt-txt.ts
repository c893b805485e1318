import type { Cake } from '@cgkit/galette';
import { LineReader, tokenize } from '../lines.js';
import { readCakeSize } from './gt-in.js';
import { cakeRowText, portionOfLetter } from './portion-letters.js';

/** A GT.txt file: a cake in play and the player to move. */
export interface GtTxt {
  readonly cake: Cake;
  readonly toMove: 1 | 2;
}

/**
 * Parses a GT.txt file: a line `M N J` (rows, columns, player to move: 1 or 2), then M lines of
 * N characters, `V` poisoned, `X` eaten, `O` not yet eaten.
 */
export function parseGtTxt(text: string, source = 'GT.txt'): GtTxt {
  const reader = new LineReader(source, text);
  const header = reader.expectLine('the line "M N J" (rows, columns, player to move)');
  const [m, n, j, extra] = tokenize(header);
  const { rows, cols } = readCakeSize(reader, header, m, n);
  const toMove = reader.integer(header, j, 'the player to move J', 1, 2) as 1 | 2;
  if (extra !== undefined) throw reader.errorAt(header, extra, 'the end of the line after J');
  const cells = new Uint8Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    const what = `row ${r + 1} of ${rows}: ${cols} characters V, X or O`;
    const line = reader.expectLine(what);
    const row = line.text;
    for (let c = 0; c < cols; c++) {
      const portion = portionOfLetter(row[c]);
      if (portion === undefined) {
        const found = c < row.length ? JSON.stringify(row[c]) : 'end of line';
        throw reader.error(line, line.column + c, `V, X or O (${what})`, found);
      }
      cells[r * cols + c] = portion;
    }
    if (row.length > cols) {
      throw reader.error(
        line,
        line.column + cols,
        `the end of row ${r + 1} (N = ${cols})`,
        JSON.stringify(row[cols]),
      );
    }
  }
  const surplus = reader.next();
  if (surplus !== undefined) {
    throw reader.error(
      surplus,
      surplus.column,
      `the end of the file (M = ${rows} rows)`,
      'another line',
    );
  }
  return { cake: { rows, cols, cells }, toMove };
}

/** Writes a cake in play as GT.txt: the text {@link parseGtTxt} reads. */
export function printGtTxt(file: GtTxt): string {
  const { cake, toMove } = file;
  const lines = [`${cake.rows} ${cake.cols} ${toMove}`];
  for (let r = 0; r < cake.rows; r++) lines.push(cakeRowText(cake, r));
  return `${lines.join('\n')}\n`;
}
