import {
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { galetteCommand } from './commands/galette.js';
import { thirtyOneCommand } from './commands/thirty-one.js';
import { runCli } from './testing/run-cli.js';
import { runCommand } from './testing/run-command.js';

const dir = mkdtempSync(join(tmpdir(), 'cgkit-files-'));
const gtIn = join(dir, 'GT.in');
writeFileSync(gtIn, '3 3 0\n');
const loop = join(dir, 'loop');
symlinkSync(join(dir, 'loop2'), loop);
symlinkSync(loop, join(dir, 'loop2'));

describe('file system mistakes: one line, exit code 2, no stack trace', () => {
  it.each([
    ['a name too long', 'x'.repeat(300), /: the file name is too long$/],
    ['a path through a file', join(gtIn, 'x'), /: a part of the path is not a directory$/],
    ['a symbolic link loop', loop, /: too many symbolic links \(a loop\?\)$/],
    ['a missing file', join(dir, 'missing'), /missing: no such file or directory$/],
    ['a directory', dir, /: is a directory, not a file$/],
  ])('reading %s', async (_what, path, message) => {
    const result = await runCommand(thirtyOneCommand, ['thirty-one', 'solve', path]);
    expect(result.code).toBe(2);
    expect(result.error).toMatch(message);
    expect(result.error).not.toContain('    at ');
    expect(result.error!.length).toBeLessThan(300);
  });

  it.each([
    ['in a missing folder', ['galette', 'analyze', gtIn, '-o', join(dir, 'none', 'GT.out')]],
    ['that is a folder', ['galette', 'analyze', gtIn, '-o', dir]],
    [
      'of a cache in a missing folder',
      ['galette', 'table', '--max-rows', '2', '--max-cols', '2', '--cache', join(dir, 'none', 'c')],
    ],
  ])('writing a file %s is refused before any work', async (_what, args) => {
    const result = await runCommand(galetteCommand, args);
    expect(result.code).toBe(2);
    expect(result.out).toBe('');
    expect(result.error).toMatch(/: (no such file or directory|is a directory, not a file)$/);
  });

  it('refuses `galette play -`: it rewrites its file', async () => {
    const result = await runCommand(galetteCommand, ['galette', 'play', '-', '--player', '1']);
    expect(result.code).toBe(2);
    expect(result.error).toMatch(/name the GT\.txt file, not -/);
    expect(readdirSync(process.cwd())).not.toContain('-');
  });

  it('refuses an input past 256 MiB, on stdin too, without reading it all', async () => {
    const file = await runCli(['masyu', 'solve', '/dev/zero']);
    expect(file.code).toBe(2);
    expect(file.stderr).toBe(
      'cgkit: /dev/zero: the input is larger than 256 MiB, the most read at once\n',
    );
  });

  it('refuses a JSON Lines line past 256 MiB, reading each chunk once', async () => {
    const result = await runCli(['board-escape', 'solve', '--jsonl', '/dev/zero']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'cgkit: /dev/zero: a line is larger than 256 MiB, the most read at once\n',
    );
  });

  it('keeps a GT.txt that is a symbolic link a link when playing', async () => {
    const real = join(dir, 'real.txt');
    writeFileSync(real, '3 3 1\nOOO\nOOO\nOOO\n');
    const link = join(dir, 'GT.txt');
    symlinkSync(real, link);
    const result = await runCommand(galetteCommand, ['galette', 'play', link, '--player', '1']);
    expect(result.code).toBe(0);
    expect(readFileSync(real, 'utf8')).toMatch(/^3 3 2\n/);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readdirSync(dir)).not.toContain('.GT.txt.tmp');
  });
});
