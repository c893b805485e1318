import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { basename } from 'node:path';
import { expect, it } from 'vitest';

// vitest.temp-dir.ts: every package's test run has a temporary directory of its own, removed at
// its end, for the tests and the processes they start.
it('runs the tests, and the processes they start, in a temporary directory of their own', () => {
  expect(basename(tmpdir())).toMatch(/^cgkit-test-/);
  const child = execFileSync(process.execPath, ['-p', 'require("node:os").tmpdir()'], {
    encoding: 'utf8',
  });
  expect(child.trim()).toBe(tmpdir());
});
