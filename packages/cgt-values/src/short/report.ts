import type { SolveControl } from '@cgkit/core-search';
import { withControl } from '../control.js';
import { InputLimitError } from '../input-limit.js';
import { birthday } from './arithmetic.js';
import { atomicWeightIfDefined } from './atomic-weight.js';
import { formatGame } from './notation.js';
import { incentives, reducedCanonicalForm } from './operations.js';
import { leftStop, outcome, rightStop, type OutcomeClass } from './order.js';
import type { Game } from './store.js';
import { thermograph } from './thermograph.js';

/** What {@link describeValue} says of a game, every value written in the notation. */
export interface ValueDescription {
  /** The canonical form. */
  readonly canonical: string;
  readonly outcome: OutcomeClass;
  readonly isNumber: boolean;
  readonly isNimber: boolean;
  readonly leftStop: string;
  readonly rightStop: string;
  readonly mean: string;
  readonly temperature: string;
  readonly birthday: number;
  /** Null where the game has none (a game that is not atomic). */
  readonly atomicWeight: string | null;
}

/** What {@link describeGame} says of a game: its value, incentives and reduced form. */
export interface GameDescription extends ValueDescription {
  /** The first {@link MAX_DESCRIBED_INCENTIVES} incentives, best for the mover first. */
  readonly incentives: readonly string[];
  /** How many incentives there are; null when the game has too many options to list. */
  readonly incentivesCount: number | null;
  /** The reduced canonical form (infinitesimals forgotten). */
  readonly reducedCanonicalForm: string;
}

/** At most this many incentives are written out by {@link describeGame}. */
export const MAX_DESCRIBED_INCENTIVES = 100;

/**
 * A game's value, outcome, stops, mean, temperature, birthday and atomic weight, for a report
 * (the CLI's `--json`, the web app's Values page).
 */
export function describeValue(g: Game, control?: SolveControl): ValueDescription {
  return withControl(control, () => {
    const t = thermograph(g);
    const weight = atomicWeightIfDefined(g);
    return {
      canonical: formatGame(g),
      outcome: outcome(g),
      isNumber: g.isNumber,
      isNimber: g.isNimber,
      leftStop: leftStop(g).toString(),
      rightStop: rightStop(g).toString(),
      mean: t.mean.toString(),
      temperature: t.temperature.toString(),
      birthday: birthday(g),
      atomicWeight: weight === undefined ? null : formatGame(weight),
    };
  });
}

/**
 * {@link describeValue} with the incentives (at most {@link MAX_DESCRIBED_INCENTIVES}, and none
 * where the options are too many to list, as `*65537`'s) and the reduced canonical form: a long
 * list is cut, so that it never costs the rest of the answer.
 */
export function describeGame(g: Game, control?: SolveControl): GameDescription {
  return withControl(control, () => {
    let all: Game[] | undefined;
    try {
      all = incentives(g);
    } catch (error) {
      if (!(error instanceof InputLimitError)) throw error;
    }
    return {
      ...describeValue(g),
      incentives: (all ?? []).slice(0, MAX_DESCRIBED_INCENTIVES).map((i) => formatGame(i)),
      incentivesCount: all?.length ?? null,
      reducedCanonicalForm: formatGame(reducedCanonicalForm(g)),
    };
  });
}

/** A game's canonical form as a one-line title (of a drawing): cut to 60 characters. */
export function gameTitle(g: Game, control?: SolveControl): string {
  const text = formatGame(g, control);
  return text.length <= 60 ? text : `${text.slice(0, 57)}...`;
}
