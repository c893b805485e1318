import { RemotenessSearch } from '@cgkit/core-search';
import {
  BoardEscapeSolver,
  boardEscapeGame,
  legalMoves,
  playMove,
  escapeStart,
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

function positionsOf(game: BoardEscapeGame): EscapePosition[] {
  const positions = [escapeStart(game.board, game.k)];
  for (const move of game.moves) {
    positions.push(playMove(game.board, positions[positions.length - 1]!, move));
  }
  return positions;
}

/** The remoteness of every position of the game so far, within the search budget. */
export function boardEscapeRemoteness(
  game: BoardEscapeGame,
  report: Report<never>,
): RemotenessReport {
  const remoteness = searchFor(game.board).remoteness(
    positionsOf(game),
    REMOTENESS_BUDGET,
    remotenessProgress(report),
  );
  return { remoteness, budget: REMOTENESS_BUDGET };
}

/** The computer's move, and whether it is known to be the fastest win (or slowest loss). */
export interface ChosenMove<M> {
  readonly move: M | null;
  readonly fastest: boolean;
}

/**
 * The move of a perfect computer: the fastest win or the slowest loss when the remoteness search
 * finishes within its budget; otherwise a winning move from the Grundy values (exact, but not
 * always the fastest), or, in a lost position, the first legal move.
 */
export function chooseBoardEscapeMove(
  game: BoardEscapeGame,
  report: Report<never>,
): ChosenMove<Move> {
  const position = positionsOf(game).at(-1)!;
  const best = searchFor(game.board).bestMove(
    position,
    REMOTENESS_BUDGET,
    remotenessProgress(report),
  );
  if (best !== undefined) return { move: best, fastest: true };
  const winning = new BoardEscapeSolver(game.board).winningMove(position);
  const move =
    winning === null
      ? (legalMoves(game.board, position)[0] ?? null)
      : { token: winning.token, direction: winning.direction };
  return { move, fastest: false };
}
