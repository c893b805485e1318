import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SeededRandom } from '@cgkit/core-search';
import { isEdge } from '@cgkit/masyu';
import type { Page } from 'playwright-core';
import { fullIt, slowIt, useApp } from './harness.js';
import { checkPage } from './page-checks.js';

/** The example puzzle the page opens with, as a Pearl game id. */
const DEFAULT_PUZZLE = '10x10:aWjWbBaWWcWWcWcWWbBlWaWaWaWbWaWaWWbWBaWlWaBWaBaWbWh';

/**
 * Generates a puzzle of a size (and difficulty) with the page's form and waits for it to be
 * shown: generation from a random seed takes seconds, more on a busy machine.
 */
async function generate(
  page: Page,
  rows: number,
  cols: number,
  { difficulty }: { difficulty?: string } = {},
): Promise<void> {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Generate' }) });
  await form.getByLabel('Rows').fill(String(rows));
  await form.getByLabel('Columns').fill(String(cols));
  if (difficulty !== undefined) await form.getByLabel('Difficulty').selectOption(difficulty);
  await form.getByRole('button', { name: 'Generate' }).click();
  const size = `p=${rows}x${cols}`;
  await page.waitForFunction((s) => window.location.hash.includes(s), size);
}

/** Switches to the answer and asks for it (a deliberate step: play is the default). */
async function revealAnswer(page: Page): Promise<void> {
  await page.getByLabel('Answer').check();
  await page.getByRole('button', { name: 'Reveal the answer' }).click();
}

/** The edges drawn, and crossed out, on the board. */
async function drawn(page: Page): Promise<{ lines: number; crosses: number }> {
  return {
    lines: await page.locator('.masyu-board .loop').count(),
    crosses: await page.locator('.masyu-board .cross').count(),
  };
}

/**
 * The centre of an edge's gap on the page, in CSS pixels, halfway between its two cells' centres
 * (the board finds a click's gap from where it lands); the page is scrolled to show it first.
 */
async function edgeCentre(page: Page, edge: number): Promise<{ x: number; y: number }> {
  return page.locator('.masyu-board').evaluate((board, edge) => {
    const cols = Number(board.getAttribute('viewBox')!.split(' ')[2]) / 36;
    const [row, col] = [Math.floor(edge / 2 / cols), Math.floor(edge / 2) % cols];
    // In cells from the board's top-left corner: the wall to the right of the cell, or below it.
    const [x, y] = edge % 2 === 0 ? [col + 1, row + 0.5] : [col + 0.5, row + 1];
    let box = board.getBoundingClientRect();
    const top = box.top + (y * box.width) / cols;
    if (top < 0 || top > window.innerHeight) {
      window.scrollBy(0, top - window.innerHeight / 2);
      box = board.getBoundingClientRect();
    }
    return { x: box.left + (x * box.width) / cols, y: box.top + (y * box.width) / cols };
  }, edge);
}

/** Clicks an edge's gap (a right-click with `button: 'right'`). */
async function clickEdge(page: Page, edge: number | string, options: { button?: 'right' } = {}) {
  const { x, y } = await edgeCentre(page, Number(edge));
  await page.mouse.click(x, y, options);
}

/**
 * Waits until the link carries every mark on the board: the page writes it once idle, after the
 * frame that shows a mark. Compares the lines and crosses the link's `loop` and `crossed` bits
 * count with those drawn.
 */
async function linkSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const hash = window.location.hash;
    const params = new URLSearchParams(hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '');
    const counts = [0, 0];
    for (const [k, name] of ['loop', 'crossed'].entries()) {
      for (const char of params.get(name) ?? '') {
        for (let value = digits.indexOf(char); value > 0; value >>= 1) counts[k]! += value & 1;
      }
    }
    const board = document.querySelector('.masyu-board')!;
    return (
      counts[0] === board.querySelectorAll('.loop').length &&
      counts[1] === board.querySelectorAll('.cross').length
    );
  });
}

/** The segments drawn, each as its two cells `[row, col]` in board units (from the SVG). */
async function segments(page: Page): Promise<string[]> {
  const lines = await page
    .locator('.masyu-board .loop')
    .evaluateAll((all) => all.map((l) => ['x1', 'y1', 'x2', 'y2'].map((a) => l.getAttribute(a))));
  const cell = (x: string | null, y: string | null): string =>
    `${Math.floor(Number(y) / 36)},${Math.floor(Number(x) / 36)}`;
  return lines.map(([x1, y1, x2, y2]) => [cell(x1!, y1!), cell(x2!, y2!)].sort().join('-')).sort();
}

