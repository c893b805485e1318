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

describe('the value history of every game page', () => {
  const app = useApp();

  for (const route of ['#/thirty-one', '#/galette', '#/board-escape']) {
    it(`${route} shows it beside the board on a desktop`, async () => {
      const { page, errors } = await app.open(`${route}?vs=person`);
      const board = page.locator('.game-board');
      const history = page.locator('section.history');
      await page.locator('.value-history svg').waitFor();
      const [b, h] = [(await board.boundingBox())!, (await history.boundingBox())!];
      assert.ok(h.x >= b.x + b.width, 'to the right of the board');
      assert.ok(h.y < 900, 'in the first screen');
      assert.deepEqual(errors, []);
    });

    it(`${route} puts it one tap away on a phone`, async () => {
      const { page, errors } = await app.open(`${route}?vs=person`);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.locator('.value-history svg').waitFor();
      // Once the values are in, nothing above the chart changes its height any more.
      await page.waitForFunction(() => document.querySelector('.solve-status') === null);
      await page.getByRole('button', { name: 'Value history' }).click();
      await page.waitForFunction(() => {
        const top = document.getElementById('history-heading')!.getBoundingClientRect().top;
        return top > -1 && top < window.innerHeight;
      });
      assert.deepEqual(errors, []);
    });
  }
});
