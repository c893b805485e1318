/**
 * A match: one game played move by move between two players, with undo and redo, the legal
 * moves valued, and the computer's move by a named policy. Every game plugs in through a
 * {@link MatchGame} adapter; the apps only read moves, format and draw.
 */
import { checkControl, type Progress, type SolveControl } from './control.js';
import type { GameRules, Outcome } from './game.js';
import { SeededRandom } from './random.js';
import { Solver } from './solver.js';

/** A player: 0 moves first unless the match starts otherwise. */
export type MatchPlayer = 0 | 1;

/** How the computer chooses its move. */
export type MatchPolicy = 'perfect' | 'random' | 'learner';

/** Every policy, for option parsers. */
export const MATCH_POLICIES: readonly MatchPolicy[] = ['perfect', 'random', 'learner'];

/** The chance that the learner policy plays the perfect move (else a uniformly random one). */
export const LEARNER_PERFECT_CHANCE = 0.5;

/** A legal move with its value for the player making it. */
export interface MatchMoveValue<M> {
  readonly move: M;
  /** What the move leads to for its mover; 'unknown' when it is out of the adapter's reach. */
  readonly outcome: Outcome | 'unknown';
  /** Moves to the end after making it, counting the move itself; undefined when not known. */
  readonly remoteness?: number | undefined;
}

/** What a {@link MatchGame} is asked to compute: the control, and whether remoteness is needed. */
export interface MatchValueOptions extends SolveControl {
  /**
   * False when only who wins matters (the computer counts an opponent's winning replies): the
   * adapter may then skip its remoteness search. Default true.
   */
  readonly remoteness?: boolean | undefined;
}

/** How a game plays in a {@link Match}: its rules, its values and how its moves read. */
export interface MatchGame<P, M> extends Pick<GameRules<P, M>, 'name' | 'moves' | 'play'> {
  /**
   * The outcome for the player to move when the game is over, or undefined while it goes on. By
   * default a position without legal moves is lost for the player to move.
   */
  terminal?(position: P): Outcome | undefined;
  /** The player to move, when positions know it; by default players alternate. */
  toMove?(position: P): MatchPlayer;
  /** Whether two moves are the same move (how a move given by a player is found legal). */
  sameMove(a: M, b: M): boolean;
  /** A move in words, for messages: "take 2 from heap 1". */
  describeMove(position: P, move: M): string;
  /** Every legal move of a position with its value for its mover, in the order of `moves`. */
  values(position: P, options: MatchValueOptions): readonly MatchMoveValue<M>[];
  /**
   * How many winning replies the opponent has after a move: optional, for games that count
   * them faster than by valuing every reply (by default, the wins among `values` of the
   * position after the move).
   */
  winningReplies?(position: P, move: M, control: SolveControl): number;
}

/** How a match ends: the winner, or null for a draw. */
export interface MatchResult {
  readonly winner: MatchPlayer | null;
}

/** How a match starts, when its positions do not say it all. */
export interface MatchStartOptions {
  /** The player to move at the start, when the game's positions do not say (default 0). */
  readonly toMove?: MatchPlayer;
}

/** What a computer move may use: its random numbers and the control of its computations. */
export interface ComputerMoveOptions {
  /** The generator of the random and learner policies (default: seeded from `Math.random`). */
  readonly random?: SeededRandom | undefined;
  /** The control of the computations behind the move (values, replies). */
  readonly control?: SolveControl | undefined;
}

/** One position of the line played, with its values once they were asked for. */
interface Step<P, M> {
  readonly position: P;
  /** The move that led here (none for the start). */
  readonly move?: M;
  values?: readonly MatchMoveValue<M>[];
}

/** A game in progress between two players. */
export class Match<P, M> {
  /** The line played, including undone moves that may be redone. */
  private readonly line: Step<P, M>[];
  /** Index in `line` of the current position. */
  private at = 0;

  private constructor(
    readonly game: MatchGame<P, M>,
    start: P,
    private readonly firstToMove: MatchPlayer,
  ) {
    this.line = [{ position: start }];
  }

  /** A match from a position. */
  static start<P, M>(
    game: MatchGame<P, M>,
    position: P,
    options: MatchStartOptions = {},
  ): Match<P, M> {
    return new Match(game, position, options.toMove ?? 0);
  }

