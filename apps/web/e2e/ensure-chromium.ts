// Run before the browser tests. They drive Debian's Chromium, which a fresh machine lacks: as
// root on Debian it is installed here, so `pnpm test` needs no set-up of its own; anywhere else
// the run ends with one line saying what to install, not a wall of cancelled tests.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function aptGet(...args: string[]): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env }).status === 0;
}

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    process.stderr.write(`web e2e: ${CHROMIUM} is missing; installing Debian's chromium\n`);
    if (aptGet('update')) aptGet('install', '-y', 'chromium');
  }
  if (!existsSync(CHROMIUM)) {
    process.stderr.write(
      `web e2e: the browser tests need Chromium at ${CHROMIUM}: install it with ` +
        '`sudo apt-get install -y chromium` (Debian or Ubuntu), then run `pnpm test` again\n',
    );
    process.exit(1);
  }
}
