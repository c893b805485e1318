import type { GameRules } from './game.js';

/**
 * The game as a remoteness search sees it once the winner of every position is known (from
 * Grundy values, say): in a won position only its winning moves, in a lost one every move.
 * Remoteness is unchanged, since a won position's remoteness is reached through a winning move
 * (the fastest) and a lost one's through any move (the slowest); but a search of the restricted
 * game branches only at every other level and visits far fewer positions.
 *
 * `winningMoves` returns the moves to positions lost for their mover (empty when none).
 */
export function withKnownWinners<P, M>(
  game: GameRules<P, M>,
  winningMoves: (position: P) => readonly M[],
): GameRules<P, M> {
  const restricted: GameRules<P, M> = {
    ...game,
    name: `${game.name} (winning moves only)`,
    moves(position: P): readonly M[] {
      const winning = winningMoves(position);
      return winning.length > 0 ? winning : game.moves(position);
    },
  };
  return restricted;
}
