import {
  GaletteRemoteness,
  GaletteSolver,
  createCake,
  emptyCakeSizes,
  replayBites,
  valueHistory,
  type Bite,
  type BiteOption,
  type Cake,
} from '@cgkit/galette';
import type { Progress } from '@cgkit/core-search';
import type { Report } from '../protocol.js';
import { count } from '../../shell/words.js';
import { remotenessProgress, type RemotenessReport } from './remoteness.js';

/** A game of Galette toxique so far: the cake it started from and the bites taken. */
export interface GaletteGame {
  readonly start: Cake;
  readonly bites: readonly Bite[];
}

export interface GaletteAnalysis {
  /** The Grundy value of every cake of the game so far, the last one being the current cake. */
  readonly history: readonly number[];
  /** Every legal bite of the current cake with the value of the cake it leaves. */
  readonly options: readonly BiteOption[];
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
 * Shows a Grundy solve as the page's progress, from the latest report of each phase: the bites
 * of the cake (or part) searched whose value is settled, a true fraction of the work for the bar
 * though not of the time (the first bites search most of the parts, later ones find them in the
 * table), and the parts searched.
 */
function progressOf(report: Report<never>): (progress: Progress) => void {
  let parts = 0;
  let bites: Progress | undefined;
  return (progress) => {
    if (progress.phase === 'bites') bites = progress;
    else parts = progress.done;
    const searched = `${count(parts, 'part')} searched`;
    if (bites === undefined) {
      report({ message: `Solving: ${searched}` });
      return;
    }
    const { done, total = done } = bites;
    // The first count of parts comes a few thousand parts into the search.
    const also = parts > 0 ? `, ${searched}` : '';
    report({
      message: `Solving: ${done.toLocaleString('en')} of ${count(total, 'possible bite')} settled (the first ones take the longest)${also}`,
      fraction: total === 0 ? 1 : done / total,
    });
  };
}

export function analyzeGalette(game: GaletteGame, report: Report<never>): GaletteAnalysis {
  const { values, options } = valueHistory(solver, game.start, game.bites, {
    onProgress: progressOf(report),
  });
  return { history: values, options };
}

/**
 * Remoteness searches may visit this many positions: a few seconds. Knowing who wins each cake,
 * the search follows only winning bites, and values a 6×6 cake (about 50,000 positions) or a
 * 5×7 one (about 65,000), not a 6×7 one (about 940,000).
 */
const REMOTENESS_BUDGET = 80_000;
// The table keeps a few searches' worth of cakes, whose keys are long strings.
const REMOTENESS_TABLE_ENTRIES = 300_000;
let remoteness: GaletteRemoteness | undefined;

/** The remoteness of every cake of the game so far, within the search budget. */
export function galetteRemoteness(game: GaletteGame, report: Report<never>): RemotenessReport {
  remoteness ??= new GaletteRemoteness(solver, REMOTENESS_TABLE_ENTRIES);
  const cakes = replayBites(game.start, game.bites);
  return {
    remoteness: remoteness.remoteness(cakes, REMOTENESS_BUDGET, remotenessProgress(report)),
    budget: REMOTENESS_BUDGET,
  };
}

/**
 * The bite perfect play takes, or null when no bite is left: the fastest win or the slowest loss
 * when the remoteness search finishes within its budget (cakes up to about 6×6); otherwise the
 * package's choice from the Grundy values (a winning bite, exact but not always the fastest).
 */
export function chooseGaletteBite(cake: Cake, report: Report<never>): Bite | null {
  remoteness ??= new GaletteRemoteness(solver, REMOTENESS_TABLE_ENTRIES);
  const best = remoteness.bestBite(cake, REMOTENESS_BUDGET, remotenessProgress(report));
  if (best !== undefined) return best;
  return solver.chooseBite(cake, { onProgress: progressOf(report) }) ?? null;
}

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
