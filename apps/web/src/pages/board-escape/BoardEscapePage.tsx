import { humanError } from '../../shell/errors.js';
import {
  BoardEscapeSolver,
  analyzeEscapeGame,
  type EscapeBoard,
  type EscapeGameAnalysis,
  type Direction,
  type Move,
  type EscapePosition,
} from '@cgkit/board-escape';
import { useState, type FormEvent } from 'react';
import { HistoryButtons } from '../../components/HistoryButtons.js';
import { RemotenessNote } from '../../components/RemotenessNote.js';
import { ValueHistory } from '../../components/ValueHistory.js';
import { withRemoteness } from '../../components/value-history.js';
import { useLastDone, useSolverClient, useTask } from '../../worker/use-task.js';
import { historyReducer, undoCount, type HistoryAction } from '../../shell/move-history.js';
import { useComputerMove } from '../../shell/use-computer-move.js';
import { OpponentFieldset } from '../../components/OpponentFieldset.js';
import { TaskView } from '../../components/TaskView.js';
import { says } from '../../shell/words.js';
import { useRoute, useSetParams } from '../../shell/use-route.js';
import {
  ARROWS,
  cycleCell,
  readSetup,
  shortCount,
  writeSetup,
  type BoardEscapeSetup,
} from './board-escape-state.js';
import { formText } from '../../shell/form-text.js';
import { BadLink } from '../../components/BadLink.js';

const PLAYERS = ['Alice', 'Bob'] as const;

/** A game replayed from its link and valued (a board solves in milliseconds). */
function replay(setup: BoardEscapeSetup): EscapeGameAnalysis {
  return analyzeEscapeGame(new BoardEscapeSolver(setup.board), setup.k, setup.moves);
}

export function BoardEscapePage() {
  const { params } = useRoute();
  const setParams = useSetParams('board-escape');
  let setup: BoardEscapeSetup;
  let game: EscapeGameAnalysis;
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
  readonly game: EscapeGameAnalysis;
  readonly onChange: (setup: BoardEscapeSetup) => void;
}

