// The CLI's own costs, measured on the built `cgkit` as a user runs it: start-up, how fast a
// signal ends a computation, and how fast an oversized input is refused. Each row prints CPU
// seconds (user + sys, every thread) and peak memory beside its target, and, where it has one,
// a reference measured in the same run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { READY_ENV } from '../src/thread-protocol.js';
import { report, round } from './row.js';
import { measureCli, measureNode, median, type Usage } from './usage.js';

async function medianOf(runs: number, run: () => Promise<Usage>): Promise<Usage> {
  const results: Usage[] = [];
  for (let i = 0; i < runs; i++) results.push(await run());
  const cpu = median(results.map((r) => r.cpuSeconds));
  return results.find((r) => r.cpuSeconds === cpu)!;
}

// Start-up: what every run pays before its command does anything. Node's own start is the
// reference, measured alternately with the CLI so both see the same machine.
const RUNS = 15;
const bare = await medianOf(RUNS, () => measureNode(['-e', '0']));
for (const [name, args] of [
  ['startup-version', ['--version']],
  ['startup-nim', ['nim', '3', '4', '5']],
] as const) {
  const run = await medianOf(RUNS, () => measureCli(args));
  if (run.code !== 0) throw new Error(`cgkit ${args.join(' ')} failed: ${run.stderr}`);
  report({
    name: `cli/${name}`,
    unit: 's',
    value: round(run.cpuSeconds),
    cpuSeconds: round(run.cpuSeconds),
    target: 0.15,
    peakMiB: run.peakMiB,
    reference: round(bare.cpuSeconds),
    referenceName: 'node -e 0',
  });
}

// Ctrl-C while a solver computes without yielding: milliseconds from the signal to the exit.
const latencies: number[] = [];
let peak = 0;
for (let i = 0; i < 5; i++) {
  const run = await measureCli(
    ['cgt', 'domineering', '......|......|......|......|......|......'],
    {
      env: { [READY_ENV]: '1' },
      onStderr: (stderr) => (stderr.includes('cgkit: ready: command') ? 'SIGINT' : undefined),
    },
  );
  if (run.code !== 1 || !run.stderr.includes('cgkit: interrupted')) {
    throw new Error(`Ctrl-C did not end the run as expected: ${run.stderr}`);
  }
  latencies.push(run.exitedAt - run.signalledAt!);
  peak = Math.max(peak, run.peakMiB);
}
report({
  name: 'cli/ctrl-c-to-exit',
  unit: 'ms',
  value: round(median(latencies), 0),
  target: 1000,
  peakMiB: peak,
});

// An input past 256 MiB on a stream that never ends: refused after reading the limit, no more.
const refused = await medianOf(3, () => measureCli(['masyu', 'solve', '/dev/zero']));
if (refused.code !== 2) throw new Error(`/dev/zero was not refused: ${refused.stderr}`);
report({
  name: 'cli/refuse-256mib-input',
  unit: 's',
  value: round(refused.cpuSeconds),
  cpuSeconds: round(refused.cpuSeconds),
  target: 1,
  peakMiB: refused.peakMiB,
});

// A million cases on random scrambled keypads, streamed. The reference is the whole-file way
// through the library API (read all, parse all into an array, solve, print), measured alike.
const casesDir = mkdtempSync(join(tmpdir(), 'cgkit-bench-31-'));
const casesFile = join(casesDir, 'cases.txt');
writeFileSync(casesFile, scrambledCases(1_000_000));
const wholeFile = `
  import { readFileSync, writeSync } from 'node:fs';
  import { parseThirtyOneCases, printThirtyOneResults } from '${import.meta.resolve('@cgkit/io-formats')}';
  import { ThirtyOneSolver } from '${import.meta.resolve('@cgkit/thirty-one')}';
  const cases = parseThirtyOneCases(readFileSync(process.argv[1], 'utf8'), 'cases');
  const solver = new ThirtyOneSolver();
  const results = cases.map((c) => (solver.solve(c.keypad).wins(c) ? 'win' : 'lose'));
  writeSync(1, printThirtyOneResults(results));
`;
const streamed = await medianOf(3, () => measureCli(['thirty-one', 'solve', casesFile]));
if (streamed.code !== 0) throw new Error(`thirty-one solve failed: ${streamed.stderr}`);
const whole = await medianOf(3, () =>
  measureNode(['--input-type=module', '-e', wholeFile, casesFile]),
);
if (whole.code !== 0) throw new Error(`the whole-file reference failed: ${whole.stderr}`);
rmSync(casesDir, { recursive: true });
report({
  name: 'cli/thirty-one-solve-1e6-scrambled',
  unit: 's',
  value: round(streamed.cpuSeconds),
  cpuSeconds: round(streamed.cpuSeconds),
  target: 3,
  targetPeakMiB: 200,
  peakMiB: streamed.peakMiB,
  reference: round(whole.cpuSeconds),
  referenceName: `whole file, peak ${whole.peakMiB.toFixed(0)} MiB`,
});

/** A cases file of random scrambled lines `V L k0 … k8` (seeded: every run measures one file). */
function scrambledCases(count: number): string {
  let state = 220;
  const next = (n: number): number => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 2 ** 32) * n);
  };
  const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  const lines = [String(count)];
  for (let i = 0; i < count; i++) {
    for (let k = 8; k > 0; k--) {
      const j = next(k + 1);
      [digits[k], digits[j]] = [digits[j]!, digits[k]!];
    }
    lines.push(`${next(31)} ${1 + next(9)} ${digits.join(' ')}`);
  }
  return `${lines.join('\n')}\n`;
}
