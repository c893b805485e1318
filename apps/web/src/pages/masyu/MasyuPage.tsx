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
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type MutableRefObject,
  type ReactElement,
} from 'react';
import { HistoryButtons } from '../../components/HistoryButtons.js';
import { SolveStatus } from '../../components/SolveStatus.js';
import { TaskView } from '../../components/TaskView.js';
import { formInteger, formText } from '../../shell/form-text.js';
import {
  useRoute,
  useSetParams,
  type ParamUpdate,
  type SetParamsOptions,
} from '../../shell/use-route.js';
import { deferredWrite, whenIdle, type DeferredWrite } from './deferred-write.js';
import type { ProgressView } from '../../worker/protocol.js';
import { CancelledError } from '../../worker/solver-client.js';
import type { MasyuCheck, MasyuHint, MasyuSolution } from '../../worker/tasks/masyu.js';
import { useCancellable, useSolverClient, useTask } from '../../worker/use-task.js';
import { MasyuBoard } from './MasyuBoard.js';
import { markStore } from './mark-store.js';
import {
  cyclePearl,
  emptyPuzzle,
  historyKey,
  nextMark,
  noMarks,
  readSetup,
  sameMarks,
  writeSetup,
  type MasyuMode,
  type MasyuSetup,
} from './masyu-state.js';
import { ZoomControls, ZoomFrame } from '../../components/ZoomFrame.js';
import type { Zoom } from '../../components/zoom.js';
import { BadLink } from '../../components/BadLink.js';
import { count } from '../../shell/words.js';

// Play first and by default, as on puzz.link; the answer is a separate, deliberate step.
const MODES: readonly { readonly mode: MasyuMode; readonly label: string }[] = [
  { mode: 'play', label: 'Play' },
  { mode: 'solve', label: 'Answer' },
  { mode: 'edit', label: 'Edit pearls' },
];

/** The sizes the generator's form offers (larger boards take it minutes). */
const GENERATE_MIN = 4;
const GENERATE_MAX = 30;
/** Boards wider than this get the whole width of the page. */
const WIDE = 12;

/** A key for everything that belongs to one puzzle: a new puzzle starts its panels afresh. */
const puzzleKey = (puzzle: MasyuPuzzle): string =>
  `${puzzle.rows}x${puzzle.cols}:${puzzle.cells.join('')}`;

export function MasyuPage() {
  const { params } = useRoute();
  const setParams = useSetParams('masyu');
  // Marks drawn ahead of the link: shown at once, written into the link once the page is idle,
  // quietly (the page shows them already: nothing is drawn again for the write).
  const [draft, setDraft] = useState<MasyuSetup>();
  const [link] = useState(() =>
    deferredWrite<MasyuSetup>((written) => setParams(writeSetup(written), { quiet: true })),
  );
  useEffect(() => {
    // A link changed from outside (typed, or Back) describes the board again.
    const onHashChange = (): void => {
      link.cancel();
      setDraft(undefined);
    };
    // A page put away or closed keeps its marks in its link and its history entry.
    const onHide = (): void => {
      if (document.visibilityState === 'hidden') link.flush();
    };
    window.addEventListener('hashchange', onHashChange);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', link.flush);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', link.flush);
      // Left for another page: the link is that page's now.
      link.cancel();
    };
  }, [link]);
  let setup: MasyuSetup;
  try {
    setup = draft ?? readSetup(params);
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
  return <MasyuView setup={setup} link={link} setParams={setParams} onDraft={setDraft} />;
}

/**
 * The page for one setup. Memoized: the link written after a mark brings the same setup back,
 * and nothing is drawn again.
 */
