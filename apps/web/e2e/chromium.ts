// How the browser tests run Chromium, defined once: the web app's e2e tests (through Playwright,
// `harness.ts`) and the consumer test (`tests/consumer/browser.ts`, which spawns it itself).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's Chromium. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Without a display, a sandbox or any network of its own. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Installs Debian's chromium unless it is there. Under a lock (`flock`), so that two test runs
 * starting at once install it once: the second finds it installed.
 */
function installChromium(): void {
  const script = `test -e ${CHROMIUM_PATH} || { apt-get update && apt-get install -y chromium; }`;
  spawnSync('flock', [join(tmpdir(), 'cgkit-chromium-install.lock'), 'sh', '-c', script], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * Makes sure Chromium is at `CHROMIUM_PATH`, which a fresh machine lacks: as root on Debian it is
 * installed here, so `pnpm test` needs no set-up of its own; anywhere else it throws one line
 * saying what to install. `who` names the tests that need it.
 */
export function ensureChromium(who: string): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    process.stderr.write(`${who}: ${CHROMIUM_PATH} is missing; installing Debian's chromium\n`);
    installChromium();
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `${who}: the browser tests need Chromium at ${CHROMIUM_PATH}: install it with ` +
        '`sudo apt-get install -y chromium` (Debian or Ubuntu), then run `pnpm test` again',
    );
  }
}
