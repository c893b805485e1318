import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { PHONE, cellWidth, pageOverflow, showsAll } from './board-frame.js';
import { fullIt, useApp } from './harness.js';

describe('BoardEscape: large boards on a phone', () => {
  const app = useApp();

  fullIt(
    'frames a 50×50 BoardEscape board: tappable cells that pan, Fit shows it all',
    async () => {
      const row = (r: number): string =>
        r === 25 ? `${'.'.repeat(24)}T${'.'.repeat(24)}E` : `${'.'.repeat(49)}E`;
      const board = Array.from({ length: 50 }, (_, r) => row(r)).join('-');
      const { page, errors, screenshot } = await app.open(`#/board-escape?board=${board}&k=3`);
      await page.setViewportSize(PHONE);
      const frame = page.getByTestId('board-frame');
      const cell = page.locator('.escape-board .escape-cell').first();
      await cell.waitFor();
      assert.ok((await cellWidth(cell)) >= 24, `cells of ${await cellWidth(cell)} px`);
      assert.ok(await frame.evaluate((f) => f.scrollWidth > f.clientWidth), 'the frame scrolls');
      assert.ok((await pageOverflow(page)) <= 0, 'the page itself is no wider than the phone');
      // The token's counter stays readable in its cell.
      const token = page.locator('.escape-board .token');
      const fontSize = await token.evaluate((t) => parseFloat(getComputedStyle(t).fontSize));
      assert.ok(fontSize >= 9, `a counter in ${fontSize} px text`);

      await page.getByRole('button', { name: 'Fit' }).click();
      await page.waitForFunction(() => {
        const f = document.querySelector('[data-testid="board-frame"]')!;
        return f.scrollWidth <= f.clientWidth;
      });
      assert.ok(await showsAll(frame), 'Fit shows the whole board');
      await screenshot('board-escape-phone-fit');
      await page.getByLabel('Board size').selectOption('32');
      assert.ok((await cellWidth(cell)) >= 31.5, `cells of ${await cellWidth(cell)} px`);
      // The token is still a button to tap in the frame, and a tap chooses it.
      await page.getByRole('button', { name: /^row 26, column 25: token/ }).click();
      await page.getByRole('button', { name: /^row 26, column 25: token.*chosen/ }).waitFor();
      assert.deepEqual(errors, []);
    },
  );
});
