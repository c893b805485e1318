import type { MatchGame, MatchMoveValue } from '@cgkit/core-search';
import { thirtyOneStart, type KeyCell, type ThirtyOnePosition } from './model.js';
import { isPastLimit, legalKeys, press } from './rules.js';
import type { SolvedKeypad } from './solver/index.js';

/** The value of a position for the player to move, or of a key for the player pressing it. */
export interface KeyValue {
  readonly result: 'win' | 'lose';
  /** Key presses until the game ends with best play (0: it has ended). */
  readonly remoteness: number;
}

/** A game of 31 played so far, valued move by move. */
export interface GameAnalysis {
  /** The value of every position of the game, the last one being the current position. */
  readonly history: readonly KeyValue[];
  /** Each legal key of the current position with its value for the player pressing it. */
  readonly keys: readonly (KeyValue & { readonly cell: KeyCell })[];
  /** The key a perfect player presses now (fastest win, slowest loss); none once it has ended. */
  readonly bestKey: KeyCell | undefined;
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
 * Replays the keys pressed from a starting total on a solved keypad: the value of every position
 * reached, of every key now, and the best key. Throws a RangeError at an illegal key.
 */
export function analyzeGame(
  solved: SolvedKeypad,
  start: number,
  moves: readonly KeyCell[],
): GameAnalysis {
  const { keypad } = solved;
  let position = thirtyOneStart(start);
  const history = [positionValue(solved, position)];
  moves.forEach((cell, i) => {
    if (isPastLimit(position, solved.limit) || !legalKeys(keypad, position.last).includes(cell)) {
      throw new RangeError(`move ${i + 1}: key ${cell} cannot be pressed there`);
    }
    position = press(keypad, position, cell);
    history.push(positionValue(solved, position));
  });
  if (isPastLimit(position, solved.limit)) return { history, keys: [], bestKey: undefined };
  const keys = legalKeys(keypad, position.last).map((cell) => {
    const next = positionValue(solved, press(keypad, position, cell));
    // A key is worth to its presser the opposite of what the next position is worth to the opponent.
    return {
      cell,
      result: next.result === 'win' ? ('lose' as const) : ('win' as const),
      remoteness: next.remoteness + 1,
    };
  });
  return { history, keys, bestKey: solved.bestKey(position) };
}

/**
 * 31 on a solved keypad for a core-search `Match`: every key's exact value and remoteness is a
 * lookup, so the computer's perfect move is the fastest win or the slowest loss.
 */
export function thirtyOneMatch(solved: SolvedKeypad): MatchGame<ThirtyOnePosition, KeyCell> {
  const { keypad, limit } = solved;
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
