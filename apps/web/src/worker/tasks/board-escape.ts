import { RemotenessSearch } from '@cgkit/core-search';
import {
  BoardEscapeSolver,
  bestEscapeMove,
  boardEscapeGame,
  replayEscapeGame,
  type EscapeBestMove,
  type EscapeBoard,
  type Move,
  type EscapePosition,
} from '@cgkit/board-escape';
import type { Report } from '../protocol.js';
import { remotenessProgress, type RemotenessReport } from './remoteness.js';

/** A game of BoardEscape so far: the board, the tokens' starting number and the moves made. */
export interface BoardEscapeGame {
  readonly board: EscapeBoard;
  readonly k: number;
  readonly moves: readonly Move[];
}

/**
 * Positions a search may visit: about two seconds. A game lasts up to k moves per token, so a
 * large k (up to 10^9) is out of reach; the winner, from the Grundy table, is always known.
 */
const REMOTENESS_BUDGET = 400_000;
const REMOTENESS_TABLE_ENTRIES = 2_000_000;

let search: { board: string; search: RemotenessSearch<EscapePosition, Move> } | undefined;

function searchFor(board: EscapeBoard): RemotenessSearch<EscapePosition, Move> {
  const id = board.rows.join('/');
  if (search?.board !== id) {
    search = {
      board: id,
      search: new RemotenessSearch(boardEscapeGame(board), REMOTENESS_TABLE_ENTRIES),
    };
  }
  return search.search;
}

/** The remoteness of every position of the game so far, within the search budget. */
export function boardEscapeRemoteness(
  game: BoardEscapeGame,
  report: Report<never>,
): RemotenessReport {
  const remoteness = searchFor(game.board).remoteness(
    replayEscapeGame(game.board, game.k, game.moves),
    REMOTENESS_BUDGET,
    remotenessProgress(report),
  );
  return { remoteness, budget: REMOTENESS_BUDGET };
}

/** The move of a perfect computer (see `bestEscapeMove`), within the search budget. */
export function chooseBoardEscapeMove(
  game: BoardEscapeGame,
  report: Report<never>,
): EscapeBestMove {
  const position = replayEscapeGame(game.board, game.k, game.moves).at(-1)!;
  return bestEscapeMove(new BoardEscapeSolver(game.board), position, {
    search: searchFor(game.board),
    budget: REMOTENESS_BUDGET,
    onProgress: remotenessProgress(report),
  });
}
