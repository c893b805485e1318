/** Messages between the page and the solver worker. */

/**
 * How far a task has come, as the page shows it: words, and the fraction done when it is known
 * (each task words its package's `Progress` data; the page parses nothing).
 */
export interface ProgressView {
  readonly message: string;
  readonly fraction?: number;
  /** The work goes on without a known end: the page shows an indeterminate bar. */
  readonly indeterminate?: boolean;
}

export interface Request<Name extends string = string> {
  readonly id: number;
  readonly task: Name;
  readonly input: unknown;
}

export type Reply =
  | {
      readonly id: number;
      readonly kind: 'progress';
      readonly progress: ProgressView;
      readonly partial?: unknown;
    }
  | { readonly id: number; readonly kind: 'done'; readonly output: unknown }
  | { readonly id: number; readonly kind: 'error'; readonly message: string };

/** What a task may report while it runs: progress, and optionally part of its result. */
export type Report<Partial> = (progress: ProgressView, partial?: Partial) => void;

/**
 * Progress reports throttled to one per interval, so a fast inner loop does not flood the page
 * with messages; the first report always goes out.
 */
export function throttled<Partial>(
  report: Report<Partial>,
  intervalMs: number,
  now = () => Date.now(),
): Report<Partial> {
  let last = Number.NEGATIVE_INFINITY;
  return (progress, partial) => {
    const time = now();
    if (time - last < intervalMs) return;
    last = time;
    report(progress, partial);
  };
}

/** Whether a message from the worker is a well-formed reply. */
export function isReply(data: unknown): data is Reply {
  if (typeof data !== 'object' || data === null) return false;
  const { id, kind } = data as { id?: unknown; kind?: unknown };
  return typeof id === 'number' && (kind === 'progress' || kind === 'done' || kind === 'error');
}
