import {
  isPastLimit,
  legalKeys,
  press,
  solveKeypad,
  thirtyOneStart,
  type KeyCell,
  type Keypad,
  type ThirtyOnePosition,
  type SolvedKeypad,
} from '@cgkit/thirty-one';
import type { Progress } from '@cgkit/core-search';
import type { Report } from '../protocol.js';

/** A game of 31 so far: the keypad, the limit, the starting total and the keys pressed. */
export interface ThirtyOneGame {
  readonly keypad: Keypad;
  readonly limit: number;
  readonly start: number;
  readonly moves: readonly KeyCell[];
}

/** The value of a position for the player to move, or of a key for the player pressing it. */
export interface KeyValue {
  readonly result: 'win' | 'lose';
  /** Key presses until the game ends with best play (0: it has ended). */
  readonly remoteness: number;
}

export interface ThirtyOneAnalysis {
  /** The value of every position of the game so far, the last one being the current position. */
  readonly history: readonly KeyValue[];
  /** Each legal key of the current position with its value for the player pressing it. */
  readonly keys: readonly (KeyValue & { readonly cell: KeyCell })[];
  /** The key a perfect player presses now. */
  readonly bestKey: KeyCell | undefined;
  /** For each starting total from 0 (to the limit, at most 100), the digits of the opening keys that win. */
  readonly openings: readonly (readonly number[])[];
}

let cache: { id: string; solved: SolvedKeypad } | undefined;

/** Solves the keypad once (the last solution is kept for the following moves). */
function solved(keypad: Keypad, limit: number, report: Report<never>): SolvedKeypad {
  const id = `${keypad.rows}x${keypad.columns}:${keypad.digits.join('')}:${limit}`;
  if (cache?.id !== id) {
    const onProgress = ({ done, total = done }: Progress): void =>
      report({
        message: `Solving the keypad: ${done.toLocaleString('en')} of ${total.toLocaleString('en')} totals`,
        fraction: done / total,
      });
    cache = { id, solved: solveKeypad(keypad, { limit, onProgress }) };
  }
  return cache.solved;
}

function valueOf(table: SolvedKeypad, position: ThirtyOnePosition): KeyValue {
  if (isPastLimit(position, table.limit)) return { result: 'win', remoteness: 0 };
  return { result: table.wins(position) ? 'win' : 'lose', remoteness: table.remoteness(position) };
}

/** The value of every position played, every key now, and the opening analysis. */
export function analyzeThirtyOne(game: ThirtyOneGame, report: Report<never>): ThirtyOneAnalysis {
  const table = solved(game.keypad, game.limit, report);
  let position = thirtyOneStart(game.start);
  const history = [valueOf(table, position)];
  for (const cell of game.moves) {
    position = press(game.keypad, position, cell);
    history.push(valueOf(table, position));
  }
  const over = isPastLimit(position, game.limit);
  const keys = over
    ? []
    : legalKeys(game.keypad, position.last).map((cell) => {
        const next = valueOf(table, press(game.keypad, position, cell));
        // A key is worth to its presser the opposite of what the next position is worth to the opponent.
        return {
          cell,
          result: next.result === 'win' ? ('lose' as const) : ('win' as const),
          remoteness: next.remoteness + 1,
        };
      });
  const openings: number[][] = [];
  for (let start = 0; start <= Math.min(game.limit, 100); start++) {
    openings.push(table.winningOpenings(start).map((cell) => game.keypad.digits[cell]!));
  }
  return { history, keys, bestKey: over ? undefined : table.bestKey(position), openings };
}
