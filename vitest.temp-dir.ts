import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The run's directory, shared by the setups of every project of one vitest process. */
interface RunTempDir {
  readonly dir: string;
  readonly before: string | undefined;
  projects: number;
}

const RUN_TEMP_DIR = Symbol.for('cgkit.run-temp-dir');

/**
 * Vitest's global setup for every package: the run gets a temporary directory of its own as
 * TMPDIR (which the test workers and every process a test starts inherit, so `os.tmpdir()`
 * points there), removed with all it holds when the run ends. What a test leaves behind, a folder
 * it made or a file a killed process had open, goes with it. Vitest runs a global setup once per
 * project: the projects of one process share one directory, removed by the last teardown (one
 * each would nest, and go while another project still runs).
 */
export default function setup(): () => void {
  const shared = globalThis as { [RUN_TEMP_DIR]?: RunTempDir };
  let run = shared[RUN_TEMP_DIR];
  if (run === undefined) {
    run = {
      dir: mkdtempSync(join(tmpdir(), 'cgkit-test-')),
      before: process.env['TMPDIR'],
      projects: 0,
    };
    shared[RUN_TEMP_DIR] = run;
    process.env['TMPDIR'] = run.dir;
  }
  run.projects++;
  const own = run;
  return () => {
    if (--own.projects > 0) return;
    delete shared[RUN_TEMP_DIR];
    if (own.before === undefined) delete process.env['TMPDIR'];
    else process.env['TMPDIR'] = own.before;
    rmSync(own.dir, { recursive: true, force: true });
  };
}
