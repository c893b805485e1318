/**
 * The rules of 31, written once: which keys may be pressed, what pressing one does, and when the
 * game is over. The game adapter, the solver and the analysis all play by these.
 */
import type { KeyCell, Keypad, ThirtyOnePosition } from './model.js';

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
