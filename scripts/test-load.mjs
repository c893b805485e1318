#!/usr/bin/env node
// Runs the CLI's and the web app's tests while every core is kept busy by CPU burners, as on a
// shared CI runner or a laptop compiling something else: a test that depends on the machine's
// speed fails here. The last stage of `pnpm test:slow` (alone: `pnpm test:load`); CGKIT_LOAD_BURNERS
// sets the number of burners (default: four per core). The cases are `pnpm test`'s and every walk
// of the web pages (the heavy ones ran in test:slow's first stage, on a quiet machine), with
// test:slow's time bounds (CGKIT_LOAD=1).
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const burnerCount = Number(process.env.CGKIT_LOAD_BURNERS ?? 4 * availableParallelism());

// Built first, on a quiet machine: the load is for the tests.
const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const burners = Array.from({ length: burnerCount }, () =>
  spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' }),
);
const stopBurners = () => burners.forEach((burner) => burner.kill('SIGKILL'));
process.on('exit', stopBurners);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => process.exit(1));
}
process.stderr.write(`test:load: ${burnerCount} CPU burners on ${availableParallelism()} cores\n`);

// Every test of each: all the CLI's command families at once (turbo runs them one task each).
const suites = [
  ['@cgkit/cli', 'exec', 'vitest', 'run'],
  ['@cgkit/web', 'run', 'test:all'],
];
const env = { ...process.env, CGKIT_LOAD: '1' };
let failed = false;
for (const [filter, ...command] of suites) {
  process.stderr.write(`test:load: ${filter} tests under load\n`);
  const started = Date.now();
  const code = await new Promise((resolve) => {
    spawn('pnpm', ['--filter', filter, ...command], { cwd: root, env, stdio: 'inherit' }).on(
      'exit',
      (status) => resolve(status ?? 1),
    );
  });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  process.stderr.write(
    `test:load: ${filter} ${code === 0 ? 'passed' : 'FAILED'} in ${minutes} min\n`,
  );
  failed ||= code !== 0;
}
process.exit(failed ? 1 : 0);
