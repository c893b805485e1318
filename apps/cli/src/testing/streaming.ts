import { spawn } from 'node:child_process';
import type { CliResult } from './run-cli.js';
import { cliBin } from './spawn-cli.js';

/**
 * Runs the built `cgkit ARGS` on a batch given in two parts: `first` is written to its standard
 * input, which stays open until standard output satisfies `answered` (the answers of `first`),
 * however long that takes; only then is `rest` written and the input closed. So it resolves only
 * if a batch's answers come out while its input is still arriving.
 */
export function answersBeforeInputEnds(
  args: readonly string[],
  batch: { first: string; answered: (stdout: string) => boolean; rest: string },
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliBin, ...args], {
      env: { ...process.env, NO_COLOR: '1' },
    });
    let stdout = '';
    let stderr = '';
    let restSent = false;
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
      if (!restSent && batch.answered(stdout)) {
        restSent = true;
        child.stdin.end(batch.rest);
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (restSent) resolve({ code: code ?? 1, stdout, stderr });
      else reject(new Error(`the input was never finished: stdout ${JSON.stringify(stdout)}`));
    });
    child.stdin.write(batch.first);
  });
}
