/**
 * The newest of a series of values, written once, later: the board's link is rewritten after the
 * frame that shows a mark rather than inside it (on a 40×40 board, encoding the marks and
 * replacing the URL took 10–20 ms of the click's frame), and a quick series of marks, a drag's,
 * is written once.
 */
export interface DeferredWrite<T> {
  /** The newest value: written at the next quiet moment, unless a newer one comes first. */
  readonly set: (value: T) => void;
  /** Writes the value waiting, if any, now. */
  readonly flush: () => void;
  /** Drops the value waiting, if any. */
  readonly cancel: () => void;
  /** Whether a value waits to be written. */
  readonly pending: boolean;
}

/** Runs `run` once, later; returns what calls it off. */
export type Scheduler = (run: () => void) => () => void;

/** The longest a write waits for an idle moment long enough for it. */
const IDLE_TIMEOUT_MS = 200;
/** The idle time a write asks for: a 40×40 board's link takes 1–2 ms on a slow machine. */
export const IDLE_NEEDED_MS = 4;

/**
 * When the browser is idle (after the frames it owes) for at least {@link IDLE_NEEDED_MS}, so that
 * the run does not delay the next frame; else at the next idle moment, or once
 * {@link IDLE_TIMEOUT_MS} has passed. A timer where `requestIdleCallback` is missing (Safari).
 */
export const whenIdle: Scheduler = (run) => {
  if (typeof requestIdleCallback === 'function') {
    let id = 0;
    const idle = (deadline: IdleDeadline): void => {
      if (deadline.didTimeout || deadline.timeRemaining() >= IDLE_NEEDED_MS) run();
      else id = requestIdleCallback(idle, { timeout: IDLE_TIMEOUT_MS });
    };
    id = requestIdleCallback(idle, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, IDLE_TIMEOUT_MS / 4);
  return () => clearTimeout(id);
};

/**
 * Once the next frame is painted: a frame callback runs before the paint, and a task it queues
 * after it. A hidden page paints no frame: a task at once.
 */
export const afterPaint: Scheduler = (run) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (document.visibilityState === 'hidden') {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};

/** A {@link DeferredWrite} through `write`, at the times `schedule` picks. */
export function deferredWrite<T>(
  write: (value: T) => void,
  schedule: Scheduler = whenIdle,
): DeferredWrite<T> {
  let waiting: { readonly value: T } | undefined;
  let callOff: (() => void) | undefined;
  const flush = (): void => {
    callOff?.();
    callOff = undefined;
    const value = waiting;
    waiting = undefined;
    if (value !== undefined) write(value.value);
  };
  return {
    set: (value) => {
      waiting = { value };
      callOff ??= schedule(flush);
    },
    flush,
    cancel: () => {
      callOff?.();
      callOff = undefined;
      waiting = undefined;
    },
    get pending() {
      return waiting !== undefined;
    },
  };
}
