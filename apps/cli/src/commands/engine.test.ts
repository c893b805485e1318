import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyzeNim, engineCommand } from './engine.js';
import { setTimeLimit, startRun } from '../runtime.js';
import { TEST_CLOCK_ENV } from '../thread-protocol.js';
import { runCli } from '../testing/run-cli.js';
import { runCommand } from '../testing/run-command.js';

/** The largest position `cgkit nim` takes: 64 heaps of 1,000. */
const largest = Array.from({ length: 64 }, () => 1000);

describe('cgkit nim', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    startRun();
  });

  it('finds the value and the winning moves the XOR rule gives', async () => {
    for (const heaps of [[], [0], [3, 4, 5], [1, 1], [7, 0, 9, 120], [1000, 999, 3]]) {
      const xor = heaps.reduce((a, b) => a ^ b, 0);
      const winning = heaps.flatMap((size, i) =>
        (size ^ xor) < size ? [{ heap: i + 1, take: size - (size ^ xor) }] : [],
      );
      const result = await analyzeNim(heaps);
      expect(result).toEqual({
        heaps,
        grundy: xor,
        winner: xor === 0 ? 'second' : 'first',
        winningMoves: winning,
      });
    }
  });

  // It runs on the CLI's main thread, whose signal handlers run only when the event loop does.
  it('yields to the event loop as it computes, and stops on a signal heard there', async () => {
    const controller = new AbortController();
    const analysis = analyzeNim(largest, { signal: controller.signal });
    setImmediate(() => controller.abort());
    await expect(analysis).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('stops at --time-limit with one line and exit code 1', async () => {
    let now = 0;
    startRun(() => (now += 400));
    setTimeLimit(1);
    // The clock jumps, so the limit passes inside the computation, however fast it is.
    const result = await runCommand(engineCommand, ['nim', ...largest.map(String)]);
    expect(result).toEqual({
      out: '',
      error: 'stopped at the time limit of 1 s (--time-limit)',
      code: 1,
    });
  });

  // The CLI's clock moves 10 ms at each reading (`TEST_CLOCK_ENV`): the limit passes within the
  // largest input's computation, however fast the machine.
  it('ends the largest input at --time-limit on the main thread too', async () => {
    const result = await runCli(['--time-limit', '0.5', 'nim', ...largest.map(String)], {
      env: { [TEST_CLOCK_ENV]: '10' },
    });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'cgkit: stopped at the time limit of 0.5 s (--time-limit)\n',
    });
  });
});
