import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Galette from '../src/index.js';
import type * as GaletteNode from '../src/solver/node/index.js';
import { startSourceWorker } from '../src/testing/source-worker.js';
import { type BaselineResult, buildBaseline, machineParallelism, runBaseline } from './baseline.js';

// One JSON line per measurement on stdout, human text on stderr. Every target cake is solved from
// a cold start (a fresh table; fresh threads) by the solver on one thread with the WebAssembly
// engine (its default) and with the TypeScript one, on two threads, and by the C
// baseline of the same algorithm (bench/baseline/galette.c), cake by cake in turn, so
// the ratios compare runs minutes apart at most on a machine whose speed varies. GALETTE_BENCH_RUNS
// (default 1) repeats each measurement and reports the median. Rows give wall-clock seconds as
// their value and CPU seconds as `cpuSeconds` (the row schema of CONTRIBUTING.md); the headline,
// the CLI end to end against the C, is a row of apps/cli/bench.

// The built package when there is one (`pnpm bench` builds first), as the CLI runs it: its
// worker threads start on JavaScript. From the sources, each thread first loads a TypeScript loader.
const dist = new URL('../dist/', import.meta.url);
const built = existsSync(fileURLToPath(new URL('solver/node/worker.js', dist)));
const { GaletteSolver, StripValues, createCake } = (await import(
  built ? new URL('index.js', dist).href : '../src/index.js'
)) as typeof Galette;
const { ParallelGaletteSolver } = (await import(
  built ? new URL('solver/node/index.js', dist).href : '../src/solver/node/index.js'
)) as typeof GaletteNode;
const startWorker = built ? undefined : startSourceWorker;

function round(value: number): number {
  return Number(value.toFixed(4));
}

/** CPU seconds of this process (all its threads) since a `process.cpuUsage()` reading. */
function cpuSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

function report(name: string, unit: 's' | 'ratio', value: number, extra: object = {}): void {
  const line = { name: `galette/${name}`, unit, ...extra, value: round(value) };
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
// GALETTE_BENCH_CAKES (say "4x6,5x6") measures other cakes instead, for a quick look.
const targets: (readonly [number, number])[] =
  process.env.GALETTE_BENCH_CAKES?.split(',').map((cake) => {
    const [rows, cols] = cake.split('x').map(Number);
    if (!(rows! >= 3 && cols! >= 3)) fail(`not a cake of at least 3×3: ${cake}`);
    return [rows!, cols!] as const;
  }) ??
  ([
    [6, 8],
    [7, 7],
    [5, 10],
    [4, 13],
    [3, 21],
  ] as const);

log(`galette bench: the ${built ? 'built package (dist)' : 'TypeScript sources'}`);
const baseline = buildBaseline();
// The same search made faster (bench/baseline/galette-best.c): both C programs are measured.
const best = buildBaseline('galette-best.c');

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
    for (const binary of best === undefined ? [baseline] : [baseline, best]) {
      const c = runBaseline(binary, rows, cols);
      if (c.value !== grundy || c.parts !== solver.stats.positions) {
        fail(
          `${rows}×${cols}: ${binary} says ${c.value} (${c.parts} parts), TypeScript ${grundy} (${solver.stats.positions} parts)`,
        );
      }
    }
  }
  log('the C programs agree with the solver on 9 small cakes (values and parts searched)');
}

interface Run {
  seconds: number;
  /** CPU seconds of the process, all threads together. */
  cpu: number;
  grundy: number;
}

/** One thread: the WebAssembly engine (the solver's default) or the TypeScript one. */
function oneThread(
  rows: number,
  cols: number,
  engine: 'webassembly' | 'typescript',
): Run & { parts: number } {
  const solver = new GaletteSolver({ engine });
  const started = performance.now();
  const cpu = process.cpuUsage();
  const grundy = solver.grundy(createCake(rows, cols));
  const seconds = (performance.now() - started) / 1000;
  return { seconds, cpu: cpuSince(cpu), grundy, parts: solver.stats.positions };
}

async function twoThreads(rows: number, cols: number): Promise<Run> {
  const solver = new ParallelGaletteSolver({ threads: 2, ...(startWorker && { startWorker }) });
  try {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const grundy = await solver.emptyCake(rows, cols);
    return { seconds: (performance.now() - started) / 1000, cpu: cpuSince(cpu), grundy };
  } finally {
    await solver.close();
  }
}

const known: Partial<Record<string, number>> = { '7x7': 0 };

