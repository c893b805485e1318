import { humanError } from '../../shell/errors.js';
import { MASYU_FORMATS, formatMasyu, parseMasyu, type MasyuFormat } from '@cgkit/io-formats';
import {
  LEVELS,
  validateLoop,
  type EdgeMark,
  type Level,
  type MasyuPuzzle,
  type Violation,
} from '@cgkit/masyu';
import { useState, type FormEvent } from 'react';
import { SolveStatus } from '../../components/SolveStatus.js';
import { TaskView } from '../../components/TaskView.js';
import { formText } from '../../shell/form-text.js';
import { useRoute, useSetParams } from '../../shell/use-route.js';
import type { Progress } from '../../worker/protocol.js';
import { CancelledError } from '../../worker/solver-client.js';
import type { MasyuHint, MasyuSolution } from '../../worker/tasks/masyu.js';
import { useCancellable, useSolverClient, useTask } from '../../worker/use-task.js';
import { MasyuBoard } from './MasyuBoard.js';
import {
  cyclePearl,
  drawnLoop,
  emptyPuzzle,
  nextMark,
  noMarks,
  readSetup,
  withMark,
  writeSetup,
  type MasyuMode,
  type MasyuSetup,
} from './masyu-state.js';
import { BadLink } from '../../components/BadLink.js';

const MODES: readonly { readonly mode: MasyuMode; readonly label: string }[] = [
  { mode: 'solve', label: 'Solve' },
  { mode: 'play', label: 'Play' },
  { mode: 'edit', label: 'Edit pearls' },
];

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
  const newPuzzle = (next: MasyuPuzzle): void =>
    onChange({ ...setup, puzzle: next, marks: noMarks(next) });
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
      <div className="columns">
        <section aria-label="Puzzle">
          {mode === 'solve' && <SolvePanel puzzle={puzzle} />}
          {mode === 'play' && (
            <PlayPanel
              puzzle={puzzle}
              marks={marks}
              onMarks={(next) => onChange({ ...setup, marks: next })}
            />
          )}
          {mode === 'edit' && <EditPanel puzzle={puzzle} onChange={newPuzzle} />}
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

function SolvePanel({ puzzle }: { readonly puzzle: MasyuPuzzle }) {
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
      <MasyuBoard
        puzzle={puzzle}
        marks={shown === 1 ? solution?.otherEdges : solution?.edges}
        mode="view"
      />
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
  readonly onMarks: (marks: Uint8Array) => void;
}

function PlayPanel({ puzzle, marks, onMarks }: PlayProps) {
  const client = useSolverClient();
  const { signal, cancel } = useCancellable();
  const [violations, setViolations] = useState<readonly Violation[]>();
  const [hint, setHint] = useState<MasyuHint>();
  const [progress, setProgress] = useState<Progress>();
  const mark = (next: Uint8Array): void => {
    setViolations(undefined);
    setHint(undefined);
    onMarks(next);
  };
  const askHint = (): void => {
    setViolations(undefined);
    setProgress({ message: 'Looking for the next deduction…' });
    client
      .run('masyu/hint', { puzzle, marks }, { onProgress: setProgress, signal: signal() })
      .then(setHint, (error: unknown) => {
        if (!(error instanceof CancelledError))
          setHint({ kind: 'stuck', text: humanError(error), cells: [], edges: [] });
      })
      .finally(() => setProgress(undefined));
  };
  const applyHint = (found: MasyuHint): void => {
    mark(found.edges.reduce((next, { edge, mark: m }) => withMark(next, edge, m), marks));
  };
  const marked = new Set((violations ?? []).map((v) => v.row * puzzle.cols + v.col));
  return (
    <>
      <div className="buttons">
        <button
          type="button"
          onClick={() => setViolations(validateLoop(puzzle, drawnLoop(puzzle, marks)))}
        >
          Check
        </button>
        <button type="button" onClick={askHint} disabled={progress !== undefined}>
          Next deduction
        </button>
        <button type="button" onClick={() => mark(noMarks(puzzle))}>
          Clear
        </button>
      </div>
      {progress !== undefined && <SolveStatus progress={progress} onCancel={cancel} />}
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
      {violations !== undefined && (
        <div role="status" data-testid="check">
          {violations.length === 0 ? (
            <p className="value-line verdict unique">Correct: this loop solves the puzzle.</p>
          ) : (
            <ul className="violations">
              {violations.map((v, i) => (
                <li key={i}>{v.message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <MasyuBoard
        puzzle={puzzle}
        marks={marks}
        marked={marked}
        hint={hint}
        mode="play"
        onEdge={(edge, m?: EdgeMark) => mark(withMark(marks, edge, m ?? nextMark(marks[edge]!)))}
      />
      <p className="note">
        Click between two cells to draw a segment, again to cross it out, again to clear it; or drag
        across cells to draw. From the keyboard: arrows move, Shift+arrow marks.
      </p>
    </>
  );
}

function EditPanel({
  puzzle,
  onChange,
}: {
  readonly puzzle: MasyuPuzzle;
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
      <MasyuBoard
        puzzle={puzzle}
        marks={undefined}
        mode="edit"
        onCell={(cell) => onChange(cyclePearl(puzzle, cell))}
      />
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
