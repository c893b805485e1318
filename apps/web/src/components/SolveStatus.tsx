import type { ProgressView } from '../worker/protocol.js';

interface Props {
  readonly progress: ProgressView;
  readonly onCancel: () => void;
}

/** A running solve: what it is doing, how far it is, and the button that stops it. */
export function SolveStatus({ progress, onCancel }: Props) {
  return (
    <div className="solve-status" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="solve-message">{progress.message}</span>
      {/* Work without a known end gets an indeterminate bar: the message says what is counted. */}
      {progress.fraction !== undefined ? (
        <progress max={1} value={progress.fraction} aria-label="progress" />
      ) : (
        progress.indeterminate === true && <progress aria-label="progress" />
      )}
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
