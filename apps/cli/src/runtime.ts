import { pastDeadline, steppingClock, type Clock, type SolveControl } from '@cgkit/core-search';
import { writeSync } from 'node:fs';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import {
  type WorkerSetup,
  COMMAND_STARTED,
  READY_ENV,
  TEST_CLOCK_ENV,
  WORKER_ASKS_FOR_STDIN,
  INTERRUPT,
  STOPPING,
  CLEAR_LINE,
  TEST_SLICE_ENV,
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
  if (slice !== undefined) {
    slice.started = performance.now();
    slice.cpuStarted = cpuMs();
    slice.until = slice.started + Math.min(...sliceMs());
  }
  if (process.env[READY_ENV] === undefined) return;
  // Not through process.stderr, whose writes a run in a slice counts as its output.
  if (workerSetup() === undefined) writeSync(2, 'cgkit: ready: command\n');
  else parentPort?.postMessage(COMMAND_STARTED);
}

let stdinOpened = false;
/**
 * Makes standard input readable: in the worker, the main thread starts passing it on. A run on
 * the main thread hands its command to a worker thread instead, which reads it as it comes.
 */
export function openStdin(): typeof process.stdin {
  if (slice !== undefined && handOver()) throw interruptedError();
  if (!stdinOpened && workerSetup() !== undefined) {
    stdinOpened = true;
    parentPort?.postMessage(WORKER_ASKS_FOR_STDIN);
  }
  return process.stdin;
}

/**
 * Whether the main thread stops the run: it caught a signal, and reports the interruption
 * itself, or (a run on the main thread) it hands the command on to a worker thread.
 */
export function signalled(): boolean {
  if (slice?.stop !== undefined) return true;
  const setup = workerSetup();
  return setup !== undefined && Atomics.load(setup.interrupted, 0) !== 0;
}

/**
 * A run started on the CLI's main thread (`main.ts`), which hears a signal only when the event
 * loop runs: the first check of its solvers past its slice stops it, as Ctrl-C would (its
 * clean-up runs), and the command starts again from scratch in a worker thread. Not once it has
 * written its output: a command that prints as it reads is bounded by its small input.
 */
let slice:
  | {
      started: number;
      cpuStarted: number;
      /** When to look at the CPU time again. */
      until: number;
      wrote: boolean;
      stop?: 'worker' | 'signal';
    }
  | undefined;

/**
 * A run on the main thread computes for this much CPU time at most, and for this much wall time,
 * so that a signal is heard within about a second on a busy machine too. The CPU slice is what a
 * run handed over loses; it leaves room for a small input's solve cold, with its compiler
 * threads' time (the hardest published Masyu puzzle's is about 0.2 s, which crossed a slice of
 * 200 ms in one run of two and then paid the worker and the solve again). Tests shorten both
 * (`TEST_SLICE_ENV`).
 */
const SLICE_CPU_MS = 500;
const SLICE_WALL_MS = 1000;

/**
 * Makes this run (the CLI's, on its main thread) one that hands its command to a worker thread
 * when it computes for more than a moment, or when it asks for standard input.
 */
export function runInSlice(): void {
  const own: NonNullable<typeof slice> = {
    started: 0,
    cpuStarted: 0,
    until: Infinity,
    wrote: false,
  };
  slice = own;
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
    // A progress line (it starts by clearing the line) is drawn again by the worker's run.
    stream.write = (chunk: unknown, ...rest: unknown[]) => {
      if (!(typeof chunk === 'string' && chunk.startsWith(CLEAR_LINE))) own.wrote = true;
      return write(chunk, ...rest);
    };
  }
}

/** Whether this run stopped to hand its command to a worker thread (see {@link runInSlice}). */
export function handedOver(): boolean {
  return slice?.stop === 'worker';
}

/**
 * Stops a run on the main thread as Ctrl-C stops one in a worker: its solvers stop at their
 * next check (or its waits at once) and its clean-up runs; the main thread then says why.
 */
