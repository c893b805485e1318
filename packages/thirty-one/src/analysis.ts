import type { MatchGame, MatchMoveValue, MatchRules } from '@cgkit/core-search';
import type { KeyCell, Keypad, ThirtyOnePosition } from './model.js';
import { isPastLimit, legalKeys, press } from './rules.js';
import type { SolvedKeypad } from './solver/index.js';

/** The value of a position for the player to move, or of a key for the player pressing it. */
export interface KeyValue {
  readonly result: 'win' | 'lose';
  /** Key presses until the game ends with best play (0: it has ended). */
  readonly remoteness: number;
}

/**
 * The value of a position for the player to move; a total past the limit is a win in 0 presses
 * (the other player passed it).
 */
export function positionValue(solved: SolvedKeypad, position: ThirtyOnePosition): KeyValue {
  return {
    result: solved.wins(position) ? 'win' : 'lose',
    remoteness: solved.remoteness(position),
  };
}

/**
 * 31's rules on a keypad and limit for a core-search `Match`, without values (no solve): to
 * replay a game and list its keys, e.g. in a view whose values come from a worker
 * (`unvaluedMatchGame`).
 */
export function thirtyOneMatchRules(
  keypad: Keypad,
  limit: number,
): MatchRules<ThirtyOnePosition, KeyCell> {
  return {
    name: 'thirty-one',
    moves: (position) => (isPastLimit(position, limit) ? [] : legalKeys(keypad, position.last)),
    play: (position, cell) => press(keypad, position, cell),
    // Past the limit the opponent went over it: the player receiving the turn has won.
    terminal: (position) => (isPastLimit(position, limit) ? 'win' : undefined),
    sameMove: (a, b) => a === b,
    describeMove: (_, cell) => {
      const digit = keypad.digits[cell];
      const row = Math.floor(cell / keypad.columns) + 1;
      const column = (cell % keypad.columns) + 1;
      return digit === undefined
        ? `key ${cell + 1}`
        : `key ${digit} (row ${row}, column ${column})`;
    },
  };
}

/**
 * 31 on a solved keypad for a core-search `Match`: every key's exact value and remoteness is a
 * lookup, so the computer's perfect move is the fastest win or the slowest loss.
 */
export function thirtyOneMatch(solved: SolvedKeypad): MatchGame<ThirtyOnePosition, KeyCell> {
  const { keypad, limit } = solved;
  return {
    ...thirtyOneMatchRules(keypad, limit),
    values(position): MatchMoveValue<KeyCell>[] {
      return legalKeys(keypad, position.last).map((cell) => {
        const next = positionValue(solved, press(keypad, position, cell));
        return {
          move: cell,
          outcome: next.result === 'win' ? 'loss' : 'win',
          remoteness: next.remoteness + 1,
        };
      });
    },
  };
}
