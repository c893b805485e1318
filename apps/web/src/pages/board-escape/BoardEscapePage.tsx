import { humanError } from '../../shell/errors.js';
import {
  BoardEscapeSolver,
  legalMoves,
  playMove,
  startPosition,
  type Board,
  type Move,
  type Position,
} from '@cgkit/board-escape';
import { useMemo, useState, type FormEvent } from 'react';
import { HistoryButtons } from '../../components/HistoryButtons.js';
import { RemotenessNote } from '../../components/RemotenessNote.js';
import { ValueHistory } from '../../components/ValueHistory.js';
import { withRemoteness } from '../../components/value-history.js';
import { useSolverClient, useTask } from '../../worker/use-task.js';
import { historyReducer, type HistoryAction } from '../../shell/move-history.js';
import { useRoute, useSetParams } from '../../shell/use-route.js';
import {
  ARROWS,
  cycleCell,
  readSetup,
  writeSetup,
  type BoardEscapeSetup,
} from './board-escape-state.js';
import { formText } from '../../shell/form-text.js';
import { BadLink } from '../../components/BadLink.js';

const PLAYERS = ['Alice', 'Bob'] as const;

/** A game replayed from its link: every position, solved (a board solves in milliseconds). */
function replay(setup: BoardEscapeSetup): { solver: BoardEscapeSolver; positions: Position[] } {
  const solver = new BoardEscapeSolver(setup.board);
  const positions = [startPosition(setup.board, setup.k)];
  for (const move of setup.moves)
    positions.push(playMove(setup.board, positions[positions.length - 1]!, move));
  return { solver, positions };
}

export function BoardEscapePage() {
  const { params } = useRoute();
  const setParams = useSetParams('board-escape');
  let setup: BoardEscapeSetup;
  let game: ReturnType<typeof replay>;
  try {
    setup = readSetup(params);
    game = replay(setup);
  } catch (error) {
    return (
      <BadLink
        title="BoardEscape"
        what="game"
        error={error}
        resetLabel="Start the example game"
        onReset={() => setParams(writeSetup(readSetup(new URLSearchParams())))}
      />
    );
  }
  return (
    <BoardEscapeGame setup={setup} game={game} onChange={(next) => setParams(writeSetup(next))} />
  );
}

interface GameProps {
  readonly setup: BoardEscapeSetup;
  readonly game: ReturnType<typeof replay>;
  readonly onChange: (setup: BoardEscapeSetup) => void;
}

function BoardEscapeGame({ setup, game, onChange }: GameProps) {
  const { board, moves } = setup;
  const { solver, positions } = game;
  const [undone, setUndone] = useState<readonly Move[]>([]);
  const position = positions[positions.length - 1]!;
  const mover = moves.length % 2;
  const grundy = solver.grundy(position);
  const winning = solver.winningMove(position);
  const options = useMemo(
    () =>
      legalMoves(board, position).map((move) => ({
        move,
        wins: solver.grundy(playMove(board, position, move)) === 0,
      })),
    [board, position, solver],
  );
  const apply = (action: HistoryAction<Move>): void => {
    const next = historyReducer({ moves, undone }, action);
    setUndone(next.undone);
    onChange({ ...setup, moves: next.moves });
  };
  const client = useSolverClient();
  const { k } = setup;
  const gameKey = JSON.stringify({ board: board.rows, k, moves });
  const [remoteness, retryRemoteness, cancelRemoteness] = useTask(
    client,
    'board-escape/remoteness',
    { board, k, moves },
    gameKey,
  );
  const edit = (changes: Partial<BoardEscapeSetup>): void => {
    setUndone([]);
    onChange({ ...setup, moves: [], ...changes });
  };
  return (
    <>
      <h1>BoardEscape</h1>
      <p className="lead">
        Every token starts with the number k. A move shifts one token one cell; it leaves the board
        at an exit E, and otherwise its number drops by one, and at 0 it is removed. Obstacles #
        block. Alice moves first; whoever cannot move loses.
      </p>
      <div className="columns">
        <section aria-labelledby="play-heading">
          <h2 id="play-heading">Play</h2>
          <p className="turn" aria-live="polite" data-testid="status">
            {options.length === 0
              ? `No move left: ${PLAYERS[1 - mover]} wins.`
              : `${PLAYERS[mover]} to move. ${grundy === 0 ? `${PLAYERS[1 - mover]} wins with best play` : `${PLAYERS[mover]} wins with best play`} (Grundy value ${grundy}).`}
          </p>
          <BoardGrid board={board} position={position} />
          {winning !== null && (
            <p className="value-line" data-testid="winning-move">
              Winning move: the token at row {winning.row + 1}, column {winning.column + 1},{' '}
              {winning.direction}.
            </p>
          )}
          <div className="buttons" role="group" aria-label="Moves">
            {options.map(({ move, wins }) => {
              const token = position.tokens[move.token]!;
              return (
                <button
                  key={`${move.token}${move.direction}`}
                  type="button"
                  className={wins ? 'win' : undefined}
                  onClick={() => apply({ type: 'play', move })}
                  aria-label={`token at row ${token.row + 1}, column ${token.column + 1} (${token.count}) ${move.direction}${wins ? ', winning' : ''}`}
                >
                  ({token.row + 1},{token.column + 1}) {ARROWS[move.direction]}
                </button>
              );
            })}
          </div>
          <div className="buttons">
            <button
              type="button"
              disabled={winning === null}
              onClick={() =>
                winning !== null &&
                apply({
                  type: 'play',
                  move: { token: winning.token, direction: winning.direction },
                })
              }
            >
              Play the winning move
            </button>
            <HistoryButtons
              played={moves.length}
              undone={undone.length}
              onUndo={() => apply({ type: 'undo' })}
              onRedo={() => apply({ type: 'redo' })}
              onRestart={() => apply({ type: 'restart' })}
            />
          </div>
          <ValueHistory
            values={withRemoteness(
              positions.map((p) => (solver.grundy(p) === 0 ? 'lose' : 'win')),
              remoteness.status === 'done' ? remoteness.output.remoteness : undefined,
            )}
            players={PLAYERS}
          />
          <RemotenessNote
            state={remoteness}
            onCancel={cancelRemoteness}
            onRetry={retryRemoteness}
          />
        </section>
        <section aria-labelledby="edit-heading">
          <h2 id="edit-heading">Edit the board</h2>
          <BoardEditor setup={setup} onChange={edit} />
        </section>
      </div>
    </>
  );
}

