import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { refusalText, useApp } from './harness.js';

describe('Galette toxique', () => {
  const app = useApp();

  it('takes a bite by clicking, and the value updates', async () => {
    const { page, errors, screenshot } = await app.open('#/galette?vs=person&values=on');
    const value = page.getByTestId('value');
    await value.filter({ hasText: 'Value *9' }).waitFor();
    // The one bite leaving value 0 wins.
    const winning = page.locator('.bite.win');
    assert.equal(await winning.count(), 1);
    await winning.click();
    await value.filter({ hasText: 'Value 0: the player to move loses' }).waitFor();
    assert.match((await page.getByTestId('status').textContent()) ?? '', /Player 2 to bite/);
    assert.equal(await page.locator('.portion.eaten').count(), 4);
    assert.match(new URL(page.url()).hash, /bites=1-0/);
    await screenshot('galette-after-bite');
    assert.deepEqual(errors, []);
  });

  it('cancels a long solve and stays responsive', async () => {
    // A 7×7 cake without poison takes the solver far longer than a person waits.
    const cake = Array.from({ length: 7 }, () => 'OOOOOOO').join('-');
    const { page, errors, screenshot } = await app.open(`#/galette?cake=${cake}`);
    // The Grundy solve's status (the remoteness search has one of its own, beside the chart).
    const status = page.getByRole('region', { name: 'Play' }).locator('.solve-status');
    await status.waitFor();
    // The bar is the share of the cake's bites whose value is settled, the text says so.
    await status.filter({ hasText: /possible bites settled.*parts searched/ }).waitFor();
    const text = (await status.textContent()) ?? '';
    const [, settled, bites] = /Solving: (\d+) of (\d+) possible bites settled/.exec(text) ?? [];
    assert.ok(Number(settled) <= Number(bites) && Number(bites) > 0, text);
    assert.doesNotMatch(text, /NaN|undefined|Error/);
    const bar = Number(await status.getByRole('progressbar').getAttribute('value'));
    assert.ok(bar >= 0 && bar < 1, `the bar is at ${bar}`);
    await screenshot('galette-long-solve');
    await status.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Solve again' }).waitFor();
    // The page answers at once: editing still works.
    await page.getByLabel('Edit the cake').check();
    await page.getByTestId('status').filter({ hasText: 'Editing' }).waitFor();
    assert.deepEqual(errors, []);
  });

  it('lets the computer bite first, and charts each cake with its remoteness', async () => {
    // A 4×5 cake, poisoned in a corner: its remoteness takes the search a moment.
    const { page, errors } = await app.open('#/galette?cake=VOOOO-OOOOO-OOOOO-OOOOO');
    await page.getByTestId('status').filter({ hasText: 'You to bite' }).waitFor();
    await page.getByLabel('Computer bites first').check();
    // The computer takes the first bite, then it is the person's turn.
    await page.getByTestId('status').filter({ hasText: 'You to bite' }).waitFor();
    assert.equal(await page.locator('.portion.eaten').count(), 4);
    assert.match(new URL(page.url()).hash, /first=computer/);
    assert.match(new URL(page.url()).hash, /bites=\d+-\d+/);
    // Well within the search's budget: every row gets a number.
    const chart = page.locator('.value-history svg');
    await chart.and(page.locator('[aria-label*="the game ending in"]')).waitFor();
    const remoteness = await chart.locator('.remoteness').allTextContents();
    assert.equal(remoteness.length, 2);
    assert.ok(
      remoteness.every((r) => /^\d+$/.test(r)),
      remoteness.join(' '),
    );
    // The computer takes the fastest win (or the slowest loss): its bite takes exactly one move
    // off the remoteness.
    assert.equal(Number(remoteness[1]) + 1, Number(remoteness[0]), remoteness.join(' '));
    assert.match((await chart.getAttribute('aria-label')) ?? '', /Now Computer is winning/);
    assert.deepEqual(errors, []);
  });

  it('fills the table of empty cakes progressively', async () => {
    const { page, errors } = await app.open('#/galette');
    await page.getByLabel('rows and columns').fill('4');
    await page.getByRole('button', { name: 'Fill the table' }).click();
    const table = page.getByTestId('cake-table');
    await table.waitFor();
    await page
      .getByRole('button', { name: 'Fill the table' })
      .and(page.locator(':not([disabled])'))
      .waitFor();
    const filled = await table
      .locator('td')
      .evaluateAll((cells) => cells.filter((c) => c.textContent !== '').length);
    assert.equal(filled, 9);
    assert.deepEqual(errors, []);
  });

  it('loads a GT.txt file and saves the cake back', async () => {
    // Against another person, so that nobody moves between loading and saving.
    const { page, errors } = await app.open('#/galette?vs=person');
    const file = '3 4 2\nVOOO\nOXXO\nOXXO\n';
    await page.getByLabel('Load GT.txt or GT.in').setInputFiles({
      name: 'GT.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(file),
    });
    await page.waitForFunction(() => window.location.hash.includes('cake=VOOO-OXXO-OXXO'));
    assert.equal(await page.locator('.portion.eaten').count(), 4);
    // J = 2 in the file: the second player is to move, and that is what gets saved back.
    assert.match(new URL(page.url()).hash, /[?&]j=2\b/);
    await page.getByTestId('status').filter({ hasText: 'Player 2 to bite' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save GT.txt' }).click();
    const saved = await download;
    assert.equal(saved.suggestedFilename(), 'GT.txt');
    const stream = await saved.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    assert.equal(Buffer.concat(chunks).toString(), '3 4 2\nVOOO\nOXXO\nOXXO\n');
    assert.deepEqual(errors, []);
  });

  it('keeps the focus on the cake after each bite, so Enter bites again', async () => {
    const { page, errors } = await app.open('#/galette?cake=VOOOOO-OOOOOO-OOOOOO-OOOOOO');
    const status = page.getByTestId('status');
    await status.filter({ hasText: 'You to bite' }).waitFor();
    await page.locator('.bite').first().focus();
    await page.keyboard.press('Enter');
    // The computer answers, then it is the person's turn again, the focus still on the cake.
    await page.waitForFunction(() => /bites=\d+-\d+\.\d+-\d+/.test(window.location.hash));
    await status.filter({ hasText: /You to bite|No bite left/ }).waitFor();
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active?.closest('.cake') !== null ? (active?.className ?? '') : 'outside';
      });
    assert.match(await focused(), /^(bite|cake)/);
    if ((await status.textContent())?.startsWith('You to bite') === true) {
      assert.match(await focused(), /^bite/);
      const before = new URL(page.url()).hash;
      await page.keyboard.press('Enter');
      await page.waitForFunction((b) => window.location.hash !== b, before);
      // Tab goes on from the cake, not back to the top of the page and through every bite.
      await page.keyboard.press('Tab');
      const onFromCake = await page.evaluate(() => {
        const cake = document.querySelector('.cake')!;
        const active = document.activeElement!;
        return (
          cake.contains(active) ||
          (cake.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
        );
      });
      assert.equal(onFromCake, true);
    }
    assert.deepEqual(errors, []);
  });

  it('finds the remoteness of an empty 6×6 cake', async () => {
    const cake = Array.from({ length: 6 }, () => 'OOOOOO').join('-');
    const { page, errors } = await app.open(`#/galette?vs=person&cake=${cake}`);
    const chart = page.locator('.value-history svg');
    await chart.and(page.locator('[aria-label*="the game ending in"]')).waitFor();
    // Perfect play lasts 21 bites: the first player wins (odd remoteness).
    assert.deepEqual(await chart.locator('.remoteness').allTextContents(), ['21']);
    assert.deepEqual(errors, []);
  });

  it('says why remoteness is not found for a cake larger than 6×6', async () => {
    const cake = Array.from({ length: 7 }, (_, r) => (r === 0 ? 'VOOOOOO' : 'OOOOOOO')).join('-');
    const { page, errors } = await app.open(`#/galette?vs=person&cake=${cake}`);
    const note = page.getByTestId('remoteness-note');
    await note.waitFor();
    assert.match((await note.textContent()) ?? '', /Remoteness cannot be split that way/);
    assert.deepEqual(errors, []);
  });

  for (const [query, wrong] of [
    ['cake=OOO-OOO&bites=0-0.0-0', /bite 2 \(row 1, column 1\) cannot be taken/i],
    ['vs=robot', /vs=robot is not understood: vs is “person” or “computer”/i],
  ] as const) {
    it(`refuses the link ${query}, saying what is wrong`, async () => {
      const { page, errors } = await app.open(`#/galette?${query}`);
      assert.match(await refusalText(page), wrong);
      assert.deepEqual(errors, []);
    });
  }
});
