import type { MatchMoveValue } from '@cgkit/core-search';
import {
  BoardEscapeSolver,
  boardEscapeMatch,
  escapeStart,
  type Direction,
  type EscapeBoard,
  type EscapePosition,
  type Move,
} from '@cgkit/board-escape';
import { useState, type FormEvent } from 'react';
import { ZoomControls, ZoomFrame } from '../../components/ZoomFrame.js';
import { boardWidth, type Zoom } from '../../components/zoom.js';
import { humanError } from '../../shell/errors.js';
import { formText } from '../../shell/form-text.js';
import type { BoardProps, GameAdapter, SetupProps } from '../../shell/game-adapter.js';
import { outcomeWords } from '../../shell/words.js';
import type { EscapeExtra } from '../../worker/tasks/board-escape.js';
import {
  ARROWS,
  cycleCell,
  parseBoard,
  parseK,
  shortCount,
  readSetup,
  writeSetup,
  type BoardEscapeSetup,
} from './board-escape-state.js';

type Props = BoardProps<BoardEscapeSetup, EscapePosition, Move, EscapeExtra>;

const sameMove = (a: Move, b: Move): boolean => a.token === b.token && a.direction === b.direction;

const KEY_DIRECTIONS: Readonly<Record<string, Direction>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

function valueOf(values: Props['values'], move: Move): MatchMoveValue<Move> | undefined {
  return values?.find((v) => sameMove(v.move, move));
}

/**
 * The board, the chosen token's directions, and every move as a button. A cell with tokens that
 * can move is a button: a click chooses its token (another click the next token there), then a
 * direction button or an arrow key moves it.
 */
function EscapeBoardView({ setup, position, legal, values, disabled, onMove }: Props) {
  // The choice belongs to the position it was made in.
  const [zoom, setZoom] = useState<Zoom>('auto');
  const [chosen, setChosen] = useState<{ position: EscapePosition; token: number }>();
  const selected = chosen?.position === position ? chosen.token : undefined;
  const select = (token: number | undefined): void =>
    setChosen(token === undefined ? undefined : { position, token });
  const selectedToken = selected === undefined ? undefined : position.tokens[selected];
  const best = values?.find((v) => v.outcome === 'win');
  const bestFrom = best === undefined ? undefined : position.tokens[best.move.token];
  const describe = (move: Move): string => {
    const words = outcomeWords(
      valueOf(values, move)?.outcome,
      valueOf(values, move)?.remoteness,
      'move',
    );
    return words.long === '' ? '' : `, ${words.long}`;
  };
  const winClass = (move: Move): string | undefined => {
    const outcome = valueOf(values, move)?.outcome;
    return outcome === 'win' ? 'win' : outcome === 'loss' ? 'lose' : undefined;
  };
  return (
    <>
      <ZoomControls zoom={zoom} onZoom={setZoom} />
      <ZoomFrame cols={setup.board.width} draws={false} onZoom={setZoom}>
        <BoardGrid
          board={setup.board}
          zoom={zoom}
          position={position}
          selected={selected}
          disabled={disabled}
          onSelect={select}
          onMove={onMove}
          moves={legal}
        />
      </ZoomFrame>
      {selectedToken !== undefined && !disabled && (
        <div className="buttons" role="group" aria-label="Directions for the chosen token">
          <span>
            Token at row {selectedToken.row + 1}, column {selectedToken.column + 1} (
            {selectedToken.count.toLocaleString('en')}):
          </span>
          {legal
            .filter((move) => move.token === selected)
            .map((move) => (
              <button
                key={move.direction}
                type="button"
                className={winClass(move)}
                onClick={() => onMove(move)}
                aria-label={`move ${move.direction}${describe(move)}`}
              >
                {ARROWS[move.direction]} {move.direction}
              </button>
            ))}
        </div>
      )}
      {best !== undefined && bestFrom !== undefined && !disabled && (
        <p className="value-line" data-testid="winning-move">
          Winning move
          {best.remoteness === undefined
            ? ''
            : ` (${outcomeWords('win', best.remoteness, 'move').long})`}
          : the token at row {bestFrom.row + 1}, column {bestFrom.column + 1}, {best.move.direction}
          .{' '}
          <button type="button" onClick={() => onMove(best.move)}>
            Play the winning move
          </button>
        </p>
      )}
      <details className="move-list" aria-label="Every move as a button">
        <summary>Every move as a button</summary>
        <div className="buttons" role="group" aria-label="Moves">
          {legal.map((move) => {
            const token = position.tokens[move.token]!;
            return (
              <button
                key={`${move.token}${move.direction}`}
                type="button"
                className={winClass(move)}
                disabled={disabled}
                onClick={() => onMove(move)}
                aria-label={`token at row ${token.row + 1}, column ${token.column + 1} (${token.count}) ${move.direction}${describe(move)}`}
              >
                ({token.row + 1},{token.column + 1}) {ARROWS[move.direction]}
              </button>
            );
          })}
        </div>
      </details>
    </>
  );
}

