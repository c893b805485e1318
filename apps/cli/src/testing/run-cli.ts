import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../../bin.js', import.meta.url));

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs the built `cgkit` binary as a user would, with optional standard input, working directory
 * and environment, and collects its output and exit code.
 */
export function runCli(
  args: readonly string[],
  options: { stdin?: string; cwd?: string; env?: Record<string, string> } = {},
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: options.cwd,
      env: { ...process.env, NO_COLOR: '1', ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
    child.stdin.end(options.stdin ?? '');
  });
}

/**
 * Runs the built `cgkit` binary, sends it Ctrl-C (SIGINT) after `afterMs`, and reports how it
 * ended and how long it took to end after the signal.
 */
export function interruptCli(
  args: readonly string[],
  options: { afterMs?: number; stdin?: string; cwd?: string } = {},
): Promise<CliResult & { msAfterSignal: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: options.cwd,
      env: { ...process.env, NO_COLOR: '1' },
    });
    let stdout = '';
    let stderr = '';
    let signalledAt = 0;
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ code: code ?? 1, stdout, stderr, msAfterSignal: Date.now() - signalledAt }),
    );
    if (options.stdin !== undefined) child.stdin.end(options.stdin);
    setTimeout(() => {
      signalledAt = Date.now();
      child.kill('SIGINT');
    }, options.afterMs ?? 700);
  });
}
