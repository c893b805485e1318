import { humanError } from '../../shell/errors.js';
import { MASYU_FORMATS, formatMasyu, parseMasyu, type MasyuFormat } from '@cgkit/io-formats';
import {
  LEVELS,
  Mark,
  replayMarks,
  solvesPuzzle,
  type EdgeMark,
  type Level,
  type MasyuPuzzle,
} from '@cgkit/masyu';
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { SolveStatus } from '../../components/SolveStatus.js';
import { TaskView } from '../../components/TaskView.js';
import { formText } from '../../shell/form-text.js';
import { useRoute, useSetParams } from '../../shell/use-route.js';
import type { Progress } from '../../worker/protocol.js';
import { CancelledError } from '../../worker/solver-client.js';
import type { MasyuCheck, MasyuHint, MasyuSolution } from '../../worker/tasks/masyu.js';
import { useCancellable, useSolverClient, useTask } from '../../worker/use-task.js';
import { MasyuBoard } from './MasyuBoard.js';
import {
  cyclePearl,
  emptyPuzzle,
  nextMark,
  noMarks,
  readSetup,
  writeSetup,
  type MasyuMode,
  type MasyuSetup,
} from './masyu-state.js';
import { BadLink } from '../../components/BadLink.js';
import { count } from '../../shell/words.js';

const MODES: readonly { readonly mode: MasyuMode; readonly label: string }[] = [
  { mode: 'solve', label: 'Solve' },
  { mode: 'play', label: 'Play' },
  { mode: 'edit', label: 'Edit pearls' },
];

/** How big the board is drawn: as wide as the page allows, or a cell size in pixels (scrolling). */
type Zoom = 'fit' | number;
const CELL_SIZES = [24, 32, 40, 48] as const;
/** Boards wider than this get the whole width of the page when fitted to it. */
const WIDE = 12;

/** The box around a board: it scrolls when a chosen cell size makes the board wider than it. */
function BoardFrame({
  zoom,
  cols,
  children,
}: {
  readonly zoom: Zoom;
  readonly cols: number;
  readonly children: ReactNode;
}) {
  return (
    <div
      className="board-frame"
      data-zoom={zoom}
      tabIndex={zoom !== 'fit' && zoom * cols > 320 ? -1 : undefined}
    >
      {children}
    </div>
  );
}

/** A key for everything that belongs to one puzzle: a new puzzle starts its panels afresh. */
const puzzleKey = (puzzle: MasyuPuzzle): string =>
  `${puzzle.rows}x${puzzle.cols}:${puzzle.cells.join('')}`;

export function MasyuPage() {
  const { params } = useRoute();
  const setParams = useSetParams('masyu');
  let setup: MasyuSetup;
  try {
    setup = readSetup(params);
  } catch (error) {
    return (
      <BadLink
        title="Masyu"
        what="puzzle"
        error={error}
        resetLabel="Open the example puzzle"
        onReset={() => setParams({ p: undefined, loop: undefined, crossed: undefined })}
      />
    );
  }
  return <MasyuView setup={setup} onChange={(next) => setParams(writeSetup(next))} />;
}

