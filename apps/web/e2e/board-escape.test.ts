import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fullIt, refusalText, settled, slow, slowIt, useApp } from './harness.js';
import { checkPage } from './page-checks.js';

checkPage({
  name: 'board-escape',
  route: '#/board-escape',
  full: '?values=on',
  ready: async (page) => page.getByTestId('status').waitFor(),
  valueHistory: true,
});

describe('BoardEscape', () => {
  const app = useApp();

  it('shows the BoardEscape winner and plays the winning move when values are shown', async () => {
    const { page, errors } = await app.open('#/board-escape?vs=person');
    const status = page.getByTestId('status');
    await status.filter({ hasText: 'Alice to move' }).waitFor();
    // Values are hidden until asked for, as on the other game pages.
    await page.locator('.value-history svg').waitFor();
    assert.equal(await page.getByTestId('winning-move').count(), 0);
    assert.equal(await page.getByTestId('value').count(), 0);
    await page.getByLabel('Show values').check();
    await page.getByTestId('value').filter({ hasText: 'Grundy value' }).waitFor();
    assert.match((await page.getByTestId('value').textContent()) ?? '', /Alice can force a win/);
    await page
      .getByTestId('winning-move')
      .filter({ hasText: 'Winning move (wins in 13 moves)' })
      .waitFor();
    await page.getByRole('button', { name: 'Play the winning move' }).click();
    await status.filter({ hasText: 'Bob to move' }).waitFor();
    assert.match(new URL(page.url()).hash, /play=1u/);
    // The value history gives each position's remoteness, the winner hurrying to the end.
    const chart = page.locator('.value-history svg');
    await chart.and(page.locator('[aria-label*="the game ending in 12 moves"]')).waitFor();
    assert.deepEqual(await chart.locator('.remoteness').allTextContents(), ['13', '12']);
    assert.deepEqual(errors, []);
  });

  fullIt(
    'plays against the computer by default: a token, then a direction or an arrow key',
    async () => {
      // The computer moves second; the person (Alice's side) wins from the start.
      const { page, errors, screenshot } = await app.open('#/board-escape?k=5');
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
      assert.match(new URL(page.url()).hash, /play=1u/);
      // The computer answers by itself, then it is the person's turn again.
      await page.waitForFunction(() => /play=1u\.1[udlr]/.test(window.location.hash));
      await status.filter({ hasText: /You to move|No move left/ }).waitFor();
      // Arrow keys move the chosen token too, and the focus stays on the board.
      if ((await status.textContent())?.startsWith('You to move') === true) {
        const before = new URL(page.url()).hash;
        const cell = page.locator('.escape-cell.movable').first();
        await cell.click();
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
        await status.filter({ hasText: /You to move|No move left/ }).waitFor();
        const onBoard = await page.evaluate(
          () => document.activeElement?.closest('.game-board') !== null,
        );
        assert.equal(onBoard, true, 'the focus stays on the board');
      }
      await screenshot('board-escape-vs-computer');
      assert.deepEqual(errors, []);
    },
  );

  fullIt('the computer wins as fast as it can', async () => {
    // The computer moves first and wins: the value history ends when the remoteness says.
    const { page, errors } = await app.open('#/board-escape?first=computer');
    const chart = page.locator('.value-history svg');
    await page.getByTestId('status').filter({ hasText: 'You to move' }).waitFor();
    await chart.locator('[data-ply="1"] .remoteness').filter({ hasText: /^\d+$/ }).waitFor();
    const [start, after] = await chart.locator('.remoteness').allTextContents();
    // The computer's move took exactly one move off the remoteness: the fastest win.
    assert.equal(Number(after), Number(start) - 1);
    assert.deepEqual(errors, []);
  });

  slowIt(
    'the computer moves on the largest board, 50×50 cells of tokens with k = 10⁹',
    async () => {
      const row = 'T'.repeat(49) + 'E';
      const board = Array.from({ length: 50 }, () => row).join('-');
      const { page, errors } = await app.open(
        `#/board-escape?first=computer&k=1000000000&board=${board}`,
      );
      await page.getByTestId('status').filter({ hasText: 'You to move' }).waitFor();
      assert.match(new URL(page.url()).hash, /play=\d+[udlr]/);
      assert.match(
        (await page.getByTestId('computer-move').textContent()) ?? '',
        /^The computer’s move is (proven perfect play|a guess, not proven): /,
      );
      assert.deepEqual(errors, []);
    },
  );

  fullIt('shortens huge counters to fit their cells, the full number in the title', async () => {
    const { page, errors } = await app.open('#/board-escape?board=TT.-...-..E&k=999999999');
    const tokens = page.locator('.escape-board .token');
    await tokens.first().waitFor();
    assert.equal(await tokens.first().textContent(), '999M');
    assert.equal(await tokens.first().getAttribute('title'), '999,999,999');
    const overflowing = await page
      .locator('.escape-board .escape-cell, .escape-board .token')
      .evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth + 1).length);
    assert.equal(overflowing, 0);
    assert.deepEqual(errors, []);
  });

  fullIt('fits 1e9 in the cells of a 24-column board on a phone', async () => {
    const row = 'T'.repeat(12) + '.'.repeat(11) + 'E';
    const { page, errors } = await app.open(`#/board-escape?board=${row}-${row}&k=1000000000`);
    await page.setViewportSize({ width: 360, height: 740 });
    const tokens = page.locator('.escape-board .token');
    await tokens.first().waitFor();
    assert.equal(await tokens.first().textContent(), '1e9');
    const overflowing = await page
      .locator('.escape-board .escape-cell, .escape-board .token')
      .evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth + 1).length);
    assert.equal(overflowing, 0);
    assert.deepEqual(errors, []);
  });

  // Each refusal in test:slow; in `pnpm test`, a move and a board.
  const refusals = [
    // A link written before tokens were counted from 1: the token at row 3, column 3 goes up
    // twice, then cannot go up a third time.
    ['moves=0u.0u.0u.0u.0u', /move 3: moving the token at row 1, column 3 up is not a legal move/i],
    ['board=XYZ', /row 1, column 1: expected a cell: .*found "X"/i],
    ['board=TT-T', /row 2, column 2: expected a row of 2 cells/i],
    ['vs=robot', /link's vs=robot is not understood/],
  ] as const;
  for (const [query, wrong] of slow ? refusals : refusals.slice(0, 2)) {
    fullIt(`refuses the link ${query}, counting from 1`, async () => {
      const { page, errors } = await app.open(`#/board-escape?${query}`);
      assert.match(await refusalText(page), wrong);
      assert.deepEqual(errors, []);
    });
  }

  fullIt("counts from 1 in the board editor's messages", async () => {
    const { page, errors } = await app.open('#/board-escape?vs=person');
    await settled(page);
    await page.getByLabel(/^Rows/).fill('TTX');
    await page.getByRole('button', { name: 'Apply' }).click();
    assert.match(await refusalText(page), /row 1, column 3: expected a cell: .*found "X"/i);
    assert.deepEqual(errors, []);
  });
});
