import type { ImpartialGame } from '../game.js';

/**
 * A subtraction game: one heap, from which a move removes exactly one of the amounts in the
 * subtraction set. Positions are heap sizes, moves the amounts.
 */
export function subtractionGame(subtractionSet: readonly number[]): ImpartialGame<number, number> {
  const amounts = [...new Set(subtractionSet)].sort((a, b) => a - b);
  if (amounts.some((a) => !Number.isInteger(a) || a < 1)) {
    throw new RangeError('subtraction amounts must be positive integers');
  }
  return {
    name: `subtraction{${amounts.join(',')}}`,
    moves: (heap) => amounts.filter((a) => a <= heap),
    play: (heap, amount) => heap - amount,
    key: (heap) => heap,
  };
}