const MasyuView = memo(function MasyuView({
  setup,
  link,
  setParams,
  onDraft,
}: {
  readonly setup: MasyuSetup;
  readonly link: DeferredWrite<MasyuSetup>;
  readonly setParams: (update: ParamUpdate, options?: SetParamsOptions) => void;
  readonly onDraft: (draft: MasyuSetup | undefined) => void;
}) {
  const onChange = (next: MasyuSetup): void => {
    if (next.puzzle === setup.puzzle && next.mode === setup.mode) {
      // Marks only: drawn in this frame, written into the link later.
      onDraft(next);
      link.set(next);
      return;
    }
    link.cancel();
    onDraft(undefined);
    setParams(writeSetup(next));
  };
  return <MasyuSetupView setup={setup} onChange={onChange} />;
});

function MasyuSetupView({
  setup,
  onChange,
}: {
  readonly setup: MasyuSetup;
  readonly onChange: (s: MasyuSetup) => void;
}) {
  const { puzzle, marks, mode } = setup;
  const [zoom, setZoom] = useState<Zoom>('auto');
  // The play panel's newest marks (see PlayPanel), read when the mode changes.
  const liveMarks = useRef<(() => Uint8Array) | undefined>(undefined);
  // Each puzzle loaded or generated, even the same one again, starts afresh.
  const [loads, setLoads] = useState(0);
  const newPuzzle = (next: MasyuPuzzle): void => {
    setLoads((n) => n + 1);
    onChange({ ...setup, puzzle: next, marks: noMarks(next) });
  };
  // The same function from render to render, reading the newest setup: the parts that depend on
  // the puzzle alone (its facts, loading, generating, export) are then not drawn again for a mark.
  const latestNewPuzzle = useRef(newPuzzle);
  latestNewPuzzle.current = newPuzzle;
  const onLoad = useCallback((next: MasyuPuzzle) => latestNewPuzzle.current(next), []);
  // Hints, Check results, undo history and solutions belong to one puzzle: keying the panels by
  // the puzzle drops them (and cancels their tasks) when another puzzle is loaded or generated.
  const puzzleId = useMemo(() => puzzleKey(puzzle), [puzzle]);
  const key = `${puzzleId}/${loads}`;
  const wide = puzzle.cols > WIDE;
  const frame = (draws: boolean, board: ReactElement) => (
    <ZoomFrame cols={puzzle.cols} draws={draws} onZoom={setZoom}>
      {board}
    </ZoomFrame>
  );
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
              // The board's newest marks: a mark drawn in this frame is not in `setup` yet.
              onChange={() =>
                onChange({ ...setup, marks: liveMarks.current?.() ?? marks, mode: m })
              }
            />
            {label}
          </label>
        ))}
      </div>
      <ZoomControls zoom={zoom} onZoom={setZoom} />
      <PuzzleFacts key={key} puzzle={puzzle} />
      <div className={wide ? 'stack' : 'columns'}>
        <section aria-label="Puzzle">
          {mode === 'solve' && <SolvePanel key={key} puzzle={puzzle} zoom={zoom} frame={frame} />}
          {mode === 'play' && (
            <PlayPanel
              key={key}
              puzzle={puzzle}
              marks={marks}
              liveMarks={liveMarks}
              zoom={zoom}
              frame={frame}
              onMarks={(next) => onChange({ ...setup, marks: next })}
            />
          )}
          {mode === 'edit' && (
            <EditPanel
              puzzle={puzzle}
              zoom={zoom}
              frame={frame}
              onChange={(next) => onChange({ ...setup, puzzle: next, marks: noMarks(next) })}
              onNew={newPuzzle}
            />
          )}
        </section>
        <PuzzleTools puzzle={puzzle} onLoad={onLoad} />
      </div>
    </>
  );
}

/** Loading, generating and exporting a puzzle: drawn again only for another puzzle. */
const PuzzleTools = memo(function PuzzleTools({
  puzzle,
  onLoad,
}: {
  readonly puzzle: MasyuPuzzle;
  readonly onLoad: (puzzle: MasyuPuzzle) => void;
}) {
  return (
    <section aria-labelledby="input-heading">
      <h2 id="input-heading">Load a puzzle</h2>
      <PuzzleInput onLoad={onLoad} />
      <h2>Generate a puzzle</h2>
      <GenerateForm puzzle={puzzle} onGenerated={onLoad} />
      <h2>Export</h2>
      <PuzzleExport puzzle={puzzle} />
    </section>
  );
});

