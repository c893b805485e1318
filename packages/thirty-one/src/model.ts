/** The model of 31: keypads and positions, with their constructors and checks. */

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

/** The limit of the classic game: whoever takes the total past 30 loses. */
export const DEFAULT_LIMIT = 30;

/** A position as the player receiving the turn sees it: the total, and the key just pressed. */
export interface ThirtyOnePosition {
  readonly total: number;
  /** The key the opponent pressed last, or undefined at the start of a game. */
  readonly last: KeyCell | undefined;
}

/** The start of a game: a total and no previous key. */
export function thirtyOneStart(total: number): ThirtyOnePosition {
  return { total, last: undefined };
}

/** Throws a RangeError unless the limit is a non-negative safe integer. */
export function checkLimit(limit: number): void {
  if (!Number.isSafeInteger(limit) || limit < 0) {
    throw new RangeError(`the limit must be a non-negative integer, got ${limit}`);
  }
}

/** Throws a RangeError unless the position fits the keypad: a non-negative total, a real key. */
export function checkPosition(keypad: Keypad, position: ThirtyOnePosition): void {
  const { total, last } = position;
  if (!Number.isSafeInteger(total) || total < 0) {
    throw new RangeError(`the total must be a non-negative integer, got ${total}`);
  }
  if (last !== undefined && !(Number.isInteger(last) && last >= 0 && last < keypad.digits.length)) {
    throw new RangeError(
      `the last key must be a key of the keypad (0 to ${keypad.digits.length - 1}), got ${last}`,
    );
  }
}
