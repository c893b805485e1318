import type { SolveControl } from '@cgkit/core-search';
import { withControl } from '../control.js';
import {
  isStopper,
  loopyCompare,
  loopyOutcome,
  loopySimplify,
  outcomeLabel,
  type LoopyGame,
  type LoopyRelation,
  type LoopyResult,
} from './graph.js';
import { formatLoopy } from './notation.js';
import { loopySides } from './sides.js';

/** What {@link analyzeLoopy} says of a loopy game, forms written in CGSuite's notation. */
export interface LoopyAnalysis {
  /** `L`, `R`, `N`, `P`, `D` or a pair such as `L/D` (who wins with Left first / Right first). */
  readonly outcome: string;
  readonly leftFirst: LoopyResult;
  readonly rightFirst: LoopyResult;
  /** Whether play with the players taking turns always ends. */
  readonly stopper: boolean;
  /** A stopper's simplest form, else null. */
  readonly simplest: string | null;
  /** The onside and offside: a stopper's simplest form, else its sides when sidling finds them. */
  readonly onside: string | null;
  readonly offside: string | null;
  /** How the game compares with the game asked for, if one was. */
  readonly compare?: LoopyRelation;
}

/**
 * A loopy game's outcome with draws, whether it is a stopper, its simplest form or its sides, and
 * how it compares with `other` when given: what the CLI's `cgt loopy` and the web app's Values
 * page report.
 */
export function analyzeLoopy(
  game: LoopyGame,
  control?: SolveControl,
  other?: LoopyGame,
): LoopyAnalysis {
  return withControl(control, () => {
    const outcome = loopyOutcome(game);
    const stopper = isStopper(game);
    const simplest = stopper ? formatLoopy(loopySimplify(game)) : null;
    const sides = stopper ? undefined : loopySides(game);
    return {
      outcome: outcomeLabel(outcome),
      leftFirst: outcome.leftFirst,
      rightFirst: outcome.rightFirst,
      stopper,
      simplest,
      onside: simplest ?? (sides === undefined ? null : formatLoopy(sides.onside)),
      offside: simplest ?? (sides === undefined ? null : formatLoopy(sides.offside)),
      ...(other === undefined ? {} : { compare: loopyCompare(game, other) }),
    };
  });
}