function MasyuView({
  setup,
  onChange,
}: {
  readonly setup: MasyuSetup;
  readonly onChange: (s: MasyuSetup) => void;
}) {
  const { puzzle, marks, mode } = setup;
  const [zoom, setZoom] = useState<Zoom>('fit');
  const newPuzzle = (next: MasyuPuzzle): void =>
    onChange({ ...setup, puzzle: next, marks: noMarks(next) });
  // Hints, Check results, undo history and solutions belong to one puzzle: keying the panels by
  // the puzzle drops them (and cancels their tasks) when another puzzle is loaded or generated.
  const key = puzzleKey(puzzle);
  const wide = zoom === 'fit' && puzzle.cols > WIDE;
  return (
    <>
      <h1>Masyu</h1>
      <p className="lead">
        Draw one closed loop through the centres of cells, passing through every pearl. On a black
        pearl the loop turns and goes straight through the next cell on both sides; on a white pearl
        it goes straight and turns in the cell before or after.
      </p>
      <div className="buttons" role="radiogroup" aria-label="Mode">
        {MODES.map(({ mode: m, label }) => (
          <label key={m} className="toggle">
            <input
              type="radio"
              name="mode"
              checked={mode === m}
              onChange={() => onChange({ ...setup, mode: m })}
            />
            {label}
          </label>
        ))}
      </div>
      <div className="buttons">
        <label>
          Board size{' '}
          <select
            value={String(zoom)}
            onChange={(e) => setZoom(e.target.value === 'fit' ? 'fit' : Number(e.target.value))}
          >
            <option value="fit">Fit to width</option>
            {CELL_SIZES.map((size) => (
              <option key={size} value={size}>
                Cells of {size} px
              </option>
            ))}
          </select>
        </label>
      </div>
      <PuzzleFacts key={key} puzzle={puzzle} />
      <div className={wide ? 'stack' : 'columns'}>
        <section aria-label="Puzzle">
          {mode === 'solve' && <SolvePanel key={key} puzzle={puzzle} zoom={zoom} />}
          {mode === 'play' && (
            <PlayPanel
              key={key}
              puzzle={puzzle}
              marks={marks}
              zoom={zoom}
              onMarks={(next) => onChange({ ...setup, marks: next })}
            />
          )}
          {mode === 'edit' && <EditPanel puzzle={puzzle} zoom={zoom} onChange={newPuzzle} />}
        </section>
        <section aria-labelledby="input-heading">
          <h2 id="input-heading">Load a puzzle</h2>
          <PuzzleInput onLoad={newPuzzle} />
          <h2>Generate a puzzle</h2>
          <GenerateForm puzzle={puzzle} onGenerated={newPuzzle} />
          <h2>Export</h2>
          <PuzzleExport puzzle={puzzle} />
        </section>
      </div>
    </>
  );
}

const LEVEL_WORDS: Readonly<Record<Level, string>> = {
  easy: 'easy: local patterns around the pearls suffice',
  medium: 'medium: reasoning about the whole loop is needed',
  hard: 'hard: a proof by contradiction is needed',
};

/** The puzzle's size, how dense its pearls are, and how hard deduction finds it. */
function PuzzleFacts({ puzzle }: { readonly puzzle: MasyuPuzzle }) {
  const client = useSolverClient();
  const key = puzzleKey(puzzle);
  const [rating, retry, cancel] = useTask(client, 'masyu/rate', puzzle, key);
  const pearls = puzzle.cells.filter((c) => c !== 0).length;
  const percent = Math.round((100 * pearls) / (puzzle.rows * puzzle.cols));
  return (
    <div className="puzzle-facts" data-testid="puzzle-facts">
      <p>
        {puzzle.rows} rows × {puzzle.cols} columns, {count(pearls, 'pearl')}:{' '}
        <span data-testid="density">{percent}% of the cells</span> (published puzzles have about
        20–35%).
      </p>
      <TaskView state={rating} onCancel={cancel} onRetry={retry}>
        {({ difficulty, timedOut }) => (
          <p data-testid="difficulty">
            Difficulty by deduction:{' '}
            {difficulty !== undefined
              ? LEVEL_WORDS[difficulty]
              : timedOut
                ? 'beyond what deduction finds in a few seconds'
                : 'the rules do not find the loop (no solution, several, or deeper trial and error)'}
            .
          </p>
        )}
      </TaskView>
    </div>
  );
}

