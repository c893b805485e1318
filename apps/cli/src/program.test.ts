import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from './testing/run-cli.js';

describe('cgkit', () => {
  it('prints help and version', async () => {
    const help = await runCli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: cgkit');
    expect(help.stdout).toContain('demo');
    const version = await runCli(['--version']);
    expect(version.code).toBe(0);
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('exits with 2 on unknown commands and options, without a stack trace', async () => {
    for (const args of [['frobnicate'], ['--frobnicate'], ['nim', '--frobnicate', '1']]) {
      const result = await runCli(args);
      expect(result.code).toBe(2);
      // The one form of every error: `cgkit: …` on one line.
      expect(result.stderr).toMatch(/^cgkit: [^\n]+ \(run with --help for usage\)\n$/);
    }
  });

  it('analyses Nim, as text and as JSON', async () => {
    const text = await runCli(['nim', '3', '4', '5']);
    expect(text.stdout).toBe('value *2: the first player wins\n  take 2 from heap 1\n');
    const json = await runCli(['nim', '1', '1', '--json']);
    expect(JSON.parse(json.stdout)).toEqual({
      heaps: [1, 1],
      grundy: 0,
      winner: 'second',
      winningMoves: [],
    });
    const bad = await runCli(['nim', '3', 'x']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('cgkit: heap size expects an integer, got "x"\n');
  });

  it('runs the demo with the engine example games', async () => {
    const demo = await runCli(['demo']);
    expect(demo.code).toBe(0);
    expect(demo.stdout).toContain(
      'Nim 3 4 5: value *2, the first player wins by taking 2 from heap 1',
    );
    expect(demo.stdout).toContain('Kayles rows 0..19: 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2');
    expect(demo.stdout).toContain(
      'Tic-tac-toe: a draw with perfect play, 9 moves; 5478 legal positions',
    );
    expect(demo.stdout).toContain('Loopy graph game from node 0: win in 3');
  });
});

describe('cgkit on a terminal', () => {
  const script = spawnSync('script', ['--version']).status === 0;

  it.runIf(script)('clears its progress line before an error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cgkit-tty-'));
    const cake = join(dir, 'GT.in');
    writeFileSync(cake, '9 9 0\n');
    const bin = fileURLToPath(new URL('../bin.cjs', import.meta.url));
    // `script` runs the command on a pseudo-terminal, where progress is shown.
    const command = `${process.execPath} ${bin} --time-limit 1 galette analyze ${cake} -o -`;
    const run = spawnSync('script', ['-qec', command, '/dev/null'], { encoding: 'utf8' });
    expect(run.stdout).toContain('\r\u001b[2Kcgkit: stopped at the time limit of 1 s');
  });
});
