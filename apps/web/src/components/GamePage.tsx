import { Match } from '@cgkit/core-search';
import { useRef, useState, type RefObject } from 'react';
import type { GameAdapter, MatchSetup } from '../shell/game-adapter.js';
import { undoCount } from '../shell/move-history.js';
import { useComputerMove } from '../shell/use-computer-move.js';
import { useKeepFocus } from '../shell/use-keep-focus.js';
import { useRoute, useSetParams } from '../shell/use-route.js';
import { count, says } from '../shell/words.js';
import type { MatchAnalysis } from '../worker/tasks/match.js';
import { useLastDone, useSolverClient, useTask } from '../worker/use-task.js';
import { BadLink } from './BadLink.js';
import { HistoryButtons } from './HistoryButtons.js';
import { OpponentFieldset } from './OpponentFieldset.js';
import { RemotenessNote } from './RemotenessNote.js';
import { TaskView } from './TaskView.js';
import { ValueHistory } from './ValueHistory.js';

interface Kept<P, M> {
  readonly key: string;
  readonly match: Match<P, M>;
}

/**
 * The match of the link: the one kept from the last render when it is the same game at the same
 * moves (the page's own moves, undo and redo change the match, then the link), else the link's
 * moves replayed once; throws a RangeError "move N: why" for a move that cannot be played.
 */
function matchOfLink<Setup extends MatchSetup<M>, P, M, X>(
  adapter: GameAdapter<Setup, P, M, X>,
  setup: Setup,
  kept: RefObject<Kept<P, M> | undefined>,
): Match<P, M> {
  const key = JSON.stringify(adapter.input(setup, []));
  const old = kept.current;
  if (old?.key === key) {
    const played = old.match.history;
    const same =
      played.length === setup.moves.length &&
      played.every((move, i) => old.match.game.sameMove(move, setup.moves[i]!));
    if (same) return old.match;
  }
  const { game, position, toMove } = adapter.rules(setup);
  const match = Match.replay(game, position, setup.moves, toMove === undefined ? {} : { toMove });
  if ('error' in match) throw new RangeError(match.error);
  kept.current = { key, match };
  return match;
}

/**
 * The one page of every two-player game: the game read from the link and replayed in a
 * core-search `Match`, the board (the adapter's), the history buttons, the show-values toggle,
 * the computer's moves and the values from the worker, the value history, and the set-up.
 */
export function GamePage<Setup extends MatchSetup<M>, P, M, X>({
  adapter,
}: {
  readonly adapter: GameAdapter<Setup, P, M, X>;
}) {
  const { params } = useRoute();
  const setParams = useSetParams(adapter.page);
  const kept = useRef<Kept<P, M>>(undefined);
  let setup: Setup;
  let match: Match<P, M>;
  try {
    setup = adapter.readSetup(params);
    match = matchOfLink(adapter, setup, kept);
  } catch (error) {
    return (
      <BadLink
        title={adapter.title}
        what="game"
        error={error}
        resetLabel={adapter.resetLabel}
        onReset={() => setParams(adapter.writeSetup(adapter.readSetup(new URLSearchParams())))}
      />
    );
  }
  return (
    <Game
      adapter={adapter}
      setup={setup}
      match={match}
      onChange={(next) => setParams(adapter.writeSetup(next))}
    />
  );
}

/** The positions of the line played, from the start to the current one (walked, not replayed). */
function linePositions<P, M>(match: Match<P, M>): P[] {
  const played = match.history.length;
  const positions: P[] = [match.position];
  while (match.undo() !== undefined) positions.unshift(match.position);
  while (match.history.length < played) match.redo();
  return positions;
}

