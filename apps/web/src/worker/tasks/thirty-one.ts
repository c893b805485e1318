import {
  analyzeGame,
  solveKeypad,
  type KeyCell,
  type Keypad,
  type GameAnalysis,
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

/** The game's analysis (see `analyzeGame`), with the openings. */
export interface ThirtyOneAnalysis extends GameAnalysis {
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

/** The value of every position played, every key now, and the opening analysis. */
export function analyzeThirtyOne(game: ThirtyOneGame, report: Report<never>): ThirtyOneAnalysis {
  const table = solved(game.keypad, game.limit, report);
  const openings: number[][] = [];
  for (let start = 0; start <= Math.min(game.limit, 100); start++) {
    openings.push(table.winningOpenings(start).map((cell) => game.keypad.digits[cell]!));
  }
  return { ...analyzeGame(table, game.start, game.moves), openings };
}
