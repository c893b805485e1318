import type { LoopyReport } from '../../worker/tasks/cgt.js';

const RESULTS = { L: 'Left wins', R: 'Right wins', D: 'a draw' } as const;

/**
 * A loopy game's outcome with draws, and its simplest form, stops, degree and variety (a stopper:
 * the last two for small ones) or its sides.
 */
export function LoopySummary({ report }: { readonly report: LoopyReport }) {
  return (
    <div className="value-summary">
      <dl>
        <dt>outcome</dt>
        <dd>
          <output data-testid="loopy-outcome">{report.outcome}</output>
        </dd>
        <dt>Left first</dt>
        <dd>{RESULTS[report.leftFirst]}</dd>
        <dt>Right first</dt>
        <dd>{RESULTS[report.rightFirst]}</dd>
        {report.stopper ? (
          <>
            <dt>simplest form</dt>
            <dd>
              <output data-testid="canonical">{report.simplest}</output>
            </dd>
            <dt>stops</dt>
            <dd>
              {report.leftStop} (Left), {report.rightStop} (Right)
            </dd>
            {report.degree !== null && (
              <>
                <dt>degree</dt>
                <dd data-testid="loopy-degree">{report.degree}</dd>
                <dt>variety</dt>
                <dd data-testid="loopy-variety">{report.variety}</dd>
              </>
            )}
          </>
        ) : (
          <>
            <dt>onside</dt>
            <dd>{report.onside ?? 'not found by sidling'}</dd>
            <dt>offside</dt>
            <dd>{report.offside ?? 'not found by sidling'}</dd>
          </>
        )}
        <dt>positions</dt>
        <dd>{report.positions.toLocaleString('en')}</dd>
      </dl>
      <p className="note">
        {report.stopper
          ? 'A stopper: play with the players taking turns cannot go on for ever, so it has one simplest form.'
          : 'Not a stopper: play with the players taking turns can go on for ever, so it has an onside and an offside instead of one form.'}{' '}
        A loopy game has no thermograph.
      </p>
    </div>
  );
}
