import type { Progress } from './control.js';
import type { GameRules } from './game.js';
import { Solver } from './solver.js';

/**
 * Ends a call of a {@link RemotenessSearch} early, as when its budget of positions runs out:
 * thrown by the search itself, or by a game whose own work (an oracle it consults for its moves)
 * has spent the call's budget.
 */
export class SearchBudgetSpent extends Error {
  override readonly name = 'SearchBudgetSpent';

  constructor() {
    super('the search spent its budget');
  }
}

/** Positions between the solver's budget checks and progress reports. */
const CHECK_INTERVAL = 1024;

/**
 * Remoteness (moves to the end with perfect play) and the best move of positions of a game, each
 * call within a budget of new positions. Games valued by Grundy numbers split into parts, but
 * remoteness is a property of the whole game, so its search may be far too large for the
 * moment's patience: a call that runs out of budget answers null (or undefined) and the positions
 * it did solve stay in the table for the next call.
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
          if (over()) throw new SearchBudgetSpent();
        },
      },
    });
  }

  /**
   * The remoteness of each position of a game played (in order), or null where it was not found
   * within `budget` new positions. The last position is solved first: each earlier one contains
   * it, so it is the cheapest, and once the budget runs out the earlier ones are out of reach.
   * Progress counts the positions of this call's budget spent.
   */
  remoteness(
    positions: readonly P[],
    budget: number,
    onProgress?: (progress: Progress) => void,
  ): (number | null)[] {
    const found: (number | null)[] = positions.map(() => null);
    this.within(budget, onProgress, () => {
      for (let i = positions.length - 1; i >= 0; i--) {
        found[i] = this.solver.solve(positions[i]!).remoteness;
      }
    });
    return found;
  }

  /**
   * The move perfect play makes, hurrying to a win and holding out in a loss (the fastest win,
   * else the slowest loss); null when the game is over, undefined when the search ran out of
   * `budget` new positions.
   */
  bestMove(
    position: P,
    budget: number,
    onProgress?: (progress: Progress) => void,
  ): M | null | undefined {
    let move: M | null | undefined;
    this.within(budget, onProgress, () => {
      move = this.solver.bestMove(position) ?? null;
    });
    return move;
  }

  private within(
    budget: number,
    onProgress: ((progress: Progress) => void) | undefined,
    search: () => void,
  ): void {
    const start = this.solver.stats.positions;
    this.searched = start;
    this.stopAt = start + budget;
    this.report = (searched) =>
      onProgress?.({ done: Math.min(budget, searched - start), total: budget, phase: 'positions' });
    try {
      search();
    } catch (error) {
      if (!(error instanceof SearchBudgetSpent)) throw error;
    } finally {
      this.report = undefined;
    }
  }
}
