import type { Readable, Writable } from 'node:stream';
import {
  isPastLimit,
  keypadRows,
  legalKeys,
  press,
  solveKeypad,
  thirtyOneStart,
  type KeyCell,
  type Keypad,
  type ThirtyOnePosition,
} from '@cgkit/thirty-one';
import { formatKeypadText } from '@cgkit/io-formats';
import { paint, solveControl } from '../cli-kit.js';
import { openPrompt } from '../prompt.js';

export type Player = 'you' | 'computer';

export interface PlayOptions {
  readonly input: Readable;
  readonly output: Writable;
  readonly keypad: Keypad;
  readonly limit: number;
  readonly start: number;
  /** Who presses first; asked on the input when omitted. */
  readonly first?: Player;
}

/**
 * A game of thirty-one between a person, answering on `input`, and the perfect computer. Returns
 * the winner, or undefined when the person quits (`q` or the end of the input).
 */
export async function playThirtyOne(options: PlayOptions): Promise<Player | undefined> {
  const { input, output, keypad, limit } = options;
  const control = solveControl();
  const { write, ask, close } = openPrompt(input, output, control.signal);

  try {
    write(
      `Thirty-one on keypad ${formatKeypadText(keypad)}. Press a key in the row or column of\n` +
        `the key your opponent pressed last (not that key, never 0); whoever takes the total\n` +
        `past ${limit} loses. Type q to quit.\n`,
    );
    let turn = options.first;
    while (turn === undefined) {
      const answer = await ask('Who presses first, you or the computer? [you/computer] ');
      if (answer === undefined) return undefined;
      if (['y', 'you', 'me'].includes(answer)) turn = 'you';
      else if (['c', 'computer'].includes(answer)) turn = 'computer';
    }

    const solved = solveKeypad(keypad, { limit, ...control });
    let position: ThirtyOnePosition = thirtyOneStart(options.start);
    write(`The total starts at ${position.total}.\n`);
    for (;;) {
      const keys = legalKeys(keypad, position.last);
      if (keys.length === 0) {
        write(
          turn === 'you'
            ? 'You have no key to press: you lose.\n'
            : 'The computer has no key to press: you win!\n',
        );
        return turn === 'you' ? 'computer' : 'you';
      }
      let cell: KeyCell | undefined;
      if (turn === 'computer') {
        cell = solved.bestKey(position)!;
      } else {
        write(drawKeypad(keypad, position, keys));
        const allowed = keys.map((key) => keypad.digits[key]!).sort((a, b) => a - b);
        while (cell === undefined) {
          const answer = await ask(`Total ${position.total}. Your key (${allowed.join(', ')}): `);
          if (answer === undefined) return undefined;
          cell = keys.find((key) => String(keypad.digits[key]) === answer);
          if (cell === undefined) write(`${answer} cannot be pressed now.\n`);
        }
      }
      position = press(keypad, position, cell);
      const who = turn === 'you' ? 'You press' : 'The computer presses';
      write(`${who} ${keypad.digits[cell]}: the total is ${position.total}.\n`);
      if (isPastLimit(position, limit)) {
        write(turn === 'you' ? `Past ${limit}: you lose.\n` : `Past ${limit}: you win!\n`);
        return turn === 'you' ? 'computer' : 'you';
      }
      turn = turn === 'you' ? 'computer' : 'you';
    }
  } finally {
    await close();
  }
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
