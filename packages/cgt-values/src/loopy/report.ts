import type { SolveControl } from '@cgkit/core-search';
import { withControl } from '../control.js';
import {
  isStopper,
  loopyCompare,
  loopyOutcome,
  outcomeLabel,
  reachable,
  type LoopyGame,
  type LoopyRelation,
  type LoopyResult,
} from './graph.js';
import { loopySimplify } from './simplify.js';
import { formatLoopy } from './notation.js';
import { formatStop, loopyDegree, loopyStops, loopyVariety, LoopyVarietyError } from './values.js';
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
  /** The onside and offside: a stopper's simplest form, else its sides (see `loopySides`). */
  readonly onside: string | null;
  readonly offside: string | null;
  /** Whether both sides are stoppers. */
  readonly stopperSided: boolean;
  /** A stopper's Left and Right stops (numbers, `on`, `off`), else null. */
  readonly leftStop: string | null;
  readonly rightStop: string | null;
  /** A stopper's degree of loopiness (the onside of G − G), else null (and beyond `MAX_VARIETY_POSITIONS`). */
  readonly degree: string | null;
  /** A stopper's variety, or why it has none (`no variety: …`); null as the degree. */
  readonly variety: string | null;
  /** How the game compares with the game asked for, if one was. */
  readonly compare?: LoopyRelation;
}

/** Stoppers of more positions than this get no degree nor variety in the analysis. */
export const MAX_VARIETY_POSITIONS = 40;

/**
 * A loopy game's outcome with draws, whether it is a stopper, its simplest form or its sides, a
 * stopper's stops, degree and variety, and
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
    const simplified = stopper ? loopySimplify(game) : undefined;
    const simplest = simplified === undefined ? null : formatLoopy(simplified);
    const sides = stopper ? undefined : loopySides(game);
    // The stops of the simplest form, which is not simplified again at length.
    const stops = simplified === undefined ? undefined : loopyStops(simplified);
    // Degree and variety value sums of the game with itself: for small games only.
    const small = stopper && reachable(game).left.length <= MAX_VARIETY_POSITIONS;
    let variety: string | null = null;
    if (small) {
      try {
        variety = formatLoopy(loopyVariety(game));
      } catch (error) {
        if (!(error instanceof LoopyVarietyError)) throw error;
        variety = `no variety: ${error.message}`;
      }
    }
    return {
      outcome: outcomeLabel(outcome),
      leftFirst: outcome.leftFirst,
      rightFirst: outcome.rightFirst,
      stopper,
      simplest,
      onside: simplest ?? (sides === undefined ? null : formatLoopy(sides.onside)),
      offside: simplest ?? (sides === undefined ? null : formatLoopy(sides.offside)),
      stopperSided: sides?.stopperSided ?? true,
      leftStop: stops === undefined ? null : formatStop(stops.left),
      rightStop: stops === undefined ? null : formatStop(stops.right),
      degree: small ? formatLoopy(loopyDegree(game)) : null,
      variety,
      ...(other === undefined ? {} : { compare: loopyCompare(game, other) }),
    };
  });
}
