import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { testBuild } from './harness.js';

// The browser tests' hooks (`src/testing/e2e-hold.ts`) are in the test build only: the app that
// ships (built here as the `build` script builds it) carries none of them.
const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
const HOOK = 'cgkit-e2e-hold';

async function scripts(dir: string): Promise<string> {
  const assets = join(dir, 'assets');
  const names = (await readdir(assets)).filter((name) => name.endsWith('.js'));
  return (await Promise.all(names.map((name) => readFile(join(assets, name), 'utf8')))).join('\n');
}

it('leaves the test-only hold out of the app, and keeps it in the test build', async () => {
  const app = await mkdtemp(join(tmpdir(), 'cgkit-web-app-'));
  try {
    await build({ root: APP_DIR, logLevel: 'warn', build: { outDir: app, emptyOutDir: true } });
    assert.equal((await scripts(app)).includes(HOOK), false);
    assert.equal((await scripts(join(APP_DIR, testBuild()))).includes(HOOK), true);
  } finally {
    await rm(app, { recursive: true, force: true });
  }
});