interface GridProps {
  readonly board: EscapeBoard;
  readonly zoom: Zoom;
  readonly position: EscapePosition;
  readonly moves: readonly Move[];
  readonly selected: number | undefined;
  readonly disabled: boolean;
  readonly onSelect: (token: number | undefined) => void;
  readonly onMove: (move: Move) => void;
}

function BoardGrid({
  board,
  zoom,
  position,
  moves,
  selected,
  disabled,
  onSelect,
  onMove,
}: GridProps) {
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
      style={{
        gridTemplateColumns: `repeat(${board.width}, minmax(0, 1fr))`,
        ...boardWidth(zoom, board.width, { largest: 44, gap: 2 }),
      }}
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
          const text =
            counts.length > 2
              ? `${shortCount(counts[0]!)} +${counts.length - 1}`
              : counts.map(shortCount).join('·');
          const content =
            tokens.length === 0 ? (
              cell === 'E' ? (
                'E'
              ) : (
                ''
              )
            ) : (
              // The font shrinks with the cell, so the counter always fits (see styles.css).
              <span className="token" title={full} style={{ '--chars': text.length } as never}>
                {text}
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
              data-row={r}
              data-col={c}
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

function BoardEditor({ setup, onNewGame }: SetupProps<BoardEscapeSetup, EscapePosition>) {
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const form = event.currentTarget;
    try {
      const board = parseBoard(formText(form, 'rows').trim().split(/\s+/));
      const k = parseK(formText(form, 'k'));
      setError(undefined);
      onNewGame({ board, k });
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
              onClick={() => onNewGame({ board: cycleCell(board, r, c) })}
            >
              {cell}
            </button>
          )),
        )}
      </div>
    </>
  );
}

/** BoardEscape on the one game page. */
export const boardEscapeAdapter: GameAdapter<BoardEscapeSetup, EscapePosition, Move, EscapeExtra> =
  {
    page: 'board-escape',
    title: 'BoardEscape',
    lead: () =>
      'Every token starts with the number k. A move shifts one token one cell; it leaves the board at an exit E, and otherwise its number drops by one, and at 0 it is removed. Obstacles # block. The first player moves first; whoever cannot move loses.',
    resetLabel: 'Start the example game',
    players: ['Alice', 'Bob'],
    verb: 'move',
    over: 'No move left',
    computerFirstLabel: 'Computer moves first',
    keepStaleRuns: true,
    readSetup,
    writeSetup,
    rules: ({ board, k }) => ({
      // The page replays and lists moves; the values come from the worker.
      game: boardEscapeMatch(new BoardEscapeSolver(board), { remotenessBudget: 0 }),
      position: escapeStart(board, k),
    }),
    input: ({ board, k }, moves) => ({ game: 'board-escape', start: { board, k }, moves }),
    label: (_, from, move) => {
      const token = from.tokens[move.token]!;
      return `(${token.row + 1},${token.column + 1})${ARROWS[move.direction]}`;
    },
    spot: (_, from, move) => {
      const token = from.tokens[move.token]!;
      return { row: token.row, col: token.column };
    },
    valueWords: ({ grundy }) => `Grundy value ${grundy}. `,
    remotenessWhy:
      'A game lasts up to k moves per token, so the search for remoteness gives up after 20,000 new positions for each position valued and is not tried past 16 tokens.',
    Board: EscapeBoardView,
    SetupPanel: BoardEditor,
  };
