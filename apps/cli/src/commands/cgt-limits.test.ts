import { nimInverse, nimProduct } from '@cgkit/cgt-values/impartial';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { cgtCommand } from './cgt.js';
import { setTimeLimit, startRun } from '../runtime.js';
import { runCli } from '../testing/run-cli.js';
import { runCommand } from '../testing/run-command.js';
import { TEST_CLOCK_ENV } from '../thread-protocol.js';

// Every cgt subcommand ends at --time-limit and --max-memory with one line and exit code 1, and
// refuses input too deep to work with by a column and exit code 2. The inputs below take minutes
// (or more) to finish, and the CLI's clock moves 10 ms at each reading (`TEST_CLOCK_ENV`), so the
// limit passes after a known amount of checking; the tests wait for the message.
const LONG = 10 * 60_000;

const switches = (n: number): string =>
  Array.from({ length: n }, (_, i) => `+-${i + 1}`).join(' + ');
const TIME_LIMIT = 'cgkit: stopped at the time limit of 1 s (--time-limit)\n';

describe('cgkit --time-limit 1 cgt', () => {
  for (const [name, args] of [
    ['eval: a sum of 30 switches', ['eval', switches(30)]],
    ['eval --json: the same sum', ['eval', '--json', switches(30)]],
    ['octal: 10 million heaps of 0.6, never periodic', ['octal', '0.6', '--count', '10000000']],
    ['domineering: an 8×8 board', ['domineering', Array(8).fill('........').join('|')]],
    [
      'toads-frogs: ten toads and ten frogs',
      ['toads-frogs', `${'T'.repeat(10)}${'.'.repeat(10)}${'F'.repeat(10)}`],
    ],
  ] as const) {
    it(`ends ${name} with one line and exit code 1`, { timeout: LONG }, async () => {
      const { code, stdout, stderr } = await runCli(['--time-limit', '1', 'cgt', ...args], {
        env: { [TEST_CLOCK_ENV]: '10' },
      });
      expect({ code, stdout, stderr }).toEqual({ code: 1, stdout: '', stderr: TIME_LIMIT });
    });
  }
});

describe('cgkit cgt nim under a time limit', () => {
  afterEach(() => startRun());

  // No operand the command line can hold takes long any more (an inverse of 430000 bits takes
  // seconds), so the clock is made to jump: the limit passes inside the arithmetic.
  it('ends an inverse, a product or a quotient with one line and exit code 1', async () => {
    const big = ((1n << 65536n) - 3n).toString();
    for (const args of [
      ['inv', big],
      [big, '*', big],
      [big, '/', '3'],
    ]) {
      let now = 0;
      startRun(() => (now += 400));
      setTimeLimit(1);
      const result = await runCommand(cgtCommand, ['cgt', 'nim', ...args]);
      expect(result).toEqual({
        out: '',
        error: 'stopped at the time limit of 1 s (--time-limit)',
        code: 1,
      });
    }
  });

  // 8192 bits in test:slow: the same arithmetic on a longer number.
  it('inverts numbers of 4096 and 8192 bits', { timeout: LONG }, async () => {
    for (const bits of [4096n, 8192n].slice(0, inject('slow') ? undefined : 1)) {
      const a = (1n << bits) - 1n;
      const { code, stdout } = await runCli(['cgt', 'nim', 'inv', a.toString()]);
      expect(code).toBe(0);
      expect(BigInt(stdout.trim())).toBe(nimInverse(a));
      expect(nimProduct(a, BigInt(stdout.trim()))).toBe(1n);
    }
  });
});

describe('cgkit --max-memory cgt eval', () => {
  it(
    'ends a sum of 24 switches at the budget with one line and exit code 1',
    { timeout: LONG },
    async () => {
      const { code, stdout, stderr } = await runCli([
        '--max-memory',
        '1M',
        'cgt',
        'eval',
        switches(24),
      ]);
      expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
      expect(stderr).toMatch(
        /^cgkit: the store of games and memo tables needs more than 1 MiB, the memory budget \(about [\d.]+ MiB\)\n$/,
      );
    },
  );
});

describe('cgkit cgt eval on deep, long and huge input', () => {
  it(
    'refuses nesting past 200 levels with its column, exit code 2',
    { timeout: LONG },
    async () => {
      const deep = [
        ['(' + '-'.repeat(30_000) + '1)', 202],
        ['{'.repeat(30_000) + '|' + '}'.repeat(30_000), 201],
        ['+-'.repeat(30_000) + '1', 401],
        ['Tiny('.repeat(10_000) + '1' + ')'.repeat(10_000), 1005],
      ] as const;
      const message = (column: number, prefix = ''): RegExp =>
        new RegExp(`^${prefix}bad expression: column ${column}: expected at most 200 nested`);
      for (const [expr, column] of deep) {
        const { code, error } = await runCommand(cgtCommand, ['cgt', 'eval', expr]);
        expect([code, error], expr.slice(0, 20)).toEqual([
          2,
          expect.stringMatching(message(column)),
        ]);
        expect(error).not.toMatch(/call stack| {4}at /);
      }
      // And in the real process, on its worker thread's stack: the first in `pnpm test`, all four
      // in test:slow.
      for (const [expr, column] of deep.slice(0, inject('slow') ? undefined : 1)) {
        const { code, stderr } = await runCli(['cgt', 'eval', expr]);
        expect(code, expr.slice(0, 20)).toBe(2);
        expect(stderr).toMatch(message(column, 'cgkit: '));
        expect(stderr).not.toMatch(/call stack| {4}at /);
      }
    },
  );

  it('adds 100000-digit numbers and sums of 20000 terms', async () => {
    const digits = '9'.repeat(100_000);
    expect(await runCommand(cgtCommand, ['cgt', 'eval', `${digits} + 1`])).toEqual({
      out: `1${'0'.repeat(100_000)}\n`,
      code: 0,
    });
    const terms = Array(20_000).fill('+-1 + 1').join(' + ');
    expect(await runCommand(cgtCommand, ['cgt', 'eval', terms])).toEqual({
      out: '20000\n',
      code: 0,
    });
  });
});
