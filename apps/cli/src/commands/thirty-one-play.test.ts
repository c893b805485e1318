import { Readable, Writable } from 'node:stream';
import {
  STANDARD_KEYPAD,
  createKeypad,
  legalKeys,
  solveKeypad,
  thirtyOneStart,
} from '@cgkit/thirty-one';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawKeypad, playThirtyOne, type PlayOptions, type Player } from './thirty-one-play.js';
import { thirtyOneCommand } from './thirty-one.js';
import { runCommand } from '../testing/run-command.js';

/** Plays with the given lines as the person's answers; returns the winner and the transcript. */
async function play(
  answers: readonly string[],
  options: Partial<PlayOptions> = {},
): Promise<{ winner: Player | undefined; text: string }> {
  let text = '';
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const winner = await playThirtyOne({
    input: Readable.from(answers.map((line) => `${line}\n`)),
    output,
    keypad: STANDARD_KEYPAD,
    limit: 30,
    start: 0,
    ...options,
  });
  return { winner, text };
}

describe('playThirtyOne', () => {
  it('lets the person win when the computer is left no safe key', async () => {
    const { winner, text } = await play(['1'], { start: 29, first: 'you' });
    expect(winner).toBe('you');
    expect(text).toContain('You press 1: the total is 30.');
    expect(text).toContain('Past 30: you win!');
  });

  it('refuses keys that cannot be pressed and asks again', async () => {
    const { winner, text } = await play(['c', '5', 'x', '2'], { start: 29 });
    expect(winner).toBe('computer');
    expect(text).toContain('The computer presses 1: the total is 30.');
    expect(text).toContain('key 5 (row 2, column 2) is not a legal move.');
    expect(text).toContain('x cannot be pressed now.');
    expect(text).toContain('Total 30. Your key (2, 3, 4, 7): ');
    expect(text).toContain('Past 30: you lose.');
  });

  it('asks again who starts until the answer is clear', async () => {
    const { text } = await play(['maybe', 'you', 'q'], { start: 10 });
    expect(text.match(/Who presses first/g)).toHaveLength(2);
    expect(text).toContain('Game abandoned.');
  });

  it('ends when the person quits or the input ends', async () => {
    expect((await play(['q'], { first: 'you' })).winner).toBeUndefined();
    expect((await play([], { first: 'you' })).winner).toBeUndefined();
  });

  it('makes a player with no key to press lose', async () => {
    const { winner, text } = await play(['5'], { keypad: createKeypad([[5]]), first: 'you' });
    expect(winner).toBe('you');
    expect(text).toContain('The computer has no key to press: you win!');
  });

  it('never lets the computer lose a position it can win', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 30 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 60, maxLength: 60 }),
        async (start, presses) => {
          const computerWins = solveKeypad(STANDARD_KEYPAD).wins(thirtyOneStart(start));
          const { winner } = await play(presses.map(String), { start, first: 'computer' });
          if (computerWins) expect(winner).not.toBe('you');
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('playThirtyOne against a weaker computer', () => {
  it('plays random and learner games to their end, the same for the same seed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('random' as const, 'learner' as const),
        fc.nat(),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 80, maxLength: 80 }),
        async (policy, seed, presses) => {
          const game = () =>
            play(presses.map(String), { start: 0, first: 'computer', policy, seed });
          const first = await game();
          expect(first.text).toBe((await game()).text);
          if (first.winner !== undefined) expect(first.text).toMatch(/(you win!|you lose\.)\n$/);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('can lose a won position when random', async () => {
    // From 29 the first player wins only by pressing 1: a random computer often presses more.
    const outcomes = new Set<Player | undefined>();
    for (let seed = 0; seed < 20; seed++) {
      const { winner } = await play(['q'], {
        start: 29,
        first: 'computer',
        policy: 'random',
        seed,
      });
      outcomes.add(winner);
    }
    expect(outcomes.has('you')).toBe(true);
  });
});

describe('cgkit thirty-one play', () => {
  const run = (args: readonly string[], stdin = '') =>
    runCommand(thirtyOneCommand, ['thirty-one', 'play', ...args], { stdin });

  it('takes the computer policy and its seed, and refuses bad ones with exit 2', async () => {
    const args = ['--start', '29', '--first', 'computer', '--computer', 'random', '--seed', '4'];
    const { out, code } = await run(args);
    expect(code).toBe(0);
    expect(out).toContain('The computer presses');
    expect((await run(args)).out).toBe(out);
    expect((await run(['--computer', 'genius'])).code).toBe(2);
    expect((await run(['--seed', 'x'])).code).toBe(2);
  });
});

describe('drawKeypad', () => {
  it('marks the keys that may be pressed and the last key', () => {
    const keypad = createKeypad([
      [3, 7, 1],
      [2, 5, 8],
      [9, 4, 6],
    ]);
    const position = { total: 4, last: 2 };
    expect(drawKeypad(keypad, position, legalKeys(keypad, 2))).toBe(
      '  [3] [7] (1)\n   2   5  [8]\n   9   4  [6]\n',
    );
  });
});
