import { useState, type FormEvent } from 'react';
import { TaskView } from '../../components/TaskView.js';
import { useRoute, useSetParams, type ParamUpdate } from '../../shell/use-route.js';
import { useSolverClient, useTask } from '../../worker/use-task.js';
import { OctalPlot } from './OctalPlot.js';
import { PositionBoard } from './PositionBoard.js';
import type { PositionRuleset } from '../../worker/tasks/cgt.js';
import { DEFAULT_POSITIONS } from './position-grid.js';
import { ValueSummary } from './ValueSummary.js';
import { formText } from '../../shell/form-text.js';
import { octalCodeProblem } from './octal-code.js';

const DEFAULT_EXPRESSION = '{1/2|-2}';
const DEFAULT_OCTAL = '0.77';
const DEFAULT_HEAPS = 200;
const MAX_HEAPS = 1_000_000;

export function ValuesPage() {
  const { params } = useRoute();
  const setParams = useSetParams('values');
  return (
    <>
      <h1>Values (CGT)</h1>
      <p className="lead">
        Combinatorial game theory, exactly: canonical forms in CGSuite&apos;s notation, temperatures
        and thermographs, octal games and their periods, and the values of Domineering and
        Toads-and-Frogs positions.
      </p>
      <Calculator expression={params.get('expr') ?? DEFAULT_EXPRESSION} onChange={setParams} />
      <OctalGames
        code={params.get('octal') ?? DEFAULT_OCTAL}
        heaps={Number(params.get('heaps') ?? DEFAULT_HEAPS)}
        onChange={setParams}
      />
      <Positions
        ruleset={params.get('game') === 'toads-frogs' ? 'toads-frogs' : 'domineering'}
        position={params.get('pos')}
        onChange={setParams}
      />
    </>
  );
}

interface SectionProps {
  readonly onChange: (update: ParamUpdate) => void;
}

function Calculator({ expression, onChange }: SectionProps & { readonly expression: string }) {
  const client = useSolverClient();
  const [state, retry, cancel] = useTask(client, 'cgt/expression', expression, expression);
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onChange({ expr: formText(event.currentTarget, 'expr') });
  };
  return (
    <section aria-labelledby="calculator-heading">
      <h2 id="calculator-heading">Calculator</h2>
      <form className="buttons" onSubmit={submit} key={expression}>
        <label className="grow">
          Expression{' '}
          <input
            name="expr"
            defaultValue={expression}
            spellCheck={false}
            autoCapitalize="off"
            placeholder="{1/2|-2} + ^"
          />
        </label>
        <button type="submit">Evaluate</button>
      </form>
      <p className="note">
        Numbers (3, -1/2), nimbers (*, *2), ups (^, v, ^*), switches (+-1), forms {'{a,b|c}'}, sums,
        differences and multiples (3.^).
      </p>
      <TaskView state={state} onCancel={cancel} onRetry={retry}>
        {(report) => <ValueSummary report={report} />}
      </TaskView>
    </section>
  );
}

function OctalGames({
  code,
  heaps,
  onChange,
}: SectionProps & { readonly code: string; readonly heaps: number }) {
  const client = useSolverClient();
  const count =
    Number.isSafeInteger(heaps) && heaps > 0 ? Math.min(heaps, MAX_HEAPS) : DEFAULT_HEAPS;
  // A mistake in the code is the person's, said with its column; only a code is computed.
  const problem = octalCodeProblem(code);
  const [state, retry, cancel] = useTask(
    client,
    'cgt/octal',
    problem === undefined ? { code, count } : undefined,
    `${code}/${count}`,
  );
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const form = event.currentTarget;
    onChange({ octal: formText(form, 'octal'), heaps: formText(form, 'heaps') });
  };
  return (
    <section aria-labelledby="octal-heading">
      <h2 id="octal-heading">Octal games</h2>
      <form className="buttons" onSubmit={submit} key={`${code}/${count}`}>
        <label>
          Code <input name="octal" defaultValue={code} spellCheck={false} size={10} />
        </label>
        <label>
          Heaps <input name="heaps" type="number" min={1} max={MAX_HEAPS} defaultValue={count} />
        </label>
        <button type="submit">Compute</button>
      </form>
      <p className="note">
        Kayles is 0.77, Dawson&apos;s Kayles 0.07, Nim 0.333…; digits after the point say how a heap
        may be taken from.
      </p>
      {problem !== undefined && (
        <p className="error" role="alert" data-testid="octal-problem">
          {problem}
        </p>
      )}
      <TaskView state={state} onCancel={cancel} onRetry={retry}>
        {(report) => (
          <>
            <OctalPlot report={report} />
            <p className="sequence" data-testid="octal-values">
              {report.values.slice(0, 60).join(' ')}
              {report.values.length > 60 ? ' …' : ''}
            </p>
          </>
        )}
      </TaskView>
    </section>
  );
}

function Positions({
  ruleset,
  position,
  onChange,
}: SectionProps & { readonly ruleset: PositionRuleset; readonly position: string | null }) {
  const client = useSolverClient();
  const current = position ?? DEFAULT_POSITIONS[ruleset];
  const [text, setText] = useState(current);
  const [state, retry, cancel] = useTask(
    client,
    'cgt/position',
    { ruleset, position: current },
    `${ruleset}/${current}`,
  );
  const show = (next: string): void => {
    setText(next);
    onChange({ pos: next });
  };
  return (
    <section aria-labelledby="positions-heading">
      <h2 id="positions-heading">Domineering and Toads-and-Frogs</h2>
      <div className="buttons" role="radiogroup" aria-label="Game">
        {(['domineering', 'toads-frogs'] as const).map((name) => (
          <label key={name}>
            <input
              type="radio"
              name="game"
              checked={ruleset === name}
              onChange={() => {
                setText(DEFAULT_POSITIONS[name]);
                onChange({ game: name, pos: undefined });
              }}
            />
            {name === 'domineering' ? 'Domineering' : 'Toads and Frogs'}
          </label>
        ))}
      </div>
      <form
        className="buttons"
        onSubmit={(event) => {
          event.preventDefault();
          show(text);
        }}
      >
        <label>
          Position{' '}
          <input
            value={text}
            onChange={(e) => setText(e.target.value)}
            spellCheck={false}
            autoCapitalize="off"
          />
        </label>
        <button type="submit">Evaluate</button>
      </form>
      <p className="note">
        {ruleset === 'domineering'
          ? 'Rows separated by |, . empty and # filled. Left places vertical dominoes, Right horizontal ones. Click a cell to fill or empty it.'
          : 'T toads (Left, moving right), F frogs (Right, moving left), . empty. Click a cell to change it.'}
      </p>
      <PositionBoard ruleset={ruleset} position={current} onChange={show} />
      <TaskView state={state} onCancel={cancel} onRetry={retry}>
        {(report) => <ValueSummary report={report} />}
      </TaskView>
    </section>
  );
}
