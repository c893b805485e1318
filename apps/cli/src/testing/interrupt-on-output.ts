import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CliResult } from './run-cli.js';

const bin = fileURLToPath(new URL('../../bin.js', import.meta.url));

/**
 * Runs the built `cgkit` binary and sends it Ctrl-C (SIGINT) once what it has printed so far
 * satisfies `ready`, never after a fixed delay: output from the command means the CLI has
 * installed its Ctrl-C handler and the command has started, however loaded the machine is.
 * Resolves with how the process ended (also when it ended before it was ready).
 */
export function interruptOnOutput(
  args: readonly string[],
  ready: (output: { readonly stdout: string; readonly stderr: string }) => boolean,
  options: { stdin?: string; env?: Record<string, string> } = {},
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      env: { ...process.env, NO_COLOR: '1', ...options.env },
    });
    const output = { stdout: '', stderr: '' };
    let signalled = false;
    const heard = (stream: 'stdout' | 'stderr') => (data: string) => {
      output[stream] += data;
      if (!signalled && ready(output)) {
        signalled = true;
        child.kill('SIGINT');
      }
    };
    child.stdout.setEncoding('utf8').on('data', heard('stdout'));
    child.stderr.setEncoding('utf8').on('data', heard('stderr'));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, ...output }));
    child.stdin.end(options.stdin ?? '');
  });
}