function SolvePanel({ puzzle, zoom }: { readonly puzzle: MasyuPuzzle; readonly zoom: Zoom }) {
  const client = useSolverClient();
  const key = `${puzzle.rows}x${puzzle.cols}:${puzzle.cells.join('')}`;
  const [requested, setRequested] = useState<string>();
  const [shown, setShown] = useState(0);
  const [state, retry, cancel] = useTask(
    client,
    'masyu/solve',
    requested === key ? puzzle : undefined,
    `${requested === key}/${key}`,
  );
  const solution = state.status === 'done' ? state.output : undefined;
  return (
    <>
      <div className="buttons">
        <button
          type="button"
          onClick={() => {
            setShown(0);
            setRequested(key);
          }}
          disabled={state.status === 'running'}
        >
          Solve
        </button>
        {solution?.status === 'multiple' && (
          <button type="button" onClick={() => setShown(1 - shown)}>
            Show the {shown === 0 ? 'second' : 'first'} solution
          </button>
        )}
      </div>
      <TaskView state={state} onCancel={cancel} onRetry={retry}>
        {(output) => <SolveVerdict solution={output} />}
      </TaskView>
      <BoardFrame zoom={zoom} cols={puzzle.cols}>
        <MasyuBoard
          puzzle={puzzle}
          marks={shown === 1 ? solution?.otherEdges : solution?.edges}
          mode="view"
          cellSize={zoom === 'fit' ? undefined : zoom}
        />
      </BoardFrame>
    </>
  );
}

function SolveVerdict({ solution }: { readonly solution: MasyuSolution }) {
  const time = `${solution.ms.toFixed(0)} ms`;
  const text =
    solution.status === 'unique'
      ? `Solved: the solution is unique (proved in ${time}).`
      : solution.status === 'multiple'
        ? `This puzzle has several solutions; two are shown (${time}).`
        : `This puzzle has no solution (proved in ${time}).`;
  return (
    <p className={`value-line verdict ${solution.status}`} role="status" data-testid="verdict">
      {text}
    </p>
  );
}

interface PlayProps {
  readonly puzzle: MasyuPuzzle;
  readonly marks: Uint8Array;
  readonly zoom: Zoom;
  readonly onMarks: (marks: Uint8Array) => void;
}

/** Marks to go back to (Undo) and forward to (Redo); a drag across cells is one step. */
interface MarkHistory {
  readonly past: readonly Uint8Array[];
  readonly future: readonly Uint8Array[];
}

