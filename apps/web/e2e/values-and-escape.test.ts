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
    await page.getByTestId('winning-move').filter({ hasText: 'Fastest winning move' }).waitFor();
    await page.getByRole('button', { name: 'Play the winning move' }).click();
    await status.filter({ hasText: 'Bob to move. Alice wins' }).waitFor();
    assert.match(new URL(page.url()).hash, /moves=0u/);
    // The value history gives each position's remoteness, the winner hurrying to the end.
    const chart = page.locator('.value-history svg');
    await chart.and(page.locator('[aria-label*="the game ending in 12 moves"]')).waitFor();
    assert.deepEqual(await chart.locator('.remoteness').allTextContents(), ['13', '12']);
    assert.deepEqual(errors, []);
  });

  it('plays against the computer by clicking a token, then a direction', async () => {
    // The computer moves second; the person (Alice's side) wins from the start.
    const { page, errors, screenshot } = await app.open('#/board-escape?vs=computer&k=5');
    const status = page.getByTestId('status');
    await status.filter({ hasText: 'You to move' }).waitFor();
    // The one token sits at row 3, column 3: click it, then a direction.
    const token = page.getByRole('button', { name: /^row 3, column 3: token carrying 5/ });
    await token.click();
    assert.equal(await token.getAttribute('aria-pressed'), 'true');
    await page
      .getByRole('group', { name: 'Directions for the chosen token' })
      .getByRole('button', { name: /^move up/ })
      .click();
    assert.match(new URL(page.url()).hash, /moves=0u/);
    // The computer answers by itself, then it is the person's turn again.
    await page.waitForFunction(() => /moves=0u\.0[udlr]/.test(window.location.hash));
    await status.filter({ hasText: /You to move|No move left/ }).waitFor();
    // Arrow keys move the chosen token too.
    if ((await status.textContent())?.startsWith('You to move') === true) {
      const before = new URL(page.url()).hash;
      const cell = page.locator('.escape-cell.movable').first();
      await cell.click();
      const label = (await cell.getAttribute('aria-label')) ?? '';
      const legal = await page
        .getByRole('group', { name: 'Directions for the chosen token' })
        .getByRole('button')
        .first()
        .getAttribute('aria-label');
      const key = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' }[
        /^move (\w+)/.exec(legal ?? '')![1] as 'up'
      ];
      await cell.press(key);
      await page.waitForFunction((b) => window.location.hash !== b, before);
      assert.match(label, /chosen/);
    }
    await screenshot('board-escape-vs-computer');
    assert.deepEqual(errors, []);
  });

  it('the computer wins as fast as it can', async () => {
    // The computer moves first and wins: the value history ends when the remoteness says.
    const { page, errors } = await app.open('#/board-escape?vs=computer&first=computer');
    const chart = page.locator('.value-history svg');
    await page.getByTestId('status').filter({ hasText: 'You to move' }).waitFor();
    await chart.locator('[data-ply="1"] .remoteness').filter({ hasText: /^\d+$/ }).waitFor();
    const [start, after] = await chart.locator('.remoteness').allTextContents();
    // The computer's move took exactly one move off the remoteness: the fastest win.
    assert.equal(Number(after), Number(start) - 1);
    assert.deepEqual(errors, []);
  });

  it('shortens huge counters to fit their cells, the full number in the title', async () => {
    const { page, errors } = await app.open('#/board-escape?board=TT.-...-..E&k=999999999');
    const tokens = page.locator('.escape-board .token');
    await tokens.first().waitFor();
    assert.equal(await tokens.first().textContent(), '999M');
    assert.equal(await tokens.first().getAttribute('title'), '999,999,999');
    const overflowing = await page
      .locator('.escape-board .escape-cell')
      .evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth + 1).length);
    assert.equal(overflowing, 0);
    assert.deepEqual(errors, []);
  });
});
