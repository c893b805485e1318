import { Solver, type GameRules } from '@cgkit/core-search';
import type { Report } from '../protocol.js';

/** The remoteness of every position of a game so far, null where the search ran out of budget. */
export interface RemotenessReport {
  readonly remoteness: readonly (number | null)[];
  /** The most positions the search could visit. */
  readonly budget: number;
}

/** Thrown inside the solver when a call has searched its budget of positions. */
class OverBudget extends Error {}

/** Positions between the solver's budget checks and progress reports. */
const CHECK_INTERVAL = 1024;

/**
 * Remoteness (moves to the end with perfect play) of positions of a game, by the generic solver
 * of `@cgkit/core-search` on the game's package-defined `Game`. Games valued by Grundy numbers
 * split into parts, but remoteness is a property of the whole game, so the search cannot use that
 * and may be far too large: each call stops after a budget of new positions.
 */
export class RemotenessSearch<P, M> {
  private readonly solver: Solver<P, M>;
  /** Positions searched in the solver's life, as of its last report. */
  private searched = 0;
  private stopAt = Number.POSITIVE_INFINITY;
  private report: ((searched: number) => void) | undefined;

  constructor(game: GameRules<P, M>, maxTableEntries: number) {
    const over = (): boolean => this.searched >= this.stopAt;
    this.solver = new Solver(game, {
      maxTableEntries,
      progressInterval: CHECK_INTERVAL,
      onProgress: ({ done }) => {
        this.searched = done;
        this.report?.(done);
      },
      // The solver's only way out of a search is its signal: this one ends the call's budget.
      signal: {
        get aborted() {
          return over();
        },
        throwIfAborted() {
          if (over()) throw new OverBudget();
        },
      },
    });
  }

  /**
   * The remoteness of each position of a game played (in order), or null where it was not found
   * within `budget` new positions. The last position is solved first: each earlier one contains
   * it, so it is the cheapest, and once the budget runs out the earlier ones are out of reach.
   */
  remoteness(positions: readonly P[], budget: number, report: Report<never>): RemotenessReport {
    const found: (number | null)[] = positions.map(() => null);
    this.within(budget, report, () => {
      for (let i = positions.length - 1; i >= 0; i--) {
        found[i] = this.solver.solve(positions[i]!).remoteness;
      }
    });
    return { remoteness: found, budget };
  }

  /**
   * The move perfect play makes, hurrying to a win and holding out in a loss (the fastest win,
   * else the slowest loss); null when the game is over, undefined when the search ran out of
   * `budget` new positions.
   */
  bestMove(position: P, budget: number, report: Report<never>): M | null | undefined {
    let move: M | null | undefined;
    this.within(budget, report, () => {
      move = this.solver.bestMove(position) ?? null;
    });
    return move;
  }

  /** Runs a search with a budget of new positions, reporting how much of it is spent. */
  private within(budget: number, report: Report<never>, search: () => void): void {
    const start = this.solver.stats.positions;
    this.searched = start;
    this.stopAt = start + budget;
    this.report = (searched) =>
      report({
        message: `Remoteness: ${(searched - start).toLocaleString('en')} of at most ${budget.toLocaleString('en')} positions searched`,
        fraction: Math.min(1, (searched - start) / budget),
      });
    try {
      search();
    } catch (error) {
      if (!(error instanceof OverBudget)) throw error;
    } finally {
      this.report = undefined;
    }
  }
}
