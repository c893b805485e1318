import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runCli } from '../testing/run-cli.js';
import { cliBin } from '../testing/spawn-cli.js';

// `cgkit thirty-one solve` on the built binary, as a stream: answers come out as the cases come
// in, and the memory budget bounds what the solver keeps.

describe('cgkit thirty-one solve, streaming', () => {
  it('answers the cases already given while standard input stays open', async () => {
    const child = spawn(process.execPath, [cliBin, 'thirty-one', 'solve', '-'], {
      env: { ...process.env, NO_COLOR: '1' },
    });
    let stdout = '';
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    const answered = new Promise<void>((resolve) => {
      child.stdout.setEncoding('utf8').on('data', (d: string) => {
        stdout += d;
        if (stdout === 'PIERDE\nGANA\n') resolve();
      });
    });
    child.stdin.write('3\n28 9\n29 2\n');
    // Waits for the first two answers, however long they take: the third case is not sent yet.
    await answered;
    child.stdin.end('19 3\n');
    expect(await closed).toBe(0);
    expect({ stdout, stderr }).toEqual({ stdout: 'PIERDE\nGANA\nGANA\n', stderr: '' });
  });

  it('stops with one line and exit code 1 when the solved keypads pass --max-memory', async () => {
    const lines = ['2000'];
    const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    for (let i = 0; i < 2000; i++) {
      // A new arrangement each line (the next permutation), so new classes keep coming.
      let k = 7;
      while (digits[k]! > digits[k + 1]!) k--;
      let j = 8;
      while (digits[j]! < digits[k]!) j--;
      [digits[k], digits[j]] = [digits[j]!, digits[k]!];
      digits.splice(k + 1, 9, ...digits.slice(k + 1).reverse());
      lines.push(`0 ${digits[0]} ${digits.join(' ')}`);
    }
    const result = await runCli(['--max-memory', '1M', 'thirty-one', 'solve', '-'], {
      stdin: `${lines.join('\n')}\n`,
    });
    expect(result.stderr).toMatch(
      /^cgkit: a table of \d+ solved keypads needs more than 1 MiB, the memory budget \(about [\d.]+ MiB\)\n$/,
    );
    expect(result.code).toBe(1);
  });
});
