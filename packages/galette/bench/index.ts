import { availableParallelism } from 'node:os';
import { GaletteSolver, StripValues, createCake } from '../src/index.js';
import { ParallelGaletteSolver } from '../src/node/index.js';
import { startSourceWorker } from '../src/testing/source-worker.js';

function report(name: string, unit: string, value: number): void {
  process.stdout.write(`${JSON.stringify({ name: `galette/${name}`, unit, value })}\n`);
}

function seconds(since: number): number {
  return (Date.now() - since) / 1000;
}

/** CPU seconds of this process since a `process.cpuUsage()` reading (steadier on a busy machine). */
function cpuSeconds(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const threads = availableParallelism();
const targets = [
  [7, 7],
  [6, 8],
  [5, 10],
  [4, 13],
  [3, 21],
] as const;

// The targets: each empty cake from a cold start (a fresh solver and fresh threads) in under
// 10 s, searched on every core (`cgkit galette` does the same). The machine is noisy: the
// median of three cold starts is the measure, with the slowest beside it.
const RUNS = 3;
for (const [rows, cols] of targets) {
  const walls: number[] = [];
  const cpus: number[] = [];
  let parts = 0;
  for (let run = 0; run < RUNS; run++) {
    const solver = new ParallelGaletteSolver({ threads, startWorker: startSourceWorker });
    const started = Date.now();
    const cpu = process.cpuUsage();
    const grundy = await solver.emptyCake(rows, cols);
    walls.push(seconds(started));
    cpus.push(cpuSeconds(cpu));
    await solver.close();
    parts = solver.stats.positions;
    process.stderr.write(`${rows}×${cols} = ${grundy}: ${parts} parts on ${threads} threads\n`);
  }
  const wall = median(walls);
  report(`empty-${rows}x${cols}`, 's', wall);
  report(`empty-${rows}x${cols}-slowest`, 's', Math.max(...walls));
  report(`empty-${rows}x${cols}-cpu`, 's', median(cpus));
  report(`empty-${rows}x${cols}-parts-per-second`, 'positions/s', Math.round(parts / wall));
}

// The same on one thread, for the speed-up and for machines with one core.
for (const [rows, cols] of targets) {
  const solver = new GaletteSolver();
  const started = Date.now();
  solver.grundy(createCake(rows, cols));
  report(`empty-${rows}x${cols}-one-thread`, 's', seconds(started));
}

// The table through 6×9 and 7×7 with one solver (as `cgkit galette table` runs): under 5 minutes.
{
  const solver = new ParallelGaletteSolver({ threads, startWorker: startSourceWorker });
  const started = Date.now();
  const cpu = process.cpuUsage();
  for (let rows = 1; rows <= 7; rows++) {
    for (let cols = rows; cols <= (rows === 7 ? 7 : 9); cols++) {
      await solver.emptyCake(rows, cols);
    }
  }
  await solver.close();
  report('table-through-6x9-and-7x7', 's', seconds(started));
  report('table-through-6x9-and-7x7-cpu', 's', cpuSeconds(cpu));
}

// Two rows reduce to a heap game: 2×N for N up to 10^5.
{
  const started = Date.now();
  new StripValues().emptyCake(100_000);
  report('strip-2x100000', 's', seconds(started));
}
