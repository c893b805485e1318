import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { interruptCli, runCli } from './testing/run-cli.js';
import { READY_ENV, TEST_SLICE_ENV } from './thread-protocol.js';

// A small run starts on the main thread (registry.ts's `smallRuns`) and, past its slice, starts
// again in the worker thread. `TEST_SLICE_ENV` = 0 hands it over at its first check, whatever
// the machine's speed; each start of the command says `ready: command`.

const dir = mkdtempSync(join(tmpdir(), 'cgkit-main-thread-'));
const cake = join(dir, 'GT.in');
writeFileSync(cake, '4 5 0\n');
const starts = (stderr: string): number => stderr.split('cgkit: ready: command\n').length - 1;

describe('a small run on the main thread', () => {
  it('handed to the worker thread, it answers as it does on the main thread', async () => {
    const args = ['galette', 'analyze', cake, '-o', '-'];
    const here = await runCli(args, { env: { [TEST_SLICE_ENV]: '1000000' } });
    const handed = await runCli(args, { env: { [READY_ENV]: '1', [TEST_SLICE_ENV]: '0' } });
    expect(here.code).toBe(0);
    expect(handed).toMatchObject({ code: 0, stdout: here.stdout });
    expect(starts(handed.stderr)).toBe(2);
    expect(here.stdout).toMatch(/^\*: the player to move wins/);
  });

  it.each([
    ['SIGINT', 1],
    ['SIGTERM', 143],
  ] as const)(
    'a %s while it computes ends it with "interrupted", exit code %i',
    async (signal, code) => {
      // A Norton product computes for minutes: on the main thread for a moment, then in the worker.
      const result = await interruptCli(['cgt', 'eval', '128.{2|{1|*,v}}'], { signal });
      expect(result).toMatchObject({ stderr: 'cgkit: interrupted\n', stdout: '', code });
    },
  );
});
