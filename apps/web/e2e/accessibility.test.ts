import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { accessibilityViolations, useApp } from './harness.js';

/**
 * Every page in a state that shows what it has (values, histories, thermographs, messages),
 * with what shows it is ready.
 */
const PAGES: readonly {
  readonly name: string;
  readonly hash: string;
  readonly ready: (page: Page) => Promise<void>;
}[] = [
  { name: 'home', hash: '', ready: async (page) => page.locator('.game-list a').first().waitFor() },
  {
    name: '31',
    hash: '#/thirty-one?values=on',
    ready: async (page) => page.getByTestId('status').waitFor(),
  },
  {
    name: 'Galette',
    hash: '#/galette?values=on&vs=person&play=2-3',
    ready: async (page) => page.locator('.bite-value').first().waitFor(),
  },
  {
    name: 'BoardEscape',
    hash: '#/board-escape?values=on',
    ready: async (page) => page.getByTestId('status').waitFor(),
  },
  {
    name: 'Masyu',
    hash: '#/masyu',
    ready: async (page) => page.getByTestId('difficulty').waitFor(),
  },
  {
    name: 'Values',
    hash: '#/values?expr=%7B2%7C%7C1%7C0%7D',
    ready: async (page) => page.getByTestId('thermograph').first().waitFor(),
  },
];

for (const [device, viewport] of [
  ['desktop', { width: 1100, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  describe(`accessibility (axe-core) on a ${device}`, () => {
    const app = useApp();
    for (const { name, hash, ready } of PAGES) {
      it(`${name}: no serious or critical violation`, async () => {
        const { page, errors } = await app.open(hash);
        await page.setViewportSize(viewport);
        await ready(page);
        await page.waitForLoadState('networkidle');
        assert.deepEqual(await accessibilityViolations(page), []);
        assert.deepEqual(errors, []);
      });
    }
  });
}
