import { createCake, eat, formatNimber, legalBites, type Bite, type Cake } from '@cgkit/galette';
import { useMemo, useState, type FormEvent } from 'react';
import { HistoryButtons } from '../../components/HistoryButtons.js';
import { TaskView } from '../../components/TaskView.js';
import { RemotenessNote } from '../../components/RemotenessNote.js';
import { ValueHistory } from '../../components/ValueHistory.js';
import { withRemoteness } from '../../components/value-history.js';
import { historyReducer, undoCount, type HistoryAction } from '../../shell/move-history.js';
import { useComputerMove } from '../../shell/use-computer-move.js';
import { useRoute, useSetParams } from '../../shell/use-route.js';
import { useLastDone, useSolverClient, useTask } from '../../worker/use-task.js';
import { CakeBoard } from './CakeBoard.js';
import { EmptyCakeTable } from './EmptyCakeTable.js';
import { GaletteFiles } from './GaletteFiles.js';
import {
  formatCake,
  nextPortion,
  readSetup,
  withPortion,
  writeSetup,
  type GaletteSetup,
} from './galette-state.js';
import { OpponentFieldset } from '../../components/OpponentFieldset.js';
import { BadLink } from '../../components/BadLink.js';
import { says } from '../../shell/words.js';

export function GalettePage() {
  const { params } = useRoute();
  const setParams = useSetParams('galette');
  let setup: GaletteSetup;
  try {
    setup = readSetup(params);
  } catch (error) {
    return (
      <BadLink
        title="Galette toxique"
        what="game"
        error={error}
        resetLabel="Start the classic game"
        onReset={() => setParams(writeSetup(readSetup(new URLSearchParams())))}
      />
    );
  }
  return (
    <>
      <GaletteGame setup={setup} onChange={(next) => setParams(writeSetup(next))} />
      <EmptyCakeTable />
    </>
  );
}

