import { humanError } from '../../shell/errors.js';
import { formatNimber } from '@cgkit/galette';
import { useState } from 'react';
import { SolveStatus } from '../../components/SolveStatus.js';
import type { ProgressView } from '../../worker/protocol.js';
import { CancelledError } from '../../worker/solver-client.js';
import { useCancellable, useSolverClient } from '../../worker/use-task.js';
import type { CakeValue } from '../../worker/tasks/galette.js';

const MAX_SIDE = 12;

/** The values of cakes without poison, filled in by the worker as each is found. */
export function EmptyCakeTable() {
  const client = useSolverClient();
  const { signal, cancel } = useCancellable();
  const [side, setSide] = useState(6);
  const [values, setValues] = useState<readonly CakeValue[]>([]);
  const [progress, setProgress] = useState<ProgressView>();
  const [note, setNote] = useState<string>();
  const start = (): void => {
    setValues([]);
    setNote(undefined);
    setProgress({ message: 'Solving…' });
    client
      .run(
        'galette/table',
        { rows: side, cols: side },
        {
          signal: signal(),
          onProgress: (p, value) => {
            setProgress(p);
            if (value !== undefined) setValues((old) => [...old, value]);
          },
        },
      )
      .then(
        () => setNote(undefined),
        (error: unknown) =>
          setNote(
            error instanceof CancelledError
              ? 'Cancelled: the table keeps the values found.'
              : humanError(error),
          ),
      )
      .finally(() => setProgress(undefined));
  };
  const valueOf = (rows: number, cols: number): string => {
    const found = values.find(
      (v) => v.rows === Math.min(rows, cols) && v.cols === Math.max(rows, cols),
    );
    return found === undefined ? '' : formatNimber(found.grundy);
  };
  const sides = Array.from({ length: side - 1 }, (_, i) => i + 2);
  return (
    <section aria-labelledby="table-heading">
      <h2 id="table-heading">Values of cakes without poison</h2>
      <div className="buttons">
        <label>
          up to{' '}
          <input
            type="number"
            min={2}
            max={MAX_SIDE}
            value={side}
            onChange={(e) => setSide(Math.min(MAX_SIDE, Math.max(2, Number(e.target.value))))}
          />{' '}
          rows and columns
        </label>
        <button type="button" onClick={start} disabled={progress !== undefined}>
          Fill the table
        </button>
      </div>
      {progress !== undefined && <SolveStatus progress={progress} onCancel={cancel} />}
      {note !== undefined && <p className="note">{note}</p>}
      {values.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Values of empty cakes">
          <table className="value-table" data-testid="cake-table">
            <thead>
              <tr>
                <th scope="col">rows \ columns</th>
                {sides.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sides.map((r) => (
                <tr key={r}>
                  <th scope="row">{r}</th>
                  {sides.map((c) => (
                    <td key={c}>{valueOf(r, c)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
