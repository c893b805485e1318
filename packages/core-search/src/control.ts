/**
 * The control vocabulary of every long computation in cgkit: how it is cancelled, how it reports
 * progress, when it must give up, and how much memory it may hold. Every solver of every package
 * takes a `SolveControl` (or options that extend it) and honours each field it can.
 */

/**
 * The part of an AbortSignal that long computations look at: they check it now and then and stop
 * by `throwIfAborted()`. A DOM or Node AbortSignal fits, and so does a plain object (a CLI reads a
 * shared flag set by another thread, which a blocked event loop cannot deliver).
 */
export interface AbortSignalLike {
  readonly aborted: boolean;
  throwIfAborted(): void;
}

/** Work done so far: `done` of `total` units (when the total is known) in the named phase. */
export interface Progress {
  readonly done: number;
  readonly total?: number | undefined;
  /** What is being counted, for people: "positions", "conflicts", "loop 3: removing pearls"… */
  readonly phase: string;
}

/** How a caller steers a long computation. Every field is optional. */
export interface SolveControl {
  /** Cancels the computation: it then throws the signal's reason (an `AbortError`). */
  readonly signal?: AbortSignalLike | undefined;
  /** Called now and then with the work done so far. */
  readonly onProgress?: ((progress: Progress) => void) | undefined;
  /** `Date.now()` after which the computation stops with a {@link DeadlineError}. */
  readonly deadline?: number | undefined;
  /**
   * The most bytes the computation may hold in its tables (default
   * {@link DEFAULT_MAX_MEMORY_BYTES}); past it, it stops with a {@link MemoryBudgetError}.
   */
  readonly maxMemoryBytes?: number | undefined;
}

/** The memory budget when a control sets none: 4 GiB, well under a desktop's memory. */
export const DEFAULT_MAX_MEMORY_BYTES = 4 * 2 ** 30;

/** Thrown when a computation runs past its `deadline`. */
export class DeadlineError extends Error {
  override readonly name = 'DeadlineError';

  constructor(message = 'the computation ran past its time budget') {
    super(message);
  }
}

/** Thrown when a computation would need more memory than its `maxMemoryBytes`. */
export class MemoryBudgetError extends Error {
  override readonly name = 'MemoryBudgetError';

  constructor(
    /** What needed the memory, for the message: "the transposition table", "a 31×31 cake"… */
    readonly what: string,
    readonly neededBytes: number,
    readonly budgetBytes: number,
  ) {
    super(
      `${what} needs more than ${formatBytes(budgetBytes)}, the memory budget` +
        (Number.isFinite(neededBytes) ? ` (about ${formatBytes(neededBytes)})` : ''),
    );
  }
}

/** The error a cancelled computation throws when its signal gives no reason of its own. */
export function abortError(message = 'the computation was cancelled'): Error {
  const error = new Error(message);
  error.name = 'AbortError';
  return error;
}

/** Whether an error is a cancellation (a DOM `AbortError` or {@link abortError}). */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The memory budget of a control, in bytes. */
export function memoryBudget(control: SolveControl): number {
  return control.maxMemoryBytes ?? DEFAULT_MAX_MEMORY_BYTES;
}

/** Throws a {@link MemoryBudgetError} when `neededBytes` exceeds the control's budget. */
export function reserveMemory(control: SolveControl, what: string, neededBytes: number): void {
  const budget = memoryBudget(control);
  if (!(neededBytes <= budget)) throw new MemoryBudgetError(what, neededBytes, budget);
}

/** Throws when the computation is cancelled or past its deadline. Cheap: call it often. */
export function checkControl(control: SolveControl): void {
  control.signal?.throwIfAborted();
  if (control.deadline !== undefined && Date.now() > control.deadline) throw new DeadlineError();
}

/** What holds a computation's memory, for the budget checks of {@link Checkpoints}. */
export interface MemoryProbe {
  /** What needs the memory, for the message: "the transposition table"… */
  readonly what: string;
  /** The bytes it holds now, about. */
  bytes(): number;
}

/**
 * Counts units of work and, every `interval` of them, checks the control (and, given a
 * `memory` probe, the memory budget) and reports progress: the one checkpoint loop of every
 * solver's hot path.
 */
export class Checkpoints {
  done = 0;
  private countdown: number;

  constructor(
    private readonly control: SolveControl,
    readonly phase: string,
    private readonly interval = 65_536,
    public total?: number,
    private readonly memory?: MemoryProbe,
  ) {
    this.countdown = Math.max(1, interval);
    checkControl(control);
  }

  /** Records `units` of work done; checks and reports when the interval has passed. */
  tick(units = 1): void {
    this.done += units;
    this.countdown -= units;
    if (this.countdown <= 0) {
      this.countdown = Math.max(1, this.interval);
      this.report();
    }
  }

  /** Checks the control and reports progress now. */
  report(): void {
    checkControl(this.control);
    if (this.memory !== undefined)
      reserveMemory(this.control, this.memory.what, this.memory.bytes());
    this.control.onProgress?.({ done: this.done, total: this.total, phase: this.phase });
  }
}

function formatBytes(bytes: number): string {
  if (bytes >= 2 ** 30) return `${+(bytes / 2 ** 30).toFixed(1)} GiB`;
  if (bytes >= 2 ** 20) return `${+(bytes / 2 ** 20).toFixed(1)} MiB`;
  if (bytes >= 2 ** 10) return `${+(bytes / 2 ** 10).toFixed(1)} KiB`;
  return `${bytes} bytes`;
}
