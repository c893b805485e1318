import { Fragment, type FormEvent, type ReactNode } from 'react';
import { TaskView } from '../../components/TaskView.js';
import { formText } from '../../shell/form-text.js';
import type { ParamUpdate } from '../../shell/use-route.js';
import type {
  LeftDeadEndReport,
  MisereReport,
  PartizanMisereReport,
} from '../../worker/tasks/cgt.js';
import type { TaskMap } from '../../worker/tasks.js';
import { useSolverClient, useTask } from '../../worker/use-task.js';
import { LoopySummary } from './LoopySummary.js';

// The Values page's sections of loopy games, of misère play (impartial and partizan) and of Left
// dead ends: each an expression in the link (`loopy=`, `misere=`, `partizan=` with
// `partizancompare=`, `leftdeadend=` with `leftdeadendcompare=`), valued in the worker as the
// CLI's `cgt loopy`, `cgt misere`, `cgt misere --partizan --compare` and
// `cgt misere --left-dead-end --factors --race --compare` do.

type ExpressionTask = 'cgt/loopy' | 'cgt/misere';
/** The tasks of a game and a game to compare it with. */
type ComparedTask = 'cgt/left-dead-end' | 'cgt/partizan-misere';

interface ExpressionProps {
  /** The link's expression, or null when it has none (nothing is computed then). */
  readonly expression: string | null;
  readonly onChange: (update: ParamUpdate) => void;
}

interface SectionSpec<Name extends ExpressionTask | ComparedTask> {
  readonly task: Name;
  readonly param: string;
  readonly title: string;
  readonly label: string;
  readonly placeholder: string;
  readonly note: ReactNode;
  readonly show: (report: TaskMap[Name]['output']) => ReactNode;
}

function ExpressionSection<Name extends ExpressionTask>({
  spec,
  expression,
  onChange,
}: ExpressionProps & { readonly spec: SectionSpec<Name> }) {
  const client = useSolverClient();
  const [state, retry, cancel] = useTask(
    client,
    spec.task,
    expression ?? undefined,
    expression ?? '',
  );
  const id = `${spec.param}-heading`;
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onChange({ [spec.param]: formText(event.currentTarget, spec.param) });
  };
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{spec.title}</h2>
      <form className="buttons" onSubmit={submit} key={expression}>
        <label className="grow">
          {spec.label}{' '}
          <input
            name={spec.param}
            defaultValue={expression ?? ''}
            spellCheck={false}
            autoCapitalize="off"
            placeholder={spec.placeholder}
          />
        </label>
        <button type="submit">Evaluate</button>
      </form>
      <p className="note">{spec.note}</p>
      <div className="value-result">
        <TaskView state={state} onCancel={cancel} onRetry={retry}>
          {spec.show}
        </TaskView>
      </div>
    </section>
  );
}

const LOOPY: SectionSpec<'cgt/loopy'> = {
  task: 'cgt/loopy',
  param: 'loopy',
  title: 'Loopy games',
  label: 'Loopy game',
  placeholder: '^.Pow(on)',
  note: (
    <>
      CGSuite&apos;s loopy notation: <code>on</code>, <code>off</code>, <code>dud</code>,{' '}
      <code>over</code>, <code>{'{pass|*}'}</code>, <code>{'a{0|a}'}</code>, <code>upon</code>,{' '}
      <code>^[on]</code>, <code>G.Pow(x)</code> and <code>G.PowTo(x)</code> to a pseudonumber (
      <code>^.Pow(on)</code>), <code>G.Subordinate(B)</code>.
    </>
  ),
  show: (report) => <LoopySummary report={report} />,
};

const MISERE: SectionSpec<'cgt/misere'> = {
  task: 'cgt/misere',
  param: 'misere',
  title: 'Misère play',
  label: 'Impartial game',
  placeholder: '*2 + {*3}',
  note: (
    <>
      Impartial games played to lose the last move: <code>0</code>, <code>*</code>, <code>*n</code>,{' '}
      <code>{'{0,{*2}}'}</code>, sums, <code>n.G</code>.
    </>
  ),
  show: (report) => <MisereSummary report={report} />,
};

/** The section of loopy games (the link's `loopy=`). */
export function LoopySection(props: ExpressionProps) {
  return <ExpressionSection spec={LOOPY} {...props} />;
}

/** The section of impartial games in misère play (the link's `misere=`). */
export function MisereSection(props: ExpressionProps) {
  return <ExpressionSection spec={MISERE} {...props} />;
}

