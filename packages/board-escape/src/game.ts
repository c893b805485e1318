import type { ImpartialGame } from '@cgkit/core-search';
import type { EscapeBoard, EscapePosition, EscapeToken, Move } from './model.js';
import { legalMoves, playMove } from './rules.js';

/**
 * BoardEscape on one board as an impartial game for `@cgkit/core-search`: each token is an
 * independent component, and tokens are interchangeable (the canonical position sorts them).
 * Positions of one token get integer keys; the generic solvers then agree with
 * {@link BoardEscapeSolver} wherever they can finish.
 */
export function boardEscapeGame(board: EscapeBoard): ImpartialGame<EscapePosition, Move> {
  const cells = board.height * board.width;
  const tokenKey = (t: EscapeToken): number => t.count * cells + t.row * board.width + t.column;
  return {
    name: 'board-escape',
    moves: (position) => legalMoves(board, position),
    play: (position, move) => playMove(board, position, move),
    key: (position) => {
      const keys = position.tokens.map(tokenKey);
      return keys.length === 1 ? keys[0]! : keys.sort((a, b) => a - b).join(',');
    },
    canonical: (position) => ({
      tokens: [...position.tokens].sort((a, b) => tokenKey(a) - tokenKey(b)),
    }),
    components: (position) => position.tokens.map((token) => ({ tokens: [token] })),
  };
}
