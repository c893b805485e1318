import {
  DEFAULT_LIMIT,
  STANDARD_KEYPAD,
  createKeypad,
  keypadRows,
  type Keypad,
} from '@cgkit/thirty-one';

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

/** Writes a keypad as its rows of digits separated by dashes: `789-456-123`. */
export function formatKeypad(keypad: Keypad): string {
  return keypadRows(keypad)
    .map((row) => row.join(''))
    .join('-');
}

/** Reads a keypad written as rows of digits separated by dashes, spaces, commas or slashes. */
export function parseKeypad(text: string): Keypad {
  const rows = text
    .trim()
    .split(/[\s,/-]+/)
    .filter((row) => row !== '');
  if (rows.some((row) => !/^\d+$/.test(row))) {
    throw new RangeError('write the keypad as rows of digits, e.g. 789-456-123');
  }
  return createKeypad(rows.map((row) => [...row].map(Number)));
}

function naturalNumber(text: string | null, fallback: number, name: string): number {
  if (text === null || text === '') return fallback;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError(`${name} must be a whole number, got ${text}`);
  return n;
}

/** Reads a game from the page's URL parameters; throws a RangeError naming what is wrong. */
export function readSetup(params: URLSearchParams): ThirtyOneSetup {
  const keys = params.get('keys');
  const keypad = keys === null ? STANDARD_KEYPAD : parseKeypad(keys);
  const movesText = params.get('moves') ?? '';
  const moves =
    movesText === '' ? [] : movesText.split('.').map((m) => naturalNumber(m, 0, 'a move'));
  const outside = moves.find((cell) => cell >= keypad.digits.length);
  if (outside !== undefined) throw new RangeError(`there is no key ${outside} on this keypad`);
  return {
    keypad,
    limit: naturalNumber(params.get('limit'), DEFAULT_LIMIT, 'the limit'),
    start: naturalNumber(params.get('start'), 0, 'the starting total'),
    moves,
    opponent: params.get('vs') === 'person' ? 'person' : 'computer',
    computerFirst: params.get('first') === 'computer',
    showValues: params.get('values') === 'on',
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
