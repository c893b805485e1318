import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { accessibilityViolations, useApp } from './harness.js';

const DESKTOP = { width: 1100, height: 900 };
const PHONE = { width: 390, height: 844 };

export interface CheckedPage {
  /** The page's name in the tests' names and its screenshot's (`home`, `masyu`…). */
  readonly name: string;
  /** Its route: `''` for the home page, `#/masyu`. */
  readonly route: string;
  /** The parameters of a state that shows all it has (values, histories, messages): `?values=on`. */
  readonly full: string;
  /** Waits until that state is shown. */
  readonly ready: (page: Page) => Promise<void>;
  /** A game with a value history (31, Galette, BoardEscape): where it goes is checked too. */
  readonly valueHistory?: boolean;
}

/**
 * What every page must do, each page's in its own browser tests (so that they run with the page's
 * other tests, when what the page uses changes): load without console errors, fit a phone's width,
 * have no serious or critical accessibility violation (axe-core) on a desktop and on a phone, and
 * for a game, show its value history beside the board on a desktop and one tap away on a phone.
 */
export function checkPage({ name, route, full, ready, valueHistory = false }: CheckedPage): void {
  // Each check resizes the page it opened rather than opening another for the phone: a page load
  // (its scripts, its worker, its first solve) is most of a check's cost.
  describe(`${name}: the page`, () => {
    const app = useApp();

    it("loads without console errors, and fits a phone's width", async () => {
      const { page, errors, screenshot } = await app.open(route);
      await page.locator('h1').first().waitFor();
      // Until every script the page fetches has run: an error of a late chunk counts too.
      await page.waitForLoadState('networkidle');
      await screenshot(name);
      assert.deepEqual(errors, []);
      await page.setViewportSize(PHONE);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      assert.ok(overflow <= 0, `${name} is ${overflow}px too wide`);
      assert.deepEqual(errors, []);
    });

    it('has no serious or critical accessibility violation (axe-core) on a desktop and a phone', async () => {
      const { page, errors } = await app.open(`${route}${full}`);
      await ready(page);
      for (const [device, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        assert.deepEqual(await accessibilityViolations(page), [], `on a ${device}`);
      }
      assert.deepEqual(errors, []);
    });

    if (!valueHistory) return;

    it('shows the value history beside the board on a desktop, one tap away on a phone', async () => {
      const { page, errors } = await app.open(`${route}?vs=person`);
      const board = page.locator('.game-board');
      const history = page.locator('section.history');
      await page.locator('.value-history svg').waitFor();
      const [b, h] = [(await board.boundingBox())!, (await history.boundingBox())!];
      assert.ok(h.x >= b.x + b.width, 'to the right of the board');
      assert.ok(h.y < DESKTOP.height, 'in the first screen');

      await page.setViewportSize(PHONE);
      // Once the values are in, nothing above the chart changes its height any more.
      await page.waitForFunction(() => document.querySelector('.solve-status') === null);
      await page.getByRole('button', { name: 'Value history' }).click();
      await page.waitForFunction(() => {
        const top = document.getElementById('history-heading')!.getBoundingClientRect().top;
        return top > -1 && top < window.innerHeight;
      });
      assert.deepEqual(errors, []);
    });
  });
}
