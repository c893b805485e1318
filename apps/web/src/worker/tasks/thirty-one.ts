import {
  solveKeypad,
  thirtyOneMatch,
  thirtyOneStart,
  type KeyCell,
  type SolvedKeypad,
  type ThirtyOnePosition,
  type ThirtyOneStart,
} from '@cgkit/thirty-one';
import type { Progress } from '@cgkit/core-search';
import type { Report } from '../protocol.js';
import type { WorkerGame } from './match.js';

/** What the 31 page shows beside the values: the openings. */
export interface ThirtyOneExtra {
  /** For each starting total from 0 (to the limit, at most 100), the digits of the opening keys that win. */
  readonly openings: readonly (readonly number[])[];
}

let cache: { id: string; solved: SolvedKeypad } | undefined;

/** Solves the keypad once (the last solution is kept for the following games). */
function solved({ keypad, limit }: ThirtyOneStart, report: Report<never>): SolvedKeypad {
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

/** 31 in the worker: the keypad solved once, every key's value a look-up. */
export const thirtyOneWorker: WorkerGame<ThirtyOneStart, ThirtyOnePosition, KeyCell> = {
  create(start, report) {
    return { game: thirtyOneMatch(solved(start, report)), position: thirtyOneStart(start.total) };
  },
  control: () => ({}),
  extra(_, start): ThirtyOneExtra {
    const table = solved(start, () => undefined);
    const openings: number[][] = [];
    for (let total = 0; total <= Math.min(start.limit, 100); total++) {
      openings.push(table.winningOpenings(total).map((cell) => start.keypad.digits[cell]!));
    }
    return { openings };
  },
};
