import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { HARD_CGT, aThird } from './testing/fuzz-targets.js';
import { TEST_CLOCK_ENV } from './thread-protocol.js';

// Every command that can compute for long, on an input known to be hard, under `--time-limit 1`:
// it must stop with the one-line message and exit code 1 (the cgt commands' inputs are in
// `testing/fuzz-targets.ts`). The CLI's clock moves 10 ms at each reading (`TEST_CLOCK_ENV`), so
// the limit passes after a known amount of checking, whether or not the input is still slow on
// this machine; a command that never reads its control would run into the test's timeout.

const bin = fileURLToPath(new URL('../bin.cjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'cgkit-limits-'));
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}
const emptyGrid = (side: number): string => `${'.'.repeat(side)}\n`.repeat(side);
const emptyCake = (rows: number, cols: number): string =>
  `${rows} ${cols} 1\n${`${'O'.repeat(cols)}\n`.repeat(rows)}`;
/**
 * A command and its hard input; `endless` feeds standard input a line forever, after `prefix`
 * once.
 */
const HARD: Readonly<
  Record<string, { argv: readonly string[]; endless?: string; prefix?: string }>
> = {
  ...Object.fromEntries(
    // A third of the cgt commands (another in interrupt.test.ts), all in test:slow.
    aThird(Object.entries(HARD_CGT), inject('slow'), 0).map(([name, argv]) => [
      name,
      { argv: argv.map((arg) => (arg === 'OUT' ? join(dir, 'thermograph.svg') : arg)) },
    ]),
  ),
  'galette analyze': { argv: ['galette', 'analyze', file('9x9.in', '9 9 0\n'), '-o', '-'] },
  'galette analyze (a two-row strip)': {
    // 10^10 steps of its recursion; hours for 2 × 3,000,000 in test:slow, whose cake alone takes
    // a CPU second or two to make.
    argv: [
      'galette',
      'analyze',
      file('strip.in', `2 ${inject('slow') ? 3_000_000 : 200_000} 0\n`),
      '-o',
      '-',
    ],
  },
  'galette play': { argv: ['galette', 'play', file('GT.txt', emptyCake(9, 9)), '--player', '1'] },
  'galette table': { argv: ['galette', 'table', '--max-rows', '9', '--max-cols', '9'] },
  'board-escape solve --jsonl (an endless batch)': {
    argv: ['board-escape', 'solve', '--jsonl', '-'],
    endless: `{"board":[${Array(50)
      .fill(`"${'T'.repeat(50)}"`)
      .join(',')}],"k":999999999}\n`,
  },
  'masyu count': { argv: ['masyu', 'count', file('8x8.txt', emptyGrid(8)), '--limit', '1000000'] },
  'masyu hint': { argv: ['masyu', 'hint', file('200.txt', emptyGrid(200))] },
  'masyu explain': { argv: ['masyu', 'explain', file('30.txt', emptyGrid(30))] },
  'masyu generate': {
    argv: ['masyu', 'generate', '--size', '200x200', '--difficulty', 'hard', '--seed', '3'],
  },
  'thirty-one solve (an endless batch)': {
    argv: ['thirty-one', 'solve', '-'],
    prefix: '1000000000\n',
    endless: '5 1 3 7 1 2 5 8 9 4 6\n28 9\n',
  },
};

function runLimited(
  argv: readonly string[],
  endless?: string,
  prefix = '',
): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, '--time-limit', '1', ...argv], {
      env: { ...process.env, NO_COLOR: '1', [TEST_CLOCK_ENV]: '10' },
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stderr }));
    child.stdin.on('error', () => undefined); // the run ended while it was being fed
    if (endless === undefined) {
      child.stdin.end();
      return;
    }
    child.stdin.write(prefix);
    const feed = (): void => {
      while (child.exitCode === null && child.stdin.write(endless));
    };
    child.stdin.on('drain', feed);
    feed();
  });
}

describe('--time-limit 1 on hard inputs', () => {
  it.each(Object.entries(HARD))('ends %s with one line and exit code 1', async (_name, hard) => {
    const result = await runLimited(hard.argv, hard.endless, hard.prefix);
    expect(result.stderr).toBe('cgkit: stopped at the time limit of 1 s (--time-limit)\n');
    expect(result.code).toBe(1);
  });
});