/** The segments between each two side-neighbours of a path of cells `[row, col]`. */
function along(path: readonly (readonly [number, number])[]): string[] {
  return path
    .slice(1)
    .map((to, i) => [`${path[i]![0]},${path[i]![1]}`, `${to[0]},${to[1]}`].sort().join('-'))
    .sort();
}

/** A path of cells along a row, then down a column. */
function rowThenColumn(row: number, from: number, to: number, down: number): [number, number][] {
  const path: [number, number][] = [];
  for (let col = from; col <= to; col++) path.push([row, col]);
  for (let r = row + 1; r <= down; r++) path.push([r, to]);
  return path;
}

checkPage({
  name: 'masyu',
  route: '#/masyu',
  full: '',
  ready: async (page) => page.getByTestId('difficulty').waitFor(),
});

describe('Masyu', () => {
  const app = useApp();

  it('solves a pasted puzz.link puzzle, and checks the loop drawn by clicking', async () => {
    const { page, errors, screenshot } = await app.open('#/masyu');
    await page
      .getByRole('textbox', { name: /^A puzz\.link URL/ })
      .fill('https://puzz.link/p?mashu/6/6/1063000i3000');
    await page.getByRole('button', { name: 'Load' }).click();
    await revealAnswer(page);
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
      .filter({ hasText: `No mistake so far: 0 of the loop's ${edges.length} segments drawn.` })
      .waitFor();
    for (const edge of edges.slice(0, -1)) {
      await clickEdge(page, edge!);
    }
    assert.equal(await page.getByTestId('solved').count(), 0);
    // The last segment closes the loop: the page says so without being asked.
    await clickEdge(page, edges.at(-1)!);
    await page.getByTestId('solved').filter({ hasText: 'Solved!' }).waitFor();
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByTestId('check').filter({ hasText: 'Solved' }).waitFor();
    await screenshot('masyu-checked');

    // The drawn loop is part of the link.
    await linkSettled(page);
    const shared = await app.open(new URL(page.url()).hash);
    await shared.page.getByTestId('solved').waitFor();
    assert.deepEqual([...errors, ...shared.errors], []);
  });

  fullIt(
    'checks by pointing at the first wrong segment only, and undoes and redoes marks',
    async () => {
      const url = 'https://puzz.link/p?mashu/6/6/1063000i3000';
      const { page, errors } = await app.open(`#/masyu?p=${encodeURIComponent(url)}`);
      await revealAnswer(page);
      await page.getByTestId('verdict').filter({ hasText: 'unique' }).waitFor();
      const onLoop = new Set(
        await page
          .locator('.masyu-board .loop')
          .evaluateAll((lines) => lines.map((l) => l.getAttribute('data-edge'))),
      );
      await page.getByLabel('Play').check();
      const targets = Array.from({ length: 2 * 36 }, (_, edge) => edge)
        .filter((edge) => isEdge(6, 6, edge))
        .map(String);
      const right = targets.filter((e) => onLoop.has(e));
      const wrong = targets.filter((e) => !onLoop.has(e));
      // One right segment, then two wrong ones: Check names the first wrong one (in grid order).
      for (const edge of [right[0], wrong[3], wrong[1]]) await clickEdge(page, edge!);
      assert.equal(await page.locator('.masyu-board .loop').count(), 3);
      await page.getByRole('button', { name: 'Check' }).click();
      const check = page.getByTestId('check');
      await check.waitFor();
      assert.match(
        (await check.textContent()) ?? '',
        /^The segment from row \d, column \d to row \d, column \d is drawn, but the loop does not pass there\.$/,
      );
      assert.equal(await page.locator('.masyu-cell.marked').count(), 2);
      assert.equal(await page.locator('.hint-erase').getAttribute('data-edge'), wrong[1]);

      // Undo takes back one segment at a time, Redo puts it back.
      const undo = page.getByRole('button', { name: 'Undo' });
      await undo.click();
      await undo.click();
      assert.equal(await page.locator('.masyu-board .loop').count(), 1);
      assert.equal(await check.count(), 0, 'a change of marks clears the old Check');
      await page.getByRole('button', { name: 'Redo' }).click();
      assert.equal(await page.locator('.masyu-board .loop').count(), 2);
      // A drag across cells draws several segments and is a single step to undo.
      const box = (await page.locator('.masyu-board').boundingBox())!;
      const cell = box.width / 6;
      await page.mouse.move(box.x + cell * 0.5, box.y + cell * 5.5);
      await page.mouse.down();
      await page.mouse.move(box.x + cell * 1.5, box.y + cell * 5.5, { steps: 4 });
      await page.mouse.move(box.x + cell * 2.5, box.y + cell * 5.5, { steps: 4 });
      await page.mouse.up();
      const afterDrag = await page.locator('.masyu-board .loop').count();
      assert.ok(afterDrag >= 3, `after the drag ${afterDrag}`);
      await undo.click();
      assert.equal(await page.locator('.masyu-board .loop').count(), 2);
      assert.deepEqual(errors, []);
    },
  );

  fullIt(
    'keeps every mark of a quick series in the link, written once the page is idle',
    async () => {
      const { page, errors } = await app.open(`#/masyu?p=${encodeURIComponent(DEFAULT_PUZZLE)}`);
      // Clicks and a right-click one after the other, with no wait, then a drag across a row.
      for (const edge of [0, 2, 4, 1]) await clickEdge(page, edge);
      await clickEdge(page, 2);
      await clickEdge(page, 41, { button: 'right' });
      const box = (await page.locator('.masyu-board').boundingBox())!;
      const cell = box.width / 10;
      await page.mouse.move(box.x + cell * 0.5, box.y + cell * 9.5);
      await page.mouse.down();
      await page.mouse.move(box.x + cell * 4.5, box.y + cell * 9.5, { steps: 8 });
      await page.mouse.up();
      const board = { ...(await drawn(page)), segments: await segments(page) };
      // Gaps 0, 4 and 1 and the drag's four are lines, gap 2 a cross (clicked twice), 41 a cross.
      assert.deepEqual([board.lines, board.crosses], [7, 2]);
      await linkSettled(page);
      await page.reload();
      await page.locator('.masyu-board .loop').first().waitFor({ state: 'attached' });
      assert.deepEqual({ ...(await drawn(page)), segments: await segments(page) }, board);
      assert.deepEqual(errors, []);
    },
  );

  fullIt('keeps a mark when the mode changes in the frame of its click', async () => {
    const { page, errors } = await app.open(`#/masyu?p=${encodeURIComponent(DEFAULT_PUZZLE)}`);
    const { x, y } = await edgeCentre(page, 0);
    // The click and the change of mode in one task of the page, so no frame is painted between
    // them: the mark is drawn but not yet settled into the page's state when the mode changes.
    await page.evaluate(
      ({ x, y }) => {
        const board = document.querySelector('.masyu-board')!;
        board.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: x, clientY: y }));
        const labels = [...document.querySelectorAll('label.toggle')];
        labels
          .find((label) => label.textContent === 'Answer')!
          .querySelector('input')!
          .click();
      },
      { x, y },
    );
    assert.equal(await page.getByLabel('Answer').isChecked(), true);
    await page.getByLabel('Play').check();
    await page.locator('.masyu-board .loop').first().waitFor({ state: 'attached' });
    assert.equal((await drawn(page)).lines, 1);
    assert.deepEqual(errors, []);
  });

  slowIt('draws every gap a fast swipe crosses, on a large board and on a phone', async () => {
    const grid = Array.from({ length: 40 }, () => '.'.repeat(40)).join('\n');
    const { page, errors } = await app.open(`#/masyu?p=${encodeURIComponent(grid)}`);
    await page.getByRole('button', { name: 'Fit' }).click();
    const box = (await page.locator('.masyu-board').boundingBox())!;
    const cell = box.width / 40;
    const at = (row: number, col: number) => ({
      x: box.x + (col + 0.5) * cell,
      y: box.y + (row + 0.5) * cell,
    });
    // Three reports along 36 cells of a row, then one jump down 11 cells: each report skips
    // cells, and every gap between them is drawn.
    await page.mouse.move(at(3, 2).x, at(3, 2).y);
    await page.mouse.down();
    for (const col of [14, 26, 38]) await page.mouse.move(at(3, col).x, at(3, col).y);
    await page.mouse.move(at(14, 38).x, at(14, 38).y);
    await page.mouse.up();
    await page.waitForFunction(() => document.querySelectorAll('.masyu-board .loop').length >= 47);
    assert.deepEqual(await segments(page), along(rowThenColumn(3, 2, 38, 14)));
    // A diagonal jump draws a path of side-neighbours from its first cell to its last.
    await page.getByRole('button', { name: 'Restart' }).click();
    await page.mouse.move(at(5, 5).x, at(5, 5).y);
    await page.mouse.down();
    await page.mouse.move(at(14, 30).x, at(14, 30).y);
    await page.mouse.up();
    await page.waitForFunction(() => document.querySelectorAll('.masyu-board .loop').length >= 34);
    const drawnCells = (await segments(page)).flatMap((segment) => segment.split('-'));
    const ends = [...new Set(drawnCells)].filter(
      (c) => drawnCells.filter((d) => d === c).length === 1,
    );
    assert.deepEqual(ends.sort(), ['14,30', '5,5']);
    assert.equal(drawnCells.length, 2 * (9 + 25));

    // On a phone, after a Check, one finger swipes across the 10×10 example in a few reports: the
    // board stays where it was while the Check's answer goes, and every gap is drawn.
    const phone = await app.open('#/masyu', { own: true });
    await phone.page.setViewportSize({ width: 390, height: 844 });
    await phone.page.getByRole('button', { name: 'Check' }).click();
    await phone.page.getByTestId('check').waitFor();
    const board = phone.page.locator('.masyu-board');
    await board.scrollIntoViewIfNeeded();
    const before = (await board.boundingBox())!;
    const small = before.width / 10;
    const finger = (row: number, col: number) => ({
      x: before.x + (col + 0.5) * small,
      y: before.y + (row + 0.5) * small,
      id: 0,
    });
    const cdp = await phone.page.context().newCDPSession(phone.page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [finger(4, 0)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [finger(4, 1)] });
    await phone.page.locator('.masyu-board .loop').waitFor({ state: 'attached' });
    await phone.page.getByTestId('check').waitFor({ state: 'detached' });
    assert.deepEqual((await board.boundingBox())!.y, before.y, 'the board stays under the finger');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [finger(4, 9)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [finger(9, 9)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await phone.page.waitForFunction(
      () => document.querySelectorAll('.masyu-board .loop').length >= 14,
    );
    assert.deepEqual(await segments(phone.page), along(rowThenColumn(4, 0, 9, 9)));
    assert.deepEqual([...errors, ...phone.errors], []);
  });

  fullIt(
    'says what is wrong with cleared or out-of-range sizes, and forgets it on the next puzzle',
    async () => {
      const { page, errors } = await app.open('#/masyu?mode=edit');
      const grid = page
        .locator('form')
        .filter({ has: page.getByRole('button', { name: 'New empty grid' }) });
      await grid.getByLabel('Rows').fill('');
      await grid.getByRole('button', { name: 'New empty grid' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Rows: give a whole number from 2 to 40' })
        .waitFor();

      const form = page
        .locator('form')
        .filter({ has: page.getByRole('button', { name: 'Generate' }) });
      await form.getByLabel('Rows').fill('0');
      await form.getByRole('button', { name: 'Generate' }).click();
      const refusal = page
        .getByRole('alert')
        .filter({ hasText: 'Rows: give a whole number from 4 to 30 (got “0”)' });
      await refusal.waitFor();
      // Another puzzle loaded: the generator's message was about the one before.
      await page
        .getByRole('textbox', { name: /^A puzz\.link URL/ })
        .fill('https://puzz.link/p?mashu/6/6/1063000i3000');
      await page.getByRole('button', { name: 'Load' }).click();
      await page.waitForFunction(() => window.location.hash.includes('p=6x6'));
      await refusal.waitFor({ state: 'detached' });
      assert.deepEqual(errors, []);
    },
  );

  fullIt(
    'forgets the hint and the Check of the old puzzle when another one is loaded',
    async () => {
      const { page, errors } = await app.open('#/masyu?mode=play');
      await page.getByRole('button', { name: 'Next deduction' }).click();
      await page.getByRole('button', { name: 'Apply this step' }).waitFor();
      await page.getByRole('button', { name: 'Check' }).click();
      await page.getByTestId('check').waitFor();
      await page
        .getByRole('textbox', { name: /^A puzz\.link URL/ })
        .fill('https://puzz.link/p?mashu/6/6/1063000i3000');
      await page.getByRole('button', { name: 'Load' }).click();
      await page.waitForFunction(() => window.location.hash.includes('p=6x6'));
      assert.equal(await page.getByTestId('hint').count(), 0);
      assert.equal(await page.getByTestId('check').count(), 0);
      assert.equal(await page.locator('.hint-cell, .hint-line, .hint-cross').count(), 0);
      assert.equal(await page.getByRole('button', { name: 'Undo' }).isDisabled(), true);
      assert.doesNotMatch(new URL(page.url()).hash, /loop=|crossed=/);

      // The same after generating a puzzle.
      await page.getByRole('button', { name: 'Next deduction' }).click();
      await page.getByTestId('hint').waitFor();
      await generate(page, 5, 5);
      assert.equal(await page.getByTestId('hint').count(), 0);
      assert.deepEqual(errors, []);
    },
  );

  fullIt(
    'zooms a large board: fitted to the width, or cells of a chosen size that scroll',
    async () => {
      const grid = Array.from({ length: 25 }, (_, r) =>
        r === 12 ? `${'.'.repeat(12)}W${'.'.repeat(12)}` : '.'.repeat(25),
      ).join('\n');
      const { page, errors } = await app.open(`#/masyu?mode=play&p=${encodeURIComponent(grid)}`);
      const board = page.locator('.masyu-board');
      const width = async () => (await board.boundingBox())!.width / 25;
      assert.ok((await width()) >= 30, `fitted cells are ${await width()} px`);
      await page.getByLabel('Board size').selectOption('48');
      assert.equal(Math.round(await width()), 48);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByLabel('Board size').selectOption('32');
      assert.equal(Math.round(await width()), 32);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      assert.ok(overflow <= 0, `the page is ${overflow}px too wide`);
      assert.ok(
        await page
          .locator('.board-frame')
          .evaluate((frame) => frame.scrollWidth > frame.clientWidth),
        'the board scrolls in its frame',
      );
      assert.deepEqual(errors, []);
    },
  );

  fullIt('explains the next deduction, and applies it', async () => {
    const { page, errors, screenshot } = await app.open('#/masyu?mode=play');
    await page.getByRole('button', { name: 'Next deduction' }).click();
    const hint = page.getByTestId('hint');
    await hint.waitFor();
    const text = (await hint.textContent()) ?? '';
    assert.ok(text.length > 20);
    // One step, not a list: no "1." before it.
    assert.doesNotMatch(text, /^\s*\d+\./);
    await screenshot('masyu-hint');
    const before = new URL(page.url()).hash;
    await page.getByRole('button', { name: 'Apply this step' }).click();
    await page.waitForFunction((was) => window.location.hash !== was, before);
    assert.deepEqual(errors, []);
  });

  fullIt('generates a new puzzle of a chosen size', async () => {
    const { page, errors } = await app.open('#/masyu');
    await generate(page, 6, 6);
    await revealAnswer(page);
    await page.getByTestId('verdict').filter({ hasText: 'unique' }).waitFor();
    assert.deepEqual(errors, []);
  });

  fullIt('generates sparse puzzles, showing their density and difficulty', async () => {
    const { page, errors } = await app.open('#/masyu');
    await generate(page, 10, 10, { difficulty: 'hard' });
    const density = Number(/(\d+)%/.exec((await page.getByTestId('density').textContent())!)![1]);
    // Published 10×10 puzzles have 22 to 35 pearls; the dense generator made 40 to 47.
    assert.ok(density >= 12 && density <= 35, `${density}% of the cells are pearls`);
    await page
      .getByTestId('difficulty')
      .filter({ hasText: 'hard: a proof by contradiction' })
      .waitFor();
    assert.deepEqual(errors, []);
  });

  fullIt('says how many pearls the sparser generator has tried, in words that agree', async () => {
    // A page of its own: the route below stays with it.
    const { page, errors } = await app.open('#/masyu', { own: true });
    // The worker waits at its first "pearls tried" report until this request is answered
    // (`holdForTest`, in the test build only): the line is read while it is shown.
    const release = await holdWorker(page, 'cgkitHoldSparser');
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Generate' }) });
    await form.getByLabel('Rows').fill('8');
    await form.getByLabel('Columns').fill('8');
    await form.getByRole('button', { name: 'Generate' }).click();
    const line = page
      .locator('.solve-status')
      .filter({ hasText: /Making it sparser: \d+ of [\d,]+ pearls? tried/ });
    await line.waitFor();
    const text = (await line.textContent()) ?? '';
    const [, tried, total] = /(\d+) of ([\d,]+) (pearls?) tried/.exec(text) ?? [];
    assert.ok(Number(tried) <= Number(total), text);
    assert.match(text, Number(total) === 1 ? / of 1 pearl tried/ : / of \d+ pearls tried/);
    release();
    await page.waitForFunction(() => window.location.hash.includes('p=8x8'));
    assert.deepEqual(errors, []);
  });

  slowIt(
    'shows a long solve as the share of segments settled for good, then its verdict',
    async () => {
      // 50×50 with 3% of the cells holding a random pearl: seconds of search, none of it settled
      // at once, and several solutions.
      const random = new SeededRandom(2);
      const grid = Array.from({ length: 50 }, () =>
        Array.from({ length: 50 }, () =>
          random.fraction() < 0.03 ? (random.below(2) === 0 ? 'W' : 'B') : '.',
        ).join(''),
      ).join('\n');
      // A page of its own: the route below stays with it. The worker waits at the first report
      // with some segments settled until the hold request is answered (`holdForTest`, in the test
      // build only), so the bar is read however fast the search has become.
      const { page, errors, screenshot } = await app.open(
        `#/masyu?mode=solve&p=${encodeURIComponent(grid)}`,
        { own: true },
      );
      const release = await holdWorker(page, 'cgkitHoldSolve');
      await page.getByRole('button', { name: 'Reveal the answer' }).click();
      const bar = page.getByRole('progressbar', { name: 'progress' });
      await bar.waitFor();
      const status = page.locator('.solve-status').filter({ has: bar });
      const text = (await status.textContent()) ?? '';
      assert.match(
        text,
        /(Looking for a loop|Ruling out a second loop): [\d,]+ of 4,900 segments settled for good, [\d,]+ dead ends? met/,
      );
      const value = Number(await bar.getAttribute('value'));
      assert.ok(value > 0 && value < 1, `the bar is at ${value}`);
      await screenshot('masyu-long-solve');
      release();
      await page.getByTestId('verdict').waitFor();
      assert.deepEqual(errors, []);
    },
  );

  fullIt('draws with the keyboard', async () => {
    const { page, errors } = await app.open('#/masyu?mode=play');
    await page.locator('.masyu-board').focus();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    await page.waitForFunction(() => /loop=[^&]+/.test(window.location.hash));
    assert.equal(await page.locator('.masyu-board .loop').count(), 2);
    assert.deepEqual(errors, []);
  });
  fullIt('opens in play mode; the answer is shown only when asked for', async () => {
    const { page, errors } = await app.open('#/masyu');
    assert.equal(await page.getByLabel('Play').isChecked(), true);
    await page.getByRole('button', { name: 'Next deduction' }).waitFor();
    await page.getByLabel('Answer').check();
    assert.equal((await drawn(page)).lines, 0, 'no loop before Reveal the answer');
    await page.getByRole('button', { name: 'Reveal the answer' }).click();
    await page.getByTestId('verdict').filter({ hasText: 'unique' }).waitFor();
    assert.ok((await drawn(page)).lines > 0);
    assert.deepEqual(errors, []);
  });

  fullIt('never shows a hint on a board that changed after it was asked for', async () => {
    const { page, errors } = await app.open('#/masyu');
    // Tall enough for the whole page: a hint that comes scrolls itself into view, which would move
    // the board under a click made at that moment (on a busy machine, between aiming and clicking).
    await page.setViewportSize({ width: 1100, height: 1400 });
    const edge = 0;
    // Cross out a segment while the hint is being computed (or just after: either way the
    // board changed, so the hint is gone and stays gone).
    await page.getByRole('button', { name: 'Next deduction' }).click();
    await clickEdge(page, edge, { button: 'right' });
    assert.equal((await drawn(page)).crosses, 1);
    await page.getByRole('button', { name: 'Next deduction', disabled: false }).waitFor();
    assert.equal(await page.getByTestId('hint').count(), 0);
    assert.equal(await page.locator('.hint-cell, .hint-line, .hint-cross').count(), 0);
    assert.deepEqual(await drawn(page), { lines: 0, crosses: 1 });

    // A hint for the board as it is (the cross may be a mistake, to erase); then Load of the
    // same puzzle discards it.
    await page.getByRole('button', { name: 'Next deduction' }).click();
    await page.getByTestId('hint').waitFor();
    await page.getByRole('textbox', { name: /^A puzz\.link URL/ }).fill(DEFAULT_PUZZLE);
    await page.getByRole('button', { name: 'Load' }).click();
    await page.waitForFunction(() => !window.location.hash.includes('crossed='));
    assert.equal(await page.getByTestId('hint').count(), 0);
    assert.equal(await page.getByRole('button', { name: /Apply this step|Erase it/ }).count(), 0);
    assert.deepEqual(await drawn(page), { lines: 0, crosses: 0 });
    assert.deepEqual(errors, []);
  });

  fullIt('hides a hint or a Check in the frame that draws a mark made after it', async () => {
    const { page, errors } = await app.open('#/masyu');
    const { x, y } = await edgeCentre(page, 0);
    for (const [button, shown, crosses] of [
      ['Next deduction', 'hint', 1],
      ['Check', 'check', 0],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      await page.getByTestId(shown).waitFor();
      // A right-click on the gap (a cross, then none) and the read of the frame that paints it in
      // one task of the page: the page's settled state, a frame behind the board, is the old one.
      const frame = await page.evaluate(
        ({ x, y }) => {
          const board = document.querySelector('.masyu-board')!;
          const options = { bubbles: true, cancelable: true, clientX: x, clientY: y };
          board.dispatchEvent(new MouseEvent('contextmenu', options));
          return new Promise<{ crosses: number; answers: number; onBoard: number }>((resolve) =>
            requestAnimationFrame(() =>
              resolve({
                crosses: board.querySelectorAll('.cross').length,
                answers: document.querySelectorAll('[data-testid="hint"], [data-testid="check"]')
                  .length,
                onBoard: board.querySelectorAll('.hint-cell, .hint-line, .hint-cross, .marked')
                  .length,
              }),
            ),
          );
        },
        { x, y },
      );
      assert.deepEqual(frame, { crosses, answers: 0, onBoard: 0 }, button);
    }
    assert.deepEqual(errors, []);
  });

  fullIt(
    'crosses out with a right-click, and undoes and redoes with Ctrl+Z and Ctrl+Y',
    async () => {
      const { page, errors } = await app.open('#/masyu');
      await clickEdge(page, 0, { button: 'right' });
      assert.deepEqual(await drawn(page), { lines: 0, crosses: 1 });
      await clickEdge(page, 0, { button: 'right' });
      assert.deepEqual(await drawn(page), { lines: 0, crosses: 0 });
      await clickEdge(page, 1);
      assert.deepEqual(await drawn(page), { lines: 1, crosses: 0 });
      await page.keyboard.press('Control+z');
      assert.deepEqual(await drawn(page), { lines: 0, crosses: 0 });
      await page.keyboard.press('Control+z');
      assert.deepEqual(await drawn(page), { lines: 0, crosses: 1 });
      await page.keyboard.press('Control+y');
      await page.keyboard.press('Control+Shift+z');
      assert.deepEqual(await drawn(page), { lines: 1, crosses: 0 });
      // Restart clears the board, as one more step to undo.
      await page.getByRole('button', { name: 'Restart' }).click();
      assert.deepEqual(await drawn(page), { lines: 0, crosses: 0 });
      await page.keyboard.press('Control+z');
      assert.deepEqual(await drawn(page), { lines: 1, crosses: 0 });
      assert.deepEqual(errors, []);
    },
  );

  fullIt(
    'on a phone: tappable cells by default, Fit, a long press crosses out, two fingers zoom',
    async () => {
      const grid = Array.from({ length: 40 }, (_, r) =>
        r === 20 ? `${'.'.repeat(20)}W${'.'.repeat(19)}` : '.'.repeat(40),
      ).join('\n');
      // A page of its own: the touch emulation below stays with it.
      const { page, errors, screenshot } = await app.open(`#/masyu?p=${encodeURIComponent(grid)}`, {
        own: true,
      });
      await page.setViewportSize({ width: 390, height: 844 });
      const board = page.locator('.masyu-board');
      const frame = page.getByTestId('board-frame');
      const cell = async (): Promise<number> => (await board.boundingBox())!.width / 40;
      assert.ok((await cell()) >= 24, `cells of ${await cell()} px`);
      assert.ok(await frame.evaluate((f) => f.scrollWidth > f.clientWidth), 'the frame scrolls');
      assert.ok(
        await frame.evaluate(
          (f) => f.scrollHeight > f.clientHeight && f.clientHeight < innerHeight,
        ),
        'the board pans inside a frame shorter than the screen',
      );
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      assert.ok(overflow <= 0, `the page is ${overflow}px too wide`);
      await page.getByRole('button', { name: 'Fit' }).click();
      const fitted = await cell();
      assert.ok(fitted < 24 && fitted * 40 <= 390, `fitted cells of ${fitted} px`);
      await page.getByLabel('Board size').selectOption('auto');
      assert.ok((await cell()) >= 24);

      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
      const touch = (
        type: 'touchStart' | 'touchMove' | 'touchEnd',
        points: { x: number; y: number }[],
      ) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })),
        });
      // A finger held on a gap crosses it out (the page waits, not the test: it waits for the mark).
      // On a busy machine the browser itself may cancel a touch (pointercancel) before the page's
      // timer fires, as it would a real finger: the press is then made again, at most three times.
      // The puzzle's rating first: its progress box and then its verdict sit above the board, and
      // the verdict coming (seconds on a busy machine) would move the board from under the finger.
      await page.getByTestId('difficulty').waitFor();
      await frame.evaluate((f) => f.scrollTo(0, 0));
      await frame.scrollIntoViewIfNeeded();
      const gap = await edgeCentre(page, 2 * (2 * 40 + 2));
      await page.evaluate(() => {
        const seen: string[] = [];
        Object.assign(window, { seen });
        for (const type of ['pointerdown', 'pointerup', 'pointercancel', 'contextmenu']) {
          document.addEventListener(
            type,
            (e) => seen.push(`${type}:${(e as PointerEvent).pointerType}`),
            true,
          );
        }
      });
      for (let attempt = 1; ; attempt++) {
        await touch('touchStart', [gap]);
        const outcome = await page
          .waitForFunction(() =>
            document.querySelector('.masyu-board .cross') !== null
              ? 'crossed'
              : (window as unknown as { seen: string[] }).seen.includes('pointercancel:touch')
                ? 'cancelled'
                : false,
          )
          .then(
            (answer) => answer.jsonValue(),
            (error: Error) => `no cross (${error.message.split('\n')[0]})`,
          );
        await touch('touchEnd', []);
        const seen = await page.evaluate(() =>
          (window as unknown as { seen: string[] }).seen.splice(0),
        );
        if (outcome === 'crossed') break;
        assert.ok(
          outcome === 'cancelled' && attempt < 3,
          `press ${attempt}: ${outcome}; the page saw ${seen.join(' ') || 'no event'}`,
        );
      }
      assert.deepEqual(await drawn(page), { lines: 0, crosses: 1 });

      // Two fingers moving apart make the cells larger, and draw nothing.
      const before = await cell();
      const box = (await frame.boundingBox())!;
      const mid = { x: box.x + box.width / 2, y: Math.max(box.y, 0) + 150 };
      for (let step = 0; step <= 6; step++) {
        const spread = 20 + step * 15;
        await touch(step === 0 ? 'touchStart' : 'touchMove', [
          { x: mid.x - spread, y: mid.y },
          { x: mid.x + spread, y: mid.y },
        ]);
      }
      await touch('touchEnd', []);
      await page.waitForFunction(
        ([was]) =>
          document.querySelector('.masyu-board')!.getBoundingClientRect().width / 40 > was!,
        [before],
      );
      assert.deepEqual(await drawn(page), { lines: 0, crosses: 1 });
      await screenshot('masyu-phone');
      assert.deepEqual(errors, []);
    },
  );

  fullIt('says the size in words that agree with the number', async () => {
    const { page, errors } = await app.open(`#/masyu?p=${encodeURIComponent('W..')}`);
    const facts = page.getByTestId('puzzle-facts');
    await facts.filter({ hasText: '1 row × 3 columns, 1 pearl' }).waitFor();
    const more = await app.open(`#/masyu?p=${encodeURIComponent('W.\nB.\n..')}`);
    const moreFacts = more.page.getByTestId('puzzle-facts');
    await moreFacts.filter({ hasText: '3 rows × 2 columns, 2 pearls' }).waitFor();
    assert.deepEqual([...errors, ...more.errors], []);
  });

  fullIt('counts the cells a short row still needs in the right number', async () => {
    const { page, errors } = await app.open(`#/masyu?p=${encodeURIComponent('...\n..')}`);
    await page.getByText(/1 more cell \(/).waitFor();
    assert.deepEqual(errors, []);
  });
});

/**
 * Sets the page's flag for a worker hold (`holdForTest`, in the test build only) and answers the
 * worker's hold request only when the returned function is called. The page must be one of the
 * test's own: the route stays with it.
 */
async function holdWorker(
  page: Page,
  flag: 'cgkitHoldSparser' | 'cgkitHoldSolve',
): Promise<() => void> {
  let release = (): void => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/cgkit-e2e-hold', async (route) => {
    await released;
    await route.fulfill({ body: '' });
  });
  await page.evaluate((name) => {
    (window as unknown as Record<string, boolean>)[name] = true;
  }, flag);
  return release;
}
