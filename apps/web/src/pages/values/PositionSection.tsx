import { pointAt } from '@cgkit/io-formats';
import { useState } from 'react';
import { TaskView } from '../../components/TaskView.js';
import type { ParamUpdate } from '../../shell/use-route.js';
import type { PositionMistake, PositionReport } from '../../worker/tasks/cgt.js';
import { useSolverClient, useTask, type TaskState } from '../../worker/use-task.js';
import { PartizanMisereSummary } from './ExpressionSections.js';
import { GridBoard } from './GridBoard.js';
import { LoopySummary } from './LoopySummary.js';
import { PiecesBoard } from './PiecesBoard.js';
import { RULESETS, rulesetNamed, type RulesetInfo } from './rulesets.js';
import { useCheckedField } from './use-text-checks.js';
import { ValueSummary } from './ValueSummary.js';

interface Props {
  /** The link's `game` (a ruleset's name, as the CLI's command) and `pos` (its position text). */
  readonly game: string | null;
  readonly position: string | null;
  readonly onChange: (update: ParamUpdate) => void;
}

/**
 * The value of a position of any of the package's rulesets: a list of rulesets, an editor suited
 * to each (a board of cells, or text), the same position text as the CLI, kept in the link, and
 * its value computed in the worker.
 */
export function PositionSection({ game, position, onChange }: Props) {
  const client = useSolverClient();
  const known = rulesetNamed(game ?? RULESETS[0]!.id);
  const ruleset = known ?? RULESETS[0]!;
  const current = position ?? ruleset.example;
  const [state, retry, cancel] = useTask(
    client,
    'cgt/position',
    { ruleset: ruleset.id, position: current },
    `${ruleset.id}\n${current}`,
  );
  // Played in misère play once valued: a short game's position small enough to value.
  const valued = state.status === 'done' && state.output.kind === 'value';
  const [misere, retryMisere, cancelMisere] = useTask(
    client,
    'cgt/partizan-misere',
    valued ? { ruleset: ruleset.id, position: current } : undefined,
    valued ? `${ruleset.id}\n${current}` : '',
  );
  return (
    <section aria-labelledby="positions-heading">
      <h2 id="positions-heading">Positions of rulesets</h2>
      <div className="buttons">
        <label>
          Game{' '}
          <select
            value={ruleset.id}
            onChange={(event) => onChange({ game: event.target.value, pos: undefined })}
          >
            {RULESETS.map((r) => (
              <option key={r.id} value={r.id}>
                {r.title}
              </option>
            ))}
          </select>
        </label>
      </div>
      {known === undefined && (
        <p className="error" role="alert">
          The link&apos;s game {JSON.stringify(game)} is not a ruleset of this page: here is{' '}
          {ruleset.title} instead.
        </p>
      )}
      <p className="note" id="position-help">
        {ruleset.help} {ruleset.limits}
        {ruleset.editor === 'text' ? '' : ' Click a cell to change it.'}
      </p>
      <PositionEditor
        ruleset={ruleset}
        position={current}
        state={state}
        onCommit={(pos) => onChange({ game: ruleset.id, pos })}
      />
      <div className="value-result">
        <TaskView state={state} onCancel={cancel} onRetry={retry}>
          {(report) =>
            // A mistake is shown under the text, by the editor.
            report.kind === 'mistake' ? null : report.kind === 'loopy' ? (
              <LoopySummary report={report} />
            ) : (
              <ValueSummary report={report} />
            )
          }
        </TaskView>
      </div>
      {valued && (
        <section aria-labelledby="position-misere-heading">
          <h3 id="position-misere-heading">Misère outcome and classes</h3>
          <p className="note">
            The position played to lose the last move, on its own moves, as{' '}
            <code>cgkit cgt misere --ruleset</code> plays it: its outcome and classes.
          </p>
          <div className="value-result">
            <TaskView state={misere} onCancel={cancelMisere} onRetry={retryMisere}>
              {(report) => <PartizanMisereSummary report={report} />}
            </TaskView>
          </div>
        </section>
      )}
    </section>
  );
}

interface EditorProps {
  readonly ruleset: RulesetInfo;
  /** The position of the link, valued below. */
  readonly position: string;
  /** Its valuation, whose mistake the editor shows until the text is checked as typed. */
  readonly state: TaskState<PositionReport>;
  readonly onCommit: (position: string) => void;
}

/**
 * The position's text and, for grids and strips, its board, both showing the text being typed;
 * Evaluate (or Enter) puts it in the link, a click on the board at once. The text is checked as
 * it is typed: a mistake is shown under it, and Evaluate waits until it is fixed.
 */
function PositionEditor({ ruleset, position, state, onCommit }: EditorProps) {
  const { text, setText, mistake, mistakeId, inputProps } = useCheckedField(
    position,
    (checks, typed) => checks.positionTextMistake(ruleset.id, typed),
    state,
    'position-help',
  );
  // A new position from the link (a click, Back, another ruleset) replaces what was typed.
  const [shown, setShown] = useState(position);
  if (shown !== position) {
    setShown(position);
    setText(position);
  }
  const isGraph = text.trimStart().startsWith('{');
  return (
    <>
      <form
        className="buttons"
        onSubmit={(event) => {
          event.preventDefault();
          if (mistake === undefined) onCommit(text);
        }}
      >
        <label className="grow">
          Position <input name="pos" {...inputProps} placeholder={ruleset.example} />
        </label>
        <button type="submit" disabled={mistake !== undefined}>
          Evaluate
        </button>
      </form>
      {mistake !== undefined && <MistakeView mistake={mistake} text={text} id={mistakeId} />}
      {ruleset.editor !== 'text' &&
        (isGraph ? (
          <p className="note">A graph written in JSON, as the CLI takes it: edit it as text.</p>
        ) : ruleset.editor === 'pieces' ? (
          <PiecesBoard ruleset={ruleset} position={text} onChange={onCommit} />
        ) : (
          <GridBoard ruleset={ruleset} position={text} onChange={onCommit} />
        ))}
    </>
  );
}

/** The parser's message, with the text and a caret under the column it names. */
export function MistakeView({
  mistake,
  text,
  testId = 'position-mistake',
  id,
}: {
  readonly mistake: PositionMistake;
  readonly text: string;
  readonly testId?: string;
  /** For the field's `aria-describedby`. */
  readonly id?: string;
}) {
  return (
    <>
      <p className="error" role="alert" data-testid={testId} id={id}>
        {mistake.message}
      </p>
      <pre className="note caret-line" aria-hidden="true">
        {pointAt(text, mistake.column)}
      </pre>
    </>
  );
}
