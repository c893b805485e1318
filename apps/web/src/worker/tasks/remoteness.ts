import type { Progress } from '@cgkit/core-search';
import type { Report } from '../protocol.js';

/** The remoteness of every position of a game so far, null where the search ran out of budget. */
export interface RemotenessReport {
  readonly remoteness: readonly (number | null)[];
  /** The most positions the search could visit. */
  readonly budget: number;
}

/** Shows a budgeted remoteness search (`RemotenessSearch` of core-search) as the page's progress. */
export function remotenessProgress(report: Report<never>): (progress: Progress) => void {
  return ({ done, total = done }) =>
    report({
      message: `Remoteness: ${done.toLocaleString('en')} of at most ${total.toLocaleString('en')} positions searched`,
      fraction: total === 0 ? 1 : Math.min(1, done / total),
    });
}
