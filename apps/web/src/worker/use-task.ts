import { useEffect, useMemo, useRef, useState } from 'react';
import { humanError } from '../shell/errors.js';
import type { ProgressView } from './protocol.js';
import { CancelledError, createSolverClient, type SolverClient } from './solver-client.js';
import type { TaskMap, TaskName } from './tasks.js';

/** A page's own solver worker, stopped when the page closes. */
export function useSolverClient(): SolverClient {
  const client = useMemo(createSolverClient, []);
  useEffect(() => () => client.cancelAll(), [client]);
  return client;
}

export type TaskState<Output> =
  | { readonly status: 'running'; readonly progress: ProgressView }
  | { readonly status: 'done'; readonly output: Output }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'cancelled' }
  | { readonly status: 'idle' };

const STARTED: ProgressView = { message: 'Solving…' };

export interface TaskOptions {
  /**
   * Runs with the same warm key fill the same cache in the worker (31: one keypad and limit). A
   * stale run is then left to finish instead of being cancelled: the next run reuses its work.
   */
  readonly warmKey?: string;
}

/** A run not settled yet, and what it warms. */
interface Pending {
  readonly warmKey: string | undefined;
  readonly abort: AbortController;
}

/** Queued runs go before the running one, so cancelling starts no worker just to stop it. */
function abortNewestFirst(runs: readonly Pending[]): void {
  for (let i = runs.length - 1; i >= 0; i--) runs[i]!.abort.abort();
}

/**
 * Runs a task whenever its input changes (compared by `key`) and follows it to the end. A run
 * whose input has moved on is cancelled (unless it warms the next one, see `warmKey`), so it never
 * holds up the worker, and its answer is never shown. An undefined input runs nothing. Returns
 * the state, a retry, and a cancel for this task alone.
 */
export function useTask<Name extends TaskName>(
  client: SolverClient,
  task: Name,
  input: TaskMap[Name]['input'] | undefined,
  key: string,
  { warmKey }: TaskOptions = {},
): [TaskState<TaskMap[Name]['output']>, () => void, () => void] {
  type State = TaskState<TaskMap[Name]['output']>;
  const [attempt, setAttempt] = useState(0);
  const run = `${task}/${key}/${attempt}`;
  // Each state remembers the run it belongs to, so a new input never shows the old answer.
  const [latest, setLatest] = useState<{ run: string; state: State }>();
  const pending = useRef<Pending[]>([]);
  const cancelAll = (): void => abortNewestFirst(pending.current.splice(0));
  useEffect(() => cancelAll, []);
  const idle = input === undefined;
  useEffect(() => {
    const warms = (p: Pending): boolean => warmKey !== undefined && p.warmKey === warmKey;
    abortNewestFirst(pending.current.filter((p) => !warms(p)));
    pending.current = pending.current.filter(warms);
    if (idle) return;
    let current = true;
    const mine: Pending = { warmKey, abort: new AbortController() };
    pending.current.push(mine);
    const show = (state: State): void => {
      if (current) setLatest({ run, state });
    };
    client
      .run(task, input, {
        signal: mine.abort.signal,
        onProgress: (progress) => show({ status: 'running', progress }),
      })
      .then(
        (output) => show({ status: 'done', output }),
        (error: unknown) =>
          show(
            error instanceof CancelledError
              ? { status: 'cancelled' }
              : {
                  status: 'failed',
                  message: humanError(error),
                },
          ),
      )
      .finally(() => {
        pending.current = pending.current.filter((p) => p !== mine);
      });
    return () => {
      current = false;
    };
    // The run names the input (through its key): a new object with the same content runs nothing new.
  }, [client, run, idle]);
  const state: State = idle
    ? { status: 'idle' }
    : latest?.run === run
      ? latest.state
      : { status: 'running', progress: STARTED };
  return [state, () => setAttempt((n) => n + 1), cancelAll];
}

/**
 * For tasks started by a button: `signal()` gives each start its own signal, and `cancel()`
 * cancels the latest of them (the others of the page go on).
 */
export function useCancellable(): { signal: () => AbortSignal; cancel: () => void } {
  const controller = useRef<AbortController>(undefined);
  return {
    signal: () => {
      controller.current = new AbortController();
      return controller.current.signal;
    },
    cancel: () => controller.current?.abort(),
  };
}

/**
 * The last answer a task gave for the same game `id` (a keypad, a cake), kept while a newer run
 * is solving, so a chart built on it stays on the page instead of blinking away. `moves` names the
 * moves of the run; `valid` is how many positions of the answer (from the start) are positions of
 * the current game: those the two games share.
 */
export function useLastDone<Output>(
  state: TaskState<Output>,
  id: string,
  moves: readonly string[],
): { readonly output: Output; readonly valid: number } | undefined {
  const last = useRef<{ id: string; moves: readonly string[]; output: Output }>(undefined);
  if (state.status === 'done') last.current = { id, moves, output: state.output };
  const kept = last.current;
  if (kept?.id !== id) return undefined;
  let shared = 0;
  while (
    shared < moves.length &&
    shared < kept.moves.length &&
    moves[shared] === kept.moves[shared]
  )
    shared++;
  return { output: kept.output, valid: shared + 1 };
}
