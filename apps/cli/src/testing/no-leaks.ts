// A setup file of every CLI test file (vitest.config.ts): its test files share a worker's module
// graph and process (`isolate: false`), so a file must leave the process as it found it. It fails
// the file that leaves a signal or error listener, an environment variable, the working directory
// or an exit code behind. Not counted: the SIGINT listener of the last in-process run, which the
// next run removes (runtime.ts marks it), and `exit` listeners, which lmdb adds once a process.
import { afterAll, beforeAll, expect } from 'vitest';

const EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'uncaughtException', 'unhandledRejection'] as const;

/** The mark of an in-process run's SIGINT listener (runtime.ts). */
const RUN_SIGINT = Symbol.for('cgkit.run-sigint');

function processState(): Record<string, unknown> {
  const listeners = (event: string): number =>
    process.listeners(event as 'SIGINT').filter((listener) => !(RUN_SIGINT in listener)).length;
  return {
    listeners: Object.fromEntries(EVENTS.map((event) => [event, listeners(event)])),
    env: { ...process.env },
    cwd: process.cwd(),
    exitCode: process.exitCode,
  };
}

let before: Record<string, unknown>;
beforeAll(() => {
  before = processState();
});
afterAll(() => {
  expect(processState(), 'what this test file left in the process').toEqual(before);
});
