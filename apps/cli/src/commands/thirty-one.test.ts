import { STANDARD_KEYPAD, solveKeypad } from '@cgkit/thirty-one';
import { describe, expect, it } from 'vitest';
import { thirtyOneCommand } from './thirty-one.js';
import { fixtureWriter, runCommand, type CommandResult } from '../testing/run-command.js';

const file = fixtureWriter('thirty-one');

const run = (args: string[], stdin = ''): Promise<CommandResult> =>
  runCommand(thirtyOneCommand, ['thirty-one', ...args], { stdin });

const examples = '3\n28 9\n29 2\n19 3\n';

describe('cgkit thirty-one solve', () => {
  it('answers the examples of Acepta el Reto 220 as the judge expects', async () => {
    expect(await run(['solve', file('examples.txt', examples)])).toEqual({
      out: 'PIERDE\nGANA\nGANA\n',
      code: 0,
    });
  });

  it('reads standard input, with scrambled keypads', async () => {
    const text = '2\n5 1 3 7 1 2 5 8 9 4 6\n28 9\n';
    const { out, code } = await run(['solve', '-'], text);
    expect(code).toBe(0);
    expect(out.split('\n')).toHaveLength(3);
    expect(out.endsWith('PIERDE\n')).toBe(true);
  });

  it('prints one JSON object per case with --json', async () => {
    const { out } = await run(['solve', '--json'], examples);
    const objects = out
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);
    expect(objects).toEqual([
      { total: 28, last: 9, keypad: '789/456/123', result: 'lose', winningKeys: [], remoteness: 1 },
      { total: 29, last: 2, keypad: '789/456/123', result: 'win', winningKeys: [1], remoteness: 2 },
      expect.objectContaining({ total: 19, last: 3, result: 'win' }),
    ]);
  });

  it('explains the winning keys and the remoteness with --explain', async () => {
    const { out } = await run(['solve', '--explain'], '3\n28 9\n29 2\n31 5\n');
    expect(out).toBe(
      [
        'PIERDE: every key loses; the game ends in 1 move with best play',
        'GANA: pressing 1 wins; the game ends in 2 moves with best play',
        'GANA: the total is already past 30',
        '',
      ].join('\n'),
    );
  });

  it('reports bad input with its place and exit code 2, after the answers before it', async () => {
    const bad = await run(['solve', file('bad.txt', '2\n28 9\n-1 3\n')]);
    expect(bad.code).toBe(2);
    expect(bad.out).toBe('PIERDE\n');
    expect(bad.error).toContain('bad.txt:3:1: expected the total (an integer of at least 0)');
    expect(await run(['solve', '/nonexistent/missing.txt'])).toMatchObject({ code: 2 });
    const both = await run(['solve', '--json', '--explain'], examples);
    expect(both.error).toContain("option '--explain' cannot be used with option '--json'");
  });

  it('streams every kind of output up to a bad line, then stops with exit code 2', async () => {
    const text = '4\n28 9\n29 2\n29 2 x\n19 3\n';
    const error = '<stdin>:4:6: expected a key of the keypad (an integer from 1 to 9), found "x"';
    expect(await run(['solve', '-'], text)).toEqual({
      out: 'PIERDE\nGANA\n',
      error: `${error}\n  29 2 x\n       ^`,
      code: 2,
    });
    const json = await run(['solve', '--json'], text);
    expect(json.out.trimEnd().split('\n')).toHaveLength(2);
    expect(json.code).toBe(2);
    const explained = await run(['solve', '--explain'], text);
    expect(explained.out).toContain('GANA: pressing 1 wins');
    expect(explained.code).toBe(2);
  });

  it('prints every case of a file that announces more, then names the one missing', async () => {
    const short = await run(['solve', file('short.txt', '3\n28 9\n29 2\n')]);
    expect(short).toMatchObject({ out: 'PIERDE\nGANA\n', code: 2 });
    expect(short.error).toContain(
      'short.txt:4:1: expected case 3 of the 3 the first line announces, found end of input',
    );
    const none = await run(['solve', '-'], '');
    expect(none).toMatchObject({ out: '', code: 2 });
    expect(none.error).toContain('<stdin>:1:1: expected the number of cases, found end of input');
  });

  it('answers a batch of many keypads as one case at a time would', async () => {
    const lines = ['300'];
    for (let i = 0; i < 300; i++) {
      const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9].sort(
        (a, b) => ((a * 7 + i) % 11) - ((b * 7 + i) % 11),
      );
      lines.push(`${i % 34} ${1 + (i % 9)} ${digits.join(' ')}`);
    }
    const { out, code } = await run(['solve', '-'], `${lines.join('\n')}\n`);
    expect(code).toBe(0);
    const oneByOne = await Promise.all(
      lines.slice(1).map(async (line) => (await run(['solve', '-'], `1\n${line}\n`)).out),
    );
    expect(out).toBe(oneByOne.join(''));
  });
});