for (const [rows, cols] of targets) {
  const cake = `${rows}x${cols}`;
  const wasm1: Run[] = [];
  const ts1: Run[] = [];
  const twoRuns: Run[] = [];
  const c: BaselineResult[] = [];
  const cBest: BaselineResult[] = [];
  for (let run = 0; run < runs; run++) {
    const fromC = baseline === undefined ? undefined : runBaseline(baseline, rows, cols);
    if (fromC !== undefined) c.push(fromC);
    const fromBest = best === undefined ? undefined : runBaseline(best, rows, cols);
    if (fromBest !== undefined) cBest.push(fromBest);
    // The default engine right after the C and right before two threads: the ratios the goals
    // are about compare runs seconds apart on a machine whose speed drifts.
    const wasm = oneThread(rows, cols, 'webassembly');
    wasm1.push(wasm);
    const two = await twoThreads(rows, cols);
    twoRuns.push(two);
    const one = oneThread(rows, cols, 'typescript');
    ts1.push(one);
    const expected = known[cake];
    if (
      two.grundy !== one.grundy ||
      wasm.grundy !== one.grundy ||
      wasm.parts !== one.parts ||
      (expected !== undefined && one.grundy !== expected) ||
      (fromC !== undefined && (fromC.value !== one.grundy || fromC.parts !== one.parts)) ||
      (fromBest !== undefined && (fromBest.value !== one.grundy || fromBest.parts !== one.parts))
    ) {
      fail(
        `${cake}: values or parts disagree (one thread ${one.grundy}, ${one.parts} parts; ` +
          `WebAssembly ${wasm.grundy}, ${wasm.parts} parts; two ${two.grundy}; C ${fromC?.value}, ` +
          `${fromC?.parts} parts; faster C ${fromBest?.value}, ${fromBest?.parts} parts)`,
      );
    }
    const time = (seconds: number, cpu: number): string =>
      `${seconds.toFixed(2)} s (CPU ${cpu.toFixed(2)} s)`;
    log(
      `${cake} = ${one.grundy}, ${one.parts} parts: one thread ${time(one.seconds, one.cpu)}, ` +
        `WebAssembly ${time(wasm.seconds, wasm.cpu)}, ` +
        `two threads ${time(two.seconds, two.cpu)}` +
        (fromC === undefined ? '' : `, C ${time(fromC.seconds, fromC.cpuSeconds)}`) +
        (fromBest === undefined ? '' : `, faster C ${time(fromBest.seconds, fromBest.cpuSeconds)}`),
    );
  }
  // Wall-clock seconds, with the CPU seconds beside them: on a shared machine the CPU ratio shows
  // the cost of the code, the wall-clock ratio what a user waits.
  const extra = { rows, cols };
  const wall = (runs: { seconds: number }[]): number => median(runs.map((r) => r.seconds));
  const cpu = (values: number[]): number => round(median(values));
  report(`empty-${cake}/one-thread`, 's', wall(wasm1), {
    ...extra,
    cpuSeconds: cpu(wasm1.map((r) => r.cpu)),
  });
  report(`empty-${cake}/typescript-one-thread`, 's', wall(ts1), {
    ...extra,
    cpuSeconds: cpu(ts1.map((r) => r.cpu)),
  });
  report(`empty-${cake}/two-threads`, 's', wall(twoRuns), {
    ...extra,
    cpuSeconds: cpu(twoRuns.map((r) => r.cpu)),
  });
  report(`empty-${cake}/one-thread-over-two-threads`, 'ratio', wall(wasm1) / wall(twoRuns), extra);
  if (c.length > 0) {
    // Two C runs side by side against one after the other, just after the two-thread run: the
    // speed-up the machine itself allows two threads at this moment.
    const machine = await machineParallelism(baseline!, 6, 7);
    log(`two C runs side by side go ${machine.toFixed(2)}× as fast as one after the other`);
    report(`empty-${cake}/machine-two-process-speedup`, 'ratio', machine, extra);
    const cCpu = median(c.map((r) => r.cpuSeconds));
    report(`empty-${cake}/c-baseline`, 's', wall(c), {
      ...extra,
      cpuSeconds: round(cCpu),
      peakMiB: median(c.map((r) => r.peakMiB)),
    });
    if (cBest.length > 0) {
      // The faster C against the baseline, CPU seconds: what its techniques give together.
      report(`empty-${cake}/c-best`, 's', wall(cBest), {
        ...extra,
        cpuSeconds: round(median(cBest.map((r) => r.cpuSeconds))),
        peakMiB: median(cBest.map((r) => r.peakMiB)),
        reference: round(cCpu),
        referenceName: 'C baseline, gcc -O2',
      });
    }
    report(`empty-${cake}/one-thread-over-c`, 'ratio', wall(wasm1) / wall(c), extra);
    report(
      `empty-${cake}/one-thread-over-c-cpu`,
      'ratio',
      median(wasm1.map((r) => r.cpu)) / cCpu,
      extra,
    );
    report(`empty-${cake}/typescript-one-thread-over-c`, 'ratio', wall(ts1) / wall(c), extra);
    report(
      `empty-${cake}/typescript-one-thread-over-c-cpu`,
      'ratio',
      median(ts1.map((r) => r.cpu)) / cCpu,
      extra,
    );
  }
}

