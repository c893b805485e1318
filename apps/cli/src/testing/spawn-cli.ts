import { spawn, type ChildProcess } from 'node:child_process';
import { cliBin } from './cli-bin.js';
import type { CliResult } from './run-cli.js';

export { cliBin };

/** A `cgkit` run under way: the process, what it has printed so far, and how it ends. */
export interface CliRun {
  readonly child: ChildProcess;
  readonly output: { stdout: string; stderr: string };
  readonly ended: Promise<CliResult>;
}

/**
 * Starts the built `cgkit` binary (or, with `shell`, a bash command line in which the function
 * `cgkit` runs it, for `ulimit` and pipes), as another user with `uid` (the tests run as root),
 * and collects its output while it runs.
 */
export function startCli(
  args: readonly string[],
  options: { cwd?: string; uid?: number; shell?: string; env?: Record<string, string> } = {},
): CliRun {
  const env = {
    ...process.env,
    NO_COLOR: '1',
    CGKIT_NODE: process.execPath,
    CGKIT_BIN: cliBin,
    ...options.env,
  };
  const cgkit = 'cgkit() { "$CGKIT_NODE" "$CGKIT_BIN" "$@"; }';
  const child =
    options.shell === undefined
      ? spawn(process.execPath, [cliBin, ...args], {
          cwd: options.cwd,
          env,
          ...(options.uid !== undefined && { uid: options.uid, gid: options.uid }),
        })
      : spawn('bash', ['-c', `${cgkit}\n${options.shell}`], { cwd: options.cwd, env });
  const output = { stdout: '', stderr: '' };
  child.stdout.setEncoding('utf8').on('data', (d: string) => (output.stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (output.stderr += d));
  child.stdin.end();
  const ended = new Promise<CliResult>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, ...output }));
  });
  return { child, output, ended };
}

/** Resolves once `ready()` holds, looking every 20 ms (no time limit: the test's own bounds it). */
export async function waitUntil(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 20));
}
