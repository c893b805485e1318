// Runs the browser tests of the areas named (see `test-areas.ts`; every area without a name):
// builds the app's test build once for them, in a folder of their own (turbo runs areas side by
// side), makes sure Chromium is there, then runs their files with node's test runner, one at a time.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { AREAS, e2eTestsOf } from '../test-areas.js';
import { ensureChromium } from './chromium.js';

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
const asked = process.argv.slice(2);
const unknown = asked.filter((area) => !AREAS.includes(area));
if (unknown.length > 0) {
  process.stderr.write(`e2e: no area ${unknown.join(', ')}; the areas are ${AREAS.join(', ')}\n`);
  process.exit(2);
}
const areas = asked.length > 0 ? asked : AREAS;
const names = readdirSync(new URL('.', import.meta.url));
const files = areas.flatMap((area) => e2eTestsOf(area, names)).map((name) => `e2e/${name}`);
if (files.length === 0) process.exit(0);

const outDir = `dist-e2e/${asked.length > 0 ? asked.join('+') : 'all'}`;
await build({ root: APP_DIR, mode: 'e2e', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
try {
  ensureChromium('web e2e');
} catch (error) {
  // One line saying what to install, not a wall of cancelled tests.
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
const run = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', ...files],
  { cwd: APP_DIR, stdio: 'inherit', env: { ...process.env, CGKIT_E2E_DIST: outDir } },
);
process.exit(run.status ?? 1);
