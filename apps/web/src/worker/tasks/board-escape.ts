import {
  boardEscapeGame,
  playMove,
  startPosition,
  type Board,
  type Move,
  type Position,
} from '@cgkit/board-escape';
import type { Report } from '../protocol.js';
import { RemotenessSearch, type RemotenessReport } from './remoteness.js';

/** A game of BoardEscape so far: the board, the tokens' starting number and the moves made. */
export interface BoardEscapeGame {
  readonly board: Board;
  readonly k: number;
  readonly moves: readonly Move[];
}

/**
 * Positions a search may visit: about two seconds. A game lasts up to k moves per token, so a
 * large k (up to 10^9) is out of reach; the winner, from the Grundy table, is always known.
 */
const REMOTENESS_BUDGET = 400_000;
const REMOTENESS_TABLE_ENTRIES = 2_000_000;

let search: { board: string; search: RemotenessSearch<Position, Move> } | undefined;

/** The remoteness of every position of the game so far, within the search budget. */
export function boardEscapeRemoteness(
  game: BoardEscapeGame,
  report: Report<never>,
): RemotenessReport {
  const board = game.board.rows.join('/');
  if (search?.board !== board) {
    const searcher = new RemotenessSearch(boardEscapeGame(game.board), REMOTENESS_TABLE_ENTRIES);
    search = { board, search: searcher };
  }
  const positions = [startPosition(game.board, game.k)];
  for (const move of game.moves) {
    positions.push(playMove(game.board, positions[positions.length - 1]!, move));
  }
  return search.search.remoteness(positions, REMOTENESS_BUDGET, report);
}
