// A click on a 40×40 Masyu board, timed to the next frame the page paints: from the time stamp of
// the pointerup that makes the click (the page draws nothing before it; the driver's wait between
// press and release, up to 44 ms on a loaded machine, is not the page's) to a task queued by the
// first requestAnimationFrame after the click's segment is in the DOM (that task runs once the
// frame's style, layout and paint are done). Every click counts, the page's first included: a
// person's first click pays for compiling the handlers too. Beside it, the CPU
// seconds per click of the page's renderer (every thread: the app, style, layout, paint, the
// compositor and raster) and of every Chromium process (the link, written once the page is idle
// after a mark, is part of it), and the renderer's peak memory.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';

/** Clicks measured, each on a gap not yet drawn. */
const CLICKS = 50;
const SIZE = 40;

export interface ClickRepaint {
  /** The median time from a click's pointerup to the next painted frame showing its segment, in s. */
  readonly medianSeconds: number;
  /** The longest such time among all the clicks, in s. */
  readonly worstSeconds: number;
  /** Each click's time, in ms. */
  readonly ms: readonly number[];
  /** CPU seconds of the renderer processes per click. */
  readonly rendererCpuSeconds: number;
  /** CPU seconds of every Chromium process per click. */
  readonly allCpuSeconds: number;
  /** The page's renderer's peak resident memory (Linux only). */
  readonly peakMiB: number | undefined;
}

/**
 * A 40×40 puzzle with about a quarter of its cells holding a pearl, as published puzzles have, from
 * a fixed seed: the board's size and density matter here, not whether it has a solution.
 */
export function densePuzzleText(size = SIZE): string {
  let seed = 12345;
  const next = (): number => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: size }, () =>
    Array.from({ length: size }, () => {
      const r = next();
      return r < 0.15 ? 'W' : r < 0.25 ? 'B' : '.';
    }).join(''),
  ).join('\n');
}

export async function measureMasyuClicks(browser: Browser, base: string): Promise<ClickRepaint> {
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  try {
    await page.goto(`${base}#/masyu?p=${encodeURIComponent(densePuzzleText())}`);
    // The worker's rating of the puzzle runs in the page's renderer: let it finish first.
    await page.getByTestId('difficulty').waitFor({ timeout: 120_000 });
    await page.locator('.masyu-board').scrollIntoViewIfNeeded();
    await page.evaluate(installTimer);
    // Horizontal gaps of the first rows, each clicked once (a line appears), where the frame
    // shows them without scrolling.
    const edges = Array.from(
      { length: CLICKS },
      (_, i) => 2 * (Math.floor(i / 30) * SIZE + (i % 30)),
    );
    const points = await page.locator('.masyu-board').evaluate(
      (board, [all, size]) => {
        const cell = board.getBoundingClientRect().width / size;
        const { left, top } = board.getBoundingClientRect();
        // The wall to the right of each gap's first cell, halfway down its row.
        return all.map((edge) => ({
          x: left + (((edge / 2) % size) + 1) * cell,
          y: top + (Math.floor(edge / 2 / size) + 0.5) * cell,
        }));
      },
      [edges, SIZE] as const,
    );
    const browserSession = await browser.newBrowserCDPSession();
    const cpu = async (): Promise<{ all: number; renderer: number; renderers: number[] }> => {
      const { processInfo } = await browserSession.send('SystemInfo.getProcessInfo');
      const renderers = processInfo.filter((p) => p.type === 'renderer');
      return {
        all: processInfo.reduce((sum, p) => sum + p.cpuTime, 0),
        renderer: renderers.reduce((sum, p) => sum + p.cpuTime, 0),
        renderers: renderers.map((p) => p.id),
      };
    };
    const measuredFrom = await cpu();
    for (const [i, point] of points.entries()) {
      await page.mouse.click(point.x, point.y);
      // The next click once this one's frame is measured: one click at a time, as a person's.
      // Told by the page, not polled in every frame (which the renderer's CPU would count).
      await page.evaluate(
        (n) =>
          new Promise<void>((done) => {
            const timed = window as unknown as Timed;
            if (timed.cgkitClickMs.length > n) done();
            else timed.cgkitClickWaits.push(done);
          }),
        i,
      );
    }
    const after = await cpu();
    const ms = await page.evaluate(() => (window as unknown as Timed).cgkitClickMs);
    const sorted = [...ms].sort((a, b) => a - b);
    return {
      medianSeconds: sorted[sorted.length >> 1]! / 1000,
      worstSeconds: sorted.at(-1)! / 1000,
      ms,
      rendererCpuSeconds: (after.renderer - measuredFrom.renderer) / ms.length,
      allCpuSeconds: (after.all - measuredFrom.all) / ms.length,
      peakMiB: peakResidentMiB(after.renderers),
    };
  } finally {
    await page.close();
  }
}

interface Timed {
  cgkitClickMs: number[];
  /** Called, and emptied, when a click's time is recorded. */
  cgkitClickWaits: (() => void)[];
}

/**
 * Runs in the page: times each pointerup on the board to the frame that first shows one more
 * segment, into `window.cgkitClickMs`.
 */
function installTimer(): void {
  const times: number[] = [];
  const waits: (() => void)[] = [];
  (window as unknown as Timed).cgkitClickMs = times;
  (window as unknown as Timed).cgkitClickWaits = waits;
  // No named functions in here: the bench's compiler would wrap them in a helper the page lacks.
  const board = document.querySelector('.masyu-board')!;
  const marks = board.getElementsByClassName('loop');
  document.addEventListener(
    'pointerup',
    (event) => {
      const start = event.timeStamp;
      const before = marks.length;
      const observer = new MutationObserver(() => {
        if (marks.length === before) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            times.push(performance.now() - start);
            for (const done of waits.splice(0)) done();
          };
          channel.port2.postMessage(undefined);
        });
      });
      observer.observe(board, { childList: true, subtree: true });
    },
    { capture: true },
  );
}

/** The largest peak resident size among the processes, from /proc (undefined elsewhere). */
function peakResidentMiB(pids: readonly number[]): number | undefined {
  let peak: number | undefined;
  for (const pid of pids) {
    try {
      const kB = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      if (kB !== undefined) peak = Math.max(peak ?? 0, Number(kB) / 1024);
    } catch {
      // Not Linux, or the process has ended.
    }
  }
  return peak;
}
