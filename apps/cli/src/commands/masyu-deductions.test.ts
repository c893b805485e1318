import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { interruptCli } from '../testing/run-cli.js';
// In process but for Ctrl-C: these tests check what the commands print, not the process.
import { runInProcess as runCli } from '../testing/run-in-process.js';

const dir = mkdtempSync(join(tmpdir(), 'cgkit-masyu-explain-'));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const SMALL = '..W...\n.B..W.\n......\n...B..\n.W....\n......\n';
const CORNERS = file('corners.txt', 'B..\n...\n..B\n');

describe('cgkit masyu explain', () => {
  it('prints numbered steps, the outcome and the drawing', async () => {
    const { code, stdout } = await runCli(['masyu', 'explain', CORNERS]);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^1\. Black pearl at r1c1 is next to the top edge, so the loop leaves it downward for two cells\.\n/,
    );
    expect(stdout).toContain('solved (easy)\n●───┐\n│ · │\n└───●\n');
  });

  it('prints steps, difficulty and the solution with --json', async () => {
    const { code, stdout } = await runCli(['masyu', 'explain', '-', '--json'], { stdin: SMALL });
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as {
      steps: { rule: string; cells: unknown[]; edges: unknown[] }[];
      difficulty: string;
      solved: boolean;
      solution: string[];
    };
    expect(result.solved).toBe(true);
    expect(['easy', 'medium', 'hard']).toContain(result.difficulty);
    expect(result.steps[0]).toMatchObject({ rule: 'white-border' });
    const solved = await runCli(['masyu', 'solve', '-', '--json'], { stdin: SMALL });
    expect(result.solution).toEqual((JSON.parse(solved.stdout) as { solution: string[] }).solution);
  });

  it('rejects a bad grid with its line and column', async () => {
    const { code, stderr } = await runCli(['masyu', 'explain', file('bad.txt', 'B..\n.Q.\n')]);
    expect(code).toBe(2);
    expect(stderr).toContain('bad.txt:2:2');
  });
});

describe('cgkit masyu hint', () => {
  const puzzle = file('small.txt', SMALL);

  it('gives the next step on an empty grid', async () => {
    const { code, stdout } = await runCli(['masyu', 'hint', puzzle]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^white-border: The white pearl at r1c3 is on the top edge/);
  });

  it('finds the first mistake in the progress', async () => {
    const progress = file(
      'wrong.txt',
      '. . . . . .\n. . . . . .\nR L . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n',
    );
    const { code, stdout } = await runCli([
      'masyu',
      'hint',
      puzzle,
      '--progress',
      progress,
      '--json',
    ]);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      kind: 'mistake',
      row: 2,
      col: 0,
      dir: 'right',
      mark: 'line',
      text: 'the side between r3c1 and r3c2 is drawn, but the loop does not pass there',
    });
  });

  it('accepts crossed-out sides and goes on from them', async () => {
    const progress = file(
      'crosses.txt',
      'R L R Lr . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n',
    );
    const { stdout } = await runCli(['masyu', 'hint', puzzle, '--progress', progress]);
    expect(stdout).toMatch(/^[a-z-]+: [A-Z]/);
  });

  it('rejects progress of the wrong size or with a mark off the grid', async () => {
    const short = file('short.txt', '. . . . . .\n');
    const off = file(
      'off.txt',
      'U . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n',
    );
    const a = await runCli(['masyu', 'hint', puzzle, '--progress', short]);
    expect(a.code).toBe(2);
    expect(a.stderr).toContain('6 rows, like the puzzle');
    const b = await runCli(['masyu', 'hint', puzzle, '--progress', off]);
    expect(b.code).toBe(2);
    expect(b.stderr).toContain('off.txt:1:1');
  });
});

describe('cgkit masyu generate', () => {
  it('prints a reproducible puzzle for a seed', async () => {
    const args = ['masyu', 'generate', '--size', '7x8', '--difficulty', 'medium', '--seed', '9'];
    const first = await runCli(args);
    const second = await runCli(args);
    expect(first.code).toBe(0);
    expect(first.stdout).toBe(second.stdout);
    const rows = first.stdout.trimEnd().split('\n');
    expect(rows).toHaveLength(7);
    expect(rows.every((row) => /^[.WB]{8}$/.test(row))).toBe(true);
    const count = await runCli(['masyu', 'count', '-', '--limit', '2'], { stdin: first.stdout });
    expect(count.stdout).toBe('1 solution\n');
  });

  it('writes other formats and JSON', async () => {
    const { stdout } = await runCli([
      'masyu',
      'generate',
      '--size',
      '6x6',
      '--difficulty',
      'easy',
      '--seed',
      '1',
      '--format',
      'pearl',
      '--json',
    ]);
    const result = JSON.parse(stdout) as { puzzle: string; difficulty: string; seed: number };
    expect(result.puzzle).toMatch(/^6x6:/);
    expect(result).toMatchObject({ difficulty: 'easy', seed: 1 });
  });

  it('rejects a bad size or seed with exit code 2', async () => {
    for (const args of [
      ['--size', '10', '--difficulty', 'easy'],
      ['--size', '2x9', '--difficulty', 'easy'],
      ['--size', '9x9', '--difficulty', 'easy', '--seed', '-1'],
      ['--size', '9x9', '--difficulty', 'brutal'],
    ]) {
      const { code, stderr } = await runCli(['masyu', 'generate', ...args]);
      expect(code).toBe(2);
      expect(stderr).not.toContain('    at ');
    }
  });

  it('stops cleanly on Ctrl-C: a message, exit code 1, no stack trace', async () => {
    // Without --seed, the seed is printed first: Ctrl-C once it is, while a 200×200 hard puzzle
    // (minutes of work) is being made.
    const args = ['masyu', 'generate', '--size', '200x200', '--difficulty', 'hard'];
    const { code, stdout, stderr } = await interruptCli(args, { when: /^seed \d+\n/m });
    expect(stderr).toMatch(/^seed \d+\ncgkit: interrupted\n$/);
    expect(stdout).toBe('');
    expect(code).toBe(1);
  });

  it('prints the seed it chose at once, and makes the same puzzle from it', async () => {
    const args = ['masyu', 'generate', '--size', '6x6', '--difficulty', 'easy'];
    const first = await runCli(args);
    expect(first.code).toBe(0);
    const seed = /^seed (\d+)\n$/.exec(first.stderr)?.[1];
    expect(seed).toBeDefined();
    expect((await runCli([...args, '--seed', seed!])).stdout).toBe(first.stdout);
  });
});
