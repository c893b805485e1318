/**
 * What players and referees ask of a game of Galette toxique: the cakes of a game replayed, the
 * value of every bite, perfect play's bite (the fastest win, or the slowest loss), and whose turn
 * it is in a game file.
 */
import {
  RemotenessSearch,
  SearchBudgetSpent,
  checkControl,
  pastDeadline,
  withKnownWinners,
  withSearchedRemoteness,
  type MatchGame,
  type MatchGuess,
  type MatchMoveValue,
  type MatchRules,
  type Progress,
  type SolveControl,
} from '@cgkit/core-search';
import { galetteGame } from './game.js';
import { Portion, type Bite, type Cake } from './model.js';
import { lostByMirror, symmetryMakingBites, valueBySymmetry } from './mirror.js';
import { eat, isLegalBite, legalBites, uneatenIn } from './rules.js';
import type { GaletteSolver } from './solver/index.js';

/**
 * The cakes of a game: the start, then the cake after each bite. Throws a RangeError naming the
 * first bite that cannot be taken (bites, rows and columns counted from 1).
 */
export function replayBites(start: Cake, bites: readonly Bite[]): Cake[] {
  const cakes = [start];
  bites.forEach((bite, i) => {
    const cake = cakes[i]!;
    if (!isLegalBite(cake, bite)) {
      throw new RangeError(
        `bite ${i + 1} (row ${bite.row + 1}, column ${bite.col + 1}) cannot be taken: a bite is a 2×2 square inside the cake that eats an uneaten portion and no poison`,
      );
    }
    cakes.push(eat(cake, bite));
  });
  return cakes;
}

/**
 * Remoteness (bites left with perfect play) and perfect play's bite, by a search that knows who
 * wins every cake from the solver's Grundy values, so it follows only the winning bites of won
 * cakes. Remoteness does not split over a cake's parts as Grundy values do, so the search is of
 * whole cakes and each call has a budget of positions; what a call solved stays for the next.
 */
export class GaletteRemoteness {
  private readonly search: RemotenessSearch<Cake, Bite>;
  /** The solver's count of parts searched past which the current call has spent its budget. */
  private partsLimit = Number.POSITIVE_INFINITY;
  /** The current call's control. */
  private control: SolveControl = {};

  /** `maxTableEntries`: how many cakes the remoteness table keeps (results stay exact). */
  constructor(
    private readonly solver: GaletteSolver,
    maxTableEntries = 150_000,
  ) {
    // The Grundy values may need a long search of their own (a large cake whose parts are not
    // known yet): the parts it searches count against the call's budget too.
    const spent = (): boolean => solver.stats.positions > this.partsLimit;
    // The call's own control is heard there too: a Grundy search may run long between the
    // remoteness search's reports.
    const cancelled = (): boolean => this.control.signal?.aborted === true;
    const limit: SolveControl = {
      signal: {
        get aborted() {
          return spent() || cancelled();
        },
        throwIfAborted: () => {
          if (spent()) throw new SearchBudgetSpent();
          checkControl(this.control);
        },
      },
    };
    // A lost cake (value 0) has no winning bite: its value, a few table look-ups, says so.
    const winningBites = (cake: Cake): Bite[] =>
      solver.grundy(cake, limit) === 0 ? [] : solver.analyze(cake, limit).winningBites.slice();
    this.search = new RemotenessSearch(
      withKnownWinners(galetteGame, winningBites),
      maxTableEntries,
    );
  }

  /**
   * The remoteness of each cake of a game, null where `budget` positions did not suffice (cakes
   * searched for remoteness, and parts searched for Grundy values).
   */
  remoteness(
    cakes: readonly Cake[],
    budget: number,
    onProgress?: (progress: Progress) => void,
    control: SolveControl = {},
  ): (number | null)[] {
    return this.within(budget, () => this.search.remoteness(cakes, budget, onProgress), control);
  }

  /**
   * Perfect play's bite: the fastest win, else the slowest loss; null when no bite is left,
   * undefined when the search ran out of `budget` positions.
   */
  bestBite(
    cake: Cake,
    budget: number,
    onProgress?: (progress: Progress) => void,
  ): Bite | null | undefined {
    return this.within(budget, () => this.search.bestMove(cake, budget, onProgress));
  }