  /**
   * A match from a position after the moves given, or the first move that cannot be played with
   * its reason: `{ error: 'move 3: …' }`, moves counted from 1.
   */
  static replay<P, M>(
    game: MatchGame<P, M>,
    position: P,
    moves: readonly M[],
    options: MatchStartOptions = {},
  ): Match<P, M> | { readonly error: string } {
    const match = Match.start(game, position, options);
    for (const [i, move] of moves.entries()) {
      const reason = match.whyIllegal(move);
      if (reason !== undefined) return { error: `move ${i + 1}: ${reason}` };
      match.play(move);
    }
    return match;
  }

  /** The current position. */
  get position(): P {
    return this.line[this.at]!.position;
  }

  /** The moves played to reach the current position (undone ones left out). */
  get history(): M[] {
    return this.line.slice(1, this.at + 1).map((step) => step.move!);
  }

  /** The player to move now (after the end: the one who would have moved). */
  get turn(): MatchPlayer {
    if (this.game.toMove !== undefined) return this.game.toMove(this.position);
    return ((this.firstToMove + this.at) % 2) as MatchPlayer;
  }

  /** How the match ended, or undefined while it goes on. */
  get result(): MatchResult | undefined {
    const outcome = this.terminal();
    if (outcome === undefined) return undefined;
    if (outcome === 'draw') return { winner: null };
    const turn = this.turn;
    return { winner: outcome === 'win' ? turn : ((1 - turn) as MatchPlayer) };
  }

  /** The legal moves now (none once the match is over). */
  moves(): readonly M[] {
    return this.game.terminal?.(this.position) === undefined ? this.game.moves(this.position) : [];
  }

  /** The legal moves now with their values for the player to move (computed once per position). */
  legalMoves(control: SolveControl = {}): readonly MatchMoveValue<M>[] {
    const step = this.line[this.at]!;
    if (this.result !== undefined) return [];
    step.values ??= this.game.values(step.position, control);
    return step.values;
  }

  /** Why a move cannot be played now, or undefined when it can. */
  whyIllegal(move: M): string | undefined {
    if (this.result !== undefined) return 'the game is over';
    const legal = this.moves().some((m) => this.game.sameMove(m, move));
    return legal ? undefined : `${this.game.describeMove(this.position, move)} is not a legal move`;
  }

  /** Plays a move for the player to move; throws a RangeError saying why when it is illegal. */
  play(move: M): void {
    const reason = this.whyIllegal(move);
    if (reason !== undefined) throw new RangeError(reason);
    const position = this.game.play(this.position, move);
    this.line.length = this.at + 1; // a new move forgets the moves that could be redone
    this.line.push({ position, move });
    this.at++;
  }

  get canUndo(): boolean {
    return this.at > 0;
  }

  get canRedo(): boolean {
    return this.at < this.line.length - 1;
  }

  /** Takes back the last move and returns it, or undefined when none was played. */
  undo(): M | undefined {
    if (!this.canUndo) return undefined;
    return this.line[this.at--]!.move;
  }

  /** Plays again the last move undone and returns it, or undefined when there is none. */
  redo(): M | undefined {
    if (!this.canRedo) return undefined;
    return this.line[++this.at]!.move;
  }

  /**
   * The computer's move for the player to move, or undefined when the match is over.
   *
   * - `perfect`: a winning move, the fastest where remoteness is known; else a draw; else a move
   *   of unknown value; in a lost position the slowest loss when every loss's remoteness is
   *   known, else the move leaving the opponent the fewest winning replies. Ties go to the
   *   first move in the game's order.
   * - `random`: any legal move, uniformly.
   * - `learner`: the perfect move with probability {@link LEARNER_PERFECT_CHANCE}, else random.
   */
  computerMove(policy: MatchPolicy, options: ComputerMoveOptions = {}): M | undefined {
    const moves = this.moves();
    if (moves.length === 0) return undefined;
    const random = options.random ?? new SeededRandom(Math.floor(Math.random() * 2 ** 32));
    if (policy === 'random') return moves[random.below(moves.length)];
    if (policy === 'learner' && random.fraction() >= LEARNER_PERFECT_CHANCE) {
      return moves[random.below(moves.length)];
    }
    return this.perfectMove(options.control ?? {});
  }

  private terminal(): Outcome | undefined {
    const outcome = this.game.terminal?.(this.position);
    if (outcome !== undefined) return outcome;
    return this.game.moves(this.position).length === 0 ? 'loss' : undefined;
  }

