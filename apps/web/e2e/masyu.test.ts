import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useApp } from './harness.js';

describe('Masyu', () => {
  const app = useApp();

  it('solves a pasted puzz.link puzzle, and checks the loop drawn by clicking', async () => {
    const { page, errors, screenshot } = await app.open('#/masyu');
    await page
      .getByRole('textbox', { name: /^A puzz\.link URL/ })
      .fill('https://puzz.link/p?mashu/6/6/1063000i3000');
    await page.getByRole('button', { name: 'Load' }).click();
    await page.getByRole('button', { name: 'Solve' }).click();
    await page.getByTestId('verdict').filter({ hasText: 'unique' }).waitFor();
    const edges = await page
      .locator('.masyu-board .loop')
      .evaluateAll((lines) => lines.map((l) => l.getAttribute('data-edge')));
    assert.ok(edges.length >= 4);
    await screenshot('masyu-solved');

    await page.getByLabel('Play').check();
    await page.getByRole('button', { name: 'Check' }).click();
    await page
      .getByTestId('check')
      .filter({ hasText: 'nothing is drawn' })
      .or(page.locator('.violations'))
      .first()
      .waitFor();
    for (const edge of edges) await page.locator(`.edge-target[data-edge="${edge}"]`).click();
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByTestId('check').filter({ hasText: 'Correct' }).waitFor();
    await screenshot('masyu-checked');

    // The drawn loop is part of the link.
    const shared = await app.open(new URL(page.url()).hash);
    await shared.page.getByRole('button', { name: 'Check' }).click();
    await shared.page.getByTestId('check').filter({ hasText: 'Correct' }).waitFor();
    assert.deepEqual([...errors, ...shared.errors], []);
  });

  it('names the broken rules of a wrong loop', async () => {
    const { page, errors } = await app.open('#/masyu?mode=play');
    await page.locator('.edge-target').first().click();
    await page.getByRole('button', { name: 'Check' }).click();
    await page.locator('.violations li').first().waitFor();
    assert.ok((await page.locator('.masyu-cell.marked').count()) > 0);
    assert.deepEqual(errors, []);
  });

  it('explains the next deduction, and applies it', async () => {
    const { page, errors, screenshot } = await app.open('#/masyu?mode=play');
    await page.getByRole('button', { name: 'Next deduction' }).click();
    const hint = page.getByTestId('hint');
    await hint.waitFor();
    assert.ok(((await hint.textContent()) ?? '').length > 20);
    await screenshot('masyu-hint');
    const before = new URL(page.url()).hash;
    await page.getByRole('button', { name: 'Apply this step' }).click();
    assert.notEqual(new URL(page.url()).hash, before);
    assert.deepEqual(errors, []);
  });

  it('generates a new puzzle of a chosen size', async () => {
    const { page, errors } = await app.open('#/masyu');
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Generate' }) });
    await form.getByLabel('Rows').fill('6');
    await form.getByLabel('Columns').fill('6');
    await form.getByRole('button', { name: 'Generate' }).click();
    await page.waitForFunction(() => window.location.hash.includes('p=6x6'));
    await page.getByRole('button', { name: 'Solve' }).click();
    await page.getByTestId('verdict').filter({ hasText: 'unique' }).waitFor();
    assert.deepEqual(errors, []);
  });

  it('draws with the keyboard', async () => {
    const { page, errors } = await app.open('#/masyu?mode=play');
    await page.locator('.masyu-board').focus();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    await page.waitForFunction(() => /loop=[^&]+/.test(window.location.hash));
    assert.equal(await page.locator('.masyu-board .loop').count(), 2);
    assert.deepEqual(errors, []);
  });
});