  private within<T>(budget: number, search: () => T, control: SolveControl = {}): T {
    this.partsLimit = this.solver.stats.positions + budget;
    this.control = control;
    try {
      return search();
    } finally {
      this.partsLimit = Number.POSITIVE_INFINITY;
      this.control = {};
    }
  }
}

/** A game file's position: the cake and the player to move (players 1 and 2, as GT.txt). */
export interface GaletteTurn {
  readonly cake: Cake;
  readonly toMove: 1 | 2;
}

/**
 * Where a game stands for one of its players: `won` when the other is to move and has no bite,
 * `lost` when this player is to move and has none, `to-play` when this player has a bite to take,
 * `waiting` while the other player has.
 */
export type TurnStatus = 'won' | 'lost' | 'to-play' | 'waiting';

/** Where the game stands for `player`. */
export function turnStatus(turn: GaletteTurn, player: 1 | 2): TurnStatus {
  const over = legalBites(turn.cake).length === 0;
  if (turn.toMove === player) return over ? 'lost' : 'to-play';
  return over ? 'won' : 'waiting';
}

/** The game after the player to move takes a bite (a RangeError when it is not legal). */
export function takeBite(turn: GaletteTurn, bite: Bite): GaletteTurn {
  return { cake: eat(turn.cake, bite), toMove: turn.toMove === 1 ? 2 : 1 };
}

/** What {@link galetteMatch} may spend on remoteness. */
export interface GaletteMatchOptions {
  /** The remoteness search to use (default: a new one on the solver). */
  readonly remoteness?: GaletteRemoteness;
  /**
   * Positions the remoteness search may visit each time the bites of a cake are valued (default
   * 50,000; 0: no remoteness, only who wins).
   */
  readonly remotenessBudget?: number;
}

/**
 * Galette's rules for a core-search `Match`, without values (no solver): to replay a game and
 * list its bites, e.g. in a view whose values come from a worker (`unvaluedMatchGame`).
 */
export function galetteMatchRules(): MatchRules<GaletteTurn, Bite> {
  return {
    name: 'galette',
    moves: (turn) => legalBites(turn.cake),
    play: takeBite,
    toMove: (turn) => (turn.toMove === 1 ? 0 : 1),
    sameMove: (a, b) => a.row === b.row && a.col === b.col,
    describeMove: (_, bite) => `the bite at row ${bite.row + 1}, column ${bite.col + 1}`,
  };
}

/**
 * Galette toxique for a core-search `Match`, positions being a game file's turns (the player to
 * move is 1 or 2 there, 0 or 1 in the match): who wins each bite from the solver's Grundy
 * values, and its remoteness where the search finds it within the budget. Between losing bites
 * leaving equally few winning replies, the one eating the fewest portions goes first
 * (`lossLength`: the longest game). With `partial`, the bites are valued one by one and those
 * not valued by the deadline are `'unknown'` (`GaletteSolver.optionsInTime`).
 */
export function galetteMatch(
  solver: GaletteSolver,
  options: GaletteMatchOptions = {},
): MatchGame<GaletteTurn, Bite> {
  const budget = options.remotenessBudget ?? 50_000;
  let search = options.remoteness;
  return {
    ...galetteMatchRules(),
    lossLength: (turn, bite) => -uneatenIn(turn.cake, bite),
    guess: ({ cake }, bites, control) => galetteGuess(solver, cake, bites, control),
    values({ cake }, control): MatchMoveValue<Bite>[] {
      const options =
        control.partial === true
          ? solver.optionsInTime(cake, control)
          : solver.options(cake, control);
      const values = options.map(({ bite, grundy }) => ({
        move: bite,
        outcome:
          grundy === undefined
            ? ('unknown' as const)
            : grundy === 0
              ? ('win' as const)
              : ('loss' as const),
      }));
      if (control.remoteness === false || budget === 0) return values;
      search ??= new GaletteRemoteness(solver);
      return withSearchedRemoteness(values, (bite) => eat(cake, bite), search, budget, control);
    },
  };
}

/**
 * Parts of at most this many uneaten portions are valued by the solver in a guess (a few
 * milliseconds at most); two-portion strips always are (a formula, no search).
 */
export const GUESS_SMALL_PART = 24;

