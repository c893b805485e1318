/**
 * The control vocabulary of every long computation in cgkit: how it is cancelled, how it reports
 * progress, when it must give up, and how much memory it may hold. Every solver of every package
 * takes a `SolveControl` (or options that extend it) and honours each field it can.
 */

/**
 * The part of an AbortSignal that long computations look at: they check it now and then and stop
 * by `throwIfAborted()`. A DOM or Node AbortSignal fits, and so does a plain object.
 */
export interface AbortSignalLike {
  readonly aborted: boolean;
  throwIfAborted(): void;
}

/**
 * Work done so far, as data: `done` of `total` units (when the total is known) in the named
 * phase. A display words it; nothing parses it.
 */
export interface Progress {
  readonly done: number;
  readonly total?: number | undefined;
  /** What is being counted: "positions", "conflicts", "pearls tried"… */
  readonly phase: string;
  /** Where in a larger computation the phase is, for people: "loop 3"… */
  readonly message?: string | undefined;
}

/** A clock in milliseconds: `Date.now` by default, a fake one in tests. */
export type Clock = () => number;

/** How a caller steers a long computation. Every field is optional. */
export interface SolveControl {
  /** Cancels the computation: it then throws the signal's reason (an `AbortError`). */
  readonly signal?: AbortSignalLike | undefined;
  /**
   * Asked at every check of the control, for a cancellation that no event can deliver: a thread
   * that computes without yielding never receives its signal's abort, so it reads a flag that
   * another thread sets (in memory they share). True: the computation stops as a cancelled signal
   * stops it, with an `AbortError`.
   */
  readonly interrupted?: (() => boolean) | undefined;
  /** Called now and then with the work done so far. */
  readonly onProgress?: ((progress: Progress) => void) | undefined;
  /** The time on `clock` after which the computation stops with a {@link DeadlineError}. */
  readonly deadline?: number | undefined;
  /**
   * The clock of `deadline` and of every time budget derived from it (default `Date.now`): a
   * test gives one that jumps, so that a limit passes without an input that takes long.
   */
  readonly clock?: Clock | undefined;
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

/**
 * A clock that runs `step` milliseconds further ahead of `base` at each reading: a deadline on it
 * passes after a bounded number of checks however fast the computation is, and no later than on
 * `base` however slow the checks are (a test's time limit, without an input that takes long).
 */
export function steppingClock(step: number, base: Clock = () => 0): Clock {
  let ahead = 0;
  return () => base() + (ahead += step);
}

/** The time now on the control's clock. */
export function readClock(control: SolveControl): number {
  return (control.clock ?? Date.now)();
}

/** Whether the control's deadline has passed (never, without one). */
export function pastDeadline(control: SolveControl): boolean {
  const { deadline } = control;
  return deadline !== undefined && readClock(control) > deadline;
}

/**
 * Whether the computation is cancelled: its signal aborted, or its `interrupted` hook says so.
 * A deadline passed is not a cancellation.
 */
export function isCancelled(control: SolveControl): boolean {
  // The hook first: asking it may be how the computation says that it hears (the CLI's does).
  return control.interrupted?.() === true || control.signal?.aborted === true;
}

/**
 * Throws when the computation is cancelled (the signal's reason, or an `AbortError` for its
 * `interrupted` hook) or past its deadline (a {@link DeadlineError}): the two stay apart, so a
 * caller can tell a person's "stop" from a time limit. Cheap: call it often.
 */
export function checkControl(control: SolveControl): void {
  // The hook is asked even when the signal has fired: asking may be how the computation says
  // that it hears (the CLI's hook then gives it time to clean up).
  if (control.interrupted?.() === true) {
    control.signal?.throwIfAborted();
    throw abortError('interrupted');
  }
  control.signal?.throwIfAborted();
  if (pastDeadline(control)) throw new DeadlineError();
}

/**
 * The control with a deadline `ms` from now on its clock, or its own when that is sooner
 * (`undefined` or `Infinity` keep its own): a limit of its own for one part of a computation
 * (the computer's move, one step), which the caller may catch as a {@link DeadlineError} while
 * the control's own deadline still holds.
 */
export function withDeadline<T extends SolveControl>(
  control: T,
  ms: number | undefined,
): T & SolveControl {
  if (ms === undefined || ms === Infinity) return control;
  const end = readClock(control) + ms;
  return { ...control, deadline: Math.min(control.deadline ?? end, end) };
}

/**
 * The control with its deadline moved to `fraction` of the time left to it now: a first step
 * stops there and leaves the rest to the next. Without a deadline, or past it, it is unchanged.
 */
export function shareBudget<T extends SolveControl>(
  control: T,
  fraction: number,
): T & SolveControl {
  const start = readClock(control);
  const end = control.deadline;
  if (end === undefined || end <= start) return control;
  return { ...control, deadline: start + (end - start) * fraction };
}

/**
 * The control's signal (a DOM or Node `AbortSignal`), aborted also when its deadline passes (with
 * a {@link DeadlineError}), by a timer: for code that waits on events (a network reply) instead
 * of checking the control in a loop. The timer counts the time left on the control's clock now,
 * in real milliseconds, and keeps no process alive.
 */
export function signalWithDeadline<S extends AbortSignalLike>(
  control: SolveControl & { readonly signal: S },
): S {
  const { deadline, signal } = control;
  if (deadline === undefined) return signal;
  // The host's own classes (a browser's, Node's): the build's library is the language alone.
  const host = globalThis as unknown as SignalHost<S>;
  const timeUp = new host.AbortController();
  const left = Math.max(0, deadline - readClock(control));
  const timer = host.setTimeout(() => timeUp.abort(new DeadlineError()), left);
  if (typeof timer === 'object') timer.unref?.();
  return host.AbortSignal.any([signal, timeUp.signal]);
}

/** What {@link signalWithDeadline} uses of a browser or of Node. */
interface SignalHost<S> {
  readonly AbortController: new () => { readonly signal: S; abort(reason?: unknown): void };
  readonly AbortSignal: { any(signals: readonly S[]): S };
  setTimeout(run: () => void, ms: number): { unref?(): void } | number;
}

/**
 * The control with its progress going to `onProgress` instead (`undefined`: none, for an inner
 * search whose counts are not the caller's).
 */
export function withProgress(
  control: SolveControl,
  onProgress: ((progress: Progress) => void) | undefined,
): SolveControl {
  return { ...control, onProgress };
}

/**
 * The control fields of `options` alone (signal, deadline, clock, memory budget), without its
 * progress: for the inner searches of a computation, whose counts are not the caller's.
 */
export function quietControl(options: SolveControl): SolveControl {
  const { signal, interrupted, deadline, clock, maxMemoryBytes } = options;
  return { signal, interrupted, deadline, clock, maxMemoryBytes };
}

/**
 * A control that stops when either does: both signals and `interrupted` hooks, the sooner
 * deadline (on the outer clock), the smaller memory budget, the inner progress.
 */
export function bothControls(outer: SolveControl, inner: SolveControl): SolveControl {
  const signals = [outer.signal, inner.signal].filter((s) => s !== undefined);
  const signal: AbortSignalLike | undefined =
    signals.length < 2
      ? signals[0]
      : {
          get aborted() {
            return signals.some((s) => s.aborted);
          },
          throwIfAborted() {
            for (const s of signals) s.throwIfAborted();
          },
        };
  const hooks = [outer.interrupted, inner.interrupted].filter((h) => h !== undefined);
  const interrupted = hooks.length < 2 ? hooks[0] : (): boolean => hooks.some((hook) => hook());
  const least = (a: number | undefined, b: number | undefined): number | undefined =>
    a === undefined ? b : b === undefined ? a : Math.min(a, b);
  return {
    signal,
    interrupted,
    deadline: least(outer.deadline, inner.deadline),
    clock: outer.clock ?? inner.clock,
    maxMemoryBytes: least(outer.maxMemoryBytes, inner.maxMemoryBytes),
    onProgress: inner.onProgress,
  };
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
