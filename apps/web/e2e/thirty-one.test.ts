import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fullIt, refusalText, settled, slow, slowIt, useApp } from './harness.js';
import { checkPage } from './page-checks.js';

checkPage({
  name: 'thirty-one',
  route: '#/thirty-one',
  full: '?values=on',
  ready: async (page) => page.getByTestId('status').waitFor(),
  valueHistory: true,
});

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

  fullIt('colours every legal key by its value, and undoes the last exchange', async () => {
    const { page, errors } = await app.open('#/thirty-one?values=on');
    await page.locator('.key.win').first().waitFor();
    assert.deepEqual(await page.locator('.key.win .digit').allTextContents(), ['9', '3']);
    assert.match(
      (await page.locator('.key.win').first().getAttribute('aria-label')) ?? '',
      /wins in \d+/,
    );
    await page.locator('.key.win').first().click();
    await page.getByTestId('status').filter({ hasText: 'You to press' }).waitFor();
    assert.match(new URL(page.url()).hash, /play=3\.\d/);
    // Each press is waited for by what it shows: on a busy machine the page may take a while.
    // Undo and Redo are pressed from the keyboard: the keypad above them grows and shrinks as the
    // keys' values come and go, which could move a button from under a mouse click.
    await page.getByRole('button', { name: 'Undo' }).press('Enter');
    await page.getByTestId('total').filter({ hasText: /^0$/ }).waitFor();
    await page.getByRole('button', { name: 'Redo' }).press('Enter');
    // Redo puts the person's 3 back; the computer may already have answered it.
    await page.waitForFunction(() => /play=3(\.\d+)?(&|$)/.test(location.hash));
    assert.deepEqual(errors, []);
  });

  fullIt('lets the computer press first, with the opening that wins', async () => {
    const { page, errors } = await app.open('#/thirty-one?first=computer');
    await page.getByTestId('status').filter({ hasText: 'You to press' }).waitFor();
    // From 0 on the standard keypad, 9 and 3 are the winning openings.
    assert.match(await page.getByTestId('total').innerText(), /^[93]$/);
    assert.match(new URL(page.url()).hash, /play=\d(&|$)/);
    assert.equal(
      await page.getByRole('checkbox', { name: 'Computer presses first' }).isChecked(),
      true,
    );
    assert.deepEqual(errors, []);
  });

  slowIt(
    'the computer presses first on the largest keypad and limit, its move proven',
    async () => {
      const { page, errors } = await app.open(
        '#/thirty-one?first=computer&keys=12345-67891-23456-78912-34567&limit=1000000',
      );
      await page.getByTestId('status').filter({ hasText: 'You to press' }).waitFor();
      assert.match(
        (await page.getByTestId('computer-move').textContent()) ?? '',
        /^The computer’s move is proven perfect play: /,
      );
      assert.deepEqual(errors, []);
    },
  );

  fullIt('is played from the keyboard', async () => {
    const { page, errors } = await app.open('#/thirty-one?vs=person');
    await page.locator('.keypad button').first().focus();
    await page.keyboard.press('9');
    await page.waitForFunction(() => window.location.hash.includes('play=3'));
    await page.keyboard.press('3');
    await page.getByTestId('total').filter({ hasText: '12' }).waitFor();
    assert.deepEqual(errors, []);
  });
});

