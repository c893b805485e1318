import { pastDeadline, steppingClock, type Clock, type SolveControl } from '@cgkit/core-search';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import {
  type WorkerSetup,
  COMMAND_STARTED,
  READY_ENV,
  TEST_CLOCK_ENV,
  WORKER_ASKS_FOR_STDIN,
  INTERRUPT,
  STOPPING,
} from './thread-protocol.js';

/** The setup of the command's worker thread, or undefined when the CLI runs in-process (tests). */
export function workerSetup(): WorkerSetup | undefined {
  return isMainThread ? undefined : (workerData as WorkerSetup | undefined);
}

/** Whether a standard stream is a terminal, as the user sees it. */
export function isTerminal(stream: 'stdin' | 'stdout' | 'stderr'): boolean {
  return workerSetup()?.terminal[stream] ?? process[stream].isTTY === true;
}

/**
 * Says that the command has started, when tests ask (`READY_ENV`): through the main thread, which
 * writes it at once. Written by this thread, it could wait behind the command's own first line
 * while the command computes without yielding (a worker's writes go out one at a time).
 */
export function announceCommandStarted(): void {
  if (process.env[READY_ENV] === undefined) return;
  if (workerSetup() === undefined) process.stderr.write('cgkit: ready: command\n');
  else parentPort?.postMessage(COMMAND_STARTED);
}

let stdinOpened = false;
/** Makes standard input readable: in the worker, the main thread starts passing it on. */
export function openStdin(): typeof process.stdin {
  if (!stdinOpened && workerSetup() !== undefined) {
    stdinOpened = true;
    parentPort?.postMessage(WORKER_ASKS_FOR_STDIN);
  }
  return process.stdin;
}

/** Whether the main thread caught a signal: it then reports the interruption itself. */
export function signalled(): boolean {
  const setup = workerSetup();
  return setup !== undefined && Atomics.load(setup.interrupted, 0) !== 0;
}

let controller: AbortController | undefined;
/** Whether this run told the main thread that the command is stopping. */
let announced = false;
let clock: Clock = runClock();
let timeLimit: { readonly deadline: number; readonly seconds: number } | undefined;

/** Stops an earlier in-process run's listener (SIGINT, or the main thread's interrupt message in
 * a worker thread), so that runs in one thread do not pile them up. */
let forgetInterrupt: (() => void) | undefined;

/**
 * Forgets the signal and time limit of an earlier run in this thread (runs in-process, tests),
 * and starts the clock of this one: `Date.now`, or the one a test gives.
 */
export function startRun(testClock?: Clock): void {
  forgetInterrupt?.();
  forgetInterrupt = undefined;
  controller = undefined;
  announced = false;
  timeLimit = undefined;
  clock = testClock ?? runClock();
}

/**
 * The clock of the run's deadlines: `Date.now`, or, when a test sets {@link TEST_CLOCK_ENV}, one
 * that runs ahead of it by that many milliseconds more at each reading, so that `--time-limit`
 * passes after a bounded amount of checking however fast the input is, and no later than on the
 * wall clock however slow the checks are.
 */
function runClock(): Clock {
  const step = Number(process.env[TEST_CLOCK_ENV]);
  return step > 0 ? steppingClock(step, Date.now) : Date.now;
}

/** Ends every solve of this run `seconds` from now (`--time-limit`), through its deadline. */
export function setTimeLimit(seconds: number): void {
  timeLimit = { deadline: clock() + seconds * 1000, seconds };
}

/** The time control of the run: its clock, and the deadline of `--time-limit` if any. */
export function runDeadline(): Pick<SolveControl, 'deadline' | 'clock'> {
  return { deadline: timeLimit?.deadline, clock };
}

/** What to say when the run's `--time-limit` has passed, else undefined. */
export function timeLimitPassed(): string | undefined {
  if (timeLimit === undefined || !pastDeadline(runDeadline())) return undefined;
  return `stopped at the time limit of ${timeLimit.seconds} s (--time-limit)`;
}

/**
 * The signal every command passes to its solvers and waits, aborted on Ctrl-C: in the worker, by
 * the main thread's message, heard whenever the event loop runs, or by {@link interrupted} when
 * a solver asks; in-process (tests), by SIGINT.
 */
export function interruptSignal(): AbortSignal {
  if (controller !== undefined) return controller.signal;
  const own = new AbortController();
  controller = own;
  const setup = workerSetup();
  if (setup === undefined) {
    const onSigint = (): void => own.abort(interruptedError());
    process.once('SIGINT', onSigint);
    forgetInterrupt = () => process.off('SIGINT', onSigint);
  } else {
    const onMessage = (message: unknown): void => {
      if (message === INTERRUPT && !own.signal.aborted) own.abort(interruptedError());
    };
    parentPort?.on('message', onMessage);
    forgetInterrupt = () => parentPort?.off('message', onMessage);
    parentPort?.unref();
  }
  return own.signal;
}

/**
 * Whether Ctrl-C was pressed, for the control's `interrupted` hook: a solver computing without
 * yielding never hears the main thread's message, so it reads the flag the main thread shares
 * with this one (and aborts {@link interruptSignal} for whatever waits on it). A solver that asks
 * is computing, and will unwind through its command's clean-up: the main thread then gives it
 * time (`STOPPING`). A command waiting on something that does not ask is given only a moment.
 */
export function interrupted(): boolean {
  const own = interruptSignal();
  if (signalled() && !own.aborted) controller?.abort(interruptedError());
  if (own.aborted && !announced && workerSetup() !== undefined) {
    announced = true;
    parentPort?.postMessage(STOPPING);
  }
  return own.aborted;
}

function interruptedError(): Error {
  const error = new Error('interrupted');
  error.name = 'AbortError';
  return error;
}
