import {
  bothControls,
  Checkpoints,
  quietControl,
  type MemoryProbe,
  type SolveControl,
} from '@cgkit/core-search';

// The control of the running computation. Sums, comparisons and simplification recurse through
// memoized functions shared by every caller, so the control a public function is given is made
// ambient for the length of the call instead of being passed down every recursion: the work
// counts its steps with `tick()`, and every `CHECK_INTERVAL` steps the control is checked.

/** Steps (levels of a walk over options, comparisons, …) between two checks of the control. */
const CHECK_INTERVAL = 1024;

let held = 0;

/** Records `bytes` more held for the life of the process (games, memo tables, printed forms). */
export function holdBytes(bytes: number): void {
  held += bytes;
}

/** The bytes the games and memo tables of this package hold, about. */
export function heldBytes(): number {
  return held;
}

/** What the memory budget of the game computations counts. */
export const STORE: MemoryProbe = {
  what: 'the store of games and memo tables',
  bytes: heldBytes,
};

/** The checkpoints of the running computation; one with the default budget when none runs. */
let current = new Checkpoints({}, 'steps', CHECK_INTERVAL, undefined, STORE);
let currentControl: SolveControl | undefined;

/** Counts `units` steps of work and checks the running computation's control when due. */
export function tick(units = 1): void {
  current.tick(units);
}

/**
 * Runs `work` under `control` (and under the control of the computation it is part of, if any):
 * it ends with the signal's reason, a `DeadlineError` or a `MemoryBudgetError`.
 */
export function withControl<T>(control: SolveControl | undefined, work: () => T): T {
  if (control === undefined) return work();
  const outer = [current, currentControl] as const;
  currentControl = currentControl === undefined ? control : bothControls(currentControl, control);
  try {
    // Steps mean nothing to people: progress is for the computations that count their own.
    current = new Checkpoints(
      quietControl(currentControl),
      'steps',
      CHECK_INTERVAL,
      undefined,
      STORE,
    );
    return work();
  } finally {
    [current, currentControl] = outer;
  }
}
