import type { FormEvent } from 'react';
import { TaskView } from '../../components/TaskView.js';
import { useRoute, useSetParams, type ParamUpdate } from '../../shell/use-route.js';
import type { OctalReport, PositionMistake } from '../../worker/tasks/cgt.js';
import { useSolverClient, useTask, type TaskState } from '../../worker/use-task.js';
import { OctalPlot } from './OctalPlot.js';
import { ValueSummary } from './ValueSummary.js';
import { formText } from '../../shell/form-text.js';
import { MistakeView, PositionSection } from './PositionSection.js';
import {
  LeftDeadEndSection,
  LoopySection,
  MisereSection,
  PartizanMisereSection,
} from './ExpressionSections.js';
import { useCheckedField } from './use-text-checks.js';

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
        and thermographs, octal games and their periods, the values of positions of Domineering,
        Clobber, Hackenbush and a dozen more rulesets, loopy games, misère play (impartial and
        partizan) and Left dead ends.
      </p>
      <Calculator expression={params.get('expr') ?? DEFAULT_EXPRESSION} onChange={setParams} />
      <OctalGames
        code={params.get('octal') ?? DEFAULT_OCTAL}
        heaps={Number(params.get('heaps') ?? DEFAULT_HEAPS)}
        onChange={setParams}
      />
      <PositionSection
        game={params.get('game')}
        position={params.get('pos')}
        onChange={setParams}
      />
      <LoopySection expression={params.get('loopy')} onChange={setParams} />
      <MisereSection expression={params.get('misere')} onChange={setParams} />
      <PartizanMisereSection
        expression={params.get('partizan')}
        compare={params.get('partizancompare')}
        onChange={setParams}
      />
      <LeftDeadEndSection
        expression={params.get('leftdeadend')}
        compare={params.get('leftdeadendcompare')}
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
        differences and multiples (3.^), ordinal sums (1:1), powers (^.Pow(3), ^.PowTo(3/2)) and
        Subordinate ((1/8).Subordinate(1)).
      </p>
      <div className="value-result">
        <TaskView state={state} onCancel={cancel} onRetry={retry}>
          {(report) => <ValueSummary report={report} />}
        </TaskView>
      </div>
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
  const [state, retry, cancel] = useTask(
    client,
    'cgt/take-break',
    { code, count },
    `${code}/${count}`,
  );
  return (
    <section aria-labelledby="octal-heading">
      <h2 id="octal-heading">Take-and-break games</h2>
      <OctalForm
        key={`${code}/${count}`}
        code={code}
        count={count}
        state={state}
        onChange={onChange}
      />
      <p className="note">
        Octal and hexadecimal codes: Kayles is 0.77, Dawson&apos;s Kayles 0.07, 0.3F splits heaps in
        up to three; <code>!</code> after a digit leaves heaps all different (4!.0 is Grundy&apos;s
        game), <code>?</code> not all equal, <code>0.[3]</code> repeats a digit (Nim), and{' '}
        <code>S(1,3,4)</code> is a subtraction game.
      </p>
      <div className="octal-result">
        <TaskView state={state} onCancel={cancel} onRetry={retry}>
          {(report) =>
            // A mistake is shown under the code, by the form.
            report.kind === 'mistake' ? null : (
              <>
                <OctalPlot report={report} />
                <p className="sequence" data-testid="octal-values">
                  {report.values.slice(0, 60).join(' ')}
                  {report.values.length > 60 ? ' …' : ''}
                </p>
              </>
            )
          }
        </TaskView>
      </div>
    </section>
  );
}

interface OctalFormProps extends SectionProps {
  /** The link's code and count, computed below. */
  readonly code: string;
  readonly count: number;
  readonly state: TaskState<OctalReport | PositionMistake>;
}

/** The code and the count of heaps; the code is checked as it is typed, as the position is. */
function OctalForm({ code, count, state, onChange }: OctalFormProps) {
  const { text, mistake, mistakeId, inputProps } = useCheckedField(
    code,
    (checks, typed) => checks.codeMistake(typed),
    state,
  );
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (mistake === undefined)
      onChange({ octal: text, heaps: formText(event.currentTarget, 'heaps') });
  };
  return (
    <>
      <form className="buttons" onSubmit={submit}>
        <label>
          Code <input name="octal" {...inputProps} size={12} />
        </label>
        <label>
          Heaps <input name="heaps" type="number" min={1} max={MAX_HEAPS} defaultValue={count} />
        </label>
        <button type="submit" disabled={mistake !== undefined}>
          Compute
        </button>
      </form>
      {mistake !== undefined && (
        <MistakeView mistake={mistake} text={text} testId="octal-problem" id={mistakeId} />
      )}
    </>
  );
}
