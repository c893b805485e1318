import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { runCli } from '../testing/run-cli.js';
import { startCli } from '../testing/spawn-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'cgkit-galette-limits-'));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const timeLimit = 'cgkit: stopped at the time limit of 1 s (--time-limit)\n';

// Each runs for seconds or more (the strip recursion, N²/4 steps: 10^10 for 2 × 200,000, hours
// for 2 × 3,000,000, and searches of cakes well beyond a second): the time limit ends it with one
// line and exit code 1. Each burns a second or more on the real clock: `pnpm test` runs the first
// on the shorter strip (time-limits.test.ts ends each command on a test clock), `pnpm test:slow`
// all on the longer one.
describe('galette --time-limit', () => {
  // Making the cake of the longer strip alone costs a CPU second or two.
  const columns = inject('slow') ? 3_000_000 : 200_000;
  const strip = file('strip.in', `2 ${columns} 0\n`);
  const cake = file('seven-eight.in', '7 8 0\n');
  const game = file('GT.txt', `8 8 1\n${'OOOOOOOO\n'.repeat(8)}`);
  it.each(
    [
      ['analyze, the strip', ['galette', 'analyze', strip, '-o', '-']],
      [
        'analyze, the strip on one thread',
        ['galette', 'analyze', strip, '-o', '-', '--threads', '1'],
      ],
      ['analyze, a search', ['galette', 'analyze', cake, '-o', '-']],
      ['table', ['galette', 'table', '--max-rows', '8', '--max-cols', '8', '--budget', '100000']],
      ['play', ['galette', 'play', game, '--player', '1']],
    ].slice(0, inject('slow') ? undefined : 1),
  )('ends galette %s with one line and exit code 1', async (_name, args) => {
    const result = await runCli(['--time-limit', '1', ...args]);
    expect([result.code, result.stderr]).toEqual([1, timeLimit]);
  });

  it('keeps the strip within the memory budget', async () => {
    // 4 bytes a column, 6 while growing to the next power of two.
    const [budget, needed] = inject('slow') ? ['8', '24'] : ['1', '1.5'];
    const result = await runCli([
      '--max-memory',
      `${budget}M`,
      'galette',
      'analyze',
      strip,
      '-o',
      '-',
    ]);
    expect([result.code, result.stderr]).toEqual([
      1,
      `cgkit: the values of two-row strips up to ${columns} needs more than ${budget} MiB, the memory budget (about ${needed} MiB): raise --max-memory, or give a smaller cake\n`,
    ]);
  });
});

describe('galette analyze and what a search can reach', () => {
  it('answers the empty cakes of three rows by the proof, however long', async () => {
    // The longer one in test:slow: its cake of 9 million portions is made before the proof.
    for (const cols of [100_000, 3_000_000].slice(0, inject('slow') ? undefined : 1)) {
      const result = await runCli([
        'galette',
        'analyze',
        file('three.in', `3 ${cols} 0\n`),
        '-o',
        '-',
      ]);
      expect([result.code, result.stdout, result.stderr]).toEqual([
        0,
        '0: the player to move loses: every bite leaves a winning position\n',
        '',
      ]);
    }
  });

  it('refuses up front, in plain words with exit code 1, a cake beyond the search', async () => {
    for (const text of ['31 31 0\n', '3 100000 1\n2 5\n']) {
      const result = await runCli(['galette', 'analyze', file('far.in', text), '-o', '-']);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /^cgkit: the search of a part of \d+×\d+ portions is beyond this solver: its frames would take about [\d,]+ [MGT]iB, more than the 32 MiB of the engine's scratch memory; give a smaller cake\n$/,
      );
    }
  });

  it('searches with the TypeScript engine when a WebAssembly instance does not fit (ulimit -v)', async () => {
    file('small.in', '3 3 0\n');
    for (const threads of ['1', '2']) {
      const run = startCli([], {
        cwd: dir,
        shell: `ulimit -v 20000000 && cgkit galette analyze small.in -o - --threads ${threads}`,
      });
      const result = await run.ended;
      expect([result.code, result.stdout, result.stderr]).toEqual([
        0,
        '0: the player to move loses: every bite leaves a winning position\n',
        '',
      ]);
    }
  });
});
