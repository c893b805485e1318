#!/usr/bin/env node
// Runs the cgkit CLI from the workspace: builds it (and what it depends on) quietly through turbo's
// cache, then hands over the arguments, standard streams and exit code.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync(
  'pnpm',
  ['exec', 'turbo', 'run', 'build', '--filter=@cgkit/cli...', '--output-logs=errors-only'],
  { cwd: root, encoding: 'utf8' },
);
if (build.status !== 0) {
  process.stderr.write(build.stdout + build.stderr);
  process.stderr.write('cgkit: the build failed (output above)\n');
  process.exit(1);
}
const run = spawnSync(process.execPath, [join(root, 'apps/cli/bin.js'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
