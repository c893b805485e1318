/**
 * A match: one game played move by move between two players, with undo and redo, the legal
 * moves valued, and the computer's move by a named policy. Every game plugs in through a
 * {@link MatchGame} adapter; the apps only read moves, format and draw.
 */
import {
  checkControl,
  isCancelled,
  pastDeadline,
  shareBudget,
  type Progress,
  type SolveControl,
} from './control.js';
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
  /**
   * True when the computer must move by the deadline (see {@link Match.computerChoice}): moves
   * not valued when it passes come back as `'unknown'` instead of the call throwing a
   * `DeadlineError` (a cancelled signal still throws). An adapter that cannot stop part-way may
   * ignore it: its `DeadlineError` then leaves every move unknown.
   */
  readonly partial?: boolean | undefined;
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
  /**
   * How long the game is likely to last after a losing move, larger is longer (Galette: the
   * portions left): optional, it breaks ties between losing moves that leave the opponent
   * equally few winning replies (by default the first in the order of `moves` goes).
   */
  lossLength?(position: P, move: M): number;
  /**
   * The game's own choice among moves not valued in time (Galette: a bite proven to win by
   * symmetry, else a heuristic): optional, asked by {@link Match.computerChoice} when no winning
   * move was found by the deadline. `moves` are the moves not valued, in the order of `moves`;
   * the answer is one of them, `proven` when the game proves it wins, with the rule that chose
   * it in words. Undefined when the game has no guess here (the match then falls back to its
   * own rule). The control carries the share of the budget kept for it: past its deadline the
   * hook answers with what it has found, or throws a `DeadlineError` (no guess).
   */
  guess?(position: P, moves: readonly M[], control: SolveControl): MatchGuess<M> | undefined;
}

/** A game's guess (see {@link MatchGame.guess}): a move, whether it is proven to win, and why. */
export interface MatchGuess<M> {
  readonly move: M;
  /** True when the game proves that the move wins. */
  readonly proven: boolean;
  /** The rule that chose the move, in words: "a bite leaving a cake symmetric…". */
  readonly why: string;
}

/**
 * The share of a computer's time budget kept for the game's {@link MatchGame.guess} (when it has
 * one): the values get the rest.
 */
export const GUESS_SHARE = 0.25;

/** What a match needs of a game to replay it and list its moves: a {@link MatchGame} less its values. */
export type MatchRules<P, M> = Omit<
  MatchGame<P, M>,
  'values' | 'winningReplies' | 'lossLength' | 'guess'
>;

/**
 * A {@link MatchGame} that values no move (each is `'unknown'`): for a view that replays a game
 * and lists its moves while the values are computed elsewhere (a worker holding the solver).
 */
export function unvaluedMatchGame<P, M>(rules: MatchRules<P, M>): MatchGame<P, M> {
  return {
    ...rules,
    values: (position) => rules.moves(position).map((move) => ({ move, outcome: 'unknown' })),
  };
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
  /**
   * The control of the computations behind the move (values, replies). For
   * {@link Match.computerChoice}, its deadline is the computer's time budget: a caller gives one
   * move its own with `withDeadline(control, ms)`.
   */
  readonly control?: SolveControl | undefined;
}

