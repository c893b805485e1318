import {
  RemotenessSearch,
  checkControl,
  withKnownWinners,
  withSearchedRemoteness,
  type MatchGame,
  type MatchMoveValue,
} from '@cgkit/core-search';
import { boardEscapeGame } from './game.js';
import { DIRECTIONS, type EscapePosition, type EscapeToken, type Move } from './model.js';
import { legalMoves, neighbor, playMove, shiftToken } from './rules.js';
import type { BoardEscapeSolver } from './solver/index.js';

/** A legal move with its value for the player making it. */
export interface EscapeMoveValue {
  readonly move: Move;
  /** A win when the move leaves the opponent a position of Grundy value 0. */
  readonly result: 'win' | 'lose';
}

/** Each legal move of a position with its value for its mover, from the Grundy values. */
export function escapeMoveValues(
  solver: BoardEscapeSolver,
  position: EscapePosition,
): EscapeMoveValue[] {
  const { board, table } = solver;
  // A move changes one token: the XOR of the others stays, so each move costs one look-up.
  const total = solver.grundy(position);
  return legalMoves(board, position).map((move) => {
    const token = position.tokens[move.token]!;
    const moved = shiftToken(board, token, move.direction);
    const after =
      total ^ table.value(token, token.count) ^ (moved ? table.value(moved, moved.count) : 0);
    return { move, result: after === 0 ? 'win' : 'lose' };
  });
}

/**
 * The most tokens of a position whose remoteness {@link boardEscapeMatch} searches: each position
 * the search meets costs about the square of its tokens (every move, every child's key), so past
 * this the search would be slow between its control checks and would rarely finish anyway.
 */
export const ESCAPE_SEARCH_MAX_TOKENS = 16;

/** What {@link boardEscapeMatch} may spend on remoteness. */
export interface EscapeMatchOptions {
  /**
   * New positions the remoteness search may visit each time the moves of a position are valued
   * (default 20,000; 0: no remoteness, only who wins). Positions of more than
   * {@link ESCAPE_SEARCH_MAX_TOKENS} tokens are not searched.
   */
  readonly remotenessBudget?: number;
  /** Positions the remoteness table keeps (default 200,000; results stay exact). */
  readonly maxTableEntries?: number;
}

/**
 * BoardEscape on the solver's board for a core-search `Match`: who wins each move from the
 * Grundy values (exact for any k), and its remoteness where a search within the budget finds
 * it (a game lasts up to k moves per token, so a large k is out of its reach). The search
 * follows only the winning moves of won positions, and is skipped past
 * {@link ESCAPE_SEARCH_MAX_TOKENS} tokens.
 */
export function boardEscapeMatch(
  solver: BoardEscapeSolver,
  options: EscapeMatchOptions = {},
): MatchGame<EscapePosition, Move> {
  const { board } = solver;
  const budget = options.remotenessBudget ?? 20_000;
  const winningMoves = (position: EscapePosition): Move[] =>
    escapeMoveValues(solver, position)
      .filter((value) => value.result === 'win')
      .map((value) => value.move);
  const search = new RemotenessSearch(
    withKnownWinners(boardEscapeGame(board), winningMoves),
    options.maxTableEntries ?? 200_000,
  );
  // Each token's value and the values of its moves, per position, for `winningReplies`.
  const tokenValues = new WeakMap<EscapePosition, { values: number[]; options: number[][] }>();
  const valueOf = (token: EscapeToken | undefined): number =>
    token === undefined ? 0 : solver.table.value(token, token.count);
  const optionsOf = (token: EscapeToken): number[] =>
    DIRECTIONS.filter((d) => neighbor(board, token, d) !== undefined).map((d) =>
      valueOf(shiftToken(board, token, d)),
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
    // A move changes one token, so the replies that win after it are counted from each token's
    // values, computed once per position: no position after the move is valued whole.
    winningReplies(position, move, control) {
      checkControl(control);
      let known = tokenValues.get(position);
      if (known === undefined) {
        known = { values: position.tokens.map(valueOf), options: position.tokens.map(optionsOf) };
        tokenValues.set(position, known);
      }
      const { values, options } = known;
      const moved = shiftToken(board, position.tokens[move.token]!, move.direction);
      const total = values.reduce((a, b) => a ^ b, 0) ^ values[move.token]! ^ valueOf(moved);
      let replies = 0;
      position.tokens.forEach((_, i) => {
        const changed = i === move.token;
        if (changed && moved === undefined) return;
        const target = (changed ? valueOf(moved) : values[i]!) ^ total;
        for (const value of changed ? optionsOf(moved!) : options[i]!) {
          if (value === target) replies++;
        }
      });
      return replies;
    },
    values(position, control): MatchMoveValue<Move>[] {
      // Who wins each move is a look-up: a match that must move by its deadline (`partial`)
      // gets them all, past it too; only the remoteness search stops there.
      if (control.partial === true) control.signal?.throwIfAborted();
      else checkControl(control);
      const values = escapeMoveValues(solver, position).map(({ move, result }) => ({
        move,
        outcome: result === 'win' ? ('win' as const) : ('loss' as const),
      }));
      const searched = budget > 0 && position.tokens.length <= ESCAPE_SEARCH_MAX_TOKENS;
      if (control.remoteness === false || !searched) return values;
      const after = (move: Move) => playMove(board, position, move);
      return withSearchedRemoteness(values, after, search, budget, control);
    },
  };
}