function Game<Setup extends MatchSetup<M>, P, M, X>({
  adapter,
  setup,
  match,
  onChange,
}: {
  readonly adapter: GameAdapter<Setup, P, M, X>;
  readonly setup: Setup;
  readonly match: Match<P, M>;
  readonly onChange: (setup: Setup) => void;
}) {
  const [editing, setEditing] = useState(false);
  const moves = match.history;
  const positions = linePositions(match);
  const turn = match.turn;
  const result = match.result;
  const vsComputer = setup.opponent === 'computer';
  const personIndex = vsComputer && setup.computerFirst ? 1 : 0;
  const players: readonly [string, string] = !vsComputer
    ? adapter.players
    : personIndex === 0
      ? ['You', 'Computer']
      : ['Computer', 'You'];
  const computerToMove = vsComputer && turn !== personIndex && result === undefined && !editing;

  const client = useSolverClient();
  // The computer thinks in a worker of its own, so its move never waits for the values.
  const chooser = useSolverClient();
  const [lastChoice, setLastChoice] = useState<{ ply: number; proven: boolean; why: string }>();
  const startKey = JSON.stringify(adapter.input(setup, []));
  const input = adapter.input(setup, moves);
  const moveKeys = moves.map((move, i) => adapter.label(setup, positions[i]!, move));
  const runKey = `${startKey}/${JSON.stringify(input.moves)}`;
  const warm = adapter.keepStaleRuns === true ? { warmKey: startKey } : {};
  const [analysis, retry, cancel] = useTask(client, 'match/analyze', input, runKey, warm);
  const [choice, retryChoice, cancelChoice] = useTask(
    chooser,
    'match/computer',
    computerToMove ? input : undefined,
    runKey,
  );
  const done = analysis.status === 'done' ? (analysis.output as MatchAnalysis<M, X>) : undefined;
  // The chart stays while the next position is valued.
  const shown = useLastDone(analysis, startKey, moveKeys);

  const last =
    moves.length === 0
      ? undefined
      : { move: moves[moves.length - 1]!, from: positions[moves.length - 1]! };
  const focus = useKeepFocus<HTMLDivElement>(
    last === undefined ? undefined : adapter.spot(setup, last.from, last.move),
  );
  const write = (): void => onChange({ ...setup, moves: match.history });
  const play = (move: M): void => {
    focus.moved();
    match.play(move);
    write();
  };
  const chosen = choice.status === 'done' ? (choice.output.move as M | null) : undefined;
  useComputerMove(computerToMove, chosen, (move) => {
    if (choice.status === 'done') {
      const { proven, why } = choice.output;
      setLastChoice({ ply: moves.length + 1, proven, why });
    }
    match.play(move);
    write();
  });
  const choiceNote = vsComputer && lastChoice?.ply === moves.length ? lastChoice : undefined;
  const newGame = (changes: Partial<Setup>): void => onChange({ ...setup, moves: [], ...changes });
  const undo = (): void => {
    const back = undoCount(moves.length, vsComputer, (personIndex + turn + moves.length) % 2);
    for (let i = 0; i < back; i++) match.undo();
    write();
  };
  const redo = (): void => {
    match.redo();
    write();
  };
  const goTo = (ply: number): void => {
    while (match.history.length > ply) match.undo();
    write();
  };

  const values = setup.showValues && done !== undefined && !computerToMove ? done.moves : undefined;
  const history = shown?.output.history.slice(0, shown.valid) ?? [];
  // The chart puts the first player on the left: the player to move at the start.
  const first = (turn + moves.length) % 2;
  const chartPlayers: [string, string] =
    first === 0 ? [players[0], players[1]] : [players[1], players[0]];
  const now = done?.history[done.history.length - 1];
  const valueLine = setup.showValues &&
    done !== undefined &&
    now !== undefined &&
    result === undefined && (
      <p className="value-line" data-testid="value">
        {adapter.valueWords?.(done.extra)}
        {`${says(players[turn], now.result === 'win' ? 'can' : 'lose')}${now.result === 'win' ? ' force a win' : ' against best play'}` +
          (now.remoteness === undefined
            ? '.'
            : `; the game ends in ${count(now.remoteness, 'move')} with best play.`)}
      </p>
    );
  const { Board, SetupPanel, Analysis, More } = adapter;
  const status = editing
    ? 'Editing: click a cell to change it.'
    : result !== undefined
      ? `${adapter.over}: ${result.winner === null ? 'a draw' : says(players[result.winner], 'win')}.`
      : `${players[turn]} to ${adapter.verb}${computerToMove ? '…' : ''}`;
  const missing = history.filter((v) => v.remoteness === undefined).length;
  return (
    <>
      <h1>{adapter.title}</h1>
      <p className="lead">{adapter.lead(setup)}</p>
      <div className="game-layout">
        <section className="play" aria-labelledby="play-heading">
          <h2 id="play-heading">Play</h2>
          <p className="turn" aria-live="polite" data-testid="status">
            {status}
          </p>
          <div ref={focus.board} tabIndex={-1} className="game-board">
            <Board
              setup={setup}
              position={match.position}
              legal={match.moves()}
              values={values}
              extra={done?.extra}
              last={last}
              disabled={computerToMove || result !== undefined}
              editing={editing}
              onEditing={setEditing}
              onMove={play}
              onNewGame={newGame}
            />
          </div>
          <div className="buttons">
            <HistoryButtons
              played={moves.length}
              undone={match.canRedo ? 1 : 0}
              onUndo={undo}
              onRedo={redo}
              onRestart={() => goTo(0)}
            />
            <label className="toggle">
              <input
                type="checkbox"
                checked={setup.showValues}
                onChange={(e) => onChange({ ...setup, showValues: e.target.checked })}
              />
              Show values
            </label>
            <button
              type="button"
              className="to-history"
              onClick={() => document.getElementById('history-heading')?.scrollIntoView()}
            >
              Value history
            </button>
          </div>
          {choiceNote !== undefined && (
            <p className="note" data-testid="computer-move">
              {choiceNote.proven
                ? `The computer’s move is proven perfect play: ${choiceNote.why}.`
                : `The computer’s move is a guess, not proven: ${choiceNote.why}.`}
            </p>
          )}
          {/* One progress box: the computer's thinking while it is to move, else the values', in
              a space kept for it and the position's value, below the board and its buttons: work
              coming and going moves nothing a finger may be about to press. */}
          <div className="task-slot">
            {computerToMove && choice.status !== 'done' ? (
              <TaskView state={choice} onCancel={cancelChoice} onRetry={retryChoice}>
                {() => null}
              </TaskView>
            ) : (
              <TaskView state={analysis} onCancel={cancel} onRetry={retry}>
                {() => valueLine}
              </TaskView>
            )}
          </div>
        </section>
        <section className="history" aria-labelledby="history-heading">
          <h2 id="history-heading">Value history</h2>
          {/* Empty until the first position is valued, in the space the chart then takes. */}
          <ValueHistory
            values={history}
            players={chartPlayers}
            labels={moveKeys}
            busy={analysis.status !== 'done'}
            positions={moves.length + 1}
            onSelect={goTo}
          />
          {missing > 0 && (
            <RemotenessNote missing={missing} total={history.length} why={adapter.remotenessWhy} />
          )}
          {Analysis !== undefined && setup.showValues && shown !== undefined && (
            <Analysis setup={setup} analysis={shown.output as MatchAnalysis<M, X>} />
          )}
        </section>
        <section className="setup-column" aria-labelledby="setup-heading">
          <h2 id="setup-heading">Set up</h2>
          <SetupPanel setup={setup} position={match.position} onNewGame={newGame} />
          <OpponentFieldset
            opponent={setup.opponent}
            computerFirst={setup.computerFirst}
            computerFirstLabel={adapter.computerFirstLabel}
            onChange={(patch) => newGame(patch as Partial<Setup>)}
          />
        </section>
      </div>
      {More !== undefined && <More />}
    </>
  );
}
