import { useEffect, useMemo, useState } from 'react';
import type { Progress } from './protocol.js';
import { CancelledError, createSolverClient, type SolverClient } from './solver-client.js';
import type { TaskMap, TaskName } from './tasks.js';

/** A page's own solver worker, stopped when the page closes. */
export function useSolverClient(): SolverClient {
  const client = useMemo(createSolverClient, []);
  useEffect(() => () => client.cancel(), [client]);
  return client;
}

export type TaskState<Output> =
  | { readonly status: 'running'; readonly progress: Progress }
  | { readonly status: 'done'; readonly output: Output }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'cancelled' }
  | { readonly status: 'idle' };

const STARTED: Progress = { message: 'Solving…' };

/**
 * Runs a task whenever its input changes (compared by `key`) and follows it to the end; an answer
 * that arrives after the input has moved on is dropped. An undefined input runs nothing.
 */
export function useTask<Name extends TaskName>(
  client: SolverClient,
  task: Name,
  input: TaskMap[Name]['input'] | undefined,
  key: string,
): [TaskState<TaskMap[Name]['output']>, () => void] {
  type State = TaskState<TaskMap[Name]['output']>;
  const [attempt, setAttempt] = useState(0);
  const run = `${task}/${key}/${attempt}`;
  // Each state remembers the run it belongs to, so a new input never shows the old answer.
  const [latest, setLatest] = useState<{ run: string; state: State }>();
  const idle = input === undefined;
  useEffect(() => {
    if (idle) return;
    let current = true;
    const show = (state: State): void => {
      if (current) setLatest({ run, state });
    };
    client
      .run(task, input, { onProgress: (progress) => show({ status: 'running', progress }) })
      .then(
        (output) => show({ status: 'done', output }),
        (error: unknown) =>
          show(
            error instanceof CancelledError
              ? { status: 'cancelled' }
              : {
                  status: 'failed',
                  message: error instanceof Error ? error.message : String(error),
                },
          ),
      );
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
  return [state, () => setAttempt((n) => n + 1)];
}
