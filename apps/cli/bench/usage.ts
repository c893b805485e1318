import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const preload = fileURLToPath(new URL('./report-usage.cjs', import.meta.url));
const bin = fileURLToPath(new URL('../bin.cjs', import.meta.url));

/** What one run of a Node program used, measured from inside it as it exited. */
export interface Usage {
  /** User + system CPU seconds of the whole process, every thread. */
  readonly cpuSeconds: number;
  /** Peak resident memory, MiB. */
  readonly peakMiB: number;
  /** Wall seconds from spawn to exit. */
  readonly seconds: number;
  readonly code: number | null;
  readonly stderr: string;
  /** Its standard output, when kept (`keepStdout`); else empty. */
  readonly stdout: string;
}

interface MeasureOptions {
  env?: Record<string, string>;
  onStderr?: (stderr: string) => NodeJS.Signals | undefined;
  keepStdout?: boolean;
  /** A signal to send once this settles (a service, such as a queue worker, stopped at the end). */
  stopWith?: Promise<NodeJS.Signals>;
}

type Measured = Usage & { signalledAt?: number; exitedAt: number };

/**
 * Runs `node ARGS` (a script and its arguments) and reports what it used. `onStderr` sees the
 * run's stderr as it grows and may return a signal to send (once), with the time it was sent.
 * Standard output is discarded unless `keepStdout`.
 */
export function measureNode(
  args: readonly string[],
  options: MeasureOptions = {},
): Promise<Measured> {
  return measureProcess(['--require', preload, ...args], options);
}

/** The same report as report-usage.cjs, from a `-e` script. */
const REPORT_AT_EXIT = `process.on('exit', () => {
  const { userCPUTime, systemCPUTime, maxRSS } = process.resourceUsage();
  require('node:fs').writeFileSync(process.env.CGKIT_USAGE_FILE,
    JSON.stringify({ cpuSeconds: (userCPUTime + systemCPUTime) / 1e6, maxRSS }));
});`;

/** What `node -e 0` uses: Node's own start and exit, the reference of the start-up rows. */
export function measureBareNode(): Promise<Measured> {
  return measureProcess(['-e', REPORT_AT_EXIT], {});
}

function measureProcess(nodeArgs: readonly string[], options: MeasureOptions): Promise<Measured> {
  const dir = mkdtempSync(join(tmpdir(), 'cgkit-bench-'));
  const file = join(dir, 'usage.json');
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, nodeArgs, {
      env: { ...process.env, NO_COLOR: '1', CGKIT_USAGE_FILE: file, ...options.env },
      stdio: ['ignore', options.keepStdout === true ? 'pipe' : 'ignore', 'pipe'],
    });
    let stderr = '';
    let stdout = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    let signalledAt: number | undefined;
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      const signal = signalledAt === undefined ? options.onStderr?.(stderr) : undefined;
      if (signal !== undefined) {
        signalledAt = performance.now();
        child.kill(signal);
      }
    });
    child.on('error', reject);
    void options.stopWith?.then((signal) => child.kill(signal));
    let exitedAt = 0;
    child.on('exit', () => (exitedAt = performance.now()));
    child.on('close', (code) => {
      try {
        const { cpuSeconds, maxRSS } = JSON.parse(readFileSync(file, 'utf8')) as {
          cpuSeconds: number;
          maxRSS: number;
        };
        rmSync(dir, { recursive: true });
        resolve({
          cpuSeconds,
          peakMiB: maxRSS / 1024,
          seconds: (exitedAt - started) / 1000,
          code,
          stderr,
          stdout,
          exitedAt,
          ...(signalledAt === undefined ? {} : { signalledAt }),
        });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/** Runs the built `cgkit ARGS` and reports what it used. */
export function measureCli(
  args: readonly string[],
  options?: Parameters<typeof measureNode>[1],
): ReturnType<typeof measureNode> {
  return measureNode([bin, ...args], options);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
