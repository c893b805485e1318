import type { ValueReport } from '../../worker/tasks/cgt.js';
import { ThermographFigure } from './ThermographFigure.js';

const OUTCOMES = {
  L: 'L: Left wins, whoever starts',
  R: 'R: Right wins, whoever starts',
  N: 'N: the first player wins',
  P: 'P: the second player wins',
} as const;

/** A game's canonical form, outcome, mean, temperature, atomic weight and thermograph. */
export function ValueSummary({ report }: { readonly report: ValueReport }) {
  return (
    <div className="value-summary">
      <dl>
        <dt>canonical form</dt>
        <dd>
          <output data-testid="canonical">{report.canonical}</output>
        </dd>
        <dt>outcome</dt>
        <dd data-testid="outcome">{OUTCOMES[report.outcome]}</dd>
        <dt>mean</dt>
        <dd>{report.mean}</dd>
        <dt>temperature</dt>
        <dd>{report.temperature}</dd>
        <dt>atomic weight</dt>
        <dd>{report.atomicWeight ?? 'none (not atomic)'}</dd>
        <dt>birthday</dt>
        <dd>{report.birthday}</dd>
      </dl>
      <ThermographFigure
        svg={report.thermographSvg}
        mean={report.mean}
        temperature={report.temperature}
      />
    </div>
  );
}
