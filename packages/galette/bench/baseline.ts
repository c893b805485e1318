import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the C baseline prints for one empty cake. */
export interface BaselineResult {
  readonly rows: number;
  readonly cols: number;
  readonly value: number;
  /** Parts searched: the TypeScript solver searches the same parts. */
  readonly parts: number;
  /** Seconds of the search alone, measured by the program. */
  readonly seconds: number;
  /** CPU seconds of the search (steadier than `seconds` on a busy machine). */
  readonly cpuSeconds: number;
  /** Peak resident memory of the process, MiB. */
  readonly peakMiB: number;
}

/** The C programs: the baseline of the solver's algorithm, and the same search made faster. */
export type BaselineProgram = 'galette.c' | 'galette-best.c';

/**
 * Compiles a C program of `bench/baseline/` (`galette.c`, the baseline, unless named; gcc -O2)
 * into a cache directory, once per version of the source. Returns the executable's path, or
 * undefined (with the reason on stderr) when there is no gcc or it fails.
 */
export function buildBaseline(program: BaselineProgram = 'galette.c'): string | undefined {
  const source = fileURLToPath(new URL(`./baseline/${program}`, import.meta.url));
  const text = readFileSync(source);
  const digest = createHash('sha256').update(text).digest('hex').slice(0, 16);
  const dir = join(tmpdir(), 'cgkit-galette-baseline');
  const binary = join(dir, `${program.replace(/\.c$/, '')}-${digest}`);
  if (existsSync(binary)) return binary;
  const probe = spawnSync('gcc', ['--version'], { encoding: 'utf8' });
  if (probe.error !== undefined || probe.status !== 0) {
    process.stderr.write(`galette bench: gcc not found, ${program} is skipped\n`);
    return undefined;
  }
  mkdirSync(dir, { recursive: true });
  const partial = `${binary}.${process.pid}.tmp`;
  const build = spawnSync('gcc', ['-O2', '-o', partial, source], { encoding: 'utf8' });
  if (build.status !== 0) {
    process.stderr.write(`galette bench: gcc failed, ${program} is skipped\n${build.stderr}`);
    return undefined;
  }
  renameSync(partial, binary);
  return binary;
}

/** Runs a C program (`buildBaseline`) on the empty rows × cols cake. */
export function runBaseline(binary: string, rows: number, cols: number): BaselineResult {
  const run = spawnSync(binary, [String(rows), String(cols)], { encoding: 'utf8' });
  if (run.status !== 0) {
    throw new Error(`the C baseline failed on ${rows}×${cols}: ${run.stderr || run.error}`);
  }
  return JSON.parse(run.stdout) as BaselineResult;
}

/**
 * How much faster two runs of the baseline go side by side than one after the other (2 when two
 * cores are free, 1 when the machine has about one core to spare): the most two threads can
 * gain on this machine right now.
 */
export async function machineParallelism(
  binary: string,
  rows: number,
  cols: number,
): Promise<number> {
  const started = performance.now();
  runBaseline(binary, rows, cols);
  const alone = performance.now() - started;
  const pairStarted = performance.now();
  await Promise.all([0, 1].map(() => runAsync(binary, rows, cols)));
  return (2 * alone) / (performance.now() - pairStarted);
}

function runAsync(binary: string, rows: number, cols: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, [String(rows), String(cols)], { stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the C baseline failed on ${rows}×${cols}`)),
    );
  });
}