  private perfectMove(control: SolveControl): M {
    const values = this.legalMoves(control);
    const wins = values.filter((v) => v.outcome === 'win');
    if (wins.length > 0) return extreme(wins, (a, b) => a < b).move;
    const draws = values.filter((v) => v.outcome === 'draw');
    if (draws.length > 0) return extreme(draws, (a, b) => a > b).move;
    const unknown = values.find((v) => v.outcome === 'unknown');
    if (unknown !== undefined) return unknown.move;
    if (values.every((v) => v.remoteness !== undefined)) {
      return extreme(values, (a, b) => a > b).move;
    }
    return this.fewestWinningReplies(values, control);
  }

  /** The move after which the opponent has the fewest winning replies (most room to go wrong). */
  private fewestWinningReplies(values: readonly MatchMoveValue<M>[], control: SolveControl): M {
    let best: { move: M; replies: number } | undefined;
    for (const { move } of values) {
      checkControl(control);
      const replies = this.winningReplies(move, control);
      if (best === undefined || replies < best.replies) best = { move, replies };
    }
    return best!.move;
  }

  private winningReplies(move: M, control: SolveControl): number {
    const { game, position } = this;
    if (game.winningReplies !== undefined) return game.winningReplies(position, move, control);
    return game
      .values(game.play(position, move), { ...control, remoteness: false })
      .filter((v) => v.outcome === 'win').length;
  }
}

/**
 * The value whose known remoteness is first by `before` (ties: the first); the first value when
 * no remoteness is known.
 */
function extreme<M>(
  values: readonly MatchMoveValue<M>[],
  before: (a: number, b: number) => boolean,
): MatchMoveValue<M> {
  let best: MatchMoveValue<M> | undefined;
  for (const v of values) {
    if (v.remoteness === undefined) continue;
    if (best === undefined || before(v.remoteness, best.remoteness!)) best = v;
  }
  return best ?? values[0]!;
}

/** A search that finds the remoteness of positions within a budget (`RemotenessSearch`…). */
export interface BudgetedRemoteness<P> {
  /** The remoteness of each position, null where `budget` positions did not suffice. */
  remoteness(
    positions: readonly P[],
    budget: number,
    onProgress?: (progress: Progress) => void,
  ): readonly (number | null)[];
}

/**
 * Move values (who wins) completed with remoteness where a budgeted search of the positions
 * they lead to finds it. The control is heard at each of the search's progress reports.
 */
export function withSearchedRemoteness<P, M>(
  values: readonly MatchMoveValue<M>[],
  after: (move: M) => P,
  search: BudgetedRemoteness<P>,
  budget: number,
  control: SolveControl,
): MatchMoveValue<M>[] {
  const found = search.remoteness(
    values.map(({ move }) => after(move)),
    budget,
    (progress) => {
      checkControl(control);
      control.onProgress?.(progress);
    },
  );
  return values.map((value, i) => {
    const remoteness = found[i];
    return remoteness === null || remoteness === undefined
      ? value
      : { ...value, remoteness: remoteness + 1 };
  });
}

/** How {@link solvedMatchGame} reads and compares the moves of a game. */
export interface SolvedMatchOptions<P, M> {
  readonly sameMove: (a: M, b: M) => boolean;
  readonly describeMove: (position: P, move: M) => string;
  /** The most positions the solver's table keeps (default: unbounded, up to the budget). */
  readonly maxTableEntries?: number;
}

/**
 * A {@link MatchGame} for a game the generic {@link Solver} solves whole: every move's exact
 * value and remoteness. One solver serves the whole match (its table persists); each call is
 * steered by the control it is given.
 */
export function solvedMatchGame<P, M>(
  game: GameRules<P, M>,
  options: SolvedMatchOptions<P, M>,
): MatchGame<P, M> {
  // The solver keeps its options for life: these read the control of the call in progress.
  let current: SolveControl = {};
  const solver = new Solver(game, {
    progressInterval: 1024,
    ...(options.maxTableEntries === undefined ? {} : { maxTableEntries: options.maxTableEntries }),
    get signal() {
      return current.signal;
    },
    get deadline() {
      return current.deadline;
    },
    get maxMemoryBytes() {
      return current.maxMemoryBytes;
    },
    get onProgress() {
      return current.onProgress;
    },
  });
  return {
    name: game.name,
    moves: (position) => game.moves(position),
    play: (position, move) => game.play(position, move),
    ...(game.terminal === undefined ? {} : { terminal: (p: P) => game.terminal!(p) }),
    sameMove: options.sameMove,
    describeMove: options.describeMove,
    values(position, control) {
      current = control;
      checkControl(control);
      try {
        return solver.analyzeMoves(position);
      } finally {
        current = {};
      }
    },
  };
}