describe('31: links and the keyboard', () => {
  const app = useApp();

  // Each refusal in test:slow; in `pnpm test`, a move and a setting.
  const refusals = [
    ['play=5.5.5', /move 2: key 5 \(row 2, column 2\) is not a legal move/i],
    // A link written before keys were counted from 1.
    ['moves=0.8', /move 2: key 3 \(row 3, column 3\) is not a legal move/i],
    ['vs=robot', /link's vs=robot is not understood: vs is “person” or “computer”/],
    ['start=40', /starting total 40 is already past the limit 30/i],
    ['limit=1e8', /the limit 100,000,000 is too large to solve in a browser/i],
    ['limit=abc', /the limit must be a whole number of 0 or more, got “abc”/i],
  ] as const;
  for (const [query, wrong] of slow ? refusals : [refusals[0], refusals[2]]) {
    fullIt(`refuses the link ${query}, saying what is wrong`, async () => {
      const { page, errors } = await app.open(`#/thirty-one?${query}`);
      assert.match(await refusalText(page), wrong);
      assert.equal(await page.getByTestId('status').count(), 0, 'no game is shown');
      await page.getByRole('button', { name: 'Start a standard game' }).click();
      await page.getByTestId('total').filter({ hasText: '0' }).waitFor();
      assert.deepEqual(errors, []);
    });
  }

  fullIt('writes large limits with separators in its rules', async () => {
    const { page, errors } = await app.open('#/thirty-one?limit=1000000&vs=person');
    await page
      .getByText('The total must not pass 1,000,000: whoever takes it to 1,000,001')
      .waitFor();
    await page.getByTestId('total').filter({ hasText: '0' }).waitFor();
    assert.match((await page.locator('.total').textContent()) ?? '', /\/ 1,000,000/);
    assert.deepEqual(errors, []);
  });

  fullIt('refuses a limit too large in the set-up form too', async () => {
    const { page, errors } = await app.open('#/thirty-one');
    await settled(page);
    await page.getByLabel('Limit').fill('100000000');
    await page.getByRole('button', { name: 'New game' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.match((await alert.textContent()) ?? '', /too large to solve in a browser/);
    assert.doesNotMatch(new URL(page.url()).hash, /limit=/);
    assert.deepEqual(errors, []);
  });

  fullIt('keeps the focus on the keypad after each move against the computer', async () => {
    const { page, errors } = await app.open('#/thirty-one');
    const status = page.getByTestId('status');
    await status.filter({ hasText: 'You to press' }).waitFor();
    await page.locator('.keypad button').first().focus();
    await page.keyboard.press('9');
    await page.waitForFunction(() => /play=3\.\d/.test(window.location.hash));
    await status.filter({ hasText: 'You to press' }).waitFor();
    const inKeypad = () => page.evaluate(() => document.activeElement?.closest('.keypad') !== null);
    assert.equal(await inKeypad(), true, 'the focus stays on the keypad');
    // The next digit presses its key at once: one of the keys legal now.
    const digit = await page.locator('.keypad button:not([disabled]) .digit').first().textContent();
    const before = new URL(page.url()).hash;
    await page.keyboard.press(digit ?? '');
    await page.waitForFunction((b) => window.location.hash !== b, before);
    await status.filter({ hasText: /You to press|Game over/ }).waitFor();
    assert.equal(await inKeypad(), true);
    // Tab goes to the next key, not back to the top of the page.
    await page.keyboard.press('Tab');
    assert.equal(await inKeypad(), true);
    assert.deepEqual(errors, []);
  });
});

describe('31: the value history and the keypad layout', () => {
  const app = useApp();

  fullIt(
    'labels moves, goes back to a position from its row, and stays while solving',
    async () => {
      const { page, errors } = await app.open('#/thirty-one?vs=person&moves=2.5.8');
      const chart = page.locator('.value-history svg');
      await chart.waitFor();
      // Count every moment the chart is missing from now on.
      await page.evaluate(() => {
        const w = window as unknown as { gone: number };
        w.gone = 0;
        new MutationObserver(() => {
          if (document.querySelector('.value-history') === null) w.gone++;
        }).observe(document.body, { childList: true, subtree: true });
      });
      assert.deepEqual(
        (await chart.locator('.ply').allTextContents()).map((t) => t.trim()),
        ['start', '1. 9', '2. 6', '3. 3'],
      );
      assert.ok((await chart.locator('.axis-label').count()) >= 4, 'a remoteness axis');
      await chart.getByRole('button', { name: /^1\. 9 \S+: go back to after move 1,/ }).click();
      await page.waitForFunction(() => /play=3(&|$)/.test(window.location.hash));
      assert.equal(await page.getByTestId('total').textContent(), '9');
      await page.getByRole('button', { name: 'Redo' }).click();
      assert.equal(await page.getByTestId('total').textContent(), '15');
      // A new limit starts a long solve: the chart of the same game is gone, but a move of the
      // same game keeps it on the page while the next position is valued.
      await page.locator('.keypad button:not([disabled])').first().click();
      await chart.locator('.ply').nth(3).waitFor();
      assert.equal(await page.evaluate(() => (window as unknown as { gone: number }).gone), 0);
      assert.deepEqual(errors, []);
    },
  );

  fullIt('fits the value of every key inside a keypad of five columns', async () => {
    const { page, errors } = await app.open(
      '#/thirty-one?keys=12345-67891-23456&values=on&limit=200',
    );
    await page.locator('.key.win, .key.lose').first().waitFor();
    const overflowing = await page
      .locator('.keypad .key')
      .evaluateAll(
        (keys) =>
          keys.filter(
            (k) => k.scrollWidth > k.clientWidth + 1 || k.scrollHeight > k.clientHeight + 1,
          ).length,
      );
    assert.equal(overflowing, 0);
    assert.deepEqual(errors, []);
  });
});