const LEVEL_WORDS: Readonly<Record<Level, string>> = {
  easy: 'easy: local patterns around the pearls suffice',
  medium: 'medium: reasoning about the whole loop is needed',
  hard: 'hard: a proof by contradiction is needed',
};

/** The puzzle's size, how dense its pearls are, and how hard deduction finds it. */
const PuzzleFacts = memo(function PuzzleFacts({ puzzle }: { readonly puzzle: MasyuPuzzle }) {
  const client = useSolverClient();
  const key = puzzleKey(puzzle);
  const [rating, retry, cancel] = useTask(client, 'masyu/rate', puzzle, key);
  const pearls = puzzle.cells.filter((c) => c !== 0).length;
  const percent = Math.round((100 * pearls) / (puzzle.rows * puzzle.cols));
  return (
    <div className="puzzle-facts" data-testid="puzzle-facts">
      <p>
        {count(puzzle.rows, 'row')} × {count(puzzle.cols, 'column')}, {count(pearls, 'pearl')}:{' '}
        <span data-testid="density">{percent}% of the cells</span> (published puzzles have about
        20–35%).
      </p>
      {/* In a space kept for it: the rating arriving moves nothing below. */}
      <div className="rating">
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
    </div>
  );
});

/** Puts a board in the page's zoomable frame; `draws`: one finger draws on it (play mode). */
type Frame = (draws: boolean, board: ReactElement) => ReactElement;

