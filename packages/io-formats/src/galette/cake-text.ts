import { createCake, type Cake } from '@cgkit/galette';
import { describeFound, FormatError } from '../errors.js';
import { MAX_CAKE_PORTIONS } from './gt-in.js';
import { cakeRowText, portionOfLetter } from './portion-letters.js';

/**
 * Reads a cake written on one line, as links do: its rows of `O` (uneaten), `X` (eaten) and `V`
 * (poisoned), case ignored, separated by `-`, such as `OOOO-OVXO-OOOO`.
 */
export function parseCakeText(text: string, source = '<cake>'): Cake {
  const fail = (column: number, expected: string): FormatError =>
    new FormatError(source, { line: 1, column }, expected, {
      lineText: text,
      found: describeFound(text[column - 1]),
    });
  const rows = text.split('-');
  const cols = rows[0]!.length;
  let column = 1;
  for (const [r, row] of rows.entries()) {
    if (row.length === 0) throw fail(column, 'a row of O, X and V');
    for (let c = 0; c < row.length; c++) {
      if (portionOfLetter(row[c]!.toUpperCase()) === undefined) {
        throw fail(column + c, 'O (uneaten), X (eaten) or V (poisoned)');
      }
    }
    if (row.length !== cols) {
      throw fail(
        column + Math.min(row.length, cols),
        `row ${r + 1} to have ${cols} portions like the first row`,
      );
    }
    column += row.length + 1;
  }
  if (rows.length * cols > MAX_CAKE_PORTIONS) {
    throw fail(1, `a cake of at most ${MAX_CAKE_PORTIONS} portions`);
  }
  const cake = createCake(rows.length, cols);
  rows.forEach((row, r) => {
    for (let c = 0; c < cols; c++)
      cake.cells[r * cols + c] = portionOfLetter(row[c]!.toUpperCase())!;
  });
  return cake;
}

/** Writes a cake as {@link parseCakeText} reads it: rows of O, X and V separated by `-`. */
export function formatCakeText(cake: Cake): string {
  return Array.from({ length: cake.rows }, (_, r) => cakeRowText(cake, r)).join('-');
}
