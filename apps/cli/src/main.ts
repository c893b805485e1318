// The CLI's main thread. It takes only Node's own modules, so that its signal handlers are in
// place from the first instant: everything heavy loads later, in the command's worker thread (or,
// for a command declared small and bounded, on this thread once the handlers are in place).
import { fstatSync, statSync, writeSync } from 'node:fs';
import { Socket } from 'node:net';
import { isatty } from 'node:tty';
import type { Readable, Writable } from 'node:stream';
import { getHeapStatistics } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { maxMemoryArgument, parseMemorySize } from './memory-size.js';
import { mainThreadRun } from './registry.js';
import { cliVersion } from './version.js';
import {
  READY_ENV,
  type WorkerSetup,
  WORKER_ASKS_FOR_STDIN,
  INTERRUPT,
  STOPPING,
  CLEAR_LINE,
  COMMAND_STARTED,
} from './thread-protocol.js';

// The command runs in a worker thread, so this thread stays free to answer a signal even while a
// solver computes without ever yielding: it raises the shared flag that solvers read through
// their signal and gives the command a moment to hear it, and otherwise ends the process itself.
// A command that heard it says so, and then has longer to stop cleanly (saving a cache, closing
// its threads, removing its spill file) and to report the interruption itself; a second signal
// ends at once.
const GRACE_MS = 800;
const STOPPING_MS = 30_000;

/**
 * The exit code of each signal that ends the process, after the same clean stop and the same
 * message, `cgkit: interrupted`: 1 for Ctrl-C, as for any failure; the shell's 128 + N for the
 * others, so a supervisor sees which signal ended it.
 */
const SIGNALS = { SIGINT: 1, SIGTERM: 128 + 15, SIGHUP: 128 + 1 } as const;

const argv = process.argv.slice(2);
const interrupted = new Int32Array(new SharedArrayBuffer(4));
const commitLock = new Int32Array(new SharedArrayBuffer(4));
let worker: Worker | undefined;
/** Stops a run on this thread that has clean-up to do (a small run, see `runHere`). */
let stopHere: (() => void) | undefined;
let grace: NodeJS.Timeout | undefined;
/** When a run on this thread started its command (see `WorkerSetup.started`). */
let startedHere: number | undefined;
/** The exit code of the first signal caught. */
let signalCode: number | undefined;

for (const name of Object.keys(SIGNALS) as (keyof typeof SIGNALS)[]) {
  process.on(name, () => {
    const first = signalCode === undefined;
    signalCode ??= SIGNALS[name];
    if (first && stopHere !== undefined) {
      // Heard while the run waits or once its solver stopped: it ends as in the worker.
      stopHere();
      grace = setTimeout(() => quit(signalCode!, 'interrupted'), GRACE_MS).unref();
      return;
    }
    if (!first || worker === undefined) return quit(signalCode, 'interrupted');
    Atomics.store(interrupted, 0, 1);
    worker.postMessage(INTERRUPT);
    grace = setTimeout(() => quit(signalCode!, 'interrupted'), GRACE_MS).unref();
  });
}
// Tests wait for this line instead of guessing how long start-up takes on a busy machine.
if (process.env[READY_ENV] !== undefined) say('ready: signals');

/** Ends the process now, whatever standard output is doing: a blocked reader never delays it. */
function quit(code: number, why?: string): never {
  if (why !== undefined) say(why);
  // Ending the process ends the worker thread: not inside a cache commit, whose lmdb write lock
  // its clean-up would wait for forever (see `WorkerSetup.commitLock`). A commit is short.
  while (Atomics.compareExchange(commitLock, 0, 0, 2) === 1) Atomics.wait(commitLock, 0, 1);
  process.exit(code);
}

/**
 * One line on stderr, synchronously, on a line of its own (a terminal's progress line is cleared
 * first); a stderr that cannot be written is no reason to fail.
 */
function say(text: string): void {
  try {
    writeSync(2, `${isatty(2) ? CLEAR_LINE : ''}cgkit: ${text}\n`);
  } catch {
    // Nowhere left to report it.
  }
}

