import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useApp } from './harness.js';
import { checkPage } from './page-checks.js';

// The app around the pages; each page's own checks are in its browser tests (`<page>.test.ts`).
checkPage({
  name: 'home',
  route: '',
  full: '',
  ready: async (page) => page.locator('.game-list a').first().waitFor(),
});

describe('the home page', () => {
  const app = useApp();

  it('lists every page, each link opening it', async () => {
    const { page, errors } = await app.open();
    const links = page.locator('.game-list a');
    assert.deepEqual(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))), [
      '#/thirty-one',
      '#/galette',
      '#/board-escape',
      '#/masyu',
      '#/values',
    ]);
    await links.filter({ hasText: 'Masyu' }).click();
    await page.locator('h1', { hasText: 'Masyu' }).waitFor();
    assert.match(page.url(), /#\/masyu$/);
    assert.deepEqual(errors, []);
  });
});
