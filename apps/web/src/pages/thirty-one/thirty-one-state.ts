import { formatKeypadText, parseKeypadText } from '@cgkit/io-formats';
import { choice, parseLinkText } from '../../shell/link-params.js';
import { DEFAULT_LIMIT, STANDARD_KEYPAD, createKeypad, type Keypad } from '@cgkit/thirty-one';
import { count } from '../../shell/words.js';

/**
 * The largest limit a browser solves: a solved keypad takes 4 × (limit + 1) × (keys + 1) bytes,
 * 40 MB for the standard keypad at a million, and about five seconds.
 */
export const MAX_LIMIT = 1_000_000;
/** The most rows and columns of a keypad (a 5×5 keypad at the largest limit takes 104 MB). */
export const MAX_KEYPAD_SIDE = 5;

import type { MatchSetup } from '../../shell/game-adapter.js';

/** Everything a link to a game of 31 carries. */
export interface ThirtyOneSetup extends MatchSetup<number> {
  readonly keypad: Keypad;
  readonly limit: number;
  readonly start: number;
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

/**
 * Checks that a game can be solved here: a limit the browser can solve and a start not already
 * past it; throws a RangeError naming what is wrong. (The moves are checked by replaying them.)
 */
function checkLimits(limit: number, start: number): void {
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
}

/**
 * Reads the keys pressed: `play=3.6.9`, keys numbered from 1 in reading order; links written
 * before that (`moves=2.5.8`, from 0) are still read.
 */
function readMoves(params: URLSearchParams, keypad: Keypad): number[] {
  const fromOne = params.has('play');
  const text = params.get('play') ?? params.get('moves') ?? '';
  if (text === '') return [];
  const first = fromOne ? 1 : 0;
  return text.split('.').map((m, i) => {
    if (m === '')
      throw new RangeError(`move ${i + 1} is empty: moves are key numbers joined by dots`);
    const key = naturalNumber(m, 0, `move ${i + 1}`);
    const last = keypad.digits.length - 1 + first;
    if (key < first || key > last) {
      throw new RangeError(
        `move ${i + 1} presses key ${key}, but the keypad's keys are numbered ${first} to ${last}`,
      );
    }
    return key - first;
  });
}

/** Reads a game from the page's URL parameters; throws a RangeError naming what is wrong. */
export function readSetup(params: URLSearchParams): ThirtyOneSetup {
  const keys = params.get('keys');
  const keypad = keys === null ? STANDARD_KEYPAD : parseKeypad(keys);
  const moves = readMoves(params, keypad);
  const limit = naturalNumber(params.get('limit'), DEFAULT_LIMIT, 'the limit');
  const start = naturalNumber(params.get('start'), 0, 'the starting total');
  checkLimits(limit, start);
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
    play: setup.moves.map((cell) => cell + 1).join('.'),
    moves: undefined,
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
