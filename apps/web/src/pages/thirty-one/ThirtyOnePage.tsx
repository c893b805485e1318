import { legalKeys, press, thirtyOneStart, type ThirtyOnePosition } from '@cgkit/thirty-one';
import { useMemo, useState } from 'react';
import { HistoryButtons } from '../../components/HistoryButtons.js';
import { TaskView } from '../../components/TaskView.js';
import { ValueHistory } from '../../components/ValueHistory.js';
import { historyReducer, undoCount, type HistoryAction } from '../../shell/move-history.js';
import { useComputerMove } from '../../shell/use-computer-move.js';
import { useRoute, useSetParams } from '../../shell/use-route.js';
import { useLastDone, useSolverClient, useTask } from '../../worker/use-task.js';
import type { ThirtyOneAnalysis } from '../../worker/tasks/thirty-one.js';
import { Keypad } from './Keypad.js';
import { ThirtyOneSetupForm } from './ThirtyOneSetupForm.js';
import { readSetup, writeSetup, type ThirtyOneSetup } from './thirty-one-state.js';
import { BadLink } from '../../components/BadLink.js';
import { count, says } from '../../shell/words.js';

export function ThirtyOnePage() {
  const { params } = useRoute();
  const setParams = useSetParams('thirty-one');
  let setup: ThirtyOneSetup;
  try {
    setup = readSetup(params);
  } catch (error) {
    return (
      <BadLink
        title="31"
        what="game"
        error={error}
        resetLabel="Start a standard game"
        onReset={() => setParams(writeSetup(readSetup(new URLSearchParams())))}
      />
    );
  }
  return <ThirtyOneGame setup={setup} onChange={(next) => setParams(writeSetup(next))} />;
}

