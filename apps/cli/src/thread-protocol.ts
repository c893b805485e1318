// What the CLI's main thread and its command's worker thread say to each other. Node's modules
// only: the main thread loads this before anything else.

/** What the main thread hands the worker thread that runs a command. */
export interface WorkerSetup {
  readonly argv: readonly string[];
  /** Set to 1 by the main thread on a signal; read synchronously by solvers through their signal. */
  readonly interrupted: Int32Array;
  /**
   * Held by the command's cache commits (0 free, 1 committing, 2 the process ends; see
   * `CommitLock` of `@cgkit/galette/node`): the main thread takes it before it ends the process,
   * as a thread ended inside an lmdb write transaction would hang the process's exit for good.
   */
  readonly commitLock: Int32Array;
  /** Whether each standard stream is a terminal (a worker's streams never are). */
  readonly terminal: {
    readonly stdin: boolean;
    readonly stdout: boolean;
    readonly stderr: boolean;
  };
  /**
   * When the command first started (`Date.now()`), if it ran on the main thread before it was
   * handed over: its `--time-limit` counts from then, not from the worker's start.
   */
  readonly started?: number | undefined;
}

/** The worker's message asking the main thread to pass standard input on. */
export const WORKER_ASKS_FOR_STDIN = 'stdin';
/** The main thread's message telling the worker of a signal (the flag says it first). */
export const INTERRUPT = 'interrupt';
/** The worker's answer once its command has heard of the signal and is stopping cleanly. */
export const STOPPING = 'stopping';

/** The worker's message that its command has started (for {@link READY_ENV}). */
export const COMMAND_STARTED = 'command-started';

/**
 * Set in the environment (by tests), it makes the CLI say `cgkit: ready: signals` on stderr once
 * its signal handlers are in place, and `cgkit: ready: command` as the command's action starts,
 * so a test can wait for a state instead of guessing how long start-up takes.
 */
export const READY_ENV = 'CGKIT_TEST_READY';

/**
 * Tests only: set to a number of milliseconds, it makes the CLI's clock (the one of
 * `--time-limit`) run that much further ahead of the wall clock at each reading, so a test of
 * the time limit needs no input that takes long (one that became fast has had to be swapped).
 */
export const TEST_CLOCK_ENV = 'CGKIT_TEST_CLOCK_STEP_MS';

/**
 * Tests only: set to a number of milliseconds, it makes a run on the main thread hand its command
 * to a worker thread after that much computing (0: at its first check) instead of a moment's.
 */
export const TEST_SLICE_ENV = 'CGKIT_TEST_SLICE_MS';

/** Returns a terminal's cursor to the start of the line and clears it (a progress line). */
export const CLEAR_LINE = '\r\u001b[2K';
