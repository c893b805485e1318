import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { HARD_CGT, aThird } from './testing/fuzz-targets.js';
import { interruptCli } from './testing/run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'cgkit-interrupt-'));
const emptyCake = join(dir, 'GT.in');
writeFileSync(emptyCake, '9 9 0\n');

// Commands that compute for minutes or more, most without yielding to the event loop: a signal
// must end each of them with one line, `cgkit: interrupted`, and its exit code. Each run is
// signalled once it has started its command (a line it prints when asked, for tests): how fast
// it then stops is measured by the bench, not here.
const slow: readonly (readonly string[])[] = [
  ['galette', 'analyze', emptyCake, '--threads', '1'],
  ['masyu', 'count', '--limit', '1000000', '-'],
  // Waiting for the player's key: the terminal's Ctrl-C ends the game the same way.
  ['thirty-one', 'play', '--first', 'you'],
];

function stdinFor(args: readonly string[]): { stdin?: string } {
  return args.includes('-') ? { stdin: '........\n'.repeat(8) } : {};
}

describe('signals', () => {
  it.each(slow.map((args) => [args.slice(0, 2).join(' '), args] as const))(
    'Ctrl-C ends `cgkit %s` with "interrupted" and exit code 1',
    async (_name, args) => {
      const result = await interruptCli(args, stdinFor(args));
      expect(result.stderr).toBe('cgkit: interrupted\n');
      expect(result.code).toBe(1);
    },
  );

  // Every cgt command on its known-hard input: nothing printed, and no file left behind (the
  // thermograph of `--svg` is written only once the game is known). A third of them (another in
  // time-limits.test.ts), all in test:slow.
  it.each(aThird(Object.entries(HARD_CGT), inject('slow'), 1))(
    'Ctrl-C ends `cgkit %s` with "interrupted", exit code 1 and no output',
    async (_name, hard) => {
      const out = mkdtempSync(join(tmpdir(), 'cgkit-interrupt-out-'));
      const args = hard.map((arg) => (arg === 'OUT' ? join(out, 'thermograph.svg') : arg));
      const result = await interruptCli(args);
      expect(result).toMatchObject({ stderr: 'cgkit: interrupted\n', stdout: '', code: 1 });
      expect(readdirSync(out)).toEqual([]);
    },
  );

  it.each([
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const)('%s ends a computation the same way, with exit code %i', async (signal, code) => {
    const args = ['cgt', 'domineering', '......|......|......|......|......|......'];
    const result = await interruptCli(args, { signal });
    expect(result.stderr).toBe('cgkit: interrupted\n');
    expect(result.code).toBe(code);
  });

  it.each([
    ['SIGINT', 1],
    ['SIGTERM', 143],
  ] as const)(
    'a %s from the first instant, before any command is loaded, ends the same way',
    async (signal, code) => {
      const result = await interruptCli(['galette', 'analyze', emptyCake, '--threads', '1'], {
        when: 'signals',
        signal,
      });
      expect(result.stderr).toBe('cgkit: interrupted\n');
      expect(result.code).toBe(code);
    },
  );

  it('a reader that does not read does not delay Ctrl-C', async () => {
    // Far more output than a pipe holds (4 MB; 20 MB in test:slow, whose values alone take
    // seconds to compute): past the first megabyte, the test stops reading until the process
    // has ended.
    const count = inject('slow') ? '10000000' : '2000000';
    const result = await interruptCli(['cgt', 'octal', '0.77', '--count', count], {
      when: (stdout) => stdout.length > 2 ** 20,
      holdStdout: true,
    });
    expect(result.stderr).toBe('cgkit: interrupted\n');
    expect(result.code).toBe(1);
  });
});
