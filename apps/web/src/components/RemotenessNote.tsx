import type { RemotenessReport } from '../worker/tasks/remoteness.js';
import type { TaskState } from '../worker/use-task.js';
import { TaskView } from './TaskView.js';

interface Props {
  readonly state: TaskState<RemotenessReport>;
  /** Why the search can give up for this game, said after the budget (see GalettePage). */
  readonly why?: string;
  readonly onCancel: () => void;
  readonly onRetry: () => void;
}

/** A remoteness search under a value history: its progress, or which remoteness it gave up on. */
export function RemotenessNote({ state, onCancel, onRetry, why }: Props) {
  return (
    <TaskView state={state} onCancel={onCancel} onRetry={onRetry}>
      {({ remoteness, budget }) => {
        const missing = remoteness.filter((r) => r === null).length;
        if (missing === 0) return null;
        const which = missing === remoteness.length ? 'any position' : `the first ${missing}`;
        return (
          <p className="note" data-testid="remoteness-note">
            Remoteness — : not found for {which}, the search gives up after{' '}
            {budget.toLocaleString('en')} positions. Who wins is exact all the same, and so is the
            computer’s play there: a winning move when it has one, though not always the fastest win
            or the slowest loss.
            {why !== undefined && ` ${why}`}
          </p>
        );
      }}
    </TaskView>
  );
}