/** A writable stream that takes every write and asks the writer to wait: `write` returns false. */
describe('cgkit thirty-one openings', () => {
  it('prints the winning opening keys of the standard keypad', async () => {
    const { out } = await run(['openings', '--json']);
    const expected = solveKeypad(STANDARD_KEYPAD)
      .winningOpenings(0)
      .map((cell) => STANDARD_KEYPAD.digits[cell]!)
      .sort((a, b) => a - b);
    expect(JSON.parse(out)).toEqual({ limit: 30, start: 0, winningOpenings: expected });
  });

  it('takes any keypad shape, limit and start', async () => {
    // On the keys 1 and 2 with limit 4, 1 then 2, 1, 2 makes the opponent pass 4; 2, 1, 2 does not.
    expect((await run(['openings', '--keypad', '12/', '--limit', '4'])).out).toBe(
      'From 0 with limit 4 on 12/, the first player wins by pressing 1.\n',
    );
    expect((await run(['openings', '--keypad', '5', '--limit', '4'])).out).toBe(
      'From 0 with limit 4 on 5, no first key wins: the second player wins.\n',
    );
    const { out } = await run(['openings', '--keypad', '371258946', '--start', '20', '--json']);
    expect(JSON.parse(out)).toMatchObject({ limit: 30, start: 20 });
  });

  it('rejects bad options with exit code 2', async () => {
    const typo = await run(['openings', '--keypad', '78a/456/123']);
    expect(typo).toMatchObject({ code: 2 });
    expect(typo.error).toContain(
      '--keypad:1:3: expected a digit or a row separator (/ or -), found "a"',
    );
    expect((await run(['openings', '--keypad', '1123'])).error).toContain('a digit appears twice');
    expect((await run(['openings', '--start', '31'])).error).toContain('--start must be');
    expect(await run(['openings', '--limit', '-1'])).toMatchObject({ code: 2 });
  });
});

describe('cgkit thirty-one play', () => {
  it('plays a game driven through standard input', async () => {
    const { out, code } = await run(['play', '--start', '29', '--first', 'you'], '1\n');
    expect(code).toBe(0);
    expect(out).toContain('The total starts at 29.');
    expect(out).toContain('You press 1: the total is 30.');
    expect(out).toContain('Past 30: you win!');
  });

  it('asks who starts', async () => {
    const { out } = await run(['play', '--start', '29'], 'computer\n2\n');
    expect(out).toContain('Who presses first');
    expect(out).toContain('The computer presses 1: the total is 30.');
    expect(out).toContain('Past 30: you lose.');
  });
});

describe('cgkit demo, thirty-one part', () => {
  it('solves the examples', async () => {
    const text = await thirtyOneCommand.demo!();
    expect(text).toContain('PIERDE, GANA, GANA');
    expect(text).toContain('after a 1: keys 3, 6, 7, 8 may be pressed');
  });
});
