import { formatKeypadText, parseKeypadText } from '@cgkit/io-formats';
import { choice, parseLinkText } from '../../shell/link-params.js';
import {
  DEFAULT_LIMIT,
  STANDARD_KEYPAD,
  createKeypad,
  legalKeys,
  press,
  thirtyOneStart,
  type Keypad,
} from '@cgkit/thirty-one';
import { count } from '../../shell/words.js';

/**
 * The largest limit a browser solves: a solved keypad takes 4 × (limit + 1) × (keys + 1) bytes,
 * 40 MB for the standard keypad at a million, and about five seconds.
 */
export const MAX_LIMIT = 1_000_000;
/** The most rows and columns of a keypad (a 5×5 keypad at the largest limit takes 104 MB). */
export const MAX_KEYPAD_SIDE = 5;

export type Opponent = 'computer' | 'person';

/** Everything a link to a game of 31 carries. */
export interface ThirtyOneSetup {
  readonly keypad: Keypad;
  readonly limit: number;
  readonly start: number;
  /** The keys pressed so far, by cell. */
  readonly moves: readonly number[];
  readonly opponent: Opponent;
  /** Whether the computer presses first (against the computer). */
  readonly computerFirst: boolean;
  readonly showValues: boolean;
}

/** Writes a keypad as links do: its rows of digits separated by dashes, `789-456-123`. */
export function formatKeypad(keypad: Keypad): string {
  return formatKeypadText(keypad, '-');
}

/**
 * Reads a keypad written as rows of digits separated by dashes (or slashes), within the page's
 * limits; throws a RangeError naming what is wrong.
 */
export function parseKeypad(text: string): Keypad {
  const keypad = parseLinkText(
    (keys) => parseKeypadText(keys, 'keys'),
    text.trim(),
    'write the keypad as rows of digits, e.g. 789-456-123',
  );
  if (keypad.rows > MAX_KEYPAD_SIDE || keypad.columns > MAX_KEYPAD_SIDE) {
    throw new RangeError(
      `a keypad has at most ${MAX_KEYPAD_SIDE} rows of ${MAX_KEYPAD_SIDE} keys, got ${count(keypad.rows, 'row')} of ${count(keypad.columns, 'key')}`,
    );
  }
  if (keypad.digits.every((digit) => digit === 0)) {
    throw new RangeError('a keypad needs a key other than 0 (a 0 key can never be pressed)');
  }
  return keypad;
}

function naturalNumber(text: string | null, fallback: number, name: string): number {
  if (text === null || text === '') return fallback;
  const n = /^\s*\d+(\.\d*)?(e\+?\d+)?\s*$/i.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n)) {
    throw new RangeError(`${name} must be a whole number of 0 or more, got “${text}”`);
  }
  return n;
}

/** Names a key the way the page shows it: its digit, its row and column counted from 1. */
export function keyName(keypad: Keypad, cell: number): string {
  const row = Math.floor(cell / keypad.columns) + 1;
  const column = (cell % keypad.columns) + 1;
  return `the ${keypad.digits[cell]} (row ${row}, column ${column})`;
}

/**
 * Checks that a game can be played and solved here: a limit the browser can solve, a start not
 * already past it, and every move a legal key of its position; throws a RangeError naming the
 * first thing wrong (moves counted from 1, keys by digit, row and column).
 */
export function checkGame(game: {
  readonly keypad: Keypad;
  readonly limit: number;
  readonly start: number;
  readonly moves: readonly number[];
}): void {
  const { keypad, limit, start, moves } = game;
  if (limit > MAX_LIMIT) {
    throw new RangeError(
      `the limit ${limit.toLocaleString('en')} is too large to solve in a browser; the largest is ${MAX_LIMIT.toLocaleString('en')}`,
    );
  }
  if (start > limit) {
    throw new RangeError(
      `the starting total ${start} is already past the limit ${limit}: the game would be over before the first move`,
    );
  }
  let position = thirtyOneStart(start);
  moves.forEach((cell, i) => {
    const move = `move ${i + 1}`;
    if (!Number.isInteger(cell) || cell < 0 || cell >= keypad.digits.length) {
      throw new RangeError(
        `${move} presses key ${cell}, but the keypad's keys are numbered 0 to ${keypad.digits.length - 1}`,
      );
    }
    if (position.total > limit) {
      throw new RangeError(
        `${move} comes after the game ended: the total ${position.total} was already past ${limit}`,
      );
    }
    if (!legalKeys(keypad, position.last).includes(cell)) {
      const why =
        keypad.digits[cell] === 0
          ? 'a 0 key can never be pressed'
          : cell === position.last
            ? 'it is the key pressed just before, which may not be pressed twice in a row'
            : `it is not in the row or column of the key pressed before, ${keyName(keypad, position.last!)}`;
      throw new RangeError(
        `${move} presses ${keyName(keypad, cell)}, which is not allowed: ${why}`,
      );
    }
    position = press(keypad, position, cell);
  });
}

/** A link's choice among fixed words, or the default when it is absent. */
/** Reads a game from the page's URL parameters; throws a RangeError naming what is wrong. */
export function readSetup(params: URLSearchParams): ThirtyOneSetup {
  const keys = params.get('keys');
  const keypad = keys === null ? STANDARD_KEYPAD : parseKeypad(keys);
  const movesText = params.get('moves') ?? '';
  const moves =
    movesText === ''
      ? []
      : movesText.split('.').map((m, i) => {
          if (m === '')
            throw new RangeError(`move ${i + 1} is empty: moves are key numbers joined by dots`);
          return naturalNumber(m, 0, `move ${i + 1}`);
        });
  const limit = naturalNumber(params.get('limit'), DEFAULT_LIMIT, 'the limit');
  const start = naturalNumber(params.get('start'), 0, 'the starting total');
  checkGame({ keypad, limit, start, moves });
  const opponent = choice(params, 'vs', ['person', 'computer'] as const) ?? 'computer';
  const first = choice(params, 'first', ['computer', 'you'] as const);
  return {
    keypad,
    limit,
    start,
    moves,
    opponent,
    computerFirst: first === 'computer',
    showValues: choice(params, 'values', ['on', 'off'] as const) === 'on',
  };
}

/** The URL parameters of a game; defaults are left out so links stay short. */
export function writeSetup(setup: ThirtyOneSetup): Record<string, string | undefined> {
  const keys = formatKeypad(setup.keypad);
  return {
    keys: keys === formatKeypad(STANDARD_KEYPAD) ? undefined : keys,
    limit: setup.limit === DEFAULT_LIMIT ? undefined : String(setup.limit),
    start: setup.start === 0 ? undefined : String(setup.start),
    moves: setup.moves.join('.'),
    vs: setup.opponent === 'person' ? 'person' : undefined,
    first: setup.computerFirst ? 'computer' : undefined,
    values: setup.showValues ? 'on' : undefined,
  };
}

/** A keypad of the digits 1–9 in a random order (the scrambled calculator). */
export function randomKeypad(random: () => number = Math.random): Keypad {
  const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  for (let i = digits.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [digits[i], digits[j]] = [digits[j]!, digits[i]!];
  }
  return createKeypad([digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)]);
}