function BoardEscapeGame({ setup, game, onChange }: GameProps) {
  const { board, moves, k } = setup;
  const { positions, grundy } = game;
  const [undone, setUndone] = useState<readonly Move[]>([]);
  const [selected, setSelected] = useState<number>();
  const position = positions[positions.length - 1]!;
  const mover = (moves.length % 2) as 0 | 1;
  const vsComputer = setup.opponent === 'computer';
  const personIndex = vsComputer && setup.computerFirst ? 1 : 0;
  const players: [string, string] = !vsComputer
    ? [...PLAYERS]
    : personIndex === 0
      ? ['You', 'Computer']
      : ['Computer', 'You'];
  const options = game.moves.map(({ move, result }) => ({ move, wins: result === 'win' }));
  const finished = options.length === 0;
  const computerToMove = vsComputer && mover !== personIndex && !finished;
  const apply = (action: HistoryAction<Move>): void => {
    const next = historyReducer({ moves, undone }, action);
    setUndone(next.undone);
    setSelected(undefined);
    onChange({ ...setup, moves: next.moves });
  };
  const client = useSolverClient();
  // The computer's choice runs beside the remoteness chart, in a worker of its own.
  const chooser = useSolverClient();
  const gameKey = JSON.stringify({ board: board.rows, k, moves });
  const [remoteness, retryRemoteness, cancelRemoteness] = useTask(
    client,
    'board-escape/remoteness',
    { board, k, moves },
    gameKey,
  );
  const [choice, retryChoice, cancelChoice] = useTask(
    chooser,
    'board-escape/choose',
    finished ? undefined : { board, k, moves },
    gameKey,
  );
  const chosen = choice.status === 'done' ? choice.output : undefined;
  const shownRemoteness = useLastDone(
    remoteness,
    `${board.rows.join('/')}/${k}`,
    moves.map((m) => `${m.token}${m.direction}`),
  );
  const best = chosen?.move ?? undefined;
  const bestWins = best !== undefined && grundy !== 0;
  useComputerMove(computerToMove, best, (move) => apply({ type: 'play', move }));
  const edit = (changes: Partial<BoardEscapeSetup>): void => {
    setUndone([]);
    onChange({ ...setup, moves: [], ...changes });
  };
  const undoBy = undoCount(moves.length, vsComputer, personIndex);
  const selectedToken = selected === undefined ? undefined : position.tokens[selected];
  const selectedMoves =
    selected === undefined ? [] : options.filter(({ move }) => move.token === selected);
  const bestToken = best === undefined ? undefined : position.tokens[best.token];
  return (
    <>
      <h1>BoardEscape</h1>
      <p className="lead">
        Every token starts with the number k. A move shifts one token one cell; it leaves the board
        at an exit E, and otherwise its number drops by one, and at 0 it is removed. Obstacles #
        block. The first player moves first; whoever cannot move loses.
      </p>
      <div className="columns">
        <section aria-labelledby="play-heading">
          <h2 id="play-heading">Play</h2>
          <p className="turn" aria-live="polite" data-testid="status">
            {finished
              ? `No move left: ${says(players[1 - mover]!, 'win')}.`
              : `${players[mover]} to move${computerToMove ? '…' : '.'} ${says(players[grundy === 0 ? 1 - mover : mover]!, 'win')} with best play (Grundy value ${grundy}).`}
          </p>
          <BoardGrid
            board={board}
            position={position}
            selected={selected}
            disabled={computerToMove || finished}
            onSelect={setSelected}
            onMove={(move) => apply({ type: 'play', move })}
            moves={options.map((o) => o.move)}
          />
          {selectedToken !== undefined && !computerToMove && (
            <div className="buttons" role="group" aria-label="Directions for the chosen token">
              <span>
                Token at row {selectedToken.row + 1}, column {selectedToken.column + 1} (
                {selectedToken.count.toLocaleString('en')}):
              </span>
              {selectedMoves.map(({ move, wins }) => (
                <button
                  key={move.direction}
                  type="button"
                  className={wins ? 'win' : undefined}
                  onClick={() => apply({ type: 'play', move })}
                  aria-label={`move ${move.direction}${wins ? ', winning' : ''}`}
                >
                  {ARROWS[move.direction]} {move.direction}
                </button>
              ))}
            </div>
          )}
          {bestWins && bestToken !== undefined && !computerToMove && (
            <p className="value-line" data-testid="winning-move">
              {chosen?.fastest === true ? 'Fastest winning move' : 'Winning move'}: the token at row{' '}
              {bestToken.row + 1}, column {bestToken.column + 1}, {best.direction}.
            </p>
          )}
          {!computerToMove && choice.status === 'running' && (
            <TaskView state={choice} onCancel={cancelChoice} onRetry={retryChoice}>
              {() => null}
            </TaskView>
          )}
          <details className="move-list">
            <summary>Every move as a button</summary>
            <div className="buttons" role="group" aria-label="Moves">
              {options.map(({ move, wins }) => {
                const token = position.tokens[move.token]!;
                return (
                  <button
                    key={`${move.token}${move.direction}`}
                    type="button"
                    className={wins ? 'win' : undefined}
                    disabled={computerToMove}
                    onClick={() => apply({ type: 'play', move })}
                    aria-label={`token at row ${token.row + 1}, column ${token.column + 1} (${token.count}) ${move.direction}${wins ? ', winning' : ''}`}
                  >
                    ({token.row + 1},{token.column + 1}) {ARROWS[move.direction]}
                  </button>
                );
              })}
            </div>
          </details>
          <div className="buttons">
            <button
              type="button"
              disabled={!bestWins || computerToMove}
              onClick={() => best !== undefined && apply({ type: 'play', move: best })}
            >
              Play the winning move
            </button>
            <HistoryButtons
              played={moves.length}
              undone={undone.length}
              onUndo={() => apply({ type: 'undo', count: undoBy })}
              onRedo={() => apply({ type: 'redo' })}
              onRestart={() => apply({ type: 'restart' })}
            />
          </div>
          <ValueHistory
            values={withRemoteness(
              game.history,
              shownRemoteness?.output.remoteness.slice(0, shownRemoteness.valid),
            )}
            players={players}
            busy={remoteness.status === 'running'}
            labels={moves.map((move, i) => {
              const token = positions[i]!.tokens[move.token]!;
              return `(${token.row + 1},${token.column + 1})${ARROWS[move.direction]}`;
            })}
            onSelect={(ply) => apply({ type: 'undo', count: moves.length - ply })}
          />
          <RemotenessNote
            state={remoteness}
            onCancel={cancelRemoteness}
            onRetry={retryRemoteness}
          />
        </section>
        <section aria-labelledby="edit-heading">
          <h2 id="edit-heading">Set up</h2>
          <OpponentFieldset
            opponent={setup.opponent}
            computerFirst={setup.computerFirst}
            computerFirstLabel="Computer moves first"
            onChange={(patch) => edit(patch)}
          />
          <BoardEditor setup={setup} onChange={edit} />
        </section>
      </div>
    </>
  );
}

