import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from './workspace.js';

const SCRIPT = `${ROOT}scripts/slowest-tests.mjs`;
const dirs: string[] = [];

/** A workspace of turbo task logs: each entry a log's path and its lines. */
function workspaceWithLogs(logs: Record<string, string[]>): string {
  const dir = mkdtempSync(join(tmpdir(), 'slowest-tests-'));
  dirs.push(dir);
  for (const [path, lines] of Object.entries(logs)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), `${lines.join('\n')}\n`);
  }
  return dir;
}

const run = (cwd: string, ...args: string[]) =>
  spawnSync(process.execPath, [SCRIPT, ...args], { cwd, encoding: 'utf8' });

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('scripts/slowest-tests.mjs', () => {
  it('lists the slowest tests of every test task, slowest first, with their task and file', () => {
    const dir = workspaceWithLogs({
      'packages/a/.turbo/turbo-test.log': [
        '$ vitest run',
        ' \x1b[32m✓\x1b[39m \x1b[30m\x1b[45m a \x1b[49m\x1b[39m src/x.test.ts (3 tests) 2400ms',
        '     \x1b[33m✓\x1b[39m is slow \x1b[33m 2000\x1b[2mms\x1b[22m',
        ' ✓  a  src/y.test.ts (1 test) 500ms',
        '     ✓ is a little slow  400ms',
      ],
      'packages/a/.turbo/turbo-build.log': ['     ✓ not a test  9000ms'],
      'apps/web/.turbo/turbo-test$colon$app.log': [
        '▶ the home page',
        '  ✔ lists every page (1234.5ms)',
        '▶ the home page (1300.1ms)',
      ],
    });
    const result = run(dir);
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n')).toEqual([
      '   2.0 s  packages/a#test src/x.test.ts  is slow',
      '   1.2 s  apps/web#test:app e2e  lists every page',
      '   0.4 s  packages/a#test src/y.test.ts  is a little slow',
      '',
    ]);
    expect(run(dir, '1').stdout).toBe('   2.0 s  packages/a#test src/x.test.ts  is slow\n');
  });

  it('says what is wrong in one line: a bad count (exit 2), no logs (exit 1)', () => {
    const dir = workspaceWithLogs({});
    expect(run(dir, 'ten')).toMatchObject({
      status: 2,
      stderr: 'slowest-tests: COUNT must be a positive integer, got ten\n',
    });
    expect(run(dir)).toMatchObject({
      status: 1,
      stderr: 'slowest-tests: no test durations in the turbo logs: run `pnpm test` first\n',
    });
  });
});
