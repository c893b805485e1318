import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { after, afterEach, before, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.js';

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
const RESULTS_DIR = fileURLToPath(new URL('../test-results/', import.meta.url));

/**
 * How long any wait of a test may last: a bound, not a target (a busy machine may be many times
 * slower than an idle one). Tests wait for states, never for a time.
 */
const PATIENCE_MS = 5 * 60_000;

export interface App {
  /**
   * Opens a route (`#/galette?size=5x6`) in a fresh document that records console errors: a page
   * another test used (its document ended, its size and mouse put back), or with `own`, a new page
   * closed after the test, for a test that changes more than the document (an init script, a
   * route, a CDP session).
   */
  open(hash?: string, options?: { own?: boolean }): Promise<AppPage>;
}

export interface AppPage {
  readonly page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  readonly errors: string[];
  /** Writes a screenshot of the whole page to `test-results/<name>.png`. */
  readonly screenshot: (name: string) => Promise<void>;
}

/**
 * The folder of the app's test build (the app with its test-only hooks), relative to the app:
 * `e2e/run.ts` builds it for the areas it runs and names it in `CGKIT_E2E_DIST`.
 */
export function testBuild(): string {
  const dir = process.env['CGKIT_E2E_DIST'];
  if (dir === undefined || dir === '') {
    throw new Error('no test build: run the browser tests with `node --import tsx e2e/run.ts`');
  }
  return dir;
}

/**
 * Whether the heavy cases run: `pnpm test:slow` sets CGKIT_SLOW=1. The long solves, the largest
 * boards and every case of a list run there only (`slowIt`).
 */
export const slow = process.env['CGKIT_SLOW'] === '1';

/**
 * Whether every walk of every page runs: in test:slow, and in its load stage under CPU burners
 * (CGKIT_LOAD=1). `pnpm test` keeps each page's checks (`checkPage`) and its first walk, the one
 * through what the page is for: the others took most of its minutes on a 2-core machine.
 */
const full = slow || process.env['CGKIT_LOAD'] === '1';

/** A heavy test, run in `pnpm test:slow` only (reported as skipped elsewhere). */
export function slowIt(name: string, fn: () => Promise<void>): void {
  void it(name, { skip: !slow && 'runs in pnpm test:slow' }, fn);
}

/** A walk of a page beyond its first: run in test:slow and its load stage, not in `pnpm test`. */
export function fullIt(name: string, fn: () => Promise<void>): void {
  void it(name, { skip: !full && 'runs in pnpm test:slow' }, fn);
}

/** The window of a desktop, where each page opens. */
const DESKTOP = { width: 1100, height: 900 };

interface Served {
  readonly server: PreviewServer;
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly baseUrl: string;
}

/**
 * The preview server, the browser and its one context, started by the first test that needs them
 * and shared by every test of the run (`e2e/run.ts` runs an area's files in one process). Each
 * test opens pages of its own, closed when it ends; the app keeps nothing in the browser (no
 * storage, cookies or service worker), so a context of their own would give them nothing more.
 */
let served: Promise<Served> | undefined;

async function serve(): Promise<Served> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const server = await preview({
    root: APP_DIR,
    build: { outDir: testBuild() },
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, open: false },
  });
  const baseUrl = server.resolvedUrls?.local[0] ?? '';
  if (baseUrl === '') throw new Error('the preview server has no local address');
  const browser = await chromium.launch({
    executablePath: ensureChromium('web e2e'),
    args: [...CHROMIUM_ARGS],
    timeout: PATIENCE_MS,
  });
  const context = await browser.newContext({ viewport: DESKTOP });
  // A page of the app open for the whole run: the tests' pages, of the same site, share its
  // renderer process instead of each starting one, which was half of a page load's CPU time.
  const keeper = await context.newPage();
  keeper.setDefaultTimeout(PATIENCE_MS);
  await keeper.goto(baseUrl);
  return { server, browser, context, baseUrl };
}

// Stops both once the run's tests are done (a hook of the root test: harness.ts is imported by
// every test file, once).
after(async () => {
  if (served === undefined) return;
  const { browser, server } = await served;
  await browser.close();
  await server.close();
});

/**
 * Serves the app's test build ({@link testBuild}) on a free localhost port and starts a browser,
 * once for the run ({@link served}); each test's pages close when it ends.
 */
