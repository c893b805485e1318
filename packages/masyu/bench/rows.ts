import { performance } from 'node:perf_hooks';

/**
 * One measurement on stdout, in the JSON-lines schema of `pnpm bench`: name, unit and value,
 * with the optional `cpuSeconds` (user + system time of the process over what was measured),
 * `target` (in the row's unit: the value should stay below it) and `peakMiB` (the process's
 * peak resident memory so far).
 */
export interface Row {
  readonly name: string;
  readonly unit: string;
  readonly value: number;
  readonly cpuSeconds?: number;
  readonly target?: number;
}

export function emitRow(row: Row): void {
  const peakMiB = process.resourceUsage().maxRSS / 1024;
  const out = {
    name: `masyu/${row.name}`,
    unit: row.unit,
    value: round(row.value),
    ...(row.cpuSeconds === undefined ? {} : { cpuSeconds: round(row.cpuSeconds) }),
    ...(row.target === undefined ? {} : { target: row.target }),
    peakMiB: Math.round(peakMiB),
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

/** Three significant digits: enough to compare runs, short enough to read. */
function round(value: number): number {
  return Number(value.toPrecision(3));
}

/** Runs `work`, returning its result with the wall and CPU seconds it took. */
export function timed<T>(work: () => T): { result: T; seconds: number; cpuSeconds: number } {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = work();
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return { result, seconds, cpuSeconds: (used.user + used.system) / 1e6 };
}

/** The middle value (the lower of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[(sorted.length - 1) >> 1]!;
}
