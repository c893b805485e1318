import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useApp } from './harness.js';

describe('31', () => {
  const app = useApp();

  it('plays a full game against the perfect computer, then restores it from its link', async () => {
    const { page, errors, screenshot } = await app.open('#/thirty-one?values=on');
    const status = page.getByTestId('status');
    const total = page.getByTestId('total');
    // The person always presses the first legal key; the computer answers until the game ends.
    for (let presses = 0; presses < 40; presses++) {
      await page.waitForFunction(() => {
        const text = document.querySelector('[data-testid="status"]')?.textContent ?? '';
        return text.startsWith('You to press') || text.startsWith('Game over');
      });
      if ((await status.textContent())?.startsWith('Game over') === true) break;
      const pressedBefore = new URL(page.url()).hash;
      await page.locator('.keypad button:not([disabled])').first().click();
      await page.waitForFunction((before) => window.location.hash !== before, pressedBefore);
    }
    assert.match((await status.textContent()) ?? '', /^Game over: Computer wins\./);
    assert.ok(Number(await total.textContent()) > 30);
    await page.locator('.value-history svg').waitFor();
    await screenshot('thirty-one-game-over');

    const shared = await app.open(new URL(page.url()).hash);
    // The verdict appears once the restored position is solved: wait for all of it.
    const verdict = (await status.textContent()) ?? '';
    await shared.page.getByTestId('status').filter({ hasText: verdict }).waitFor();
    assert.equal(await shared.page.getByTestId('total').textContent(), await total.textContent());
    assert.equal(await shared.page.getByTestId('status').textContent(), verdict);
    assert.deepEqual([...errors, ...shared.errors], []);
  });

  it('colours every legal key by its value, and undoes the last exchange', async () => {
    const { page, errors } = await app.open('#/thirty-one?values=on');
    await page.locator('.key.win').first().waitFor();
    assert.deepEqual(await page.locator('.key.win .digit').allTextContents(), ['9', '3']);
    assert.match(
      (await page.locator('.key.win').first().getAttribute('aria-label')) ?? '',
      /wins in \d+/,
    );
    await page.locator('.key.win').first().click();
    await page.getByTestId('status').filter({ hasText: 'You to press' }).waitFor();
    assert.match(new URL(page.url()).hash, /moves=2\.\d/);
    await page.getByRole('button', { name: 'Undo' }).click();
    assert.equal(await page.getByTestId('total').textContent(), '0');
    await page.getByRole('button', { name: 'Redo' }).click();
    assert.match(new URL(page.url()).hash, /moves=2(&|$)/);
    assert.deepEqual(errors, []);
  });

  it('lets the computer press first, with the opening that wins', async () => {
    const { page, errors } = await app.open('#/thirty-one?first=computer');
    await page.getByTestId('status').filter({ hasText: 'You to press' }).waitFor();
    // From 0 on the standard keypad, 9 and 3 are the winning openings.
    assert.match(await page.getByTestId('total').innerText(), /^[93]$/);
    assert.match(new URL(page.url()).hash, /moves=\d(&|$)/);
    assert.equal(
      await page.getByRole('checkbox', { name: 'Computer presses first' }).isChecked(),
      true,
    );
    assert.deepEqual(errors, []);
  });

  it('shows how far a long solve has come, and cancels it alone', async () => {
    // A limit of a million: the keypad takes the solver seconds.
    const { page, errors, screenshot } = await app.open('#/thirty-one?limit=1000000&vs=person');
    const status = page.locator('.solve-status');
    const bar = status.getByRole('progressbar', { name: 'progress' });
    await page.waitForFunction(() => {
      const progress = document.querySelector<HTMLProgressElement>('.solve-status progress');
      return progress !== null && progress.value > 0;
    });
    assert.match(await status.innerText(), /Solving the keypad: [\d,]+ of 1,000,001 totals/);
    const fraction = Number(await bar.getAttribute('value'));
    assert.ok(fraction > 0 && fraction < 1, `fraction ${fraction}`);
    await screenshot('thirty-one-long-solve');
    await status.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Solve again' }).waitFor();
    // The page answers at once (and starts no new solve).
    await page.getByLabel('Show values').check();
    await page.waitForFunction(() => window.location.hash.includes('values=on'));
    assert.deepEqual(errors, []);
  });

  it('is played from the keyboard', async () => {
    const { page, errors } = await app.open('#/thirty-one?vs=person');
    await page.locator('.keypad button').first().focus();
    await page.keyboard.press('9');
    await page.waitForFunction(() => window.location.hash.includes('moves=2'));
    await page.keyboard.press('3');
    await page.getByTestId('total').filter({ hasText: '12' }).waitFor();
    assert.deepEqual(errors, []);
  });
});