function PlayPanel({ puzzle, marks, zoom, onMarks }: PlayProps) {
  const client = useSolverClient();
  const hintRun = useCancellable();
  const checkRun = useCancellable();
  const [check, setCheck] = useState<MasyuCheck>();
  const [hint, setHint] = useState<MasyuHint>();
  const [progress, setProgress] = useState<{ progress: Progress; cancel: () => void }>();
  const [history, setHistory] = useState<MarkHistory>({ past: [], future: [] });
  // The pointer stroke under way: its first change is one undo step, the rest join it.
  const stroke = useRef<{ recorded: boolean } | undefined>(undefined);
  // The marks as the package's MasyuProgress.
  const drawing = useMemo(
    () => ({ rows: puzzle.rows, cols: puzzle.cols, marks }),
    [puzzle.rows, puzzle.cols, marks],
  );
  const solved = useMemo(() => solvesPuzzle(puzzle, drawing), [puzzle, drawing]);

  const forget = (): void => {
    setCheck(undefined);
    setHint(undefined);
  };
  const mark = (next: Uint8Array): void => {
    forget();
    if (stroke.current?.recorded !== true) {
      setHistory((h) => ({ past: [...h.past, marks], future: [] }));
      if (stroke.current !== undefined) stroke.current.recorded = true;
    }
    onMarks(next);
  };
  const undo = (): void => {
    const previous = history.past[history.past.length - 1];
    if (previous === undefined) return;
    forget();
    setHistory({ past: history.past.slice(0, -1), future: [...history.future, marks] });
    onMarks(previous);
  };
  const redo = (): void => {
    const next = history.future[history.future.length - 1];
    if (next === undefined) return;
    forget();
    setHistory({ past: [...history.past, marks], future: history.future.slice(0, -1) });
    onMarks(next);
  };
  const run = <T,>(
    task: 'masyu/hint' | 'masyu/check',
    message: string,
    control: ReturnType<typeof useCancellable>,
    done: (output: T) => void,
  ): void => {
    forget();
    setProgress({ progress: { message }, cancel: control.cancel });
    client
      .run(
        task,
        { puzzle, marks },
        {
          onProgress: (p) => setProgress({ progress: p, cancel: control.cancel }),
          signal: control.signal(),
        },
      )
      .then(
        (output) => done(output as T),
        (error: unknown) => {
          if (!(error instanceof CancelledError))
            setCheck({ kind: 'broken', text: humanError(error), cells: [] });
        },
      )
      .finally(() => setProgress(undefined));
  };
  const askHint = (): void =>
    run<MasyuHint>('masyu/hint', 'Looking for the next deduction…', hintRun, setHint);
  const askCheck = (): void =>
    run<MasyuCheck>('masyu/check', 'Checking the marks…', checkRun, setCheck);
  const applyHint = (found: MasyuHint): void => {
    mark(replayMarks(drawing, found.edges).marks);
  };
  const marked = new Set(check?.cells ?? []);
  const boardHint =
    hint ??
    (check?.edge === undefined
      ? undefined
      : { cells: [], edges: [{ edge: check.edge, mark: Mark.unknown }] });
  return (
    <>
      <div className="buttons">
        <button type="button" onClick={undo} disabled={history.past.length === 0}>
          Undo
        </button>
        <button type="button" onClick={redo} disabled={history.future.length === 0}>
          Redo
        </button>
        <button type="button" onClick={askCheck} disabled={progress !== undefined}>
          Check
        </button>
        <button type="button" onClick={askHint} disabled={progress !== undefined}>
          Next deduction
        </button>
        <button
          type="button"
          onClick={() => mark(noMarks(puzzle))}
          disabled={marks.every((m) => m === Mark.unknown)}
        >
          Clear
        </button>
      </div>
      {solved && (
        <p className="value-line verdict unique" role="status" data-testid="solved">
          Solved! The loop passes every pearl and breaks no rule.
        </p>
      )}
      {progress !== undefined && (
        <SolveStatus progress={progress.progress} onCancel={progress.cancel} />
      )}
      {hint !== undefined && (
        <div data-testid="hint">
          <p className="hint-text">{hint.text}</p>
          {hint.edges.length > 0 && (
            <button type="button" onClick={() => applyHint(hint)}>
              {hint.kind === 'mistake' ? 'Erase it' : 'Apply this step'}
            </button>
          )}
        </div>
      )}
      {check !== undefined && (
        <p
          role="status"
          data-testid="check"
          className={`value-line verdict ${check.kind === 'solved' || check.kind === 'fine' ? 'unique' : 'none'}`}
        >
          {check.text}
        </p>
      )}
      <BoardFrame zoom={zoom} cols={puzzle.cols}>
        <MasyuBoard
          puzzle={puzzle}
          marks={marks}
          marked={marked}
          hint={boardHint}
          mode="play"
          cellSize={zoom === 'fit' ? undefined : zoom}
          onStroke={(active) => {
            stroke.current = active ? { recorded: false } : undefined;
          }}
          onEdge={(edge, m?: EdgeMark) =>
            mark(replayMarks(drawing, [{ edge, mark: m ?? nextMark(marks[edge]!) }]).marks)
          }
        />
      </BoardFrame>
      <p className="note">
        Click between two cells to draw a segment, again to cross it out, again to clear it; or drag
        across cells to draw. From the keyboard: arrows move, Shift+arrow marks.
      </p>
    </>
  );
}

