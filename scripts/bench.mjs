#!/usr/bin/env node
// Runs every package's `bench` script one package at a time (so they do not compete for the cores),
// after building. Benchmarks print one JSON line per measurement on stdout:
// {"name":…,"unit":…,"value":…}. `pnpm bench galette masyu` runs only those packages.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const dirs = ['packages', 'apps'].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => join(root, group, name)),
);
const targets = dirs.filter((dir) => {
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest)) return false;
  const { name, scripts } = JSON.parse(readFileSync(manifest, 'utf8'));
  if (scripts?.bench === undefined) return false;
  return only.length === 0 || only.some((o) => name === o || name === `@cgkit/${o}`);
});
if (targets.length === 0) {
  process.stderr.write(`bench: no package with benchmarks matches ${only.join(' ')}\n`);
  process.exit(2);
}

const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], {
  cwd: root,
  stdio: ['ignore', 2, 2], // turbo's own output goes to stderr: stdout is for measurements
});
if (build.status !== 0) process.exit(build.status ?? 1);

let failed = false;
for (const dir of targets) {
  process.stderr.write(`bench: ${dir.slice(root.length + 1)}\n`);
  const run = spawnSync('pnpm', ['--silent', 'run', 'bench'], { cwd: dir, stdio: 'inherit' });
  if (run.status !== 0) {
    failed = true;
    process.stderr.write(`bench: ${dir.slice(root.length + 1)} failed\n`);
  }
}
process.exit(failed ? 1 : 0);