/** A section of a game and a game to compare it with, each a field and a parameter of the link. */
interface ComparedSpec<Name extends ComparedTask> extends SectionSpec<Name> {
  readonly compareParam: string;
  readonly comparePlaceholder: string;
}

function ComparedSection<Name extends ComparedTask>({
  spec,
  expression,
  compare,
  onChange,
}: ExpressionProps & { readonly spec: ComparedSpec<Name>; readonly compare: string | null }) {
  const client = useSolverClient();
  const input = expression === null ? undefined : { expression, compare: compare || null };
  const [state, retry, cancel] = useTask(client, spec.task, input, JSON.stringify(input ?? null));
  const id = `${spec.param}-heading`;
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const other = formText(event.currentTarget, spec.compareParam).trim();
    onChange({
      [spec.param]: formText(event.currentTarget, spec.param),
      [spec.compareParam]: other === '' ? undefined : other,
    });
  };
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{spec.title}</h2>
      <form className="buttons" onSubmit={submit} key={`${expression}\n${compare}`}>
        <label className="grow">
          {spec.label}{' '}
          <input
            name={spec.param}
            defaultValue={expression ?? ''}
            spellCheck={false}
            autoCapitalize="off"
            placeholder={spec.placeholder}
          />
        </label>
        <label className="grow">
          Compare with{' '}
          <input
            name={spec.compareParam}
            defaultValue={compare ?? ''}
            spellCheck={false}
            autoCapitalize="off"
            placeholder={spec.comparePlaceholder}
          />
        </label>
        <button type="submit">Evaluate</button>
      </form>
      <p className="note">{spec.note}</p>
      <div className="value-result">
        <TaskView state={state} onCancel={cancel} onRetry={retry}>
          {spec.show}
        </TaskView>
      </div>
    </section>
  );
}

const LEFT_DEAD_END: ComparedSpec<'cgt/left-dead-end'> = {
  task: 'cgt/left-dead-end',
  param: 'leftdeadend',
  compareParam: 'leftdeadendcompare',
  title: 'Left dead ends',
  label: 'Left dead end',
  placeholder: '{0, 1} + 2',
  comparePlaceholder: 'optional, such as 3',
  note: (
    <>
      Games in which Left never has a move, in cgt-tools&apos; notation: <code>n</code> for n Right
      moves in a row, <code>{'{A, B}'}</code> for Right&apos;s options, sums with <code>+</code>.
      Factors, race and flexibility are cgt-tools&apos;.
    </>
  ),
  show: (report) => <LeftDeadEndSummary report={report} />,
};

const PARTIZAN_MISERE: ComparedSpec<'cgt/partizan-misere'> = {
  task: 'cgt/partizan-misere',
  param: 'partizan',
  compareParam: 'partizancompare',
  title: 'Misère play (partizan)',
  label: 'Partizan game',
  placeholder: '{0|*}',
  comparePlaceholder: 'optional, such as 0',
  note: (
    <>
      A game in CGSuite&apos;s notation, its canonical form played to lose the last move. Reduced
      forms and orders modulo dead-ending games, P-free dead-ending games and P-free blocking games
      follow cgt-tools&apos; rules; two games are compared modulo each universe holding both.
    </>
  ),
  show: (report) => <PartizanMisereSummary report={report} />,
};

/**
 * The section of Left dead ends: a sum (the link's `leftdeadend=`) and, if given, a game to
 * compare it with (`leftdeadendcompare=`).
 */
export function LeftDeadEndSection(props: ExpressionProps & { readonly compare: string | null }) {
  return <ComparedSection spec={LEFT_DEAD_END} {...props} />;
}

/**
 * The section of partizan games in misère play: a game (the link's `partizan=`) and, if given,
 * a game to compare it with (`partizancompare=`).
 */
export function PartizanMisereSection(
  props: ExpressionProps & { readonly compare: string | null },
) {
  return <ComparedSection spec={PARTIZAN_MISERE} {...props} />;
}

const OUTCOMES = {
  L: 'L: Left wins whoever starts',
  R: 'R: Right wins whoever starts',
  N: 'N: the player to move wins',
  P: 'P: the player to move loses',
} as const;

/**
 * A partizan game's misère outcome, classes, reduced forms and orders with the game compared
 * with, as the CLI's `cgt misere --partizan` prints them (those it has).
 */