function EditPanel({
  puzzle,
  zoom,
  onChange,
}: {
  readonly puzzle: MasyuPuzzle;
  readonly zoom: Zoom;
  readonly onChange: (p: MasyuPuzzle) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const form = event.currentTarget;
    onChange(emptyPuzzle(Number(formText(form, 'rows')), Number(formText(form, 'cols'))));
  };
  return (
    <>
      <form className="buttons" onSubmit={submit}>
        <label>
          Rows <input name="rows" type="number" min={2} max={40} defaultValue={puzzle.rows} />
        </label>
        <label>
          Columns <input name="cols" type="number" min={2} max={40} defaultValue={puzzle.cols} />
        </label>
        <button type="submit">New empty grid</button>
      </form>
      <p className="note">Click a cell to cycle it through empty, white pearl and black pearl.</p>
      <BoardFrame zoom={zoom} cols={puzzle.cols}>
        <MasyuBoard
          puzzle={puzzle}
          marks={undefined}
          mode="edit"
          cellSize={zoom === 'fit' ? undefined : zoom}
          onCell={(cell) => onChange(cyclePearl(puzzle, cell))}
        />
      </BoardFrame>
    </>
  );
}

function GenerateForm({
  puzzle,
  onGenerated,
}: {
  readonly puzzle: MasyuPuzzle;
  readonly onGenerated: (p: MasyuPuzzle) => void;
}) {
  const client = useSolverClient();
  const { signal, cancel } = useCancellable();
  const [progress, setProgress] = useState<Progress>();
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const form = event.currentTarget;
    const options = {
      rows: Number(formText(form, 'rows')),
      cols: Number(formText(form, 'cols')),
      difficulty: formText(form, 'difficulty') as Level,
      seed: Math.floor(Math.random() * 2 ** 31),
    };
    setError(undefined);
    setProgress({ message: 'Generating…' });
    client
      .run('masyu/generate', options, { onProgress: setProgress, signal: signal() })
      .then(onGenerated, (e: unknown) => {
        if (!(e instanceof CancelledError)) setError(humanError(e));
      })
      .finally(() => setProgress(undefined));
  };
  return (
    <>
      <form className="buttons" onSubmit={submit}>
        <label>
          Rows{' '}
          <input
            name="rows"
            type="number"
            min={4}
            max={30}
            defaultValue={Math.min(puzzle.rows, 30)}
          />
        </label>
        <label>
          Columns{' '}
          <input
            name="cols"
            type="number"
            min={4}
            max={30}
            defaultValue={Math.min(puzzle.cols, 30)}
          />
        </label>
        <label>
          Difficulty{' '}
          <select name="difficulty" defaultValue="easy">
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={progress !== undefined}>
          Generate
        </button>
      </form>
      {progress !== undefined && <SolveStatus progress={progress} onCancel={cancel} />}
      {error !== undefined && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

function PuzzleInput({ onLoad }: { readonly onLoad: (puzzle: MasyuPuzzle) => void }) {
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const form = event.currentTarget;
    try {
      onLoad(parseMasyu(formText(form, 'text').trim(), 'the pasted text'));
      setError(undefined);
      form.reset();
    } catch (e) {
      setError(humanError(e));
    }
  };
  return (
    <form className="setup" onSubmit={submit}>
      <label>
        A puzz.link URL, a Pearl game id or a text grid (. W B)
        <textarea
          name="text"
          rows={5}
          spellCheck={false}
          placeholder="https://puzz.link/p?masyu/6/6/1063000i3000"
        />
      </label>
      <div className="buttons">
        <button type="submit">Load</button>
      </div>
      {error !== undefined && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function PuzzleExport({ puzzle }: { readonly puzzle: MasyuPuzzle }) {
  const [format, setFormat] = useState<MasyuFormat>('url');
  return (
    <div className="setup">
      <label>
        Format{' '}
        <select value={format} onChange={(e) => setFormat(e.target.value as MasyuFormat)}>
          {MASYU_FORMATS.map((f) => (
            <option key={f} value={f}>
              {f === 'url' ? 'puzz.link URL' : f === 'pearl' ? 'Pearl game id' : 'text grid'}
            </option>
          ))}
        </select>
      </label>
      <textarea
        readOnly
        rows={format === 'grid' ? Math.min(puzzle.rows, 12) : 3}
        value={formatMasyu(puzzle, format)}
        aria-label="Exported puzzle"
        data-testid="export"
      />
    </div>
  );
}
