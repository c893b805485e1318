import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';

// The browser tests' hooks (`src/testing/e2e-hold.ts`) are in the test build only: the app that
// ships (`dist/`, the `build` script, which `test` depends on) carries none of them.
const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
const HOOK = 'cgkit-e2e-hold';

function scripts(dir: string): string {
  const assets = join(APP_DIR, dir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(assets, name), 'utf8'))
    .join('\n');
}

it('leaves the test-only hold out of the app, and keeps it in the test build', () => {
  assert.equal(scripts('dist').includes(HOOK), false);
  assert.equal(scripts('dist-e2e').includes(HOOK), true);
});
