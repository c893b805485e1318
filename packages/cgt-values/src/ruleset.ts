import { add, game, ZERO, type Game } from './game.js';

/**
 * A partizan game given by its rules: the options of each player from a position, and a key under
 * which equal positions share one entry of the transposition table.
 */
export interface PartizanRuleset<P> {
  readonly name: string;
  leftOptions(position: P): Iterable<P>;
  rightOptions(position: P): Iterable<P>;
  /** Positions with equal keys must have equal values (a symmetric normal form is welcome). */
  key(position: P): string | number | bigint;
  /**
   * Optional: independent parts whose sum is the position (a single part may be a simplified
   * copy of it). Without it the position is solved whole.
   */
  components?(position: P): readonly P[];
}

export interface SolverOptions {
  /** Called now and then with the number of positions stored so far. */
  readonly progress?: (positions: number) => void;
  /** Stops a long computation: it then throws the signal's reason. */
  readonly signal?: AbortSignalLike;
}

/** What the solver needs of an `AbortSignal` (so this package needs no DOM or Node types). */
export interface AbortSignalLike {
  throwIfAborted(): void;
}

/**
 * Computes canonical forms of a ruleset's positions. The transposition table lives as long as the
 * solver, so positions reached again, in this call or a later one, cost one lookup.
 */
export class PartizanSolver<P> {
  private readonly table = new Map<string | number | bigint, Game>();

  constructor(
    readonly ruleset: PartizanRuleset<P>,
    private readonly options: SolverOptions = {},
  ) {}

  /** The number of positions stored in the transposition table. */
  get tableSize(): number {
    return this.table.size;
  }

  /** The canonical form of a position. Recursion depth is bounded by the length of play. */
  canonicalForm(position: P): Game {
    const key = this.ruleset.key(position);
    let g = this.table.get(key);
    if (g === undefined) {
      const parts = this.ruleset.components?.(position) ?? [position];
      g =
        parts.length === 1
          ? this.whole(parts[0]!, parts[0] === position ? key : this.ruleset.key(parts[0]!))
          : parts.reduce((total, part) => add(total, this.canonicalForm(part)), ZERO);
      this.table.set(key, g);
    }
    return g;
  }

  private whole(position: P, key: string | number | bigint): Game {
    let g = this.table.get(key);
    if (g === undefined) {
      if (this.table.size % 4096 === 0) {
        this.options.signal?.throwIfAborted();
        this.options.progress?.(this.table.size);
      }
      const left = [...this.ruleset.leftOptions(position)].map((p) => this.canonicalForm(p));
      const right = [...this.ruleset.rightOptions(position)].map((p) => this.canonicalForm(p));
      g = game(left, right);
      this.table.set(key, g);
    }
    return g;
  }
}
