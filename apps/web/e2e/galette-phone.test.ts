import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Locator } from 'playwright-core';
import { PHONE, cellWidth, pageOverflow, showsAll } from './board-frame.js';
import { fullIt, slowIt, useApp } from './harness.js';

/** Pairs of the elements that overlap (by more than a rounding pixel), as their labels. */
const overlapping = (buttons: Locator): Promise<string[]> =>
  buttons.evaluateAll((elements) => {
    const boxes = elements.map((e) => ({ box: e.getBoundingClientRect(), name: e.ariaLabel }));
    const pairs: string[] = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!.box, boxes[j]!.box];
        const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (across > 1 && down > 1) pairs.push(`${boxes[i]!.name} / ${boxes[j]!.name}`);
      }
    }
    return pairs;
  });

describe('Galette: the cake in its frame', () => {
  const app = useApp();

  // The largest cake in test:slow; `pnpm test` checks a bite by pointer on the phone below.
  slowIt(
    'frames a 20×20 Galette cake: bites that never overlap, at every size, and Fit',
    async () => {
      const cake = Array.from({ length: 20 }, () => 'O'.repeat(20)).join('-');
      const { page, errors, screenshot } = await app.open(`#/galette?cake=${cake}&vs=person`);
      await page.setViewportSize(PHONE);
      const frame = page.getByTestId('board-frame');
      const bites = page.locator('.cake .bite');
      await page.getByTestId('status').filter({ hasText: 'to bite' }).waitFor();
      assert.equal(await bites.count(), 19 * 19);
      const portion = page.locator('.cake .portion').first();
      assert.ok((await cellWidth(portion)) >= 24, `portions of ${await cellWidth(portion)} px`);
      const biteBox = (await bites.first().boundingBox())!;
      assert.ok(biteBox.width >= 24 && biteBox.height >= 24, 'a bite is large enough to tap');
      assert.deepEqual(await overlapping(bites), []);
      assert.ok((await pageOverflow(page)) <= 0, 'the page itself is no wider than the phone');
      await screenshot('galette-phone');

      await page.getByRole('button', { name: 'Fit' }).click();
      await page.waitForFunction(() => {
        const f = document.querySelector('[data-testid="board-frame"]')!;
        return f.scrollWidth <= f.clientWidth;
      });
      assert.ok(await showsAll(frame), 'Fit shows the whole cake');
      assert.deepEqual(await overlapping(bites), []);
      // Each bite covers less than half of the cell it sits on: the cake stays in sight.
      const fitted = (await bites.first().boundingBox())!.width;
      assert.ok(fitted < (await cellWidth(portion)) * 0.7, `bites of ${fitted} px`);
      await screenshot('galette-phone-fit');
      assert.deepEqual(errors, []);
    },
  );

  fullIt('after a bite by pointer, no neighbouring bite looks marked', async () => {
    const { page, errors } = await app.open('#/galette?cake=OOOOO-OOOOO-OOOOO-OOOOO&vs=person');
    const status = page.getByTestId('status');
    await status.filter({ hasText: 'to bite' }).waitFor();
    await page.getByRole('button', { name: /^bite rows 2–3, columns 2–3/ }).click();
    await page.waitForFunction(() => /play=2-2(&|$)/.test(location.hash));
    await page.mouse.move(0, 0);
    // The focus stays on the cake (the next Tab goes on from there), but nothing shows it as a
    // mark: no focus ring on a bite and no portions outlined as if bitten.
    const focus = await page.evaluate(() => {
      const active = document.activeElement!;
      return {
        onCake: active.closest('.game-board') !== null,
        ring: active.matches(':focus-visible'),
      };
    });
    assert.deepEqual(focus, { onCake: true, ring: false });
    assert.equal(await page.locator('.portion.pointed').count(), 0);
    // From the keyboard, the focused bite shows what it would eat, dashed, unlike a move played.
    await page.keyboard.press('Tab');
    const pointed = page.locator('.portion.pointed');
    await pointed.first().waitFor();
    assert.equal(await pointed.count(), 4);
    assert.equal(await pointed.first().evaluate((p) => getComputedStyle(p).outlineStyle), 'dashed');
    assert.deepEqual(errors, []);
  });
});