function ThirtyOneGame({
  setup,
  onChange,
}: {
  readonly setup: ThirtyOneSetup;
  readonly onChange: (s: ThirtyOneSetup) => void;
}) {
  const { keypad, limit, moves } = setup;
  const [undone, setUndone] = useState<readonly number[]>([]);
  const position = useMemo(
    () =>
      moves.reduce<ThirtyOnePosition>(
        (p, cell) => press(keypad, p, cell),
        thirtyOneStart(setup.start),
      ),
    [keypad, moves, setup.start],
  );
  const over = position.total > limit;
  const legal = useMemo(
    () => new Set(over ? [] : legalKeys(keypad, position.last)),
    [keypad, position, over],
  );
  const mover = (moves.length % 2) as 0 | 1;
  const personIndex = setup.opponent === 'computer' && setup.computerFirst ? 1 : 0;
  const players: [string, string] =
    setup.opponent === 'person'
      ? ['Player 1', 'Player 2']
      : personIndex === 0
        ? ['You', 'Computer']
        : ['Computer', 'You'];
  const finished = over || legal.size === 0;
  const computerToMove = setup.opponent === 'computer' && mover !== personIndex && !finished;

  const client = useSolverClient();
  const input = { keypad, limit, start: setup.start, moves };
  // A stale run still solving this keypad and limit is left to finish: the next position reuses it.
  const [analysis, retry, cancel] = useTask(
    client,
    'thirty-one/analyze',
    input,
    JSON.stringify(input),
    { warmKey: JSON.stringify([keypad, limit]) },
  );

  // The chart stays while the next position is solved (same keypad, limit and start).
  const shown = useLastDone(
    analysis,
    JSON.stringify([keypad, limit, setup.start]),
    moves.map(String),
  );
  const apply = (action: HistoryAction<number>): void => {
    const next = historyReducer({ moves, undone }, action);
    setUndone(next.undone);
    onChange({ ...setup, moves: next.moves });
  };

  const best = analysis.status === 'done' ? analysis.output.bestKey : undefined;
  useComputerMove(computerToMove, best, (key) => {
    setUndone([]);
    onChange({ ...setup, moves: [...moves, key] });
  });

  const undoBy = undoCount(moves.length, setup.opponent === 'computer', personIndex);
  const values =
    setup.showValues && analysis.status === 'done' && !computerToMove
      ? new Map(analysis.output.keys.map((k) => [k.cell, k]))
      : undefined;

  return (
    <>
      <h1>31</h1>
      <p className="lead">
        Press a key of the row or column of the last key pressed; its digit adds to the total. The
        total must not pass {limit}: whoever takes it to {limit + 1} or more loses.
      </p>
      <div className="columns">
        <section aria-labelledby="play-heading">
          <h2 id="play-heading">Play</h2>
          <p className="total" aria-live="polite">
            Total <strong data-testid="total">{position.total}</strong> / {limit}
          </p>
          <p className="turn" aria-live="polite" data-testid="status">
            {finished
              ? gameOver(analysis.status === 'done' ? analysis.output : undefined, mover, players)
              : `${players[mover]} to press${computerToMove ? '…' : ''}`}
          </p>
          <Keypad
            keypad={keypad}
            legal={legal}
            values={values}
            lastKey={position.last}
            disabled={computerToMove}
            onPress={(cell) => apply({ type: 'play', move: cell })}
          />
          <div className="buttons">
            <HistoryButtons
              played={moves.length}
              undone={undone.length}
              onUndo={() => apply({ type: 'undo', count: undoBy })}
              onRedo={() => apply({ type: 'redo' })}
              onRestart={() => apply({ type: 'restart' })}
            />
            <label className="toggle">
              <input
                type="checkbox"
                checked={setup.showValues}
                onChange={(e) => onChange({ ...setup, showValues: e.target.checked })}
              />
              Show values
            </label>
          </div>
          <TaskView state={analysis} onCancel={cancel} onRetry={retry}>
            {(output) =>
              setup.showValues ? <PositionSummary analysis={output} mover={players[mover]} /> : null
            }
          </TaskView>
        </section>
        <section aria-labelledby="setup-heading">
          <h2 id="setup-heading">Set up</h2>
          <ThirtyOneSetupForm
            setup={setup}
            onChange={(next) => {
              setUndone([]);
              onChange(next);
            }}
          />
        </section>
      </div>
      {shown !== undefined && (
        <div className="columns">
          <ValueHistory
            values={shown.output.history.slice(0, shown.valid)}
            players={players}
            labels={moves.map((cell) => String(keypad.digits[cell]))}
            busy={analysis.status !== 'done'}
            onSelect={(ply) => apply({ type: 'undo', count: moves.length - ply })}
          />
          {setup.showValues && <OpeningTable analysis={shown.output} start={setup.start} />}
        </div>
      )}
    </>
  );
}

function gameOver(
  analysis: ThirtyOneAnalysis | undefined,
  mover: number,
  players: readonly [string, string],
): string {
  const last = analysis?.history[analysis.history.length - 1];
  if (last === undefined) return 'Game over';
  const winner = last.result === 'win' ? mover : 1 - mover;
  return `Game over: ${says(players[winner]!, 'win')}.`;
}

function PositionSummary({
  analysis,
  mover,
}: {
  readonly analysis: ThirtyOneAnalysis;
  readonly mover: string;
}) {
  const now = analysis.history[analysis.history.length - 1];
  if (now === undefined || analysis.keys.length === 0) return null;
  return (
    <p className="value-line">
      {`${now.result === 'win' ? `${says(mover, 'can')} force a win` : `${says(mover, 'lose')} against best play`}; ` +
        `the game ends in ${count(now.remoteness, 'press', 'presses')} with best play.`}
    </p>
  );
}

function OpeningTable({
  analysis,
  start,
}: {
  readonly analysis: ThirtyOneAnalysis;
  readonly start: number;
}) {
  return (
    <details className="openings" open>
      <summary>Opening analysis: the winning first keys from each starting total</summary>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">start</th>
              <th scope="col">winning opening digits</th>
            </tr>
          </thead>
          <tbody>
            {analysis.openings.map((digits, total) => (
              <tr key={total} className={total === start ? 'current' : undefined}>
                <th scope="row">{total}</th>
                <td>{digits.length === 0 ? 'none: the first player loses' : digits.join(' ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
