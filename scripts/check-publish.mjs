#!/usr/bin/env node
// A package's `check:publish`: packs it once with `pnpm pack`, as `pnpm publish` would (workspace
// ranges replaced by versions), into `.pack/`, then checks that tarball with publint and
// are-the-types-wrong. Each tool packing on its own cost two more packs per package; the consumer
// test (tests/consumer) installs these same tarballs, which turbo keeps as the task's outputs.
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const dir = '.pack';

function run(command, args) {
  const { status, error } = spawnSync(command, args, { stdio: 'inherit' });
  if (error) throw error;
  if (status !== 0) process.exit(status ?? 1);
}

rmSync(dir, { recursive: true, force: true });
run('pnpm', ['pack', '--pack-destination', dir]);
const tarballs = readdirSync(dir).filter((file) => file.endsWith('.tgz'));
if (tarballs.length !== 1) {
  console.error(`check:publish: pnpm pack left ${tarballs.length} tarballs in ${dir}, not one`);
  process.exit(1);
}
const tarball = join(dir, tarballs[0]);
run('publint', ['run', '--strict', tarball]);
run('attw', [tarball, '--profile', 'esm-only']);
