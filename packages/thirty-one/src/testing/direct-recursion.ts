import type { Keypad } from '../model.js';

/** A value found by plain recursion: outcome, remoteness and winning keys (cells). */
export interface DirectValue {
  readonly win: boolean;
  readonly remoteness: number;
  readonly winningKeys: readonly number[];
}

/**
 * The value of a position by direct recursion over the rules as the source states them, written
 * independently of the package's solver (memoized on a text key, so only for small limits).
 */
export function directValue(
  keypad: Keypad,
  limit: number,
  total: number,
  last: number | undefined,
  memo = new Map<string, DirectValue>(),
): DirectValue {
  if (total > limit) return { win: true, remoteness: 0, winningKeys: [] };
  const id = `${total}/${last ?? '-'}`;
  const known = memo.get(id);
  if (known !== undefined) return known;
  const { rows, columns, digits } = keypad;
  const choices: number[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const cell = r * columns + c;
      const inLine =
        last === undefined ||
        (cell !== last && (r === Math.floor(last / columns) || c === last % columns));
      if (inLine && digits[cell] !== 0) choices.push(cell);
    }
  }
  const winningKeys: number[] = [];
  let fastestWin = Infinity;
  let slowestLoss = 0;
  for (const cell of choices) {
    const reply = directValue(keypad, limit, total + digits[cell]!, cell, memo);
    if (reply.win) slowestLoss = Math.max(slowestLoss, reply.remoteness + 1);
    else {
      winningKeys.push(cell);
      fastestWin = Math.min(fastestWin, reply.remoteness + 1);
    }
  }
  const value =
    winningKeys.length > 0
      ? { win: true, remoteness: fastestWin, winningKeys }
      : { win: false, remoteness: slowestLoss, winningKeys };
  memo.set(id, value);
  return value;
}
