import type { GameRules } from '@cgkit/core-search';
import {
  DEFAULT_LIMIT,
  checkLimit,
  type KeyCell,
  type Keypad,
  type ThirtyOnePosition,
} from './model.js';
import { isPastLimit, legalKeys, press } from './rules.js';

/**
 * The game on one keypad and limit, for the generic solvers of `@cgkit/core-search`. A position
 * past the limit is won by the player receiving the turn; a player with no key to press loses.
 */
export function thirtyOneGame(
  keypad: Keypad,
  limit: number = DEFAULT_LIMIT,
): GameRules<ThirtyOnePosition, KeyCell> {
  checkLimit(limit);
  const stride = keypad.digits.length + 1;
  return {
    name: 'thirty-one',
    moves: (position) => (isPastLimit(position, limit) ? [] : legalKeys(keypad, position.last)),
    play: (position, cell) => press(keypad, position, cell),
    // Every position past the limit has the same value, so they share one key.
    key: (position) =>
      isPastLimit(position, limit)
        ? -1
        : position.total * stride + (position.last === undefined ? 0 : position.last + 1),
    terminal: (position) => (isPastLimit(position, limit) ? 'win' : undefined),
  };
}
