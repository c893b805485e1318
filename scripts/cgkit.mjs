#!/usr/bin/env node
// Runs the cgkit CLI from the workspace: builds it (and what it depends on) quietly through turbo's
// cache, then hands over the arguments, standard streams and exit code. `pnpm cgkit` runs this in
// the repository root, so the CLI runs in the caller's folder (INIT_CWD) for its relative paths.
// CGKIT_NO_BUILD=1 runs the CLI as last built, without asking turbo.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const callerDir = process.env.INIT_CWD ?? process.cwd();

/** Builds the CLI; a build that is not a quick cache hit says so on stderr, stdout stays clean. */
function build() {
  return new Promise((resolve) => {
    const child = spawn(
      'pnpm',
      ['exec', 'turbo', 'run', 'build', '--filter=@cgkit/cli...', '--output-logs=errors-only'],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    // A cached build answers within a second; a real one (the first run) takes minutes.
    const notice = setTimeout(() => {
      process.stderr.write(
        'cgkit: building the CLI and its packages (a minute or two the first time)…\n',
      );
    }, 1000);
    child.on('error', (error) => resolve({ code: 1, output: `${error.message}\n` }));
    child.on('close', (code) => {
      clearTimeout(notice);
      resolve({ code, output });
    });
  });
}

if (process.env.CGKIT_NO_BUILD !== '1') {
  const { code, output } = await build();
  if (code !== 0) {
    process.stderr.write(output);
    process.stderr.write('cgkit: the build failed (output above)\n');
    process.exit(1);
  }
}
const run = spawnSync(
  process.execPath,
  [join(root, 'apps/cli/bin.cjs'), ...process.argv.slice(2)],
  {
    cwd: callerDir,
    stdio: 'inherit',
  },
);
process.exit(run.status ?? 1);
