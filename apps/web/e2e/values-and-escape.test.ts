import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useApp } from './harness.js';

describe('Values and BoardEscape', () => {
  const app = useApp();

  it('evaluates an expression, an octal game and a Domineering position', async () => {
    const { page, errors, screenshot } = await app.open('#/values');
    await page.getByLabel('Expression').fill('^ + ^');
    await page.getByRole('button', { name: 'Evaluate' }).first().click();
    await page.getByTestId('canonical').first().filter({ hasText: '^^' }).waitFor();
    assert.match(new URL(page.url()).hash, /expr=%5E\+%2B\+%5E|expr=%5E%20%2B%20%5E/);
    await page.getByText(/period 12/).waitFor();
    await page.getByTestId('canonical').nth(1).waitFor();
    assert.equal(await page.locator('.wall').count(), 4);
    await screenshot('values-evaluated');
    assert.deepEqual(errors, []);
  });

  it('shows the BoardEscape winner and plays the winning move', async () => {
    const { page, errors } = await app.open('#/board-escape');
    const status = page.getByTestId('status');
    await status.filter({ hasText: 'Alice to move. Alice wins' }).waitFor();
    await page.getByRole('button', { name: 'Play the winning move' }).click();
    await status.filter({ hasText: 'Bob to move. Alice wins' }).waitFor();
    assert.match(new URL(page.url()).hash, /moves=0u/);
    // The value history gives each position's remoteness, the winner hurrying to the end.
    const chart = page.locator('.value-history svg');
    await chart.and(page.locator('[aria-label*="the game ending in 12 moves"]')).waitFor();
    assert.deepEqual(await chart.locator('.remoteness').allTextContents(), ['13', '12']);
    assert.deepEqual(errors, []);
  });
});
