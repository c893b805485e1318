import { createKeypad, type Keypad } from '@cgkit/thirty-one';
import { FormatError, charAt, describeFound } from '../errors.js';

/** What may separate the rows of a keypad: `/` (the CLI's way) or `-` (links' way). */
const ROW_SEPARATORS = '/-';

/**
 * Reads a keypad written as its rows of digits separated by `/` or `-`, such as `789/456/123` or
 * `789-456-123`. Without a separator the keypad is square (`789456123` is the same keypad), so a
 * single row of several keys ends with one: `1234/`.
 */
export function parseKeypadText(text: string, source = '<keypad>'): Keypad {
  const fail = (column: number, expected: string, found?: string): FormatError =>
    new FormatError(
      source,
      { line: 1, column },
      expected,
      found === undefined ? { lineText: text } : { lineText: text, found },
    );
  const rows: number[][] = [[]];
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const row = rows[rows.length - 1]!;
    if (char >= '0' && char <= '9') row.push(Number(char));
    else if (ROW_SEPARATORS.includes(char) && row.length > 0) rows.push([]);
    else {
      const expected = row.length > 0 ? 'a digit or a row separator (/ or -)' : 'a digit';
      throw fail(i + 1, expected, describeFound(charAt(text, i)));
    }
  }
  if (rows.length === 2 && rows[1]!.length === 0) return createKeypad([rows[0]!]);
  const last = rows[rows.length - 1]!;
  if (last.length === 0) throw fail(text.length + 1, 'a digit', 'end of line');
  if (rows.length === 1) {
    const side = Math.round(Math.sqrt(last.length));
    if (side * side !== last.length) {
      throw fail(1, `rows separated by / or - (${last.length} keys do not make a square keypad)`);
    }
    return createKeypad(
      Array.from({ length: side }, (_, r) => last.slice(r * side, (r + 1) * side)),
    );
  }
  let column = 1;
  for (const [r, row] of rows.entries()) {
    if (row.length !== rows[0]!.length) {
      throw fail(column, `row ${r + 1} to have ${rows[0]!.length} keys like the first row`);
    }
    column += row.length + 1;
  }
  return createKeypad(rows);
}

/** Writes a keypad as {@link parseKeypadText} reads it: rows of digits separated by `separator`. */
export function formatKeypadText(keypad: Keypad, separator: '/' | '-' = '/'): string {
  const rows: string[] = [];
  for (let r = 0; r < keypad.rows; r++) {
    rows.push(keypad.digits.slice(r * keypad.columns, (r + 1) * keypad.columns).join(''));
  }
  return keypad.rows === 1 && keypad.columns > 1 ? `${rows[0]}${separator}` : rows.join(separator);
}
