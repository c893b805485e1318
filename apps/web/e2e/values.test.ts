import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { fullIt, refusalText, useApp } from './harness.js';
import { checkPage } from './page-checks.js';

/** The section of positions of rulesets, where each of these tests works. */
const positions = (page: Page) => page.getByRole('region', { name: 'Positions of rulesets' });

/** Waits until the section shows this canonical form (the value of the position in the link). */
async function value(page: Page, canonical: string): Promise<void> {
  await positions(page).getByTestId('canonical').filter({ hasText: canonical }).waitFor();
  assert.equal(await positions(page).getByTestId('canonical').textContent(), canonical);
}

const linkParams = (page: Page): URLSearchParams =>
  new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '');

checkPage({
  name: 'values',
  route: '#/values',
  full: '?expr=%7B2%7C%7C1%7C0%7D',
  ready: async (page) => page.getByTestId('thermograph').first().waitFor(),
});

describe('Values', () => {
  const app = useApp();

  it('evaluates an expression, an octal game and a Domineering position', async () => {
    const { page, errors, screenshot } = await app.open('#/values');
    await page.getByLabel('Expression').fill('^ + ^');
    await page.getByRole('button', { name: 'Evaluate' }).first().click();
    await page.getByTestId('canonical').first().filter({ hasText: '^^' }).waitFor();
    assert.match(new URL(page.url()).hash, /expr=%5E\+%2B\+%5E|expr=%5E%20%2B%20%5E/);
    await page.getByText(/period 12/).waitFor();
    await page.getByTestId('canonical').nth(1).waitFor();
    // Both thermographs (the expression's and the position's) as the package draws them.
    assert.equal(await page.locator('svg polyline.left-wall').count(), 2);
    assert.equal(await page.locator('svg polyline.right-wall').count(), 2);
    await screenshot('values-evaluated');
    assert.deepEqual(errors, []);
  });

  fullIt(
    'says what is wrong with a take-and-break code, and where, instead of blaming the app',
    async () => {
      const { page, errors } = await app.open('#/values?octal=0.xyz');
      const text = await refusalText(page);
      assert.equal(
        text,
        `Bad code: column 3: expected a digit 0 to 9 or a to f, '!', '?' or '[' (e.g. 0.77, 4!.0, 0.3F, 0.[3] or S(1,3,4)), found "x".`,
      );
      assert.doesNotMatch(text, /bug|inside the app/);
      // A good code typed in the form replaces the message with the values.
      await page.getByLabel('Code').fill('0.77');
      await page.getByRole('button', { name: 'Compute' }).click();
      await page.getByTestId('octal-values').waitFor();
      assert.equal(await page.getByTestId('octal-problem').count(), 0);
      assert.deepEqual(errors, []);
    },
  );

  fullIt('computes any take-and-break code, and says whether its period is proved', async () => {
    const { page, errors } = await app.open('#/values?octal=S(1%2C3%2C4)&heaps=30');
    // The subtraction game {1,3,4}: 0 1 0 1 2 3 2, period 7, proved.
    await page
      .getByTestId('octal-values')
      .filter({ hasText: /^0 1 0 1 2 3 2 0 1 0 1 2 3 2 / })
      .waitFor();
    await page.getByText('Periodic with period 7 from heap 0, proved').waitFor();
    // Lasker's Nim splits heaps: its arithmetic period is seen, and no theorem is claimed.
    await page.getByLabel('Code').fill('4.[3]');
    await page.getByRole('button', { name: 'Compute' }).click();
    await page
      .getByText(
        /^Arithmetic-periodic \(saltus 4\) with period 4 from heap 1, seen up to heap 29, not proved: no periodicity theorem/,
      )
      .waitFor();
    assert.deepEqual(errors, []);
  });

  fullIt(
    'edits a Domineering board by clicks and values it, with its thermograph labelled',
    async () => {
      const { page, errors, screenshot } = await app.open('#/values');
      const section = positions(page);
      await value(page, '+-3/2');
      await section.getByRole('button', { name: 'Remove the last row' }).click();
      await value(page, '{2|-1/2}');
      await section.getByRole('button', { name: 'Remove the last column' }).click();
      await value(page, '+-1');
      assert.equal(await section.getByLabel('Position').inputValue(), '..|..');
      assert.equal(linkParams(page).get('pos'), '..|..');
      const drawing = section.getByRole('img', { name: 'Thermograph: mean 0, temperature 1' });
      for (const label of ['+-1', 'mean 0', 'temperature 1', 't = 0', 'left wall, 1 at t = 0']) {
        await drawing.locator('text').filter({ hasText: label }).first().waitFor();
      }
      assert.equal(await drawing.locator('polyline.left-wall').count(), 1);
      assert.equal(await drawing.locator('polyline.right-wall').count(), 1);
      assert.equal(await drawing.locator('line.mast').count(), 1);
      await screenshot('values-domineering');
      await section.getByRole('button', { name: 'row 1, column 1: empty' }).click();
      await value(page, '*');
      assert.equal(await section.getByLabel('Position').inputValue(), '#.|..');
      assert.deepEqual(errors, []);
    },
  );

  fullIt(
    'moves nothing on the page while it evaluates: a layout shift score under 0.1',
    async () => {
      const { page, errors } = await app.open('#/values');
      // Every shift of the page's life so far, and from now on (the person's own input aside, as
      // the score counts them), with what moved, so that a failure names it.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { shifts: string[] }).shifts = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node }[];
          }[]) {
            if (entry.hadRecentInput) continue;
            const moved = entry.sources.map((s) => (s.node as Element | undefined)?.outerHTML);
            seen.push(`${entry.value.toFixed(4)} ${moved.map((m) => m?.slice(0, 80)).join(' | ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const score = () =>
        page.evaluate(() =>
          (window as unknown as { shifts: string[] }).shifts
            .map((s) => parseFloat(s))
            .reduce((a, b) => a + b, 0),
        );
      await value(page, '+-3/2');
      await page.getByTestId('octal-values').waitFor();
      await page.getByTestId('canonical').first().waitFor();
      for (const expression of ['^ + ^', '{1|-1}+{2|-2}', '1/2 + *']) {
        await page.getByLabel('Expression').fill(expression);
        await page.getByRole('button', { name: 'Evaluate' }).first().click();
        await page.getByTestId('canonical').first().filter({ hasNotText: /^$/ }).waitFor();
      }
      await page.getByLabel('Code').fill('0.137');
      await page.getByRole('button', { name: 'Compute' }).click();
      await page
        .getByTestId('octal-values')
        .filter({ hasText: /^0 1 1 2/ })
        .waitFor();
      // Let any frame still to come lay out before the sum (a state, not a time: two frames).
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
      assert.ok((await score()) < 0.1, `layout shift ${await score()}:\n${shifts.join('\n')}`);
      assert.deepEqual(errors, []);
    },
  );

  fullIt('keeps long results inside a phone-wide page', async () => {
    const sum = encodeURIComponent('{1|-1}+{2|-2}+{3|-3}');
    const strip = `T${'.'.repeat(1000)}`;
    const zeros = encodeURIComponent(`${'0 + '.repeat(100)}0`);
    const { page, errors } = await app.open(
      `#/values?expr=${sum}&game=toads-frogs&pos=${strip}&partizan=${zeros}&partizancompare=0`,
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('canonical').first().waitFor();
    await page.getByTestId('position-mistake').waitFor();
    await page.getByTestId('partizan-misere-dead-ending-order').waitFor();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok((await overflow()) <= 0, `the page is ${await overflow()}px too wide`);
    await page.getByLabel('Expression').fill('1'.repeat(300));
    await page.getByRole('button', { name: 'Evaluate' }).first().click();
    await page
      .getByTestId('canonical')
      .first()
      .filter({ hasText: '1'.repeat(300) })
      .waitFor();
    assert.ok((await overflow()) <= 0, `the page is ${await overflow()}px too wide`);
    assert.deepEqual(errors, []);
  });

  fullIt('edits Clobber, a Toads-and-Frogs strip and Hackenbush stalks by clicks', async () => {
    const { page, errors } = await app.open('#/values');
    const section = positions(page);
    await section.getByLabel('Game').selectOption('clobber');
    await value(page, '*');
    assert.equal(await section.getByLabel('Position').inputValue(), 'xxo|.o.');
    await section.getByRole('button', { name: "row 2, column 2: Right's stone" }).click();
    await value(page, '^');
    assert.equal(linkParams(page).get('pos'), 'xxo|.#.');

    await section.getByLabel('Game').selectOption('toads-frogs');
    await value(page, '*');
    await section.getByRole('button', { name: 'Remove the last cell' }).click();
    await value(page, '1');
    await section.getByRole('button', { name: 'cell 5: frog' }).click();
    await value(page, '6');
    assert.equal(linkParams(page).get('pos'), 'TT...');

    await section.getByLabel('Game').selectOption('hackenbush');
    await section.getByLabel('Position').fill('BRR GG');
    await section.getByLabel('Position').press('Enter');
    await value(page, '1/4*2');
    await section.getByRole('button', { name: 'Remove the last edge of stalk 1' }).click();
    await value(page, '1/2*2');
    assert.equal(linkParams(page).get('pos'), 'BR GG');
    assert.deepEqual(errors, []);
  });

  fullIt('restores the position and its value from a link', async () => {
    const first = await app.open('#/values?game=clobber&pos=xxo');
    await value(first.page, '^');
    await positions(first.page).getByRole('button', { name: 'Add a row' }).click();
    await positions(first.page).getByRole('button', { name: 'row 2, column 1: empty' }).click();
    await value(first.page, '^^*');
    const link = first.page.url();
    assert.equal(linkParams(first.page).get('pos'), 'xxo|x..');
    const again = await app.open(new URL(link).hash);
    await value(again.page, '^^*');
    const section = positions(again.page);
    assert.equal(await section.getByLabel('Game').inputValue(), 'clobber');
    assert.equal(await section.getByLabel('Position').inputValue(), 'xxo|x..');
    await section.getByRole('button', { name: "row 2, column 1: Left's stone" }).waitFor();
    assert.deepEqual([...first.errors, ...again.errors], []);
  });

  fullIt('reports a bad position with its column, as the CLI does', async () => {
    const { page, errors } = await app.open('#/values?game=hackenbush&pos=BRX');
    const text = await refusalText(page);
    assert.equal(
      text,
      `Bad position: column 3: expected 'B', 'R', 'G', a space or a comma, found "X".`,
    );
    assert.doesNotMatch(text, /bug|inside the app/);
    await positions(page).getByText('  BRX\n    ^').waitFor();
    assert.deepEqual(errors, []);
  });

  fullIt(
    'checks stalks as they are typed: the message and its column, Evaluate waiting for the fix',
    async () => {
      const { page, errors, screenshot } = await app.open('#/values?game=hackenbush&pos=BRR+GG');
      const section = positions(page);
      await value(page, '1/4*2');
      const box = section.getByLabel('Position');
      const evaluate = section.getByRole('button', { name: 'Evaluate' });
      await box.clear();
      await box.pressSequentially('BRX');
      const alert = section.getByRole('alert');
      await alert.filter({ hasText: 'column 3' }).waitFor();
      assert.equal(
        await alert.textContent(),
        `Bad position: column 3: expected 'B', 'R', 'G', a space or a comma, found "X".`,
      );
      await section.getByText('  BRX\n    ^').waitFor();
      assert.equal(await box.getAttribute('aria-invalid'), 'true');
      assert.equal(await evaluate.isDisabled(), true);
      await screenshot('values-typing-mistake');
      // Enter does nothing either: the link and its value stay.
      await box.press('Enter');
      assert.equal(linkParams(page).get('pos'), 'BRR GG');
      await box.press('Backspace');
      await box.pressSequentially('R');
      await alert.waitFor({ state: 'detached' });
      assert.equal(await box.getAttribute('aria-invalid'), 'false');
      await evaluate.click();
      await value(page, '1/4');
      assert.equal(linkParams(page).get('pos'), 'BRR');
      assert.deepEqual(errors, []);
    },
  );

  fullIt('checks a take-and-break code as it is typed, and Compute waits for the fix', async () => {
    const { page, errors } = await app.open('#/values?octal=0.77&heaps=12');
    await page.getByTestId('octal-values').filter({ hasText: '0 1 2 3 1 4 3 2 1 4 2 6' }).waitFor();
    const code = page.getByLabel('Code');
    const compute = page.getByRole('button', { name: 'Compute' });
    await code.clear();
    await code.pressSequentially('0.0x');
    const problem = page.getByTestId('octal-problem');
    await problem.filter({ hasText: 'column 4' }).waitFor();
    assert.match(
      (await problem.textContent()) ?? '',
      /^Bad code: column 4: expected a digit 0 to 9/,
    );
    await page.getByText('  0.0x\n     ^').waitFor();
    assert.equal(await code.getAttribute('aria-invalid'), 'true');
    assert.equal(await compute.isDisabled(), true);
    await code.press('Backspace');
    await code.pressSequentially('7');
    await problem.waitFor({ state: 'detached' });
    assert.equal(await code.getAttribute('aria-invalid'), 'false');
    await compute.click();
    await page.getByTestId('octal-values').filter({ hasText: '0 0 1 1 2 0 3 1 1 0 3 3' }).waitFor();
    assert.equal(linkParams(page).get('octal'), '0.07');
    assert.deepEqual(errors, []);
  });

  fullIt('gives a backsliding strip’s outcome with draws', async () => {
    const { page, errors } = await app.open('#/values?game=backsliding-toads-frogs&pos=FF.TT.');
    await positions(page).getByTestId('loopy-outcome').filter({ hasText: 'L/D' }).waitFor();
    await positions(page).getByText('a draw', { exact: true }).waitFor();
    assert.deepEqual(errors, []);
  });

  fullIt('compares the Left dead ends of a link, with their factors, as the CLI does', async () => {
    const { page, errors } = await app.open(
      '#/values?leftdeadend=%7B0%2C%201%7D%20%2B%201&leftdeadendcompare=2',
    );
    const section = page.getByRole('region', { name: 'Left dead ends' });
    // `cgkit cgt misere --left-dead-end '{0, 1} + 1' --compare 2 --factors`.
    await section.getByTestId('left-dead-end-order').filter({ hasText: '{{0, 1}} < 2' }).waitFor();
    assert.equal(
      await section.getByTestId('left-dead-end-factors').textContent(),
      '0 + {{0, 1}}; 1 + {0, 1}; {0, 1} + 1; {{0, 1}} + 0',
    );
    assert.equal(await section.getByTestId('left-dead-end-atom').textContent(), 'no');
    assert.deepEqual(errors, []);
  });

  fullIt(
    'values a typed partizan game in misère play and compares it with another, as the CLI does',
    async () => {
      const { page, errors, screenshot } = await app.open('#/values');
      const section = page.getByRole('region', { name: 'Misère play (partizan)' });
      await section.getByLabel('Partizan game').fill('{0|*}');
      await section.getByRole('button', { name: 'Evaluate' }).click();
      // `cgkit cgt misere '{0|*}' --partizan`: misère outcome R; dead-ending, blocking, a dicot,
      // not P-free; reduced modulo dead-ending games: {0|{0|0}}.
      const reduced = section.getByTestId('partizan-misere-dead-ending-reduced');
      await reduced.filter({ hasText: '{0|{0|0}}' }).waitFor();
      const text = (id: string) => section.getByTestId(`partizan-misere-${id}`).textContent();
      assert.equal(await text('outcome'), 'R: Right wins whoever starts');
      assert.deepEqual(
        await Promise.all(['dead-ending', 'blocking', 'dicot', 'p-free'].map(text)),
        ['yes', 'yes', 'yes', 'no'],
      );
      // `cgkit cgt misere 1/2 --partizan --compare 1`.
      await section.getByLabel('Partizan game').fill('1/2');
      await section.getByLabel('Compare with').fill('1');
      await section.getByRole('button', { name: 'Evaluate' }).click();
      await section
        .getByTestId('partizan-misere-p-free-order')
        .filter({ hasText: '1/2 = 1' })
        .waitFor();
      assert.equal(await text('dead-ending-order'), '1/2 < 1');
      assert.equal(await text('p-free-reduced'), '{0|}');
      await screenshot('values-partizan-misere');
      assert.deepEqual(
        [linkParams(page).get('partizan'), linkParams(page).get('partizancompare')],
        ['1/2', '1'],
      );
      assert.deepEqual(errors, []);
    },
  );

  fullIt('plays a valued Domineering position in misère play, as the CLI does', async () => {
    const { page, errors } = await app.open('#/values?game=domineering&pos=..');
    await value(page, '-1');
    // `cgkit cgt misere .. --ruleset domineering`: misère outcome L, a dead Left end.
    const misere = positions(page).getByRole('region', { name: 'Misère outcome and classes' });
    const text = (id: string) => misere.getByTestId(`partizan-misere-${id}`).textContent();
    await misere.getByTestId('partizan-misere-outcome').waitFor();
    assert.equal(await text('outcome'), 'L: Left wins whoever starts');
    assert.deepEqual(
      await Promise.all(['dead-ending', 'dicot', 'p-free', 'dead-left-end'].map(text)),
      ['yes', 'no', 'yes', 'yes'],
    );
    assert.deepEqual(errors, []);
  });

  fullIt('shows a long valuation’s progress, and Cancel stops it', async () => {
    const { page, errors } = await app.open('#/values?game=clobber&pos=xoxox|oxoxo|xoxox');
    const status = positions(page).getByRole('status');
    await status.filter({ hasText: /Valuing: [\d,]+ positions/ }).waitFor();
    await status.getByRole('button', { name: 'Cancel' }).click();
    await positions(page).getByText('Cancelled.').waitFor();
    assert.deepEqual(errors, []);
  });
});
