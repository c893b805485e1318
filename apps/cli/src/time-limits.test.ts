import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every command that can compute for long, on an input known to be hard, under `--time-limit 1`:
// it must stop with the one-line message and exit code 1. (`cgt nim` has no such input: its
// largest operands take seconds at most; `commands/cgt-limits.test.ts` moves its clock instead.) The runs are waited for, not timed: a
// command that ignored the limit would run into the test's timeout instead.

const bin = fileURLToPath(new URL('../bin.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'cgkit-limits-'));
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}
const emptyGrid = (side: number): string => `${'.'.repeat(side)}\n`.repeat(side);
const emptyCake = (rows: number, cols: number): string =>
  `${rows} ${cols} 1\n${`${'O'.repeat(cols)}\n`.repeat(rows)}`;
const emptyRows = (w: number, h: number): string => Array(h).fill('.'.repeat(w)).join('|');
const checkerboard = (w: number, h: number): string =>
  Array.from({ length: h }, (_, r) =>
    Array.from({ length: w }, (_, c) => ((r + c) % 2 === 0 ? 'x' : 'o')).join(''),
  ).join('|');
/** A Hackenbush stalk of one edge with n twigs of alternating colours on top. */
const bush = (n: number): string =>
  JSON.stringify({
    ground: [0],
    edges: [[0, 1, 'G'], ...Array.from({ length: n }, (_, i) => [1, i + 2, 'BRG'[i % 3]])],
  });
const switches = Array.from({ length: 24 }, (_, i) => `+-${i + 1}`).join(' + ');

/**
 * A command and its hard input; `endless` feeds standard input a line forever, after `prefix`
 * once.
 */
const HARD: Readonly<
  Record<string, { argv: readonly string[]; endless?: string; prefix?: string }>
> = {
  'cgt eval (a sum of 24 switches)': { argv: ['cgt', 'eval', switches] },
  'cgt cool (a sum of 24 switches)': { argv: ['cgt', 'cool', switches, '1/2'] },
  'cgt heat (a sum of 24 switches)': { argv: ['cgt', 'heat', switches, '1'] },
  'cgt domineering': { argv: ['cgt', 'domineering', '......|......|......|......|......|......'] },
  'cgt toads-frogs': { argv: ['cgt', 'toads-frogs', `TTTTTTT${'.'.repeat(16)}FFFFFFF`] },
  'cgt octal': { argv: ['cgt', 'octal', '0.6', '--count', '10000000'] },
  // The rulesets of commands/cgt-rulesets.ts. (`cgt maundy-cake` has no hard input: a cake has
  // as few positions as its sides have divisors.)
  'cgt clobber': { argv: ['cgt', 'clobber', checkerboard(6, 6)] },
  'cgt konane': { argv: ['cgt', 'konane', `${checkerboard(6, 5)}|......`] },
  'cgt cram': { argv: ['cgt', 'cram', emptyRows(7, 7)] },
  'cgt fission': {
    argv: [
      'cgt',
      'fission',
      emptyRows(9, 9).replace(/\./g, (c, i: number) => (i % 3 === 1 ? 'x' : c)),
    ],
  },
  'cgt col': { argv: ['cgt', 'col', emptyRows(6, 6)] },
  'cgt snort': { argv: ['cgt', 'snort', emptyRows(6, 6)] },
  'cgt amazons': { argv: ['cgt', 'amazons', `x${'.'.repeat(6)}o|${emptyRows(8, 7)}`] },
  'cgt hackenbush (a bush of 40 twigs)': { argv: ['cgt', 'hackenbush', bush(40)] },
  'cgt cutcake': { argv: ['cgt', 'cutcake', '10000x9999'] },
  'cgt eatcake': { argv: ['cgt', 'eatcake', '10000x9999'] },
  'cgt toppling-dominoes': { argv: ['cgt', 'toppling-dominoes', 'BRG'.repeat(300)] },
  'cgt take-break': { argv: ['cgt', 'take-break', '0.[f]', '--count', '1000000'] },
  'cgt misere (a sum of eight wild games)': {
    argv: ['cgt', 'misere', Array.from({ length: 8 }, (_, i) => `{*${i + 2},{*2}}`).join(' + ')],
  },
  'cgt misere --quotient (0.6, whose quotient is infinite)': {
    argv: ['cgt', 'misere', '--octal', '0.6', '--quotient', '100'],
  },
  'cgt loopy (a sum of millions of positions)': {
    argv: ['cgt', 'loopy', 'dud + *9 + *10 + *11 + *12 + *13 + *14'],
  },
  'cgt backsliding-toads-frogs': {
    argv: ['cgt', 'backsliding-toads-frogs', `TTTTTT${'.'.repeat(10)}FFFFFF`],
  },
  'galette analyze': { argv: ['galette', 'analyze', file('9x9.in', '9 9 0\n'), '-o', '-'] },
  'galette analyze (a two-row strip)': {
    argv: ['galette', 'analyze', file('strip.in', '2 3000000 0\n'), '-o', '-'],
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
      env: { ...process.env, NO_COLOR: '1' },
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
