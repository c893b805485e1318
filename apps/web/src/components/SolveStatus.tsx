import type { Progress } from '../worker/protocol.js';

interface Props {
  readonly progress: Progress;
  readonly onCancel: () => void;
}

/** A running solve: what it is doing, how far it is, and the button that stops it. */
export function SolveStatus({ progress, onCancel }: Props) {
  return (
    <div className="solve-status" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="solve-message">{progress.message}</span>
      {/* Without a fraction the bar is indeterminate: the message says what is counted. */}
      {progress.fraction === undefined ? (
        <progress aria-label="progress" />
      ) : (
        <progress max={1} value={progress.fraction} aria-label="progress" />
      )}
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
