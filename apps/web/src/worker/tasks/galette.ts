import {
  GaletteRemoteness,
  GaletteSolver,
  createCake,
  emptyCakeSizes,
  estimateParts,
  galetteMatch,
  type Bite,
  type Cake,
  type GaletteTurn,
} from '@cgkit/galette';
import type { Progress, SolveControl } from '@cgkit/core-search';
import type { Report } from '../protocol.js';
import { count } from '../../shell/words.js';
import type { WorkerGame } from './match.js';

/** What the Galette page shows beside the values: the Grundy values. */
export interface GaletteExtra {
  /** The Grundy value of the current cake. */
  readonly grundy: number;
  /** The Grundy value of the cake each legal bite leaves, in the order of the legal moves. */
  readonly options: readonly { readonly bite: Bite; readonly grundy: number }[];
}

/** One entry of the table of empty cakes. */
export interface CakeValue {
  readonly rows: number;
  readonly cols: number;
  readonly grundy: number;
}

// One solver for the worker's life: its memo is shared by every cake asked about.
const solver = new GaletteSolver();

/**
 * Positions the remoteness search may visit each time a cake's bites are valued. Knowing who
 * wins each cake, the search follows only winning bites: it finds remoteness from the start for
 * the cakes the page's note lists (`remotenessWhy` in `pages/galette/galette-game.tsx`), and for
 * larger cakes once enough of them is eaten.
 */
export const REMOTENESS_BUDGET = 80_000;
// The table keeps a few searches' worth of cakes, whose keys are long strings.
const REMOTENESS_TABLE_ENTRIES = 300_000;
const remoteness = new GaletteRemoteness(solver, REMOTENESS_TABLE_ENTRIES);

/** `12 s`, `2 min 5 s`: an elapsed time for a progress line. */
function elapsed(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/**
 * Shows a valuation of a cake as the page's progress. The Grundy search's work is in parts: with
 * the package's estimate for the cake the bar is the share of the estimate searched; without one
 * the bar is indeterminate and the line gives the parts searched, the time and the rate. The
 * remoteness search's progress follows.
 */
export function galetteProgress(
  cake: Cake,
  report: Report<never>,
  now = () => Date.now(),
): (progress: Progress) => void {
  const estimate = estimateParts(cake);
  const started = now();
  return ({ done, total, phase }) => {
    if (phase === 'parts') {
      const time = now() - started;
      const rate =
        time < 1000 ? '' : `, ${count(Math.round((done * 1000) / time), 'part')} a second`;
      const about = estimate === undefined ? '' : ` of about ${estimate.toLocaleString('en')}`;
      report({
        message: `Finding who wins: ${done.toLocaleString('en')}${about} parts of the cake searched in ${elapsed(time)}${rate}`,
        ...(estimate === undefined
          ? { indeterminate: true }
          : { fraction: Math.min(0.99, done / estimate) }),
      });
    } else if (phase === 'positions' && total !== undefined) {
      report({
        message: `Finding how long the game lasts: ${done.toLocaleString('en')} of at most ${total.toLocaleString('en')} positions searched`,
        fraction: total === 0 ? 1 : Math.min(1, done / total),
      });
    }
  };
}

/** Galette in the worker: who wins from the Grundy values, remoteness within the budget. */
export const galetteWorker: WorkerGame<GaletteTurn, GaletteTurn, Bite> = {
  create(start) {
    const game = galetteMatch(solver, { remoteness, remotenessBudget: REMOTENESS_BUDGET });
    return { game, position: { cake: start.cake, toMove: start.toMove } };
  },
  control: (match, report): SolveControl => ({
    onProgress: galetteProgress(match.position.cake, report),
  }),
  extra(match): GaletteExtra {
    const { cake } = match.position;
    if (match.result !== undefined) return { grundy: 0, options: [] };
    return { grundy: solver.grundy(cake), options: solver.options(cake) };
  },
};

/**
 * The values of empty cakes up to a size (rows ≤ columns: a cake and its transpose are worth the
 * same), smallest first; each value is reported as soon as it is known.
 */
export function emptyCakeTable(
  max: { rows: number; cols: number },
  report: Report<CakeValue>,
): CakeValue[] {
  const sizes = emptyCakeSizes(max.rows, max.cols, 2);
  const values: CakeValue[] = [];
  sizes.forEach(({ rows, cols }, i) => {
    const grundy = solver.grundy(createCake(rows, cols));
    const value = { rows, cols, grundy };
    values.push(value);
    report({ message: `${rows}×${cols} done`, fraction: (i + 1) / sizes.length }, value);
  });
  return values;
}