// Two rows reduce to a heap game: 2×N for N up to 10^5.
{
  const started = performance.now();
  new StripValues().emptyCake(100_000);
  report('strip-2x100000', 's', (performance.now() - started) / 1000);
}

// The store (`PartStore`, LMDB) against the table in memory, one thread, parts per CPU second:
// with every part committed to a cache, and with a table of 16 MiB (262,144 entries) that spills
// what it forgets to a scratch store. GALETTE_BENCH_STORE_CAKE (default 6x8) picks the cake and
// GALETTE_BENCH_STORE_MIB (default 16) the table's budget.
{
  const [rows, cols] = (process.env.GALETTE_BENCH_STORE_CAKE ?? '6x8').split('x').map(Number);
  if (!(rows! >= 3 && cols! >= 3)) fail('GALETTE_BENCH_STORE_CAKE: not a cake of at least 3×3');
  const mib = Number(process.env.GALETTE_BENCH_STORE_MIB ?? 16);
  if (!(mib >= 1)) fail('GALETTE_BENCH_STORE_MIB: not a number of MiB of at least 1');
  const dir = mkdtempSync(join(tmpdir(), 'galette-bench-store-'));
  const measure = async (
    options: GaletteNode.ParallelGaletteSolverOptions,
    cache?: string,
  ): Promise<Run & { parts: number; found: number }> => {
    const solver = new ParallelGaletteSolver({ threads: 1, ...options });
    try {
      const started = performance.now();
      const cpu = process.cpuUsage();
      if (cache !== undefined) solver.openCache(cache);
      const grundy = await solver.emptyCake(rows!, cols!);
      await solver.close();
      const seconds = (performance.now() - started) / 1000;
      const found = solver.storeStats?.found ?? 0;
      return { seconds, cpu: cpuSince(cpu), grundy, parts: solver.stats.positions, found };
    } finally {
      await solver.close();
    }
  };
  const cake = `${rows}x${cols}`;
  const memory = await measure({ spill: false });
  const cached = await measure({}, join(dir, 'cache'));
  const spilled = await measure({ maxMemoryBytes: mib * 2 ** 20 });
  rmSync(dir, { recursive: true, force: true });
  for (const run of [cached, spilled]) {
    if (run.grundy !== memory.grundy) fail(`${cake}: the store's runs disagree on the value`);
  }
  const rate = (run: { parts: number; cpu: number }): number => run.parts / run.cpu;
  log(
    `${cake} store, one thread: in memory ${memory.parts} parts in ${memory.cpu.toFixed(2)} CPU s ` +
      `(${Math.round(rate(memory))}/s); cache ${cached.parts} in ${cached.cpu.toFixed(2)} s ` +
      `(${Math.round(rate(cached))}/s); spilling (${mib} MiB) ${spilled.parts} in ` +
      `${spilled.cpu.toFixed(2)} s (${Math.round(rate(spilled))}/s, ${spilled.found} read back)`,
  );
  const size = { rows, cols };
  const line = (name: string, unit: string, value: number, extra: object = {}): void => {
    const row = { name: `galette/store-${cake}/${name}`, unit, ...size, ...extra, value };
    process.stdout.write(`${JSON.stringify(row)}\n`);
  };
  for (const [name, run] of [
    ['in-memory', memory],
    ['cache', cached],
    [`spilling-${mib}mib`, spilled],
  ] as const) {
    line(`${name}-parts-per-cpu-second`, 'parts/s', Math.round(rate(run)), { parts: run.parts });
  }
  // CPU seconds against the table in memory: every part committed, and a table that spills.
  const against = { reference: round(memory.cpu), referenceName: 'in-memory table' };
  line('cache', 's', round(cached.seconds), {
    cpuSeconds: round(cached.cpu),
    ...against,
    targetRatio: 1.5,
  });
  line(`spilling-${mib}mib`, 's', round(spilled.seconds), {
    cpuSeconds: round(spilled.cpu),
    ...against,
    targetRatio: 4,
  });
}
