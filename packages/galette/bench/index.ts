import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type * as Galette from '../src/index.js';
import type * as GaletteNode from '../src/node/index.js';
import { startSourceWorker } from '../src/testing/source-worker.js';
import { type BaselineResult, buildBaseline, runBaseline } from './baseline.js';

// One JSON line per measurement on stdout, human text on stderr. Every target cake is solved from
// a cold start (a fresh table; fresh threads) by the TypeScript solver on one thread and on two,
// and by the C baseline of the same algorithm (bench/baseline/galette.c), cake by cake in turn, so
// the ratios compare runs minutes apart at most on a machine whose speed varies. GALETTE_BENCH_RUNS
// (default 1) repeats each measurement and reports the median.

// The built package when there is one (`pnpm bench` builds first), as the CLI runs it: its
// worker threads start on JavaScript. From the sources, each thread first loads a TypeScript loader.
const dist = new URL('../dist/', import.meta.url);
const built = existsSync(fileURLToPath(new URL('node/worker.js', dist)));
const { GaletteSolver, StripValues, createCake } = (await import(
  built ? new URL('index.js', dist).href : '../src/index.js'
)) as typeof Galette;
const { ParallelGaletteSolver } = (await import(
  built ? new URL('node/index.js', dist).href : '../src/node/index.js'
)) as typeof GaletteNode;
const startWorker = built ? undefined : startSourceWorker;

function report(name: string, unit: 's' | 'ratio', value: number, extra: object = {}): void {
  const line = { name: `galette/${name}`, unit, ...extra, value: Number(value.toFixed(4)) };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

function log(text: string): void {
  process.stderr.write(`${text}\n`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function fail(message: string): never {
  log(`galette bench: ${message}`);
  process.exit(1);
}

const runs = Math.max(1, Number(process.env.GALETTE_BENCH_RUNS ?? 1));
const targets = [
  [6, 8],
  [7, 7],
  [5, 10],
  [4, 13],
  [3, 21],
] as const;

log(`galette bench: the ${built ? 'built package (dist)' : 'TypeScript sources'}`);
const baseline = buildBaseline();

// The baseline must solve the same problem: the same values and the same parts searched on small
// cakes (the published values include 6×7 = *1 and 7×7 = 0, checked with the targets below).
if (baseline !== undefined) {
  for (const [rows, cols] of [
    [3, 3],
    [3, 8],
    [4, 4],
    [4, 7],
    [5, 5],
    [5, 6],
    [6, 6],
    [4, 9],
    [6, 7],
  ] as const) {
    const solver = new GaletteSolver();
    const grundy = solver.grundy(createCake(rows, cols));
    const c = runBaseline(baseline, rows, cols);
    if (c.value !== grundy || c.parts !== solver.stats.positions) {
      fail(
        `${rows}×${cols}: the C baseline says ${c.value} (${c.parts} parts), TypeScript ${grundy} (${solver.stats.positions} parts)`,
      );
    }
  }
  log('the C baseline agrees with the solver on 9 small cakes (values and parts searched)');
}

function oneThread(rows: number, cols: number): { seconds: number; grundy: number; parts: number } {
  const solver = new GaletteSolver();
  const started = performance.now();
  const grundy = solver.grundy(createCake(rows, cols));
  return { seconds: (performance.now() - started) / 1000, grundy, parts: solver.stats.positions };
}

async function twoThreads(
  rows: number,
  cols: number,
): Promise<{ seconds: number; grundy: number }> {
  const solver = new ParallelGaletteSolver({ threads: 2, ...(startWorker && { startWorker }) });
  try {
    const started = performance.now();
    const grundy = await solver.emptyCake(rows, cols);
    return { seconds: (performance.now() - started) / 1000, grundy };
  } finally {
    await solver.close();
  }
}

const known: Partial<Record<string, number>> = { '7x7': 0 };

for (const [rows, cols] of targets) {
  const cake = `${rows}x${cols}`;
  const ts1: number[] = [];
  const ts2: number[] = [];
  const c: number[] = [];
  for (let run = 0; run < runs; run++) {
    let fromC: BaselineResult | undefined;
    if (baseline !== undefined) {
      fromC = runBaseline(baseline, rows, cols);
      c.push(fromC.seconds);
    }
    const one = oneThread(rows, cols);
    ts1.push(one.seconds);
    const two = await twoThreads(rows, cols);
    ts2.push(two.seconds);
    const expected = known[cake];
    if (
      two.grundy !== one.grundy ||
      (expected !== undefined && one.grundy !== expected) ||
      (fromC !== undefined && (fromC.value !== one.grundy || fromC.parts !== one.parts))
    ) {
      fail(
        `${cake}: values disagree (one thread ${one.grundy}, two ${two.grundy}, C ${fromC?.value})`,
      );
    }
    log(
      `${cake} = ${one.grundy}, ${one.parts} parts: one thread ${one.seconds.toFixed(2)} s, ` +
        `two threads ${two.seconds.toFixed(2)} s` +
        (fromC === undefined ? '' : `, C ${fromC.seconds.toFixed(2)} s`),
    );
  }
  const extra = { rows, cols };
  report(`empty-${cake}/one-thread`, 's', median(ts1), extra);
  report(`empty-${cake}/two-threads`, 's', median(ts2), extra);
  report(`empty-${cake}/one-thread-over-two-threads`, 'ratio', median(ts1) / median(ts2), extra);
  if (c.length > 0) {
    report(`empty-${cake}/c-baseline`, 's', median(c), extra);
    report(`empty-${cake}/one-thread-over-c`, 'ratio', median(ts1) / median(c), extra);
  }
}

// Two rows reduce to a heap game: 2×N for N up to 10^5.
{
  const started = performance.now();
  new StripValues().emptyCake(100_000);
  report('strip-2x100000', 's', (performance.now() - started) / 1000);
}