export function stopRun(): void {
  if (slice === undefined) return;
  slice.stop ??= 'signal';
  if (!interruptSignal().aborted) controller?.abort(interruptedError());
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Hands the command over if its slice is over, else sets when to look again: the CPU time left
 * cannot pass sooner (the process's CPU time, read only then, counts the compiler's and the
 * garbage collector's threads too).
 */
function sliceOver(own: NonNullable<typeof slice>): void {
  const now = performance.now();
  const [cpu, wall] = sliceMs();
  const left = Math.min(cpu - (cpuMs() - own.cpuStarted), own.started + wall - now);
  if (left <= 0) handOver();
  else own.until = now + left;
}

/** The slice's CPU and wall milliseconds. */
function sliceMs(): [number, number] {
  const test = Number(process.env[TEST_SLICE_ENV] ?? NaN);
  return test >= 0 ? [test, test] : [SLICE_CPU_MS, SLICE_WALL_MS];
}

/** Stops the run for a worker thread to run its command, if nothing is written yet. */
function handOver(): boolean {
  if (slice === undefined || slice.wrote || slice.stop !== undefined) return false;
  slice.stop = 'worker';
  if (!interruptSignal().aborted) controller?.abort(interruptedError());
  return true;
}

let controller: AbortController | undefined;
/** Whether this run told the main thread that the command is stopping. */
let announced = false;
let clock: Clock = runClock();
let timeLimit: { readonly deadline: number; readonly seconds: number } | undefined;
/** `--log-every`, in milliseconds: progress as lines on a stderr that is not a terminal. */
let logEveryMs: number | undefined;

/** Stops an earlier run's listener to the main thread's interrupt message in a worker thread, so
 * that runs in one thread do not pile them up (in-process runs' SIGINT listeners: RUN_SIGINT). */
let forgetInterrupt: (() => void) | undefined;

/**
 * Marks the SIGINT listeners of in-process runs, for every copy of this module in the process: a
 * test runner that loads the module afresh for each test file would otherwise keep each copy's
 * last listener, and warn of a leak past ten.
 */
const RUN_SIGINT = Symbol.for('cgkit.run-sigint');

/**
 * Forgets the signal and time limit of an earlier run in this thread (runs in-process, tests),
 * and starts the clock of this one: `Date.now`, or the one a test gives.
 */
export function startRun(testClock?: Clock): void {
  forgetInterrupt?.();
  forgetInterrupt = undefined;
  for (const listener of process.listeners('SIGINT')) {
    if (RUN_SIGINT in listener) process.off('SIGINT', listener);
  }
  controller = undefined;
  announced = false;
  timeLimit = undefined;
  logEveryMs = undefined;
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

/**
 * Ends every solve of this run `seconds` from now (`--time-limit`), through its deadline; from
 * when the command first started, for a command handed over by the main thread.
 */
export function setTimeLimit(seconds: number): void {
  timeLimit = { deadline: (workerSetup()?.started ?? clock()) + seconds * 1000, seconds };
}

/** Writes progress as a line every `seconds` where stderr is not a terminal (`--log-every`). */
export function setLogEvery(seconds: number): void {
  logEveryMs = seconds * 1000;
}

/**
 * How progress shows: in place on a terminal, every 0.1 s; as lines every `--log-every` seconds
 * elsewhere (a log file); else not at all. Read on the run's clock.
 */
export function progressPace():
  { readonly lines: boolean; readonly everyMs: number; readonly clock: Clock } | undefined {
  if (isTerminal('stderr')) return { lines: false, everyMs: 100, clock };
  return logEveryMs === undefined ? undefined : { lines: true, everyMs: logEveryMs, clock };
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
    const onSigint = Object.assign((): void => own.abort(interruptedError()), {
      [RUN_SIGINT]: true,
    });
    // Removed by the next run's startRun, through its mark (whichever copy of the module it is).
    process.once('SIGINT', onSigint);
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
  if (slice !== undefined && slice.stop === undefined && performance.now() > slice.until) {
    sliceOver(slice);
  }
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
