import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Vitest's global setup for every package: the run gets a temporary directory of its own as
 * TMPDIR (which the test workers and every process a test starts inherit, so `os.tmpdir()`
 * points there), removed with all it holds when the run ends. What a test leaves behind, a folder
 * it made or a file a killed process had open, goes with it.
 */
export default function setup(): () => void {
  const before = process.env['TMPDIR'];
  const dir = mkdtempSync(join(tmpdir(), 'cgkit-test-'));
  process.env['TMPDIR'] = dir;
  return () => {
    if (before === undefined) delete process.env['TMPDIR'];
    else process.env['TMPDIR'] = before;
    rmSync(dir, { recursive: true, force: true });
  };
}
