import type { Readable, Writable } from 'node:stream';
import type { MatchPolicy } from '@cgkit/core-search';
import {
  isPastLimit,
  keypadRows,
  legalKeys,
  thirtyOneDescriptor,
  type KeyCell,
  type Keypad,
  type ThirtyOnePosition,
} from '@cgkit/thirty-one';
import { formatKeypadText } from '@cgkit/io-formats/thirty-one';
import { paint, solveControl } from '../cli-kit.js';
import { playMatch, type Player } from '../match-play.js';

export type { Player } from '../match-play.js';

export interface PlayOptions {
  readonly input: Readable;
  readonly output: Writable;
  readonly keypad: Keypad;
  readonly limit: number;
  readonly start: number;
  /** Who presses first; asked on the input when omitted. */
  readonly first?: Player;
  /** How the computer plays (default perfect). */
  readonly policy?: MatchPolicy;
  /** The seed of the random and learner policies (default 0). */
  readonly seed?: number;
}

/**
 * A game of thirty-one between a person, answering on `input`, and the computer. Returns the
 * winner, or undefined when the person quits (`q` or the end of the input).
 */
export async function playThirtyOne(options: PlayOptions): Promise<Player | undefined> {
  const { keypad, limit } = options;
  const { game, position } = thirtyOneDescriptor.match(
    { keypad, limit, total: options.start },
    solveControl(),
  );
  const digit = (cell: KeyCell): number => keypad.digits[cell]!;
  return playMatch({
    ...options,
    policy: options.policy ?? 'perfect',
    seed: options.seed ?? 0,
    game,
    start: position,
    view: {
      welcome:
        `Thirty-one on keypad ${formatKeypadText(keypad)}. Press a key in the row or column of\n` +
        `the key your opponent pressed last (not that key, never 0); whoever takes the total\n` +
        `past ${limit} loses. Type q to quit.\n`,
      whoFirst: 'Who presses first, you or the computer?',
      started: ({ total }) => `The total starts at ${total}.\n`,
      before: (position, you, over) =>
        you && !over ? drawKeypad(keypad, position, legalKeys(keypad, position.last)) : '',
      question(position) {
        const allowed = legalKeys(keypad, position.last).map(digit);
        return `Total ${position.total}. Your key (${allowed.sort((a, b) => a - b).join(', ')}): `;
      },
      read(answer) {
        const cell = keypad.digits.findIndex((d) => String(d) === answer);
        return cell < 0 ? `${answer} cannot be pressed now` : cell;
      },
      played: (cell, _before, after, you) =>
        `${you ? 'You press' : 'The computer presses'} ${digit(cell)}: the total is ${after.total}.\n`,
      ended(position, youWon) {
        if (isPastLimit(position, limit)) {
          return `Past ${limit}: ${youWon ? 'you win!' : 'you lose.'}\n`;
        }
        return youWon
          ? 'The computer has no key to press: you win!\n'
          : 'You have no key to press: you lose.\n';
      },
    },
  });
}

/** The keypad with the keys that may be pressed in brackets and the last key in parentheses. */
export function drawKeypad(
  keypad: Keypad,
  position: ThirtyOnePosition,
  keys: readonly KeyCell[],
): string {
  const rows = keypadRows(keypad).map((row, r) =>
    row
      .map((digit, c) => {
        const cell = r * keypad.columns + c;
        if (keys.includes(cell)) return paint(`[${digit}]`, 'green');
        if (cell === position.last) return `(${digit})`;
        return ` ${digit} `;
      })
      .join(' '),
  );
  return rows.map((row) => `  ${row}`.trimEnd() + '\n').join('');
}
