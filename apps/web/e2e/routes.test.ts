import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useApp } from './harness.js';

const ROUTES = ['', '#/thirty-one', '#/galette', '#/board-escape', '#/masyu', '#/values'];

describe('every route', () => {
  const app = useApp();

  for (const route of ROUTES) {
    it(`loads ${route === '' ? 'the home page' : route} without console errors`, async () => {
      const { page, errors, screenshot } = await app.open(route);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(route === '' ? 'home' : route.slice(2));
      assert.deepEqual(errors, []);
    });
  }

  it('lists every game on the home page, each link opening its page', async () => {
    const { page, errors } = await app.open();
    const links = page.locator('.game-list a');
    assert.equal(await links.count(), ROUTES.length - 1);
    await links.filter({ hasText: 'Masyu' }).click();
    await page.locator('h1', { hasText: 'Masyu' }).waitFor();
    assert.match(page.url(), /#\/masyu$/);
    assert.deepEqual(errors, []);
  });
});

describe('on a phone', () => {
  const app = useApp();

  for (const route of ['#/thirty-one', '#/galette', '#/masyu', '#/values', '#/board-escape']) {
    it(`${route} fits the screen's width`, async () => {
      const { page, errors } = await app.open(route);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.locator('h1').first().waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      assert.ok(overflow <= 0, `${route} is ${overflow}px too wide`);
      assert.deepEqual(errors, []);
    });
  }
});
