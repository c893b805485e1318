/** A key of a keypad, named by its index row by row (`row * columns + column`). */
export type KeyCell = number;

/** A rectangular keypad of digit keys. Digits may repeat; a 0 key can never be pressed. */
export interface Keypad {
  readonly rows: number;
  readonly columns: number;
  /** The digit of each key, row by row. */
  readonly digits: readonly number[];
}

/**
 * Builds a keypad from its rows of digits, checking that it is a non-empty rectangle of digits
 * 0–9.
 */
export function createKeypad(rows: readonly (readonly number[])[]): Keypad {
  const columns = rows[0]?.length ?? 0;
  if (rows.length === 0 || columns === 0) throw new RangeError('a keypad needs at least one key');
  const digits = new Array<number>(rows.length * columns);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    if (row.length !== columns) {
      throw new RangeError(`keypad row ${r + 1} has ${row.length} keys, expected ${columns}`);
    }
    for (let c = 0; c < columns; c++) {
      const digit = row[c]!;
      if (!Number.isInteger(digit) || digit < 0 || digit > 9) {
        throw new RangeError(`a key must be a digit from 0 to 9, got ${digit}`);
      }
      digits[r * columns + c] = digit;
    }
  }
  return { rows: rows.length, columns, digits };
}

/** The calculator keypad: `7 8 9 / 4 5 6 / 1 2 3`. */
export const STANDARD_KEYPAD: Keypad = createKeypad([
  [7, 8, 9],
  [4, 5, 6],
  [1, 2, 3],
]);

/** The rows of a keypad, as arrays of digits. */
export function keypadRows(keypad: Keypad): number[][] {
  const rows: number[][] = [];
  for (let r = 0; r < keypad.rows; r++) {
    rows.push(keypad.digits.slice(r * keypad.columns, (r + 1) * keypad.columns));
  }
  return rows;
}

/** The first key (row by row) showing a digit, or undefined when no key shows it. */
export function cellOf(keypad: Keypad, digit: number): KeyCell | undefined {
  const cell = keypad.digits.indexOf(digit);
  return cell < 0 ? undefined : cell;
}

/** Whether every digit of the keypad is different, so that a digit names one key. */
export function hasDistinctDigits(keypad: Keypad): boolean {
  return new Set(keypad.digits).size === keypad.digits.length;
}

/**
 * The keys that may be pressed after the opponent pressed `last` (undefined at the start of a
 * game): the other keys of its row and column, or every key at the start; never a 0 key.
 */
export function legalKeys(keypad: Keypad, last: KeyCell | undefined): KeyCell[] {
  const { columns, digits } = keypad;
  const keys: KeyCell[] = [];
  if (last === undefined) {
    for (let cell = 0; cell < digits.length; cell++) if (digits[cell] !== 0) keys.push(cell);
    return keys;
  }
  const row = Math.floor(last / columns);
  const column = last % columns;
  for (let cell = 0; cell < digits.length; cell++) {
    const sameLine = Math.floor(cell / columns) === row || cell % columns === column;
    if (sameLine && cell !== last && digits[cell] !== 0) keys.push(cell);
  }
  return keys;
}
