// The pages hold still while they compute: on a phone, nothing a finger may be about to press
// moves when a progress box comes, grows or goes, or when an answer arrives. The browser's layout
// shifts are recorded from the page's first frame (the person's own input aside, as the layout
// shift score counts them) and summed once the answer is shown: a state, not a time.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { type App, fullIt, settled, slowIt, useApp } from './harness.js';

interface Shifts {
  cgkitShifts: string[];
}

/** Runs in the page before its scripts: each shift not caused by input, with what moved. */
function recordShifts(): void {
  const seen: string[] = [];
  (window as unknown as Shifts).cgkitShifts = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      startTime: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map((s) => {
        const html = (s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?';
        const [was, now] = [s.previousRect, s.currentRect];
        return `${html} (${was.y}+${was.height} -> ${now.y}+${now.height})`;
      });
      seen.push(
        `${entry.value.toFixed(4)} at ${entry.startTime.toFixed(1)} ms: ${moved.join(' | ')}`,
      );
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Opens a route on a phone's screen with the shifts recorded from the start, waits until
 * `answered` holds, and returns the layout shift score and its shifts.
 */
async function shiftsOnPhone(
  app: App,
  hash: string,
  answered: (page: Page) => Promise<void>,
): Promise<{ score: number; shifts: string[]; errors: string[] }> {
  // A page of its own: the recorder stays with it.
  const { page, errors } = await app.open('#/', { own: true });
  await page.setViewportSize(TALL_PHONE);
  await page.addInitScript(recordShifts);
  const url = new URL(page.url());
  url.hash = hash;
  // A document of its own, loaded on the phone's screen with the recorder in place.
  await page.goto('about:blank');
  await page.goto(url.href);
  await answered(page);
  // Any frame still to come is laid out before the sum (a state: two frames later).
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const shifts = await page.evaluate(() => (window as unknown as Shifts).cgkitShifts);
  const score = shifts.map((s) => parseFloat(s)).reduce((a, b) => a + b, 0);
  return { score, shifts, errors };
}

/**
 * Runs in the page: bites the cake with a click of the page's own (not input, which the score would
 * leave out) and returns the time once the move's frame is drawn, or 0 when the new position's
 * value came with it (the value history no longer busy).
 */
function playBite(): Promise<number> {
  (document.querySelector('.bite') as HTMLElement).click();
  return new Promise((done) =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        const busy = document.querySelector('figure[aria-label="Value history"][aria-busy="true"]');
        done(busy === null ? 0 : performance.now());
      }),
    ),
  );
}

/**
 * A phone's width, and tall enough that the whole page is in view: a shift below the fold (the
 * set-up form under the value history) counts too.
 */
const TALL_PHONE = { width: 390, height: 2400 };

/** Below any rounding of the browser's: nothing moved. */
const STILL = 0.001;

const assertStill = async (
  app: App,
  hash: string,
  answered: (page: Page) => Promise<void>,
): Promise<void> => {
  const { score, shifts, errors } = await shiftsOnPhone(app, hash, answered);
  assert.ok(score < STILL, `${hash}: layout shift ${score}:\n${shifts.join('\n')}`);
  assert.deepEqual(errors, []);
};

describe('the pages hold still while they compute, on a phone', () => {
  const app = useApp();

  it('a game page valuing its first position, and Masyu rating its puzzle', async () => {
    await assertStill(app, '#/galette', settled);
    await assertStill(app, '#/masyu', (page) => page.getByTestId('difficulty').waitFor());
  });

  fullIt(
    'a game page valuing the position after a move, from the frame of the move on',
    async () => {
      // The move's own frame may change the page (a person's input, which the score leaves out); a
      // value arriving after it must not. Moves are played until one's value comes in a later frame.
      let from = 0;
      const { shifts, errors } = await shiftsOnPhone(app, '#/galette?vs=person', async (page) => {
        for (let moves = 1; from === 0; moves++) {
          assert.ok(moves <= 4, 'every value came in the frame of its move: nothing to measure');
          await settled(page);
          from = await page.evaluate(playBite);
        }
        await page.locator('.value-history[aria-busy="false"]').waitFor();
        await page.locator('.solve-status').waitFor({ state: 'detached' });
      });
      const later = shifts.filter((s) => Number(/ at ([\d.]+) ms/.exec(s)![1]) > from);
      const score = later.map((s) => parseFloat(s)).reduce((a, b) => a + b, 0);
      assert.ok(score < STILL, `layout shift ${score}:\n${later.join('\n')}`);
      assert.deepEqual(errors, []);
    },
  );

  slowIt('every game page valuing its first position, and Masyu revealing its answer', async () => {
    for (const hash of ['#/thirty-one', '#/board-escape', '#/galette?cake=OOOOOOO-OOOOOOO']) {
      await assertStill(app, hash, settled);
    }
    // The answer's progress and verdict come above the board (the press itself is input, left out).
    await assertStill(app, '#/masyu?mode=solve', async (page) => {
      await page.getByTestId('difficulty').waitFor();
      await page.getByRole('button', { name: 'Reveal the answer' }).click();
      await page.getByTestId('verdict').waitFor();
    });
  });
});
