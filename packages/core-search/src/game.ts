import type { SolveControl } from './control.js';

/** The result of a position for the player about to move. */
export type Outcome = 'win' | 'loss' | 'draw';

/**
 * A key that identifies a position in a transposition table. Integers are the fast path; bigint and
 * string keys let larger positions be stored too. Two positions with the same key must have the
 * same value.
 */
export type PositionKey = number | bigint | string;

/**
 * A finite two-player game of perfect information, described as data plus pure functions.
 * Solvers never mutate positions: `play` returns a new position.
 */
export interface GameRules<P, M> {
  /** A short name, for messages. */
  readonly name: string;
  /** The legal moves of the player to move. */
  moves(position: P): readonly M[];
  /** The position after a move. */
  play(position: P, move: M): P;
  /** A compact key for the transposition table. */
  key(position: P): PositionKey;
  /**
   * The outcome for the player to move when the game is over, or undefined when it goes on.
   * When omitted, or undefined for a position without moves, normal play applies: no legal move
   * is a loss.
   */
  terminal?(position: P): Outcome | undefined;
  /**
   * A symmetric representative of the position (same value); solvers key the table on
   * `key(canonical(p))`. Optional.
   */
  canonical?(position: P): P;
}

/**
 * An impartial game (both players have the same moves): its positions have Grundy values.
 * `components` may split a position into independent parts whose values combine by XOR.
 */
export interface ImpartialGame<P, M> extends GameRules<P, M> {
  /**
   * Independent parts of a position: a move in the whole is a move in exactly one part, and the
   * Grundy value of the whole is the XOR of the parts'. Return `[position]` (or omit the hook)
   * when the position does not split. An empty array means a position with no moves.
   */
  components?(position: P): readonly P[];
}

/** Counters reported by every solver. */
export interface SearchStats {
  /** Distinct positions whose value was computed. */
  positions: number;
  /** Lookups answered by the transposition table. */
  tableHits: number;
  /** Milliseconds since the solve began. */
  elapsedMs: number;
}

/** Options shared by every solver: the common {@link SolveControl} and the table's bound. */
export interface SearchOptions extends SolveControl {
  /** Positions between progress calls and cancellation checks (default 65,536). */
  progressInterval?: number;
  /**
   * The most positions the transposition table keeps; the oldest are forgotten beyond that
   * (default: unbounded, up to the memory budget). Results stay exact; only time grows when the
   * bound is small.
   */
  maxTableEntries?: number;
}