/** The answer, shown only when asked for: revealing it is a step of its own, apart from play. */
function SolvePanel({
  puzzle,
  zoom,
  frame,
}: {
  readonly puzzle: MasyuPuzzle;
  readonly zoom: Zoom;
  readonly frame: Frame;
}) {
  const client = useSolverClient();
  const key = `${puzzle.rows}x${puzzle.cols}:${puzzle.cells.join('')}`;
  const [requested, setRequested] = useState<string>();
  const [shown, setShown] = useState(0);
  const [state, retry, cancel] = useTask(
    client,
    'masyu/solve',
    requested === key
      ? {
          puzzle,
          // Set by a browser test only, to read a long solve's progress (see `solveMasyu`).
          holdProgress: (window as { cgkitHoldSolve?: boolean }).cgkitHoldSolve === true,
        }
      : undefined,
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
          Reveal the answer
        </button>
        {solution?.status === 'multiple' && (
          <button type="button" onClick={() => setShown(1 - shown)}>
            Show the {shown === 0 ? 'second' : 'first'} solution
          </button>
        )}
      </div>
      {/* The progress and the verdict share a space kept above the board. */}
      <div className="task-slot">
        <TaskView state={state} onCancel={cancel} onRetry={retry}>
          {(output) => <SolveVerdict solution={output} />}
        </TaskView>
      </div>
      {frame(
        false,
        <MasyuBoard
          puzzle={puzzle}
          marks={shown === 1 ? solution?.otherEdges : solution?.edges}
          mode="view"
          zoom={zoom}
        />,
      )}
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

/** Whether a pointer (a finger, a mouse button, a pen) is down anywhere on the page now. */
function usePointerDown(): { readonly current: boolean } {
  const [down] = useState(() => {
    const pointers = new Set<number>();
    return {
      pointers,
      get current() {
        return pointers.size > 0;
      },
    };
  });
  useEffect(() => {
    const { pointers } = down;
    const press = (event: PointerEvent): void => void pointers.add(event.pointerId);
    const release = (event: PointerEvent): void => void pointers.delete(event.pointerId);
    const options = { capture: true, passive: true };
    window.addEventListener('pointerdown', press, options);
    window.addEventListener('pointerup', release, options);
    window.addEventListener('pointercancel', release, options);
    return () => {
      window.removeEventListener('pointerdown', press, options);
      window.removeEventListener('pointerup', release, options);
      window.removeEventListener('pointercancel', release, options);
      pointers.clear();
    };
  }, [down]);
  return down;
}

interface PlayProps {
  readonly puzzle: MasyuPuzzle;
  readonly marks: Uint8Array;
  /** Set to read the board's newest marks, those drawn but not yet settled into the page's. */
  readonly liveMarks: MutableRefObject<(() => Uint8Array) | undefined>;
  readonly zoom: Zoom;
  readonly frame: Frame;
  readonly onMarks: (marks: Uint8Array) => void;
}

/** An answer of the worker with the marks it was computed for: it is shown on that board only. */
interface ForMarks<T> {
  readonly marks: Uint8Array;
  readonly answer: T;
}

function PlayPanel({ puzzle, marks: linked, liveMarks, zoom, frame, onMarks }: PlayProps) {
  const client = useSolverClient();
  const hintRun = useCancellable();
  const checkRun = useCancellable();
  // Answers belong to the exact marks they were computed for: shown only while the store's marks
  // are those (the page's settled marks are a frame behind a click's).
  const [checked, setChecked] = useState<ForMarks<MasyuCheck>>();
  const [hinted, setHinted] = useState<ForMarks<MasyuHint>>();
  const [progress, setProgress] = useState<{ progress: ProgressView; cancel: () => void }>();
  // The marks and their history: a change is drawn by the board at once, and this panel, the
  // page and the link follow once its frame is painted, in one render.
  const [store] = useState(() => markStore(linked));
  const [history, setHistory] = useState(store.settled);
  const { marks } = history;
  useLayoutEffect(() => {
    liveMarks.current = () => store.marks;
    return () => {
      liveMarks.current = undefined;
    };
  }, [liveMarks, store]);
  const report = useRef({ linked, onMarks });
  report.current = { linked, onMarks };
  useEffect(() => {
    const settled = (): void => {
      setHistory(store.settled);
      const { marks: next } = store.settled;
      if (next !== report.current.linked) report.current.onMarks(next);
    };
    // A page put away settles its marks before the page writes its link (a listener on the
    // window's capture phase hears the event first): a hidden page paints no frame to wait for.
    const onHide = (): void => {
      if (document.visibilityState === 'hidden') store.settle();
    };
    const options = { capture: true };
    window.addEventListener('visibilitychange', onHide, options);
    window.addEventListener('pagehide', store.settle, options);
    const stop = store.subscribe(settled);
    return () => {
      stop();
      window.removeEventListener('visibilitychange', onHide, options);
      window.removeEventListener('pagehide', store.settle, options);
    };
  }, [store]);
  // Marks from outside (a link typed, or Back) replace the board's.
  useLayoutEffect(() => {
    if (linked !== store.settled.marks) store.reset(linked);
  }, [linked, store]);
  // Whether the marks solve the puzzle: a check of the whole board (0.5 ms on 40×40), made once
  // the page is idle rather than in the frame that shows a mark. Kept are the marks that solve
  // it, if any; while none do, as after most marks, nothing is set and nothing drawn again. Made
  // again once marks settle.
  const [solution, setSolution] = useState<Uint8Array>();
  useEffect(
    () =>
      whenIdle(() => {
        const now = store.marks;
        const solves = solvesPuzzle(puzzle, { rows: puzzle.rows, cols: puzzle.cols, marks: now });
        if (solves || solution !== undefined) setSolution(solves ? now : undefined);
      }),
    [puzzle, store, marks, solution],
  );
  const isNow = (answerFor: Uint8Array | undefined): boolean =>
    answerFor !== undefined && sameMarks(answerFor, store.marks);
  const check = isNow(checked?.marks) ? checked?.answer : undefined;
  const hint = isNow(hinted?.marks) ? hinted?.answer : undefined;
  const solved = isNow(solution);

  // Another board state: a question still being answered is about the old one, and what is shown
  // about the old one goes in the frame that draws the new one (by a render then, only if needed).
  const showsAnswer = useRef(false);
  showsAnswer.current = check !== undefined || hint !== undefined || solved;
  useEffect(
    () =>
      store.watch(() => {
        hintRun.cancel();
        checkRun.cancel();
        if (!showsAnswer.current) return;
        setHinted(undefined);
        setChecked(undefined);
        setSolution(undefined);
      }),
    [store, hintRun, checkRun],
  );
  /** Marks set on the newest marks (a click, a drag's gaps, a hint applied). */
  const play = (moves: readonly { readonly edge: number; readonly mark: EdgeMark }[]): void =>
    store.play(
      replayMarks({ rows: puzzle.rows, cols: puzzle.cols, marks: store.marks }, moves).marks,
    );
  // Ctrl+Z and Ctrl+Y (⌘Z, ⌘⇧Z) anywhere on the page but in a text field.
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      const step = historyKey(event);
      const target = event.target as HTMLElement | null;
      if (step === undefined || target?.closest('input, textarea, select') != null) return;
      event.preventDefault();
      store[step]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
  const run = <T,>(
    task: 'masyu/hint' | 'masyu/check',
    message: string,
    control: ReturnType<typeof useCancellable>,
    done: (answer: ForMarks<T>) => void,
  ): void => {
    const asked = store.marks;
    setProgress({ progress: { message }, cancel: control.cancel });
    client
      .run(
        task,
        { puzzle, marks: asked },
        {
          onProgress: (p) => setProgress({ progress: p, cancel: control.cancel }),
          signal: control.signal(),
        },
      )
      .then(
        (output) => done({ marks: asked, answer: output as T }),
        (error: unknown) => {
          if (!(error instanceof CancelledError))
            setChecked({
              marks: asked,
              answer: { kind: 'broken', text: humanError(error), cells: [] },
            });
        },
      )
      .finally(() => setProgress(undefined));
  };
  const askHint = (): void => {
    setChecked(undefined);
    run<MasyuHint>('masyu/hint', 'Looking for the next deduction…', hintRun, setHinted);
  };
  const askCheck = (): void => {
    setHinted(undefined);
    run<MasyuCheck>('masyu/check', 'Checking the marks…', checkRun, setChecked);
  };
  // An answer comes below the board: brought into view when none of it is in sight (on a phone
  // the board may fill the screen), and never while a finger or button is down, since the board
  // would move under it.
  const messages = useRef<HTMLDivElement>(null);
  const pointerDown = usePointerDown();
  useEffect(() => {
    const box = messages.current;
    if ((hint === undefined && check === undefined) || box === null || pointerDown.current) return;
    if (box.getBoundingClientRect().top >= window.innerHeight) {
      box.scrollIntoView?.({ block: 'nearest' });
    }
  }, [hint, check, pointerDown]);
  const applyHint = (found: MasyuHint): void => play(found.edges);
  const marked = useMemo(() => new Set(check?.cells ?? []), [check]);
  const boardHint =
    hint ??
    (check?.edge === undefined
      ? undefined
      : { cells: [], edges: [{ edge: check.edge, mark: Mark.unknown }] });
  return (
    <>
      <div className="buttons">
        <HistoryButtons
          played={history.past.length}
          undone={history.future.length}
          onUndo={store.undo}
          onRedo={store.redo}
          onRestart={() => store.play(noMarks(puzzle))}
        />
        <button type="button" onClick={askCheck} disabled={progress !== undefined}>
          Check
        </button>
        <button type="button" onClick={askHint} disabled={progress !== undefined}>
          Next deduction
        </button>
      </div>
      {frame(
        true,
        <MasyuBoard
          puzzle={puzzle}
          marks={store}
          marked={marked}
          hint={boardHint}
          mode="play"
          zoom={zoom}
          onStroke={store.stroke}
          onEdge={(edge, m?: EdgeMark) => play([{ edge, mark: m ?? nextMark(store.marks[edge]!) }])}
          onDraw={play}
        />,
      )}
      {/* Below the board, in a space kept for a line: a message that comes or goes (a drag
          clears a Check's answer) never moves the board under the pointer. */}
      <div className="board-messages" ref={messages}>
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
      </div>
      <p className="note">
        Click between two cells to draw a segment, again to cross it out, again to clear it; drag
        across cells to draw; right-click (or hold a finger on it) to cross it out. Ctrl+Z undoes,
        Ctrl+Y redoes. From the keyboard: arrows move, Shift+arrow marks. On a touch screen, two
        fingers move and zoom the board.
      </p>
    </>
  );
}

function EditPanel({
  puzzle,
  zoom,
  frame,
  onChange,
  onNew,
}: {
  readonly puzzle: MasyuPuzzle;
  readonly zoom: Zoom;
  readonly frame: Frame;
  /** A pearl changed. */
  readonly onChange: (p: MasyuPuzzle) => void;
  /** A new empty grid. */
  readonly onNew: (p: MasyuPuzzle) => void;
}) {
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const form = event.currentTarget;
    try {
      const rows = formInteger(form, 'rows', 'Rows', 2, 40);
      const cols = formInteger(form, 'cols', 'Columns', 2, 40);
      setError(undefined);
      onNew(emptyPuzzle(rows, cols));
    } catch (e) {
      setError(humanError(e));
    }
  };
  return (
    <>
      <form className="buttons" onSubmit={submit} noValidate>
        <label>
          Rows <input name="rows" type="number" min={2} max={40} defaultValue={puzzle.rows} />
        </label>
        <label>
          Columns <input name="cols" type="number" min={2} max={40} defaultValue={puzzle.cols} />
        </label>
        <button type="submit">New empty grid</button>
      </form>
      {error !== undefined && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <p className="note">Click a cell to cycle it through empty, white pearl and black pearl.</p>
      {frame(
        false,
        <MasyuBoard
          puzzle={puzzle}
          marks={undefined}
          mode="edit"
          zoom={zoom}
          onCell={(cell) => onChange(cyclePearl(puzzle, cell))}
        />,
      )}
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
  const [progress, setProgress] = useState<ProgressView>();
  // A failure belongs to the puzzle shown when it came: another puzzle loaded hides it.
  const [error, setError] = useState<{ readonly text: string; readonly puzzle: string }>();
  const fail = (e: unknown): void => setError({ text: humanError(e), puzzle: puzzleKey(puzzle) });
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const form = event.currentTarget;
    let rows: number, cols: number;
    try {
      rows = formInteger(form, 'rows', 'Rows', GENERATE_MIN, GENERATE_MAX);
      cols = formInteger(form, 'cols', 'Columns', GENERATE_MIN, GENERATE_MAX);
    } catch (e) {
      fail(e);
      return;
    }
    const options = {
      rows,
      cols,
      difficulty: formText(form, 'difficulty') as Level,
      seed: Math.floor(Math.random() * 2 ** 31),
      // Set by a browser test only, to read the sparser phase's progress (see `holdForTest`).
      holdSparser: (window as { cgkitHoldSparser?: boolean }).cgkitHoldSparser === true,
    };
    setError(undefined);
    setProgress({ message: 'Generating…' });
    client
      .run('masyu/generate', options, { onProgress: setProgress, signal: signal() })
      .then(onGenerated, (e: unknown) => {
        if (!(e instanceof CancelledError)) fail(e);
      })
      .finally(() => setProgress(undefined));
  };
  return (
    <>
      <form className="buttons" onSubmit={submit} noValidate>
        <label>
          Rows{' '}
          <input
            name="rows"
            type="number"
            min={GENERATE_MIN}
            max={GENERATE_MAX}
            defaultValue={Math.min(puzzle.rows, GENERATE_MAX)}
          />
        </label>
        <label>
          Columns{' '}
          <input
            name="cols"
            type="number"
            min={GENERATE_MIN}
            max={GENERATE_MAX}
            defaultValue={Math.min(puzzle.cols, GENERATE_MAX)}
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
      {error !== undefined && error.puzzle === puzzleKey(puzzle) && (
        <p className="error" role="alert">
          {error.text}
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