export function PartizanMisereSummary({ report }: { readonly report: PartizanMisereReport }) {
  const { expression, compare } = report;
  const order = (o: string | undefined): string | undefined =>
    o === undefined ? undefined : `${expression} ${o} ${compare}`;
  const classes = [
    ['dead-ending', report.deadEnding],
    ['blocking', report.blocking],
    ['dicot', report.dicot],
    ['P-free', report.pFree],
    ['dead Left end', report.leftDeadEnd],
    ['dead Right end', report.rightDeadEnd],
  ] as const;
  const rows = [
    ['reduced modulo dead-ending games', report.deadEndingReduced, 'dead-ending-reduced'],
    ['reduced modulo P-free dead-ending games', report.pFreeDeadEndingReduced, 'p-free-reduced'],
    [
      'reduced modulo P-free blocking games',
      report.pFreeBlockingReduced,
      'p-free-blocking-reduced',
    ],
    ['modulo dead-ending games', order(report.deadEndingOrder), 'dead-ending-order'],
    ['modulo P-free dead-ending games', order(report.pFreeDeadEndingOrder), 'p-free-order'],
    ['modulo P-free blocking games', order(report.pFreeBlockingOrder), 'p-free-blocking-order'],
  ] as const;
  return (
    <div className="value-summary">
      <dl>
        <dt>misère outcome</dt>
        <dd data-testid="partizan-misere-outcome">{OUTCOMES[report.outcome]}</dd>
        {classes.map(([name, holds]) => (
          <Fragment key={name}>
            <dt>{name}</dt>
            <dd data-testid={`partizan-misere-${name.toLowerCase().replace(/ /g, '-')}`}>
              {yesNo(holds)}
            </dd>
          </Fragment>
        ))}
        {rows.map(([name, text, testId]) =>
          text === undefined ? null : (
            <Fragment key={name}>
              <dt>{name}</dt>
              <dd>
                <output data-testid={`partizan-misere-${testId}`}>{text}</output>
              </dd>
            </Fragment>
          ),
        )}
      </dl>
    </div>
  );
}

/**
 * A sum of Left dead ends' canonical form, normal form and birthday, its order with the game
 * compared with, its factors, race, flexibility, racing and stalling options.
 */
function LeftDeadEndSummary({ report }: { readonly report: LeftDeadEndReport }) {
  const list = (forms: readonly string[]): string =>
    forms.length === 0 ? 'none' : forms.join(', ');
  return (
    <div className="value-summary">
      <dl>
        <dt>canonical form</dt>
        <dd>
          <output data-testid="left-dead-end-canonical">{report.canonical}</output>
        </dd>
        <dt>normal form</dt>
        <dd>{report.form}</dd>
        <dt>birthday</dt>
        <dd>{report.birthday}</dd>
        {report.compare === undefined ? null : (
          <>
            <dt>order</dt>
            <dd>
              <output data-testid="left-dead-end-order">
                {report.canonical} {report.order} {report.compare}
              </output>
            </dd>
          </>
        )}
        <dt>factors</dt>
        <dd data-testid="left-dead-end-factors">
          {report.factors.map(([x, y]) => `${x} + ${y}`).join('; ')}
        </dd>
        <dt>atom</dt>
        <dd data-testid="left-dead-end-atom">{yesNo(report.atom)}</dd>
        <dt>race</dt>
        <dd>{report.race}</dd>
        <dt>flexibility</dt>
        <dd>{report.flexibility}</dd>
        <dt>racing options</dt>
        <dd>{list(report.racing)}</dd>
        <dt>stalling options</dt>
        <dd>{list(report.stalling)}</dd>
      </dl>
    </div>
  );
}

const yesNo = (b: boolean): string => (b ? 'yes' : 'no');

/** A misère game's simplest form, outcome, genus, tameness, phylum and mate. */
function MisereSummary({ report }: { readonly report: MisereReport }) {
  const tooLong = 'too long to print';
  return (
    <div className="value-summary">
      <dl>
        <dt>simplest form</dt>
        <dd>
          <output data-testid="misere-form">{report.form ?? tooLong}</output>
        </dd>
        <dt>misère outcome</dt>
        <dd>
          {report.outcome === 'N' ? 'N: the player to move wins' : 'P: the player to move loses'}
        </dd>
        <dt>genus</dt>
        <dd>{report.genus}</dd>
        <dt>misère Grundy value</dt>
        <dd>{report.misereGrundy}</dd>
        <dt>birthday</dt>
        <dd>{report.birthday}</dd>
        <dt>tame</dt>
        <dd data-testid="misere-tame">{yesNo(report.tame)}</dd>
        <dt>tameable</dt>
        <dd data-testid="misere-tameable">{yesNo(report.tameable)}</dd>
        <dt>phylum</dt>
        <dd data-testid="misere-phylum">{report.phylum}</dd>
        <dt>mate</dt>
        <dd>{report.mate ?? tooLong}</dd>
      </dl>
    </div>
  );
}