/** The computer's move, whether perfect play is proven to make it, and the rule that chose it. */
export interface ComputerChoice<M> {
  readonly move: M;
  /**
   * True when the move is perfect play's: a winning move found, or every move valued in time.
   * False for a guess among moves not valued in time, and for a random move.
   */
  readonly proven: boolean;
  /** The rule that chose the move, in words: "the fastest win", "a random move"… */
  readonly why: string;
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
    const random = options.random ?? randomGenerator();
    if (policy === 'random') return moves[random.below(moves.length)];
    if (policy === 'learner' && random.fraction() >= LEARNER_PERFECT_CHANCE) {
      return moves[random.below(moves.length)];
    }
    return this.perfectMove(options.control ?? {});
  }

  /**
   * The computer's move within a time budget, or undefined when the match is over: the move
   * {@link computerMove} makes when every move is valued in time (`proven: true`), else the best
   * move known when the budget is spent, a guess (`proven: false`). Never throws for the budget
   * (the control's `deadline`, heard as a `DeadlineError`); a cancelled control still throws.
   *
   * Past the budget, `perfect` plays in this order: a winning move found (proven); a move the
   * game's {@link MatchGame.guess} proves winning; a draw; in a position where every move was
   * found losing, the move leaving the fewest winning replies among those counted in time
   * (proven: every move loses); else, among the moves not valued, the game's guess, else the
   * one leaving the fewest winning replies counted in time, or the first of them. A game with a
   * guess has its values stop at {@link GUESS_SHARE} of the budget before its end, to leave the
   * guess that time. `random` and `learner` draw as {@link computerMove} does (the same seed,
   * the same moves).
   */
  computerChoice(
    policy: MatchPolicy,
    options: ComputerMoveOptions = {},
  ): ComputerChoice<M> | undefined {
    const moves = this.moves();
    if (moves.length === 0) return undefined;
    const random = options.random ?? randomGenerator();
    if (policy === 'random') {
      return { move: moves[random.below(moves.length)]!, proven: false, why: 'a random move' };
    }
    if (policy === 'learner' && random.fraction() >= LEARNER_PERFECT_CHANCE) {
      const move = moves[random.below(moves.length)]!;
      return { move, proven: false, why: 'a random move (the learner level)' };
    }
    return this.anytimePerfectMove(options.control ?? {});
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
    const counts = values.map(({ move }) => {
      checkControl(control);
      return { move, replies: this.winningReplies(move, control) };
    });
    return this.fewest(counts).move;
  }

  /** The count with the fewest replies; ties: the longest loss by `lossLength`, then the first. */
  private fewest(counts: readonly { move: M; replies: number }[]): { move: M; replies: number } {
    const length = (move: M): number => this.game.lossLength?.(this.position, move) ?? 0;
    let best = counts[0]!;
    for (const count of counts.slice(1)) {
      if (
        count.replies < best.replies ||
        (count.replies === best.replies && length(count.move) > length(best.move))
      ) {
        best = count;
      }
    }
    return best;
  }

  private anytimePerfectMove(control: SolveControl): ComputerChoice<M> {
    const guessing = this.game.guess !== undefined;
    const values = this.valuesInTime(guessing ? shareBudget(control, 1 - GUESS_SHARE) : control);
    const wins = values.filter((v) => v.outcome === 'win');
    if (wins.length > 0) {
      const fastest = wins.every((v) => v.remoteness !== undefined);
      const { move } = extreme(wins, (a, b) => a < b);
      return { move, proven: true, why: fastest ? 'the fastest win' : 'a winning move' };
    }
    const unknown = values.filter((v) => v.outcome === 'unknown');
    const unsettled = `${unknown.length} of ${values.length} moves not valued in time`;
    const guess = unknown.length === 0 ? undefined : this.gameGuess(unknown, control);
    if (guess?.proven === true) return { move: guess.move, proven: true, why: guess.why };
    const draws = values.filter((v) => v.outcome === 'draw');
    if (draws.length > 0) {
      const { move } = extreme(draws, (a, b) => a > b);
      if (unknown.length === 0) return { move, proven: true, why: 'a draw' };
      return { move, proven: false, why: `a draw (${unsettled})` };
    }
    if (unknown.length === 0) {
      if (values.every((v) => v.remoteness !== undefined)) {
        const { move } = extreme(values, (a, b) => a > b);
        return { move, proven: true, why: 'the slowest loss' };
      }
      const { move, counted } = this.fewestRepliesInTime(values, control);
      const among =
        counted === values.length
          ? 'the one leaving the fewest winning replies'
          : counted === 0
            ? 'the first (no winning replies counted in time)'
            : `the one leaving the fewest winning replies among the ${counted} counted in time`;
      return { move, proven: true, why: `every move loses: ${among}` };
    }
    if (guess !== undefined) {
      return {
        move: guess.move,
        proven: false,
        why: `no winning move found in time: ${guess.why} (${unsettled})`,
      };
    }
    const { move, counted } = this.fewestRepliesInTime(unknown, control);
    return {
      move,
      proven: false,
      why:
        counted === 0
          ? `no winning move found in time: the first move not valued (${unsettled})`
          : `no winning move found in time: the move leaving the fewest winning replies found so far (${unsettled})`,
    };
  }

  /**
   * The game's guess among the moves not valued (see {@link MatchGame.guess}), undefined when it
   * has none or its time ran out.
   */
  private gameGuess(
    unknown: readonly MatchMoveValue<M>[],
    control: SolveControl,
  ): MatchGuess<M> | undefined {
    const { game } = this;
    const moves = unknown.map((v) => v.move);
    let guess: MatchGuess<M> | undefined;
    try {
      guess = game.guess?.(this.position, moves, control);
    } catch (error) {
      if (!budgetSpent(error, control)) throw error;
      return undefined;
    }
    if (guess !== undefined && !moves.some((m) => game.sameMove(m, guess.move))) {
      throw new Error(`${game.name}'s guess is not one of the moves not valued`);
    }
    return guess;
  }

  /** The values of the moves now, those not found by the control's deadline `'unknown'`. */
  private valuesInTime(control: SolveControl): readonly MatchMoveValue<M>[] {
    const step = this.line[this.at]!;
    if (step.values !== undefined) return step.values;
    let values: readonly MatchMoveValue<M>[];
    try {
      values = this.game.values(step.position, { ...control, partial: true });
    } catch (error) {
      if (!budgetSpent(error, control)) throw error;
      values = this.moves().map((move) => ({ move, outcome: 'unknown' as const }));
    }
    // Values complete are kept, as `legalMoves` keeps them; a later call may settle the others.
    if (values.every((v) => v.outcome !== 'unknown')) step.values = values;
    return values;
  }

  /**
   * The move leaving the fewest winning replies among those whose replies were all valued
   * before the deadline (ties as {@link fewest}), and how many were; the first move when none.
   */
  private fewestRepliesInTime(
    values: readonly MatchMoveValue<M>[],
    control: SolveControl,
  ): { move: M; counted: number } {
    const counts: { move: M; replies: number }[] = [];
    const { game, position } = this;
    for (const { move } of values) {
      if (pastDeadline(control)) break;
      try {
        let replies: number;
        if (game.winningReplies !== undefined) {
          replies = game.winningReplies(position, move, control);
        } else {
          const after = game.values(game.play(position, move), {
            ...control,
            remoteness: false,
            partial: true,
          });
          if (after.some((v) => v.outcome === 'unknown')) break;
          replies = after.filter((v) => v.outcome === 'win').length;
        }
        counts.push({ move, replies });
      } catch (error) {
        if (!budgetSpent(error, control)) throw error;
        break;
      }
    }
    if (counts.length === 0) return { move: values[0]!.move, counted: 0 };
    return { move: this.fewest(counts).move, counted: counts.length };
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

/** A generator seeded from `Math.random`, when the caller gives none. */
function randomGenerator(): SeededRandom {
  return new SeededRandom(Math.floor(Math.random() * 2 ** 32));
}

/**
 * A control whose fields are read from `source()` each time they are read, never copied: for a
 * solver that keeps its options for life while each call brings its own control.
 */
function readThrough(source: () => SolveControl): SolveControl {
  return {
    get signal() {
      return source().signal;
    },
    get interrupted() {
      return source().interrupted;
    },
    get deadline() {
      return source().deadline;
    },
    get clock() {
      return source().clock;
    },
    get maxMemoryBytes() {
      return source().maxMemoryBytes;
    },
    get onProgress() {
      return source().onProgress;
    },
  };
}

/**
 * Whether an error is the time budget running out (a `DeadlineError`, by name as one from a
 * worker thread is plain) rather than a cancellation: the control is not cancelled.
 */
function budgetSpent(error: unknown, control: SolveControl): boolean {
  if (!(error instanceof Error) || error.name !== 'DeadlineError') return false;
  return !isCancelled(control);
}

/** A search that finds the remoteness of positions within a budget (`RemotenessSearch`…). */
export interface BudgetedRemoteness<P> {
  /** The remoteness of each position, null where `budget` positions did not suffice. */
  remoteness(
    positions: readonly P[],
    budget: number,
    onProgress?: (progress: Progress) => void,
    /** The call's control, for a search that runs searches of its own between its reports. */
    control?: SolveControl,
  ): readonly (number | null)[];
}

/**
 * Move values (who wins) completed with remoteness where a budgeted search of the positions
 * they lead to finds it. The control is heard at each of the search's progress reports; with
 * `partial`, a deadline passing during the search leaves the values without remoteness.
 */
export function withSearchedRemoteness<P, M>(
  values: readonly MatchMoveValue<M>[],
  after: (move: M) => P,
  search: BudgetedRemoteness<P>,
  budget: number,
  control: MatchValueOptions,
): MatchMoveValue<M>[] {
  let found: readonly (number | null)[];
  try {
    checkControl(control);
    found = search.remoteness(
      values.map(({ move }) => after(move)),
      budget,
      (progress) => {
        checkControl(control);
        control.onProgress?.(progress);
      },
      control,
    );
  } catch (error) {
    if (control.partial === true && budgetSpent(error, control)) return values.slice();
    throw error;
  }
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
  const solver = new Solver(
    game,
    Object.assign(
      readThrough(() => current),
      {
        progressInterval: 1024,
        ...(options.maxTableEntries === undefined
          ? {}
          : { maxTableEntries: options.maxTableEntries }),
      },
    ),
  );
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
