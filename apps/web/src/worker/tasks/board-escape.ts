import {
  BoardEscapeSolver,
  boardEscapeMatch,
  escapeStart,
  type EscapePosition,
  type EscapeStart,
  type Move,
} from '@cgkit/board-escape';
import type { Progress } from '@cgkit/core-search';
import type { Report } from '../protocol.js';
import type { WorkerGame } from './match.js';

/** What the BoardEscape page shows beside the values: the position's Grundy value. */
export interface EscapeExtra {
  readonly grundy: number;
}

/**
 * New positions the remoteness search may visit each time a position's moves are valued: a game
 * lasts up to k moves per token, so a large k is out of reach; who wins, from the Grundy table,
 * is always known.
 */
export const ESCAPE_REMOTENESS_BUDGET = 20_000;
const REMOTENESS_TABLE_ENTRIES = 200_000;

let solver: BoardEscapeSolver | undefined;

/** Shows the remoteness search as the page's progress. */
function escapeProgress(report: Report<never>) {
  return ({ done, total = done }: Progress): void =>
    report({
      message: `Finding how long the game lasts: ${done.toLocaleString('en')} of at most ${total.toLocaleString('en')} positions searched`,
      fraction: total === 0 ? 1 : Math.min(1, done / total),
    });
}

/** BoardEscape in the worker: who wins from the Grundy table, remoteness within the budget. */
export const boardEscapeWorker: WorkerGame<EscapeStart, EscapePosition, Move> = {
  create(start) {
    solver = new BoardEscapeSolver(start.board);
    const game = boardEscapeMatch(solver, {
      remotenessBudget: ESCAPE_REMOTENESS_BUDGET,
      maxTableEntries: REMOTENESS_TABLE_ENTRIES,
    });
    return { game, position: escapeStart(start.board, start.k) };
  },
  control: (_, report) => ({ onProgress: escapeProgress(report) }),
  extra: (match): EscapeExtra => ({ grundy: solver!.grundy(match.position) }),
};
