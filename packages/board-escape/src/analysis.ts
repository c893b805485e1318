import {
  RemotenessSearch,
  checkControl,
  withKnownWinners,
  type MatchGame,
  type MatchMoveValue,
  type Progress,
} from '@cgkit/core-search';
import { boardEscapeGame } from './game.js';
import { escapeStart, type EscapeBoard, type EscapePosition, type Move } from './model.js';
import { legalMoves, playMove } from './rules.js';
import type { BoardEscapeSolver } from './solver/index.js';

/** A legal move with its value for the player making it. */
export interface EscapeMoveValue {
  readonly move: Move;
  /** A win when the move leaves the opponent a position of Grundy value 0. */
  readonly result: 'win' | 'lose';
}

/** A game of BoardEscape played so far, valued move by move. */
export interface EscapeGameAnalysis {
  /** Every position of the game from the start, the last one being the current position. */
  readonly positions: readonly EscapePosition[];
  /** The value of each position for the player to move in it. */
  readonly history: readonly ('win' | 'lose')[];
  /** The Grundy value of the current position: 0 exactly when the player to move loses. */
  readonly grundy: number;
  /** Each legal move of the current position with its value for the player making it. */
  readonly moves: readonly EscapeMoveValue[];
}

/**
 * Every position of a game from the start (tokens carrying k), the moves played in turn. Throws
 * a RangeError at the first move that cannot be played.
 */
export function replayEscapeGame(
  board: EscapeBoard,
  k: number,
  moves: readonly Move[],
): EscapePosition[] {
  const positions = [escapeStart(board, k)];
  for (const move of moves) positions.push(playMove(board, positions.at(-1)!, move));
  return positions;
}

/**
 * Replays a game on the solver's board and values it from the Grundy values: every position
 * reached, and every legal move now. Throws a RangeError at an illegal move.
 */
export function analyzeEscapeGame(
  solver: BoardEscapeSolver,
  k: number,
  moves: readonly Move[],
): EscapeGameAnalysis {
  const { board } = solver;
  const positions = replayEscapeGame(board, k, moves);
  const position = positions.at(-1)!;
  return {
    positions,
    history: positions.map((p) => (solver.grundy(p) === 0 ? 'lose' : 'win')),
    grundy: solver.grundy(position),
    moves: escapeMoveValues(solver, position),
  };
}

/** Each legal move of a position with its value for its mover, from the Grundy values. */
export function escapeMoveValues(
  solver: BoardEscapeSolver,
  position: EscapePosition,
): EscapeMoveValue[] {
  const { board } = solver;
  return legalMoves(board, position).map((move) => ({
    move,
    result: solver.grundy(playMove(board, position, move)) === 0 ? 'win' : 'lose',
  }));
}

/** The move perfect play makes, and whether it is known to be the fastest win or slowest loss. */
export interface EscapeBestMove {
  /** Null when no move is left. */
  readonly move: Move | null;
  readonly fastest: boolean;
}

/** A remoteness search over one board's positions (`boardEscapeGame`), and what it may spend. */
export interface EscapeRemotenessBudget {
  readonly search: RemotenessSearch<EscapePosition, Move>;
  /** The most new positions the search may visit for this move. */
  readonly budget: number;
  readonly onProgress?: ((progress: Progress) => void) | undefined;
}

/**
 * The move of a perfect player: the fastest win or the slowest loss when the remoteness search
 * finishes within its budget. A game lasts up to k moves per token, so a large k is out of the
 * search's reach; then a winning move from the Grundy values (exact, not always the fastest), or,
 * in a lost position, the first legal move.
 */
export function bestEscapeMove(
  solver: BoardEscapeSolver,
  position: EscapePosition,
  within?: EscapeRemotenessBudget,
): EscapeBestMove {
  if (within !== undefined) {
    const best = within.search.bestMove(position, within.budget, within.onProgress);
    if (best !== undefined) return { move: best, fastest: true };
  }
  const winning = solver.winningMove(position);
  const move =
    winning === null
      ? (legalMoves(solver.board, position)[0] ?? null)
      : { token: winning.token, direction: winning.direction };
  return { move, fastest: false };
}

/** What {@link boardEscapeMatch} may spend on remoteness. */
export interface EscapeMatchOptions {
  /**
   * New positions the remoteness search may visit each time the moves of a position are valued
   * (default 50,000; 0: no remoteness, only who wins).
   */
  readonly remotenessBudget?: number;
  /** Positions the remoteness table keeps (default 200,000; results stay exact). */
  readonly maxTableEntries?: number;
}

/**
 * BoardEscape on the solver's board for a core-search `Match`: who wins each move from the
 * Grundy values (exact for any k), and its remoteness where a search within the budget finds
 * it (a game lasts up to k moves per token, so a large k is out of its reach). The search
 * follows only the winning moves of won positions.
 */
export function boardEscapeMatch(
  solver: BoardEscapeSolver,
  options: EscapeMatchOptions = {},
): MatchGame<EscapePosition, Move> {
  const { board } = solver;
  const budget = options.remotenessBudget ?? 50_000;
  const winningMoves = (position: EscapePosition): Move[] =>
    escapeMoveValues(solver, position)
      .filter((value) => value.result === 'win')
      .map((value) => value.move);
  const search = new RemotenessSearch(
    withKnownWinners(boardEscapeGame(board), winningMoves),
    options.maxTableEntries ?? 200_000,
  );
  return {
    name: 'board-escape',
    moves: (position) => legalMoves(board, position),
    play: (position, move) => playMove(board, position, move),
    sameMove: (a, b) => a.token === b.token && a.direction === b.direction,
    describeMove(position, { token, direction }) {
      const at = position.tokens[token];
      if (at === undefined) return `moving token ${token + 1} ${direction}`;
      return `moving the token at row ${at.row + 1}, column ${at.column + 1} ${direction}`;
    },
    values(position, control): MatchMoveValue<Move>[] {
      checkControl(control);
      const values = escapeMoveValues(solver, position).map(({ move, result }) => ({
        move,
        outcome: result === 'win' ? ('win' as const) : ('loss' as const),
      }));
      if (control.remoteness === false || budget === 0) return values;
      const after = values.map(({ move }) => playMove(board, position, move));
      const found = search.remoteness(after, budget, (progress) => {
        checkControl(control);
        control.onProgress?.(progress);
      });
      return values.map((value, i) => {
        const remoteness = found[i];
        return remoteness === null ? value : { ...value, remoteness: remoteness! + 1 };
      });
    },
  };
}