function GaletteGame({
  setup,
  onChange,
}: {
  readonly setup: GaletteSetup;
  readonly onChange: (s: GaletteSetup) => void;
}) {
  const { start, bites } = setup;
  const [undone, setUndone] = useState<readonly Bite[]>([]);
  const [editing, setEditing] = useState(false);
  const cake = useMemo(() => bites.reduce(eat, start), [start, bites]);
  const legal = useMemo(() => legalBites(cake), [cake]);
  // Players are indexed 0 and 1 here; GT.txt numbers them 1 and 2.
  const mover = ((setup.startPlayer - 1 + bites.length) % 2) as 0 | 1;
  const personIndex = setup.opponent === 'computer' && setup.computerFirst ? 1 : 0;
  const players: [string, string] =
    setup.opponent === 'person'
      ? ['Player 1', 'Player 2']
      : personIndex === 0
        ? ['You', 'Computer']
        : ['Computer', 'You'];
  const finished = legal.length === 0;
  const computerToMove =
    setup.opponent === 'computer' && mover !== personIndex && !finished && !editing;

  const client = useSolverClient();
  // Remoteness searches run in a worker of their own, so the bites never wait for them.
  const remotenessClient = useSolverClient();
  const gameKey = `${formatCake(start)}/${bites.map((b) => `${b.row}-${b.col}`).join('.')}`;
  const [analysis, retry, cancel] = useTask(client, 'galette/analyze', { start, bites }, gameKey);
  const [remoteness, retryRemoteness, cancelRemoteness] = useTask(
    remotenessClient,
    'galette/remoteness',
    { start, bites },
    gameKey,
  );
  const [choice, retryChoice, cancelChoice] = useTask(
    client,
    'galette/choose',
    computerToMove ? cake : undefined,
    `${gameKey}/${computerToMove}`,
  );

  const restartWith = (changes: Partial<GaletteSetup>): void => {
    setUndone([]);
    onChange({ ...setup, bites: [], ...changes });
  };
  const apply = (action: HistoryAction<Bite>): void => {
    const next = historyReducer({ moves: bites, undone }, action);
    setUndone(next.undone);
    onChange({ ...setup, bites: next.moves });
  };

  const chosen = choice.status === 'done' ? choice.output : null;
  // The chart stays while the next cake is solved; so do the remoteness numbers found before.
  const startKey = formatCake(start);
  const biteNames = bites.map((b) => `${b.row}-${b.col}`);
  const shownValues = useLastDone(analysis, startKey, biteNames);
  const shownRemoteness = useLastDone(remoteness, startKey, biteNames);
  useComputerMove(computerToMove, chosen, (move) => apply({ type: 'play', move }));

  const undoBy = undoCount(bites.length, setup.opponent === 'computer', personIndex);
  const options =
    analysis.status === 'done' && setup.showValues
      ? analysis.output.options
      : legal.map((bite) => ({ bite }));
  const grundy =
    analysis.status === 'done'
      ? analysis.output.history[analysis.output.history.length - 1]
      : undefined;

  return (
    <>
      <h1>Galette toxique</h1>
      <p className="lead">
        Players take turns eating a 2×2 bite of the cake: any square of four portions with at least
        one uneaten and none poisoned. Whoever cannot bite loses.
      </p>
      <div className="columns">
        <section aria-labelledby="play-heading">
          <h2 id="play-heading">Play</h2>
          <p className="turn" aria-live="polite" data-testid="status">
            {editing
              ? 'Editing: click a portion to poison it, eat it or restore it.'
              : finished
                ? `No bite left: ${says(players[1 - mover]!, 'win')}.`
                : `${players[mover]} to bite${computerToMove ? '…' : ''}`}
          </p>
          <p className="value-line" data-testid="value">
            {grundy === undefined
              ? 'Value: …'
              : `Value ${formatNimber(grundy)}: ${grundy === 0 ? 'the player to move loses' : 'the player to move wins'}.`}
          </p>
          <CakeBoard
            cake={cake}
            bites={options}
            editing={editing}
            disabled={computerToMove}
            lastBite={bites[bites.length - 1]}
            onBite={(bite) => apply({ type: 'play', move: bite })}
            onEdit={(r, c) =>
              restartWith({
                start: withPortion(cake, r, c, nextPortion(cake.cells[r * cake.cols + c]!)),
              })
            }
          />
          <div className="buttons">
            <HistoryButtons
              played={bites.length}
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
            <label className="toggle">
              <input
                type="checkbox"
                checked={editing}
                onChange={(e) => setEditing(e.target.checked)}
              />
              Edit the cake
            </label>
          </div>
          {setup.showValues && (
            <p className="note">Each bite shows the value it leaves: a bite leaving 0 wins.</p>
          )}
          <TaskView state={analysis} onCancel={cancel} onRetry={retry}>
            {() => null}
          </TaskView>
          {choice.status !== 'done' && (
            <TaskView state={choice} onCancel={cancelChoice} onRetry={retryChoice}>
              {() => null}
            </TaskView>
          )}
        </section>
        <section aria-labelledby="setup-heading">
          <h2 id="setup-heading">Set up</h2>
          <SizeForm
            cake={start}
            onNewCake={(next) => restartWith({ start: next, startPlayer: 1 })}
          />
          <OpponentFieldset
            opponent={setup.opponent}
            computerFirst={setup.computerFirst}
            computerFirstLabel="Computer bites first"
            onChange={(patch) => restartWith(patch)}
          />
          <GaletteFiles
            cake={cake}
            toMove={(mover + 1) as 1 | 2}
            onLoad={(loaded) =>
              restartWith({ start: loaded.cake, startPlayer: loaded.toMove ?? 1 })
            }
          />
          {shownValues !== undefined && (
            <ValueHistory
              values={withRemoteness(
                shownValues.output.history
                  .slice(0, shownValues.valid)
                  .map((g) => (g === 0 ? 'lose' : 'win')),
                shownRemoteness?.output.remoteness.slice(0, shownRemoteness.valid),
              )}
              players={setup.startPlayer === 1 ? players : [players[1], players[0]]}
              labels={bites.map((b) => `(${b.row + 1},${b.col + 1})`)}
              busy={analysis.status !== 'done' || remoteness.status === 'running'}
              onSelect={(ply) => apply({ type: 'undo', count: bites.length - ply })}
            />
          )}
          <RemotenessNote
            why={
              'Who wins comes from the Grundy values, which a cake that falls apart into ' +
              'independent parts gets from its parts (their XOR). Remoteness cannot be split that ' +
              'way: how long a game lasts depends on how the players switch between the parts, so ' +
              'it needs a search over whole cakes (only their winning bites, once the Grundy values ' +
              'tell who wins), and cakes larger than about 6×6 have too many.'
            }
            state={remoteness}
            onCancel={cancelRemoteness}
            onRetry={retryRemoteness}
          />
        </section>
      </div>
    </>
  );
}

function SizeForm({
  cake,
  onNewCake,
}: {
  readonly cake: Cake;
  readonly onNewCake: (cake: Cake) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onNewCake(createCake(Number(data.get('rows')), Number(data.get('cols')), [{ row: 0, col: 0 }]));
  };
  return (
    <form className="buttons" onSubmit={submit}>
      <label>
        Rows <input name="rows" type="number" min={2} max={20} defaultValue={cake.rows} />
      </label>
      <label>
        Columns <input name="cols" type="number" min={2} max={20} defaultValue={cake.cols} />
      </label>
      <button type="submit">New cake</button>
    </form>
  );
}
