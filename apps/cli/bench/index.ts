// The CLI's own costs, measured on the built `cgkit` as a user runs it: start-up, how fast a
// signal ends a computation, and how fast an oversized input is refused. Each row prints CPU
// seconds (user + sys, every thread) and peak memory beside its target, and, where it has one,
// a reference measured in the same run.
import { READY_ENV } from '../src/thread-protocol.js';
import { measureCli, measureNode, median, type Usage } from './usage.js';

interface Row {
  readonly name: string;
  readonly unit: 'cpu-s' | 'ms';
  readonly value: number;
  readonly target: number;
  readonly peakMiB: number;
  readonly reference?: { readonly what: string; readonly value: number };
}

const rows: Row[] = [];
const round = (x: number, digits = 3): number => Number(x.toFixed(digits));

function report(row: Row): void {
  rows.push(row);
  process.stdout.write(`${JSON.stringify({ ...row, peakMiB: round(row.peakMiB, 1) })}\n`);
  const reference =
    row.reference === undefined ? '' : `, ${row.reference.what} ${row.reference.value}`;
  process.stderr.write(
    `${row.name}: ${row.value} ${row.unit} (target ${row.target}), peak ${row.peakMiB.toFixed(1)} MiB${reference}\n`,
  );
}

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
    unit: 'cpu-s',
    value: round(run.cpuSeconds),
    target: 0.15,
    peakMiB: run.peakMiB,
    reference: { what: 'node -e 0', value: round(bare.cpuSeconds) },
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
const refused = await medianOf(3, () => measureCli(['thirty-one', 'solve', '/dev/zero']));
if (refused.code !== 2) throw new Error(`/dev/zero was not refused: ${refused.stderr}`);
report({
  name: 'cli/refuse-256mib-input',
  unit: 'cpu-s',
  value: round(refused.cpuSeconds),
  target: 1,
  peakMiB: refused.peakMiB,
});

const missed = rows.filter((row) => row.value > row.target).map((row) => row.name);
process.stderr.write(
  missed.length === 0 ? 'cli: every target met\n' : `cli: targets missed: ${missed.join(', ')}\n`,
);
