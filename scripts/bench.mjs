#!/usr/bin/env node
// Runs every package's `bench` script one package at a time (so they do not compete for the cores),
// after building, and prints one table of the rows that have a target. Benchmarks print one JSON
// line per measurement on stdout (the row schema is in CONTRIBUTING.md); their text for people
// goes to stderr. `pnpm bench galette masyu` runs only those packages; `--markdown` prints the
// table for the README; `--json` prints every JSON line instead of the table. It exits 0 when a
// target is missed or a benchmark fails: it reports.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import process from 'node:process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const format = args.includes('--json') ? 'json' : args.includes('--markdown') ? 'markdown' : 'text';
const only = args.filter((arg) => !arg.startsWith('--'));
const dirs = ['packages', 'apps'].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => join(root, group, name)),
);
const targets = dirs.filter((dir) => {
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest)) return false;
  const { name, scripts } = JSON.parse(readFileSync(manifest, 'utf8'));
  if (scripts?.bench === undefined) return false;
  return only.length === 0 || only.some((o) => name === o || name === `@cgkit/${o}`);
});
if (targets.length === 0) {
  process.stderr.write(`bench: no package with benchmarks matches ${only.join(' ')}\n`);
  process.exit(2);
}

const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], {
  cwd: root,
  stdio: ['ignore', 2, 2], // turbo's own output goes to stderr: stdout is for the results
});
if (build.status !== 0) process.exit(build.status ?? 1);

const startLoad = loadavg()[0];
const rows = [];
const failed = [];
for (const dir of targets) {
  const where = dir.slice(root.length + 1);
  process.stderr.write(`bench: ${where}\n`);
  const ok = await runBench(dir, (line) => {
    let row;
    try {
      row = JSON.parse(line);
    } catch {
      process.stderr.write(`bench: ${where} printed a line that is not JSON: ${line}\n`);
      return;
    }
    // Its CPU seconds are compared with its target and shown beside it: both must be seconds.
    if (row.cpuSeconds !== undefined && row.unit !== 's') {
      process.stderr.write(
        `bench: ${row.name} has cpuSeconds, so its unit must be s, not ${row.unit}\n`,
      );
      failed.push(`${where}: ${row.name} (unit ${row.unit} with cpuSeconds)`);
      return;
    }
    rows.push(row);
    if (format === 'json') process.stdout.write(`${JSON.stringify(row)}\n`);
  });
  if (!ok) {
    failed.push(where);
    process.stderr.write(`bench: ${where} failed\n`);
  }
}
if (format !== 'json') process.stdout.write(table(rows, format === 'markdown'));
if (failed.length > 0) process.stderr.write(`bench: failed: ${failed.join(', ')}\n`);

/** Runs `pnpm run bench` in `dir`, handing each stdout line to `onLine`; true when it exits 0. */
function runBench(dir, onLine) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['--silent', 'run', 'bench'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop();
      for (const line of lines) if (line.trim() !== '') onLine(line);
    });
    child.on('error', () => resolve(false));
    child.on('close', (code) => {
      if (pending.trim() !== '') onLine(pending);
      resolve(code === 0);
    });
  });
}

/** Whether a row meets its targets: true, false, or undefined when it has none. */
function met(row) {
  const checks = [];
  const cpu = row.cpuSeconds ?? row.value;
  if (row.target !== undefined) checks.push(cpu <= row.target);
  if (row.targetRatio !== undefined && row.reference !== undefined) {
    checks.push(cpu / row.reference <= row.targetRatio);
  }
  if (row.targetPeakMiB !== undefined && row.peakMiB !== undefined) {
    checks.push(row.peakMiB <= row.targetPeakMiB);
  }
  return checks.length === 0 ? undefined : checks.every(Boolean);
}

/** The rows that have a target, as a table of text or of Markdown. */
function table(all, markdown) {
  const headline = all.filter(
    (row) =>
      row.target !== undefined || row.targetRatio !== undefined || row.targetPeakMiB !== undefined,
  );
  const seconds = (x) =>
    x === undefined ? '' : x < 0.01 ? x.toPrecision(2) : x < 10 ? x.toFixed(3) : x.toFixed(1);
  const header = ['row', 'measured', 'target', 'reference', 'ratio', 'peak MiB', 'met'];
  const body = headline.map((row) => {
    const cpu = row.cpuSeconds;
    const goals = [];
    if (row.target !== undefined)
      goals.push(`≤ ${row.target} ${cpu === undefined ? row.unit : 's'}`);
    if (row.targetRatio !== undefined) goals.push(`≤ ${row.targetRatio}× ref`);
    if (row.targetPeakMiB !== undefined) goals.push(`≤ ${row.targetPeakMiB} MiB`);
    const reference =
      row.reference === undefined
        ? ''
        : `${seconds(row.reference)} s${row.referenceName ? ` (${row.referenceName})` : ''}`;
    const ratio =
      row.reference === undefined || cpu === undefined
        ? ''
        : `${(cpu / row.reference).toFixed(2)}×`;
    const ok = met(row);
    return [
      row.name,
      cpu === undefined ? `${row.value} ${row.unit}` : `${seconds(cpu)} s`,
      goals.join(', '),
      reference,
      ratio,
      row.peakMiB === undefined ? '' : row.peakMiB.toFixed(1),
      ok === undefined ? '' : ok ? 'yes' : 'NO',
    ];
  });
  for (const where of failed) body.push([`${where}: benchmark failed`, '', '', '', '', '', 'NO']);
  const cpu = cpus();
  const machine =
    `${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, Node ${process.version}, ` +
    `${process.platform}; load average ${startLoad.toFixed(2)} at the start, ` +
    `${loadavg()[0].toFixed(2)} at the end; ${new Date().toISOString().slice(0, 10)}`;
  if (markdown) {
    const line = (cells) => `| ${cells.join(' | ')} |`;
    return [
      `Measured on ${machine}.`,
      '',
      line(header),
      line(header.map((_, i) => (i === 0 ? '---' : '---:'))),
      ...body.map(line),
      '',
    ].join('\n');
  }
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((r) => r[i].length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ');
  return [`${machine}`, line(header), ...body.map(line), ''].join('\n');
}
