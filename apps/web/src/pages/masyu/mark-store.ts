import { afterPaint, type Scheduler } from './deferred-write.js';

/** A board's marks and the marks Undo goes back to and Redo forward to (a drag is one step). */
export interface MarkHistory {
  readonly marks: Uint8Array;
  readonly past: readonly Uint8Array[];
  readonly future: readonly Uint8Array[];
}

/** Marks that change outside React's render: read at any time, each change drawn at once. */
export interface LiveMarks {
  /** The newest marks. */
  readonly marks: Uint8Array;
  /** Calls `draw` at each change, in the event that makes it; returns what stops it. */
  readonly watch: (draw: () => void) => () => void;
}

/**
 * The marks of a board in play and their history, held outside React's render state: a change is
 * drawn at once by its watchers (the board's marks layer, in the frame of the click), and the
 * page's React state (history buttons, messages, the link) follows once that frame is painted,
 * when the subscribers hear the settled history: the click's frame holds the SVG change alone.
 */
export interface MarkStore extends LiveMarks {
  /** The history as of the last settling: what React renders. */
  readonly settled: MarkHistory;
  /** Calls `listener` once changes are settled, after the frame that drew them; returns what stops it. */
  readonly subscribe: (listener: () => void) => () => void;
  /** A pointer stroke starts (true) or ends (false): its marks are one step to undo. */
  readonly stroke: (active: boolean) => void;
  /** Another board state: one step to undo, unless it continues a stroke's step. */
  readonly play: (next: Uint8Array) => void;
  readonly undo: () => void;
  readonly redo: () => void;
  /** Marks from outside (the link read again): shown, with no step of their own. */
  readonly reset: (marks: Uint8Array) => void;
  /** Settles the changes waiting, if any, now. */
  readonly settle: () => void;
}

export function markStore(marks: Uint8Array, schedule: Scheduler = afterPaint): MarkStore {
  let now: MarkHistory = { marks, past: [], future: [] };
  let settled = now;
  // The pointer stroke under way: its first change is one undo step, the rest join it.
  let stroke: { recorded: boolean } | undefined;
  const watchers = new Set<() => void>();
  const listeners = new Set<() => void>();
  let callOff: (() => void) | undefined;
  const settle = (): void => {
    callOff?.();
    callOff = undefined;
    if (settled === now) return;
    settled = now;
    for (const listener of listeners) listener();
  };
  const change = (next: MarkHistory): void => {
    now = next;
    for (const draw of watchers) draw();
    callOff ??= schedule(settle);
  };
  return {
    get marks() {
      return now.marks;
    },
    get settled() {
      return settled;
    },
    watch: (draw) => {
      watchers.add(draw);
      return () => watchers.delete(draw);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stroke: (active) => {
      stroke = active ? { recorded: false } : undefined;
    },
    play: (next) => {
      const step = stroke?.recorded !== true;
      if (stroke !== undefined) stroke.recorded = true;
      change(
        step
          ? { marks: next, past: [...now.past, now.marks], future: [] }
          : { ...now, marks: next },
      );
    },
    undo: () => {
      const previous = now.past[now.past.length - 1];
      if (previous === undefined) return;
      change({
        marks: previous,
        past: now.past.slice(0, -1),
        future: [...now.future, now.marks],
      });
    },
    redo: () => {
      const next = now.future[now.future.length - 1];
      if (next === undefined) return;
      change({ marks: next, past: [...now.past, now.marks], future: now.future.slice(0, -1) });
    },
    reset: (marks) => change({ ...now, marks }),
    settle,
  };
}
