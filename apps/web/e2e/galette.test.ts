import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fullIt, refusalText, settled, slow, slowIt, useApp } from './harness.js';
import { checkPage } from './page-checks.js';

checkPage({
  name: 'galette',
  route: '#/galette',
  full: '?values=on&vs=person&play=2-3',
  ready: async (page) => page.locator('.bite-value').first().waitFor(),
  valueHistory: true,
});

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
    // Links count rows and columns from 1, as the page does.
    assert.match(new URL(page.url()).hash, /play=2-1/);
    await screenshot('galette-after-bite');
    assert.deepEqual(errors, []);
  });

  fullIt('cancels a long solve and stays responsive', async () => {
    // A 7×7 cake without poison takes the solver far longer than a person waits.
    const cake = Array.from({ length: 7 }, () => 'OOOOOOO').join('-');
    const { page, errors, screenshot } = await app.open(`#/galette?cake=${cake}`);
    // One progress box on the page, for the solve of the values.
    const status = page.locator('.solve-status');
    await status.waitFor();
    // The bar is the share of the package's estimate of the parts to search, the text says so.
    await status.filter({ hasText: /of about [\d,]+ parts of the cake searched/ }).waitFor();
    assert.equal(await status.count(), 1);
    const text = (await status.textContent()) ?? '';
    const [, done, about] = /([\d,]+) of about ([\d,]+) parts/.exec(text) ?? [];
    const parts = (n: string | undefined) => Number(n?.replaceAll(',', ''));
    assert.ok(parts(about) > 0 && parts(done) >= 0, text);
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

  fullIt('lets the computer bite first, and charts each cake with its remoteness', async () => {
    // A 4×5 cake, poisoned in a corner: its remoteness takes the search a moment.
    const { page, errors } = await app.open('#/galette?cake=VOOOO-OOOOO-OOOOO-OOOOO');
    await page.getByTestId('status').filter({ hasText: 'You to bite' }).waitFor();
    await page.getByLabel('Computer bites first').check();
    // The computer takes the first bite, then it is the person's turn.
    await page.getByTestId('status').filter({ hasText: 'You to bite' }).waitFor();
    assert.equal(await page.locator('.portion.eaten').count(), 4);
    assert.match(new URL(page.url()).hash, /first=computer/);
    assert.match(new URL(page.url()).hash, /play=\d+-\d+/);
    // Well within the search's budget: every row gets a number.
    const chart = page.locator('.value-history svg');
    await chart.and(page.locator('[aria-label*="the game ending in"]')).waitFor();
    const remoteness = await chart.locator('.remoteness').allTextContents();
    assert.equal(remoteness.length, 2);
    assert.ok(
      remoteness.every((r) => /^\d+$/.test(r)),
      remoteness.join(' '),
    );
    // The computer takes the fastest win when its budget let it rank every winning bite (the
    // bite then takes exactly one move off the remoteness), else a winning bite, and says which.
    const note = (await page.getByTestId('computer-move').textContent()) ?? '';
    assert.match(
      note,
      /^The computer’s move is proven perfect play: (the fastest win|a winning move)\./,
    );
    if (note.includes('the fastest win')) {
      assert.equal(Number(remoteness[1]) + 1, Number(remoteness[0]), remoteness.join(' '));
    }
    assert.match((await chart.getAttribute('aria-label')) ?? '', /Now Computer is winning/);
    assert.deepEqual(errors, []);
  });

  fullIt('the computer bites a 12×12 cake in time, saying whether its bite is proven', async () => {
    const cake = Array.from({ length: 12 }, (_, r) => (r === 0 ? 'V' : 'O') + 'O'.repeat(11));
    const { page, errors } = await app.open(`#/galette?first=computer&cake=${cake.join('-')}`);
    // The values of a cake this large take far longer than the computer's budget: it bites
    // anyway, and says whether the bite is proven or a guess.
    await page.getByTestId('status').filter({ hasText: 'You to bite' }).waitFor();
    assert.equal(await page.locator('.portion.eaten').count(), 4);
    const note = (await page.getByTestId('computer-move').textContent()) ?? '';
    assert.match(note, /^The computer’s move is (proven perfect play|a guess, not proven): /);
    // One progress box: the values' solve, without an estimate for a poisoned cake: an
    // indeterminate bar with the parts searched, the time and the rate.
    const status = page.locator('.solve-status');
    await status.filter({ hasText: /parts of the cake searched in \d+/ }).waitFor();
    assert.equal(await status.count(), 1);
    assert.equal(await status.getByRole('progressbar').getAttribute('value'), null);
    assert.deepEqual(errors, []);
  });

  slowIt(
    'the computer bites a 20×20 cake, the largest, proven by symmetry, and play goes on',
    async () => {
      const cake = Array.from({ length: 20 }, () => 'O'.repeat(20)).join('-');
      const { page, errors } = await app.open(`#/galette?first=computer&cake=${cake}`);
      const status = page.getByTestId('status');
      const note = page.getByTestId('computer-move');
      // No bite of a cake this large is valued in time; the centre bite wins by symmetry (each bite
      // answered by its mirror image), which the computer's guess finds however busy the machine.
      const bySymmetry =
        'The computer’s move is proven perfect play: a win by symmetry: every bite after it can be answered by its mirror image.';
      await status.filter({ hasText: 'You to bite' }).waitFor();
      assert.equal(await page.locator('.portion.eaten').count(), 4);
      assert.match(new URL(page.url()).hash, /play=10-10(&|$)/);
      assert.equal(await note.textContent(), bySymmetry);
      // The person bites a corner; the computer answers with its mirror image, and it is the
      // person's turn again.
      await page.locator('.bite').first().click();
      await page.waitForFunction(() => /play=10-10\.1-1\.19-19(&|$)/.test(location.hash));
      await status.filter({ hasText: 'You to bite' }).waitFor();
      assert.equal(await note.textContent(), bySymmetry);
      assert.equal(await page.locator('.portion.eaten').count(), 12);
      assert.ok((await page.locator('.bite').count()) > 0);
      assert.deepEqual(errors, []);
    },
  );

  fullIt('fills the table of empty cakes progressively', async () => {
    const { page, errors } = await app.open('#/galette');
    await settled(page);
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

  fullIt('loads a GT.txt file and saves the cake back', async () => {
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

  fullIt(
    'keeps the game when a loaded file holds a cake too large for the page, saying so',
    async () => {
      const { page, errors } = await app.open('#/galette?vs=person');
      await page.locator('.bite').first().click();
      await page.waitForFunction(() => window.location.hash.includes('play='));
      const game = new URL(page.url()).hash;
      await page.getByLabel('Load GT.txt or GT.in').setInputFiles({
        name: 'GT.in',
        mimeType: 'text/plain',
        buffer: Buffer.from('30 30 1\n1 1\n'),
      });
      const alert = page.getByRole('alert');
      await alert.waitFor();
      assert.match(
        (await alert.textContent()) ?? '',
        /^GT\.in: A cake has at most 20 rows and 20 columns here, got 30×30/,
      );
      assert.equal(new URL(page.url()).hash, game);
      assert.equal(await page.getByRole('heading', { name: 'Galette toxique' }).count(), 1);
      assert.ok((await page.locator('.bite').count()) > 0, 'the game is still on the page');
      assert.deepEqual(errors, []);
    },
  );

  fullIt('says what is wrong with a cleared size, with no error in the console', async () => {
    const { page, errors } = await app.open('#/galette');
    await settled(page);
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'New cake' }) });
    await form.getByLabel('Rows').fill('');
    await form.getByLabel('Columns').fill('');
    await form.getByRole('button', { name: 'New cake' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Rows: give a whole number from 2 to 20' })
      .waitFor();
    await form.getByLabel('Rows').fill('4');
    await form.getByLabel('Columns').fill('4');
    await form.getByRole('button', { name: 'New cake' }).click();
    await page.waitForFunction(() => window.location.hash.includes('cake=VOOO-OOOO-OOOO-OOOO'));
    assert.equal(await page.getByRole('alert').count(), 0);
    assert.deepEqual(errors, []);
  });

  fullIt('keeps the focus on the cake after each bite, so Enter bites again', async () => {
    const { page, errors } = await app.open('#/galette?cake=VOOOOO-OOOOOO-OOOOOO-OOOOOO');
    const status = page.getByTestId('status');
    await status.filter({ hasText: 'You to bite' }).waitFor();
    await page.locator('.bite').first().focus();
    await page.keyboard.press('Enter');
    // The computer answers, then it is the person's turn again, the focus still on the cake.
    await page.waitForFunction(() => /play=\d+-\d+\.\d+-\d+/.test(window.location.hash));
    await status.filter({ hasText: /You to bite|No bite left/ }).waitFor();
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active?.closest('.game-board') !== null ? (active?.className ?? '') : 'outside';
      });
    assert.match(await focused(), /^(bite|game-board)/);
    if ((await status.textContent())?.startsWith('You to bite') === true) {
      assert.match(await focused(), /^bite/);
      const before = new URL(page.url()).hash;
      await page.keyboard.press('Enter');
      await page.waitForFunction((b) => window.location.hash !== b, before);
      // Tab goes on from the cake, not back to the top of the page and through every bite.
      await page.keyboard.press('Tab');
      const onFromCake = await page.evaluate(() => {
        // The board: the cake with its frame, which holds the focus while the computer bites.
        const cake = document.querySelector('.game-board')!;
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

  // The largest empty cake the note says the budget covers, in test:slow: `pnpm test` charts the
  // remoteness of a 4×5 cake (the computer's first bite, above) on the same path.
  slowIt('finds the remoteness of an empty 6×6 cake', async () => {
    const cake = Array.from({ length: 6 }, () => 'OOOOOO').join('-');
    const { page, errors } = await app.open(`#/galette?vs=person&cake=${cake}`);
    const chart = page.locator('.value-history svg');
    await chart.and(page.locator('[aria-label*="the game ending in"]')).waitFor();
    // Perfect play lasts 21 bites: the first player wins (odd remoteness).
    assert.deepEqual(await chart.locator('.remoteness').allTextContents(), ['21']);
    assert.deepEqual(errors, []);
  });

  fullIt('says which cakes get remoteness when a larger one does not', async () => {
    // 6×6 with a poisoned corner: a cake the note lists as getting none, cheaper to solve than 7×7.
    const cake = Array.from({ length: 6 }, (_, r) => (r === 0 ? 'VOOOOO' : 'OOOOOO')).join('-');
    const { page, errors } = await app.open(`#/galette?vs=person&cake=${cake}`);
    const note = page.getByTestId('remoteness-note');
    await note.waitFor();
    const text = (await note.textContent()) ?? '';
    assert.match(text, /^No remoteness \(—\) for any position so far\. /);
    assert.match(text, /That finds it from the start for these cakes, measured: empty 6×6/);
    assert.match(text, /not for 6×6, 5×7, 4×9 or 3×12 with a poisoned corner/);
    assert.deepEqual(errors, []);
  });

  fullIt("shows each bite's outcome and remoteness where it is known", async () => {
    const { page, errors } = await app.open('#/galette?vs=person&values=on&cake=VOOO-OOOO-OOOO');
    const winning = page.locator('.bite.win');
    await winning.first().waitFor();
    assert.match((await winning.first().textContent()) ?? '', /wins in \d+$/);
    assert.match((await page.locator('.bite.lose').first().textContent()) ?? '', /loses in \d+$/);
    assert.match((await winning.first().getAttribute('aria-label')) ?? '', /wins in \d+ bites?$/);
    assert.deepEqual(errors, []);
  });

  // Each refusal in test:slow; in `pnpm test`, a move and a size.
  const refusals = [
    ['cake=OOO-OOO&play=1-1.1-1', /move 2: the bite at row 1, column 1 is not a legal move/i],
    // A link written before bites were counted from 1.
    ['cake=OOO-OOO&bites=0-0.0-0', /move 2: the bite at row 1, column 1 is not a legal move/i],
    ['vs=robot', /link's vs=robot is not understood: vs is “person” or “computer”/],
    ['cake=OOOOO', /a cake of 1 row and 5 columns has no room for a 2×2 bite/i],
    [`cake=${'O'.repeat(50)}-${'O'.repeat(50)}`, /at most 20 rows and 20 columns here, got 2×50/],
  ] as const;
  for (const [query, wrong] of slow ? refusals : [refusals[0], refusals[3]]) {
    fullIt(`refuses the link ${query}, saying what is wrong`, async () => {
      const { page, errors } = await app.open(`#/galette?${query}`);
      assert.match(await refusalText(page), wrong);
      assert.deepEqual(errors, []);
    });
  }
});
