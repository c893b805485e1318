/** The Undo, Redo and Restart buttons of a game played move by move. */
export function HistoryButtons({
  played,
  undone,
  onUndo,
  onRedo,
  onRestart,
}: {
  /** Moves played so far (nothing to undo or restart when 0). */
  played: number;
  /** Moves undone that Redo can replay. */
  undone: number;
  onUndo: () => void;
  onRedo: () => void;
  onRestart: () => void;
}) {
  return (
    <>
      <button type="button" onClick={onUndo} disabled={played === 0}>
        Undo
      </button>
      <button type="button" onClick={onRedo} disabled={undone === 0}>
        Redo
      </button>
      <button type="button" onClick={onRestart} disabled={played === 0}>
        Restart
      </button>
    </>
  );
}
