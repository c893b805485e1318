import type { ReactNode } from 'react';
import type { TaskState } from '../worker/use-task.js';
import { SolveStatus } from './SolveStatus.js';

interface Props<Output> {
  readonly state: TaskState<Output>;
  readonly onCancel: () => void;
  readonly onRetry: () => void;
  readonly children: (output: Output) => ReactNode;
}

/** Shows a task's answer, or its progress with Cancel, its error, or a way to run it again. */
export function TaskView<Output>({ state, onCancel, onRetry, children }: Props<Output>) {
  switch (state.status) {
    case 'running':
      return <SolveStatus progress={state.progress} onCancel={onCancel} />;
    case 'done':
      return <>{children(state.output)}</>;
    case 'failed':
      return (
        <p className="error" role="alert">
          {state.message}
        </p>
      );
    case 'cancelled':
      return (
        <p className="note">
          Cancelled.{' '}
          <button type="button" onClick={onRetry}>
            Solve again
          </button>
        </p>
      );
    case 'idle':
      return null;
  }
}
