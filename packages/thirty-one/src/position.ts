import type { KeyCell, Keypad } from './keypad.js';

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

/** The position after pressing a key: its digit is added to the total. */
export function press(
  keypad: Keypad,
  position: ThirtyOnePosition,
  cell: KeyCell,
): ThirtyOnePosition {
  return { total: position.total + (keypad.digits[cell] ?? 0), last: cell };
}

/**
 * Whether the game is over because the total is past the limit: the opponent went past it, so
 * the player receiving the turn has won.
 */
export function isPastLimit(position: ThirtyOnePosition, limit: number): boolean {
  return position.total > limit;
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
