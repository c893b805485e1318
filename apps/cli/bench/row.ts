// The benchmark row schema of CONTRIBUTING.md: one JSON line on stdout per measurement, read by
// `pnpm bench` (scripts/bench.mjs), which prints the rows with a target as one table.

export interface BenchRow {
  readonly name: string;
  readonly unit: string;
  readonly value: number;
  /** User + system CPU seconds of the measured process, every thread. */
  readonly cpuSeconds?: number;
  /** Its peak resident memory, MiB. */
  readonly peakMiB?: number;
  /** The target for `cpuSeconds` (without it, for `value`). */
  readonly target?: number;
  /** The target for `cpuSeconds / reference`. */
  readonly targetRatio?: number;
  readonly targetPeakMiB?: number;
  /** CPU seconds of the reference, measured in the same run. */
  readonly reference?: number;
  readonly referenceName?: string;
}

export const round = (x: number, digits = 3): number => Number(x.toFixed(digits));

/** Prints the row as a JSON line on stdout and as a sentence on stderr. */
export function report(row: BenchRow): void {
  const line = { ...row, ...(row.peakMiB !== undefined && { peakMiB: round(row.peakMiB, 1) }) };
  process.stdout.write(`${JSON.stringify(line)}\n`);
  const reference =
    row.reference === undefined ? '' : `; ${row.referenceName ?? 'reference'} ${row.reference} s`;
  const peak = row.peakMiB === undefined ? '' : `, peak ${row.peakMiB.toFixed(1)} MiB`;
  const goals = [
    row.target === undefined
      ? ''
      : `target ${row.target} ${row.cpuSeconds === undefined ? row.unit : 's'}`,
    row.targetRatio === undefined ? '' : `target ${row.targetRatio}× the reference`,
    row.targetPeakMiB === undefined ? '' : `target ${row.targetPeakMiB} MiB`,
  ].filter((goal) => goal !== '');
  const target = goals.length === 0 ? '' : ` (${goals.join(', ')})`;
  process.stderr.write(`${row.name}: ${row.value} ${row.unit}${target}${peak}${reference}\n`);
}