/** What {@link galetteGuess} may value by search. */
export interface GaletteGuessOptions {
  /** The largest part valued by the solver (default {@link GUESS_SMALL_PART} portions). */
  readonly smallPart?: number | undefined;
}

/**
 * The computer's bite among `bites` when their values were not found in time (`galetteMatch`'s
 * `guess`), without searching the large parts. A bite proven to win goes first: one leaving a
 * cake whose value is 0 by symmetry (congruent parts cancel in pairs, a part whose mirror image
 * answers every bite is lost for the player to move, see `valueBySymmetry`), with the solver's
 * values of small parts. Else a guess: the bite leaving the opponent the fewest replies that
 * make such a cake (looked for among the bites that make a part mirror-symmetric), then the one
 * nearest the centre, then the one eating the fewest portions, then the first (measured on
 * small cakes, see the README).
 *
 * Bites are looked at nearest the centre first, in three rounds, so that a deadline cuts the
 * least useful work. Two always run whole, however late (the match's values may overrun their
 * share of the budget): whole cakes answered by a mirror (a pass over the cake per bite, most
 * stopping at its first portion) and the first bite of the guess. The rest of the guess stops
 * at the deadline (or at the first bite leaving no such reply), and so do the parts of each cake
 * left; a part's value not found by then is not known.
 */
export function galetteGuess(
  solver: GaletteSolver,
  cake: Cake,
  bites: readonly Bite[],
  control: SolveControl,
  options: GaletteGuessOptions = {},
): MatchGuess<Bite> | undefined {
  const smallPart = options.smallPart ?? GUESS_SMALL_PART;
  const late = (): boolean => {
    control.signal?.throwIfAborted();
    return pastDeadline(control);
  };
  const valueOf = (part: Cake): number | undefined => {
    if ((uneatenCount(part) > smallPart && solver.needsSearch(part)) || late()) return undefined;
    try {
      return solver.grundy(part, control);
    } catch (error) {
      const spent = error instanceof Error && error.name === 'DeadlineError';
      if (!spent || control.signal?.aborted === true) throw error;
      return undefined;
    }
  };
  // Nearest the centre (the mirror answers' pivot) first, then the fewest portions eaten.
  const candidates = bites
    .map((bite) => ({
      bite,
      off: Math.abs(2 * bite.row + 2 - cake.rows) + Math.abs(2 * bite.col + 2 - cake.cols),
      eaten: uneatenIn(cake, bite),
    }))
    .sort((a, b) => a.off - b.off || a.eaten - b.eaten);
  const proven = (bite: Bite, bySymmetry: boolean): MatchGuess<Bite> => ({
    move: bite,
    proven: true,
    why: bySymmetry
      ? 'a win by symmetry: every bite after it can be answered by its mirror image'
      : 'a win: the parts it leaves cancel out (congruent or mirror-symmetric parts, and the values of the small ones)',
  });
  for (const { bite } of candidates) {
    control.signal?.throwIfAborted();
    if (lostByMirror(eat(cake, bite))) return proven(bite, true);
  }
  let best: { bite: Bite; replies: number } | undefined;
  let looked = 0;
  for (const { bite } of candidates) {
    if (best !== undefined && late()) break;
    looked++;
    const after = eat(cake, bite);
    const replies = symmetryMakingBites(after).filter(
      (reply) => valueBySymmetry(eat(after, reply), valueOf)?.grundy === 0,
    ).length;
    if (best === undefined || replies < best.replies) best = { bite, replies };
    if (replies === 0) break;
  }
  for (const { bite } of candidates) {
    if (late()) break;
    const value = valueBySymmetry(eat(cake, bite), valueOf);
    if (value?.grundy === 0) return proven(bite, value.bySymmetry);
  }
  if (best === undefined) return undefined;
  return {
    move: best.bite,
    proven: false,
    why:
      best.replies === 0
        ? 'the bite nearest the centre among those leaving the opponent no reply proven to win by symmetry'
        : `the bite nearest the centre among ${looked === candidates.length ? 'those' : `the ${looked} looked at in time`} leaving the opponent the fewest replies proven to win by symmetry: ${best.replies}`,
  };
}

function uneatenCount(cake: Cake): number {
  let count = 0;
  for (const cell of cake.cells) if (cell === Portion.uneaten) count++;
  return count;
}
