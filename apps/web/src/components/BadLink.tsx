import { humanError } from '../shell/errors.js';

/** What a page shows when its link does not describe a valid state, with a way back. */
export function BadLink({
  title,
  what,
  error,
  resetLabel,
  onReset,
}: {
  title: string;
  /** What the link should describe: "game", "puzzle". */
  what: string;
  error: unknown;
  resetLabel: string;
  onReset: () => void;
}) {
  return (
    <>
      <h1>{title}</h1>
      <p className="error" role="alert">
        This link does not describe a {what}. {humanError(error)}
      </p>
      <button type="button" onClick={onReset}>
        {resetLabel}
      </button>
    </>
  );
}