if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
  // Asked often, by scripts: answered without starting a thread or loading a package.
  try {
    writeSync(1, `${cliVersion()}\n`);
  } catch (error) {
    failedOutput(error as NodeJS.ErrnoException);
  }
} else {
  const here = mainThreadRun(argv, fileSize);
  if (here === undefined) startWorker();
  else {
    runHere(here === 'slice').catch((error: unknown) =>
      quit(
        1,
        `internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      ),
    );
  }
}

/** The size of the regular file at `path`, `Infinity` for anything else there, else undefined. */
function fileSize(path: string): number | undefined {
  const stat = statSync(path, { throwIfNoEntry: false });
  return stat === undefined ? undefined : stat.isFile() ? stat.size : Infinity;
}

/**
 * Runs a command on this thread (`registry.ts`), which saves the worker thread's start-up. A
 * command declared small and bounded yields to the event loop at a bounded interval, so the
 * signal handlers above still end it at once (there is nothing of its own to clean up), and its
 * output is small, so a reader that does not read cannot block this thread on it. A small run
 * computes here for a moment at most (`runInSlice`): one that needs longer, or standard input,
 * stops as Ctrl-C would stop it and starts again in the worker thread, once a signal that came
 * meanwhile has been heard.
 */
async function runHere(inSlice: boolean): Promise<void> {
  startedHere = Date.now();
  process.stdout.on('error', failedOutput);
  process.stderr.on('error', () => undefined);
  const { run, runInSlice, handedOver, stopRun } = await import('./program.js');
  if (inSlice) {
    runInSlice();
    stopHere = stopRun;
  }
  const code = await run(argv);
  stopHere = undefined;
  // A signal that came while the run computed is heard now, before the worker thread starts.
  if (handedOver()) await new Promise((resolve) => setImmediate(resolve));
  if (signalCode !== undefined) quit(signalCode, 'interrupted');
  if (handedOver()) return startWorker();
  // A write that failed (a full disk) may not have been reported yet: it decides the exit code.
  // Writes still queued are waited for; with none, no empty write is made to wait by (a full
  // disk refuses even an empty one, which would fail a run that printed nothing).
  const finish = (): void => {
    const failed = process.stdout.errored;
    if (failed !== null) failedOutput(failed);
    process.exit(code);
  };
  if (process.stdout.writableLength > 0) process.stdout.write('', finish);
  else setImmediate(finish);
}

function startWorker(): void {
  const setup: WorkerSetup = {
    argv,
    interrupted,
    commitLock,
    terminal: {
      stdin: isatty(0),
      stdout: isatty(1),
      stderr: isatty(2),
    },
    started: startedHere,
  };

  // The solvers' tables live mostly on the JavaScript heap: let it grow past the memory budget
  // (with room for the rest), so the budget, not the heap limit, is what stops a solver. An
  // unreadable --max-memory is the command's to report; the default stands in meanwhile.
  const budget = parseMemorySize(maxMemoryArgument(argv) ?? '') ?? 4 * 2 ** 30;
  const heapMb = Math.max(getHeapStatistics().heap_size_limit / 2 ** 20, budget / 2 ** 20 + 1024);

  const started = new Worker(new URL('./worker.js', import.meta.url), {
    workerData: setup,
    stdin: true,
    stdout: true,
    resourceLimits: { maxOldGenerationSizeMb: Math.ceil(heapMb) },
  });
  worker = started;

  const stdout = openStdout();
  started.stdout.pipe(stdout, { end: false });
  stdout.on('error', failedOutput);
  // A closed terminal (SIGHUP) or a full disk under stderr: nowhere to report, and no reason to
  // change how the command ends.
  process.stderr.on('error', () => undefined);

  // Standard input is passed on only to a command that reads it, so others never hold the terminal.
  started.on('message', (message) => {
    if (message === WORKER_ASKS_FOR_STDIN) process.stdin.pipe(started.stdin!);
    if (message === COMMAND_STARTED) say('ready: command');
    if (message === STOPPING && signalCode !== undefined) {
      clearTimeout(grace);
      grace = setTimeout(() => quit(signalCode!, 'interrupted'), STOPPING_MS).unref();
    }
  });

  started.on('error', (error: Error & { code?: string }) =>
    quit(
      1,
      error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? 'out of memory: lower --max-memory so that the solver stops with a clear error first'
        : `internal error: ${error.stack ?? String(error)}`,
    ),
  );
  started.on('exit', (code) => {
    // What the command printed last may still be on its way out: exit once it is written. A
    // command stopped by a signal leaves the word to this thread, which says it once, and waits
    // only a moment for a reader that does not read.
    const done = (): void =>
      signalCode === undefined ? process.exit(code) : quit(signalCode, 'interrupted');
    if (signalCode !== undefined) {
      clearTimeout(grace);
      grace = setTimeout(done, GRACE_MS).unref();
    }
    const drained = (stream: Readable): Promise<void> =>
      stream.readableEnded ? Promise.resolve() : new Promise((end) => stream.once('end', end));
    void Promise.all([drained(started.stdout), drained(started.stderr)]).then(() =>
      stdout.write('', done),
    );
  });
}

/**
 * Standard output for the command's output. Node writes to a pipe synchronously, so a reader that
 * does not read (`cgkit … | sleep 60`) would block this thread, which must stay free to hear a
 * signal: a pipe or socket gets a stream of its own that waits for the reader in the background.
 * A terminal, a file or a device takes every write at once.
 */
function openStdout(): Writable {
  let stat;
  try {
    stat = fstatSync(1);
  } catch {
    return process.stdout;
  }
  return stat.isFIFO() || stat.isSocket() ? new Socket({ fd: 1, readable: false }) : process.stdout;
}

/** Ends the run on a write error on stdout: quietly for a reader that stopped early (`| head`). */
function failedOutput(error: NodeJS.ErrnoException): never {
  if (error.code === 'EPIPE') quit(0);
  quit(1, `standard output: ${describeWriteError(error)}`);
}

function describeWriteError(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ENOSPC':
      return 'no space left on the device';
    case 'EIO':
      return 'input/output error';
    case 'EFBIG':
      return 'the file is too large';
    default:
      return error.message;
  }
}
