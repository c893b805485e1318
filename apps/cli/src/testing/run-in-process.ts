import { Readable } from 'node:stream';
import { vi } from 'vitest';
import type { CliResult } from './run-cli.js';

/**
 * Runs `cgkit ARGS` in the test's own process, as the CLI's worker thread runs it (`program.ts`'s
 * `run`: the same commands, error lines and exit codes), with `stdin` as standard input and
 * standard output and error collected. A real process costs a Node start, a thread and the
 * bundle's load each time: tests use it only where the process itself is tested (signals, exit
 * codes set by the main thread, start-up, pipes and full disks), `runCli` there.
 */
export async function runInProcess(
  args: readonly string[],
  options: { stdin?: string; env?: Record<string, string> } = {},
): Promise<CliResult> {
  const output = { stdout: '', stderr: '' };
  const collect =
    (stream: 'stdout' | 'stderr') =>
    (chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
      output[stream] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      // A write's callback, if any, as a stream calls it once the data is out.
      const done = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      if (done !== undefined) queueMicrotask(done);
      return true;
    };
  const spies = [
    vi.spyOn(process.stdout, 'write').mockImplementation(collect('stdout')),
    vi.spyOn(process.stderr, 'write').mockImplementation(collect('stderr')),
    vi
      .spyOn(process, 'stdin', 'get')
      .mockReturnValue(
        Readable.from([Buffer.from(options.stdin ?? '')]) as unknown as typeof process.stdin,
      ),
  ];
  const env = Object.entries({ NO_COLOR: '1', ...options.env });
  const saved = env.map(([name]) => [name, process.env[name]] as const);
  for (const [name, value] of env) process.env[name] = value;
  try {
    const { run } = await import('../program.js');
    return { code: await run(args), ...output };
  } finally {
    for (const spy of spies) spy.mockRestore();
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}