function BoardGrid({ board, position }: { readonly board: Board; readonly position: Position }) {
  const counts = new Map<string, number[]>();
  for (const token of position.tokens) {
    const key = `${token.row},${token.column}`;
    counts.set(key, [...(counts.get(key) ?? []), token.count]);
  }
  return (
    <div
      className="escape-board"
      style={{ gridTemplateColumns: `repeat(${board.width}, minmax(0, 44px))` }}
      role="img"
      aria-label={describeBoard(board, position)}
    >
      {board.rows.flatMap((row, r) =>
        [...row].map((cell, c) => {
          const here = counts.get(`${r},${c}`);
          const kind = cell === 'E' ? 'exit' : cell === '#' ? 'wall' : 'floor';
          return (
            <div key={`${r}-${c}`} className={`escape-cell ${kind}`}>
              {here !== undefined ? (
                <span className="token">{here.join('·')}</span>
              ) : cell === 'E' ? (
                'E'
              ) : (
                ''
              )}
            </div>
          );
        }),
      )}
    </div>
  );
}

function describeBoard(board: Board, position: Position): string {
  const tokens = position.tokens.map(
    (t) => `row ${t.row + 1} column ${t.column + 1} carrying ${t.count}`,
  );
  return `Board of ${board.height} by ${board.width}; tokens: ${tokens.length === 0 ? 'none' : tokens.join('; ')}`;
}

function BoardEditor({
  setup,
  onChange,
}: {
  readonly setup: BoardEscapeSetup;
  readonly onChange: (changes: Partial<BoardEscapeSetup>) => void;
}) {
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const form = event.currentTarget;
    try {
      const rows = formText(form, 'rows').trim().split(/\s+/);
      const next = readSetup(
        new URLSearchParams({ board: rows.join('-'), k: formText(form, 'k') }),
      );
      setError(undefined);
      onChange({ board: next.board, k: next.k });
    } catch (e) {
      setError(humanError(e));
    }
  };
  const { board } = setup;
  return (
    <>
      <form className="setup" onSubmit={submit} key={board.rows.join('-') + setup.k}>
        <label>
          Rows (T token, E exit, # obstacle, . empty)
          <textarea
            name="rows"
            rows={Math.min(12, board.height + 1)}
            defaultValue={board.rows.join('\n')}
            spellCheck={false}
          />
        </label>
        <label>
          k (1 to 10⁹)
          <input name="k" type="number" min={1} max={1_000_000_000} defaultValue={setup.k} />
        </label>
        <div className="buttons">
          <button type="submit">Apply</button>
        </div>
      </form>
      {error !== undefined && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <p className="note">Or click a cell to cycle it through token, exit, obstacle and empty:</p>
      <div
        className="escape-board editor"
        style={{ gridTemplateColumns: `repeat(${board.width}, minmax(0, 36px))` }}
      >
        {board.rows.flatMap((row, r) =>
          [...row].map((cell, c) => (
            <button
              key={`${r}-${c}`}
              type="button"
              className="escape-cell"
              aria-label={`row ${r + 1}, column ${c + 1}: ${cell}`}
              onClick={() => onChange({ board: cycleCell(board, r, c) })}
            >
              {cell}
            </button>
          )),
        )}
      </div>
    </>
  );
}