export function useApp(): App {
  let context: BrowserContext | undefined;
  let baseUrl = '';
  const pages: { page: Page; own: boolean }[] = [];

  before(async () => {
    served ??= serve();
    ({ context, baseUrl } = await served);
  });

  // Ending a test's documents stops their workers, so no solve goes on into the next test. A
  // failed test first says what its pages showed, so that a failure on a CI machine can be
  // understood, and its pages are closed rather than used again.
  afterEach(async (t) => {
    const open = pages.splice(0);
    // `passed` is Node 20's (its types do not have it yet).
    const failed = (t as { passed?: boolean }).passed === false;
    if (failed) {
      for (const [i, { page }] of open.entries()) await describePage(page, `${t.name} ${i + 1}`);
    }
    for (const { page, own } of open) {
      if (failed || own) {
        await page.close();
        continue;
      }
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      await page.mouse.move(0, 0);
      await page.goto('about:blank');
      await page.setViewportSize(DESKTOP);
      idle.push(page);
    }
  });

  return {
    async open(hash = '', { own = false } = {}) {
      if (context === undefined) throw new Error('the browser is not running');
      const page = (!own && idle.pop()) || (await context.newPage());
      page.setDefaultTimeout(PATIENCE_MS);
      pages.push({ page, own });
      const errors: string[] = [];
      const messages: string[] = [];
      consoleOf.set(page, messages);
      page.on('console', (message) => {
        messages.push(`${message.type()}: ${message.text()}`);
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${baseUrl}${hash}`);
      return {
        page,
        errors,
        screenshot: async (name) => {
          await page.screenshot({ path: `${RESULTS_DIR}${name}.png`, fullPage: true });
        },
      };
    },
  };
}

/**
 * Pages of past tests, each on a blank document, for the next tests to open theirs in: a new page
 * costs the browser about half as much CPU again as a navigation of one already there.
 */
const idle: Page[] = [];

/** Every message each open page wrote to its console, for {@link describePage}. */
const consoleOf = new WeakMap<Page, string[]>();

/**
 * Prints what a page of a failed test shows: its link, its text, its alerts and its console, and
 * saves a screenshot to `test-results/`. Bounded: a page that no longer answers is said to be so.
 */
async function describePage(page: Page, name: string): Promise<void> {
  const lines = [`--- the page of "${name}" when the test failed: ${page.url()}`];
  try {
    const text = await page.locator('body').innerText({ timeout: 60_000 });
    lines.push(text.length > 4000 ? `${text.slice(0, 4000)}…` : text);
    const file = `${RESULTS_DIR}failed-${name.replace(/[^\w-]+/g, '-').slice(0, 80)}.png`;
    await page.screenshot({ path: file, fullPage: true, timeout: 60_000 });
    lines.push(`(screenshot: ${file})`);
  } catch (error) {
    lines.push(`(the page did not answer: ${(error as Error).message.split('\n')[0]})`);
  }
  const messages = consoleOf.get(page) ?? [];
  lines.push(`console (${messages.length} messages):`, ...messages.slice(-40));
  console.log(lines.join('\n'));
}

/**
 * Waits until a game page has valued its first position and runs no task: its value history is
 * drawn and no progress box is shown. The progress box and the chart change the page's height
 * as they come and go, so a test that clicks below them (the set-up form) waits for this first:
 * on a busy machine a click could otherwise land where a button was a moment before.
 */
export async function settled(page: Page): Promise<void> {
  await page.locator('.value-history').waitFor();
  await page.locator('.solve-status').waitFor({ state: 'detached' });
}

/**
 * The text of the alert a page shows for a link it refuses, checked to be a sentence for people:
 * no raw error names or values (RangeError, NaN, undefined, a failed allocation).
 */
export async function refusalText(page: Page): Promise<string> {
  const alert = page.getByRole('alert');
  await alert.waitFor();
  const text = (await alert.textContent()) ?? '';
  assert.doesNotMatch(text, /RangeError|NaN|undefined|allocation/);
  return text;
}

/** axe-core's script, injected into pages by the tests only (it never enters the app's bundle). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * The serious and critical accessibility violations axe-core finds on the page as it is now, one
 * line each (rule, what it says, the elements), so that a failing test names them.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{
          violations: {
            id: string;
            impact: string | null;
            help: string;
            nodes: { target: unknown[] }[];
          }[];
        }>;
      };
    };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}: ${v.targets.slice(0, 5).join(', ')}`);
}
