import {
  bothControls,
  checkControl,
  DeadlineError,
  pastDeadline,
  quietControl,
  type SolveControl,
} from '@cgkit/core-search';
import { MasyuCell, createPuzzle, type MasyuPuzzle } from '../model.js';
import { countSolutions } from '../solver/index.js';
import { deduce } from '../deduce/engine.js';
import type { Level } from '../deduce/rule.js';
import type { SeededRandom } from '@cgkit/core-search';

export interface SparseOptions {
  readonly difficulty: Level;
  readonly random: SeededRandom;
  /** Checked throughout (no `onProgress`: it would hear the exact searches). */
  readonly control?: SolveControl | undefined;
  /**
   * A soft limit: past its deadline (on the control's clock), the removal stops and keeps the
   * pearls not tried yet, where the control's own deadline throws.
   */
  readonly limit?: SolveControl | undefined;
  /** Called before each pearl is tried: how many were tried, out of how many. */
  readonly onPearl?: ((tried: number, total: number) => void) | undefined;
}

/**
 * Removes pearls, in random order, for as long as deduction with the rules of `difficulty` still
 * finds the loop and needs exactly those rules: each puzzle along the way has a unique solution
 * (deduction finding the loop proves it) and the same difficulty. Published puzzles are about
 * this sparse; the generator's pearls, added wherever deduction was stuck, are about twice as
 * many. For `hard`, a removal is first checked with the exact solver, which is cheaper than a
 * proof by contradiction that fails.
 */
export function sparsen(puzzle: MasyuPuzzle, options: SparseOptions): MasyuPuzzle {
  const { rows, cols } = puzzle;
  const { difficulty, random } = options;
  const control = options.control ?? {};
  const limited =
    options.limit === undefined ? control : quietControl(bothControls(control, options.limit));
  const cells = puzzle.cells.slice();
  const pearls = random.shuffle(
    [...cells.keys()].filter((cell) => cells[cell] !== MasyuCell.empty),
  );
  for (const [tried, cell] of pearls.entries()) {
    checkControl(control);
    if (pastDeadline(limited)) break;
    options.onPearl?.(tried, pearls.length);
    const kind = cells[cell]!;
    cells[cell] = MasyuCell.empty;
    const fewer = createPuzzle(rows, cols, cells);
    let keeps: boolean;
    try {
      keeps =
        (difficulty !== 'hard' || countSolutions(fewer, 2, limited).count === 1) &&
        deduce(fewer, { record: false, level: difficulty, ...limited }).difficulty === difficulty;
    } catch (error) {
      // The limit passed during the trial: the pearl stays, and so do those not tried.
      if (!(error instanceof DeadlineError) || pastDeadline(control)) throw error;
      cells[cell] = kind;
      break;
    }
    if (!keeps) cells[cell] = kind;
  }
  return createPuzzle(rows, cols, cells);
}
