import { Worker } from 'node:worker_threads';
import { getHeapStatistics } from 'node:v8';
import { DEFAULT_MAX_MEMORY_BYTES } from '@cgkit/core-search';
import { maxMemoryArgument, parseMemorySize } from './memory-budget.js';
import { type WorkerSetup, WORKER_ASKS_FOR_STDIN, INTERRUPT, STOPPING } from './runtime.js';

// The command runs in a worker thread, so this thread stays free to answer Ctrl-C even while a
// solver computes without ever yielding: it raises the shared flag that solvers read through
// their signal and gives the command a moment to hear it, and otherwise ends the process itself.
// A command that heard it says so, and then has longer to stop cleanly (saving a cache, closing
// its threads) and to report the interruption itself; a second Ctrl-C ends at once.
const GRACE_MS = 800;
const STOPPING_MS = 30_000;

const setup: WorkerSetup = {
  argv: process.argv.slice(2),
  interrupted: new Int32Array(new SharedArrayBuffer(4)),
  terminal: {
    stdin: process.stdin.isTTY === true,
    stdout: process.stdout.isTTY === true,
    stderr: process.stderr.isTTY === true,
  },
};

// The solvers' tables live mostly on the JavaScript heap: let it grow past the memory budget
// (with room for the rest), so the budget, not the heap limit, is what stops a solver.
const budget = parseMemorySize(maxMemoryArgument(setup.argv) ?? '') ?? DEFAULT_MAX_MEMORY_BYTES;
const heapMb = Math.max(getHeapStatistics().heap_size_limit / 2 ** 20, budget / 2 ** 20 + 1024);

const worker = new Worker(new URL('./worker.js', import.meta.url), {
  workerData: setup,
  stdin: true,
  resourceLimits: { maxOldGenerationSizeMb: Math.ceil(heapMb) },
});

// A reader that stops early (`cgkit … | head`) is not an error: end quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

// Standard input is passed on only to a command that reads it, so others never hold the terminal.
worker.on('message', (message) => {
  if (message === WORKER_ASKS_FOR_STDIN) process.stdin.pipe(worker.stdin!);
  if (message === STOPPING) {
    clearTimeout(grace);
    grace = setTimeout(() => end(1, 'interrupted'), STOPPING_MS).unref();
  }
});

let ended = false;
function end(code: number, why?: string): void {
  if (ended) return;
  ended = true;
  if (why !== undefined) process.stderr.write(`cgkit: ${why}\n`);
  // What the worker printed last may still be on its way out: exit once stdout has taken it.
  process.stdout.write('', () => process.exit(code));
}

let grace: NodeJS.Timeout | undefined;
process.on('SIGINT', () => {
  if (Atomics.load(setup.interrupted, 0) !== 0) return end(1, 'interrupted');
  Atomics.store(setup.interrupted, 0, 1);
  worker.postMessage(INTERRUPT);
  grace = setTimeout(() => end(1, 'interrupted'), GRACE_MS).unref();
});

worker.on('error', (error: Error & { code?: string }) =>
  end(
    1,
    error.code === 'ERR_WORKER_OUT_OF_MEMORY'
      ? 'out of memory: lower --max-memory so that the solver stops with a clear error first'
      : `internal error: ${error.stack ?? String(error)}`,
  ),
);
worker.on('exit', (code) => end(code));