interface GridProps {
  readonly board: EscapeBoard;
  readonly position: EscapePosition;
  readonly moves: readonly Move[];
  readonly selected: number | undefined;
  readonly disabled: boolean;
  readonly onSelect: (token: number | undefined) => void;
  readonly onMove: (move: Move) => void;
}

const KEY_DIRECTIONS: Readonly<Record<string, Direction>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/**
 * The board. A cell with tokens that can move is a button: a click chooses its token (another
 * click the next token there), then a direction button or an arrow key moves it.
 */
function BoardGrid({ board, position, moves, selected, disabled, onSelect, onMove }: GridProps) {
  const here = new Map<string, number[]>();
  position.tokens.forEach((token, index) => {
    const key = `${token.row},${token.column}`;
    here.set(key, [...(here.get(key) ?? []), index]);
  });
  const movable = new Set(moves.map((m) => m.token));
  const choose = (tokens: readonly number[]): void => {
    const mine = tokens.filter((t) => movable.has(t));
    const at = selected === undefined ? -1 : mine.indexOf(selected);
    onSelect(mine[at + 1] ?? mine[0]);
  };
  return (
    <div
      className="escape-board"
      style={{ gridTemplateColumns: `repeat(${board.width}, minmax(0, 44px))` }}
      role="group"
      aria-label={describeBoard(board, position)}
      onKeyDown={(event) => {
        const direction = KEY_DIRECTIONS[event.key];
        if (direction === undefined || selected === undefined || disabled) return;
        const move = moves.find((m) => m.token === selected && m.direction === direction);
        event.preventDefault();
        if (move !== undefined) onMove(move);
      }}
    >
      {board.rows.flatMap((row, r) =>
        [...row].map((cell, c) => {
          const tokens = here.get(`${r},${c}`) ?? [];
          const kind = cell === 'E' ? 'exit' : cell === '#' ? 'wall' : 'floor';
          const counts = tokens.map((t) => position.tokens[t]!.count);
          const full = counts.map((n) => n.toLocaleString('en')).join(' · ');
          const content =
            tokens.length === 0 ? (
              cell === 'E' ? (
                'E'
              ) : (
                ''
              )
            ) : (
              <span className="token" title={full}>
                {counts.length > 2
                  ? `${shortCount(counts[0]!)} +${counts.length - 1}`
                  : counts.map(shortCount).join('·')}
              </span>
            );
          const canMove = !disabled && tokens.some((t) => movable.has(t));
          const isSelected = selected !== undefined && tokens.includes(selected);
          return canMove ? (
            <button
              key={`${r}-${c}`}
              type="button"
              className={`escape-cell ${kind} movable${isSelected ? ' selected' : ''}`}
              aria-pressed={isSelected}
              aria-label={`row ${r + 1}, column ${c + 1}: ${tokens.length === 1 ? 'token' : `${tokens.length} tokens`} carrying ${full}${isSelected ? ', chosen: arrow keys move it' : ''}`}
              onClick={() => choose(tokens)}
            >
              {content}
            </button>
          ) : (
            <div key={`${r}-${c}`} className={`escape-cell ${kind}`} title={full || undefined}>
              {content}
            </div>
          );
        }),
      )}
    </div>
  );
}

function describeBoard(board: EscapeBoard, position: EscapePosition): string {
  const tokens = position.tokens.map(
    (t) => `row ${t.row + 1} column ${t.column + 1} carrying ${t.count}`,
  );
  return `EscapeBoard of ${board.height} by ${board.width}; tokens: ${tokens.length === 0 ? 'none' : tokens.join('; ')}`;
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
