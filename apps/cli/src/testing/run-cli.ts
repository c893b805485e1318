import { spawn } from 'node:child_process';
import { READY_ENV } from '../thread-protocol.js';
import { cliBin } from './cli-bin.js';

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs the built `cgkit` binary as a user would, with optional standard input, working directory
 * and environment, and collects its output and exit code; `stdoutFd` sends standard output to an
 * open file instead (`/dev/full`, say).
 */
export function runCli(
  args: readonly string[],
  options: { stdin?: string; cwd?: string; env?: Record<string, string>; stdoutFd?: number } = {},
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliBin, ...args], {
      cwd: options.cwd,
      env: { ...process.env, NO_COLOR: '1', ...options.env },
      stdio: ['pipe', options.stdoutFd ?? 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
    child.stdin!.end(options.stdin ?? '');
  });
}

/** The states of a run a test can wait for before it signals (see `READY_ENV`). */
export type RunState = 'signals' | 'command';

/**
 * Runs the built `cgkit` binary, waits until it reaches `when` (its signal handlers in place, or
 * its command started: the default) or until its output so far satisfies `when`, then sends it
 * `signal` (Ctrl-C by default) and reports how it ended. It waits for a state, never for a time:
 * the test's own timeout bounds the wait. With `holdStdout`, it stops reading standard output
 * from then on until the process has exited, as a reader that does not read. The ready lines are
 * left out of the stderr reported.
 */
export function interruptCli(
  args: readonly string[],
  options: {
    when?: RunState | RegExp | ((stdout: string, stderr: string) => boolean);
    signal?: NodeJS.Signals;
    holdStdout?: boolean;
    stdin?: string;
    cwd?: string;
    env?: Record<string, string>;
  } = {},
): Promise<CliResult & { signal: NodeJS.Signals | null }> {
  const when = options.when ?? 'command';
  const reached =
    typeof when === 'string'
      ? (_out: string, err: string) => err.includes(`cgkit: ready: ${when}\n`)
      : typeof when === 'function'
        ? when
        : (out: string, err: string) => when.test(out) || when.test(err);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliBin, ...args], {
      cwd: options.cwd,
      env: { ...process.env, NO_COLOR: '1', [READY_ENV]: '1', ...options.env },
    });
    let stdout = '';
    let stderr = '';
    let signalled = false;
    const check = (): void => {
      if (signalled || !reached(stdout, stderr)) return;
      signalled = true;
      if (options.holdStdout === true) child.stdout.pause();
      child.kill(options.signal ?? 'SIGINT');
    };
    child.on('exit', () => child.stdout.resume());
    child.stdout.setEncoding('utf8').on('data', (d: string) => ((stdout += d), check()));
    child.stderr.setEncoding('utf8').on('data', (d: string) => ((stderr += d), check()));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({
        code: code ?? 1,
        signal,
        stdout,
        stderr: stderr.replace(/^cgkit: ready: \w+\n/gm, ''),
      }),
    );
    if (options.stdin !== undefined) child.stdin.end(options.stdin);
  });
}
