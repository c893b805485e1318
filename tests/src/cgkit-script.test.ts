import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT } from './workspace.js';

/** `pnpm ARGS` in a folder, running the CLI as the test task built it (no nested turbo run). */
function pnpm(args: string[], cwd: string) {
  return spawnSync('pnpm', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CGKIT_NO_BUILD: '1' },
  });
}

describe('pnpm cgkit (scripts/cgkit.mjs)', () => {
  it('runs the CLI in the caller’s folder, from a package’s folder with -w', () => {
    // Inside the tests package: its package.json, not the root's, is the one pnpm finds first.
    const folder = `${ROOT}tests/.examples/cgkit-script/`;
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    writeFileSync(`${folder}GT.in`, '3 3 0\n');
    const run = pnpm(['--silent', '-w', 'cgkit', 'galette', 'analyze', 'GT.in'], folder);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(readFileSync(`${folder}GT.out`, 'utf8')).toBe('0\n');
  });

  it('with --silent, prints a user mistake as the CLI’s one line and its exit code', () => {
    const folder = `${ROOT}node_modules/.cache/cgkit-script/`;
    mkdirSync(folder, { recursive: true });
    const run = pnpm(['--silent', 'cgkit', 'nim', '3', 'x'], folder);
    expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({
      status: 2,
      stdout: '',
      stderr: 'cgkit: heap size expects an integer, got "x"\n',
    });
  });
});
