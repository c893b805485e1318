// Benchmarks of the web app: the size of what the browser downloads first, the first contentful
// paint of the built app in headless Chromium, and a click on a 40×40 Masyu board to its next
// painted frame. One JSON line per measurement on stdout (the workspace's `pnpm bench` reads
// them), notes on stderr. Runs on the build in `dist/`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, ensureChromium } from '../e2e/chromium.js';
import { measureMasyuClicks } from './masyu-click.js';

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
const ASSETS = join(APP_DIR, 'dist', 'assets');
/** Loads of each page; the median is reported (the first load also warms the server's cache). */
const LOADS = 7;

function emit(
  name: string,
  unit: string,
  value: number,
  target?: number,
  usage?: { cpuSeconds: number; peakMiB: number | undefined },
): void {
  const round = (x: number): number => Number(x.toPrecision(3));
  const row = {
    name: `web/${name}`,
    unit,
    value: unit === 's' ? round(value) : Number(value.toFixed(1)),
    ...(usage && {
      cpuSeconds: round(usage.cpuSeconds),
      peakMiB: usage.peakMiB === undefined ? undefined : Number(usage.peakMiB.toFixed(1)),
    }),
    target,
  };
  process.stdout.write(`${JSON.stringify(row)}\n`);
}

/** The gzip size in kB (1000 bytes, as Vite prints it) of the script `name` in dist/assets. */
function gzipKB(name: string): number {
  return gzipSync(readFileSync(join(ASSETS, name))).length / 1000;
}

/**
 * The main chunk: the script `dist/index.html` loads (not a search of dist/assets, which may hold
 * an earlier build's chunks when turbo restored the build from its cache over them).
 */
function entryScript(): string {
  const html = readFileSync(join(APP_DIR, 'dist', 'index.html'), 'utf8');
  const name = /<script[^>]*\ssrc="[^"]*\/assets\/([^"/]+\.js)"/.exec(html)?.[1];
  if (name === undefined) throw new Error('dist/index.html loads no script from assets/');
  return name;
}

// 1. The main chunk, which every page loads before its first paint, gzip; the issue's "near
// today's size" (97 kB) is read as at most 10% more.
emit('bundle/main-gzip', 'kB', gzipKB(entryScript()), 107);

// 2. First contentful paint of the home page and of each game page, the median of LOADS loads in
// fresh pages of one browser, from the preview server on localhost (target: under 1 s); and the
// JavaScript each page loads, its worker's included, until the network is quiet (gzip). Before
// the pages and the worker's tasks became chunks of their own, every page loaded 97 kB + 54 kB.
const server = await preview({
  root: APP_DIR,
  logLevel: 'warn',
  preview: { host: '127.0.0.1', port: 0, open: false },
});
const browser = await chromium.launch({
  executablePath: ensureChromium('web bench'),
  args: [...CHROMIUM_ARGS],
});
try {
  const base = server.resolvedUrls?.local[0] ?? '';
  for (const [name, hash] of [
    ['home', ''],
    ['thirty-one', '#/thirty-one'],
    ['galette', '#/galette'],
    ['board-escape', '#/board-escape'],
    ['masyu', '#/masyu'],
    ['values', '#/values'],
  ] as const) {
    const times: number[] = [];
    let scripts = new Set<string>();
    for (let load = 0; load < LOADS; load++) {
      const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
      const loaded = new Set<string>();
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (path.endsWith('.js')) loaded.add(path.slice(path.lastIndexOf('/') + 1));
      });
      await page.goto(`${base}${hash}`);
      times.push(await page.evaluate(firstContentfulPaint));
      await page.waitForLoadState('networkidle');
      scripts = loaded;
      await page.close();
    }
    times.sort((a, b) => a - b);
    emit(`first-paint/${name}`, 'ms', times[Math.floor(LOADS / 2)]!, 1000);
    const kB = [...scripts].reduce((sum, file) => sum + gzipKB(file), 0);
    emit(`page-javascript/${name}`, 'kB', kB, 151);
    process.stderr.write(
      `${name}: ${times.map((t) => t.toFixed(0)).join(', ')} ms; ${[...scripts].sort().join(' ')}\n`,
    );
  }

  // 3. A click on a 40×40 Masyu board to the next painted frame: the median and the worst of the
  // clicks (wall times: on a busy machine they wait for a core), target one frame at 60 Hz on an
  // idle machine; and the CPU seconds per click of the page's renderer (target: the same frame)
  // and of all of Chromium, with the renderer's peak memory.
  const clicks = await measureMasyuClicks(browser, base);
  emit('masyu-click-40x40/frame', 'ms', clicks.medianSeconds * 1000, 16.7);
  emit('masyu-click-40x40/frame-worst', 'ms', clicks.worstSeconds * 1000, 16.7);
  emit('masyu-click-40x40/renderer-cpu', 's', clicks.rendererCpuSeconds, 0.0167, {
    cpuSeconds: clicks.rendererCpuSeconds,
    peakMiB: clicks.peakMiB,
  });
  emit('masyu-click-40x40/chromium-cpu', 's', clicks.allCpuSeconds);
  process.stderr.write(
    `masyu click 40×40: ${clicks.ms.map((t) => t.toFixed(0)).join(', ')} ms; median ` +
      `${(clicks.medianSeconds * 1000).toFixed(1)} ms, worst ${(clicks.worstSeconds * 1000).toFixed(1)} ms; CPU per click ` +
      `${(clicks.rendererCpuSeconds * 1000).toFixed(1)} ms (renderer), ` +
      `${(clicks.allCpuSeconds * 1000).toFixed(1)} ms (all of Chromium)\n`,
  );
} finally {
  await browser.close();
  await server.close();
}

/** Runs in the page: the first contentful paint's time since navigation, once there is one. */
function firstContentfulPaint(): Promise<number> {
  return new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      const entry = list.getEntriesByName('first-contentful-paint')[0];
      if (entry === undefined) return;
      observer.disconnect();
      resolve(entry.startTime);
    }).observe({ type: 'paint', buffered: true });
  });
}
