import {
  Match,
  withDeadline,
  type MatchGame,
  type MatchMoveValue,
  type MatchPlayer,
  type MatchStart,
  type Progress,
  type SolveControl,
  type TwoPlayerDescriptor,
} from '@cgkit/core-search';
import type { GAME_DESCRIPTORS } from '@cgkit/io-formats';
import type { PositionValue } from '../../components/value-history.js';
import type { Report } from '../protocol.js';

/** The two-player games, by their packages' descriptors (a puzzle has no match). */
type TwoPlayerGame = Extract<(typeof GAME_DESCRIPTORS)[number], { readonly match: unknown }>;

/**
 * A game so far, as the page sends it to the worker: the game, its start and the moves made, for
 * each two-player game of the descriptors.
 */
export type MatchInput = TwoPlayerGame extends infer Game
  ? Game extends TwoPlayerDescriptor<infer Id, infer Start, infer _Position, infer Move>
    ? { readonly game: Id; readonly start: Start; readonly moves: readonly Move[] }
    : never
  : never;

export type GameId = MatchInput['game'];

/** The values of a game so far: every position played, and the legal moves now. */
export interface MatchAnalysis<M = unknown, Extra = unknown> {
  /** The value of each position played for its player to move, the current one last. */
  readonly history: readonly PositionValue[];
  /** The legal moves now with their values for the player to move. */
  readonly moves: readonly MatchMoveValue<M>[];
  /** What else the game shows (31: the openings; Galette and BoardEscape: Grundy values). */
  readonly extra: Extra;
}

/**
 * The computer's move (null when the game is over), whether perfect play is proven to make it,
 * and the rule that chose it, in words.
 */
export interface ComputerChoice<M = unknown> {
  readonly move: M | null;
  readonly proven: boolean;
  readonly why: string;
}

/**
 * How long the computer thinks: past this it plays the best move known so far (a winning move
 * found, else the game's guess, Galette's a bite proven to win by symmetry or a heuristic one,
 * else the move leaving the fewest winning replies counted in time), so a game against it goes
 * on whatever the size.
 */
export const COMPUTER_BUDGET_MS = 2_000;

/** How the worker plays one game: its match (with values) from the start, and its extras. */
export interface WorkerGame<S, P, M> {
  create(
    start: S,
    report: Report<never>,
  ): { readonly game: MatchGame<P, M>; readonly position: P; readonly toMove?: MatchPlayer };
  /** The control of a valuation (its progress shown on the page). */
  control(match: Match<P, M>, report: Report<never>): SolveControl;
  extra(match: Match<P, M>, start: S): unknown;
}

/** A package's progress as the page shows it, in the words of its own fields. */
function progressView(report: Report<never>): (progress: Progress) => void {
  return ({ done, total, phase }) =>
    report(
      total === undefined || total <= 0
        ? { message: `${done.toLocaleString('en')} ${phase}`, indeterminate: true }
        : {
            message: `${done.toLocaleString('en')} of ${total.toLocaleString('en')} ${phase}`,
            fraction: Math.min(1, done / total),
          },
    );
}

/**
 * A game played in the worker from its descriptor alone: the descriptor's match, valued by the
 * game's solver, its progress in the words of its fields, no extras. A game whose page shows
 * more (openings, Grundy values) has a worker of its own instead.
 */
export function descriptorWorker<S, P, M>(
  descriptor: TwoPlayerDescriptor<string, S, P, M>,
): WorkerGame<S, P, M> {
  return {
    create: (start, report): MatchStart<P, M> =>
      descriptor.match(start, { onProgress: progressView(report) }),
    control: (_, report) => ({ onProgress: progressView(report) }),
    extra: () => null,
  };
}

// The worker keeps the match of the last game asked about: the next request, a move later, finds
// its positions and their values there instead of replaying and valuing them again.
let current: { key: string; game: GameId; match: Match<unknown, unknown> } | undefined;

/** How the worker plays the game of an input, whichever it is. */
export type AnyWorkerGame = WorkerGame<unknown, unknown, unknown>;

/**
 * The match of a game so far (played by `worker`, the input's game), kept in step with its
 * moves; throws "move N: why" for an illegal one.
 */
function matchOf(
  worker: AnyWorkerGame,
  input: MatchInput,
  report: Report<never>,
): { match: Match<unknown, unknown>; game: AnyWorkerGame } {
  const key = JSON.stringify([input.game, input.start]);
  if (current?.key !== key) {
    const { game, position, toMove } = worker.create(input.start, report);
    current = {
      key,
      game: input.game,
      match: Match.start(game, position, toMove === undefined ? {} : { toMove }),
    };
  }
  follow(current.match, input.moves);
  return { match: current.match, game: worker };
}

/**
 * Takes the match to the moves given: back to the moves it shares with them, then forward,
 * redoing a move it has already seen (its values kept) and playing a new one.
 */
function follow<M>(match: Match<unknown, M>, moves: readonly M[]): void {
  const same = (a: M, b: M): boolean => match.game.sameMove(a, b);
  const played = match.history;
  let shared = 0;
  while (shared < moves.length && shared < played.length && same(moves[shared]!, played[shared]!))
    shared++;
  for (let i = played.length; i > shared; i--) match.undo();
  for (let i = shared; i < moves.length; i++) {
    const move = moves[i]!;
    const reason = match.whyIllegal(move);
    if (reason !== undefined) throw new RangeError(`move ${i + 1}: ${reason}`);
    if (match.canRedo) {
      match.redo();
      if (same(match.history[i]!, move)) continue;
      match.undo();
    }
    match.play(move);
  }
}

/** The value of the match's current position for its player to move. */
function positionValue(match: Match<unknown, unknown>, control: SolveControl): PositionValue {
  const result = match.result;
  if (result !== undefined) {
    return { result: result.winner === match.turn ? 'win' : 'lose', remoteness: 0 };
  }
  const values = match.legalMoves(control);
  const wins = values.filter((v) => v.outcome === 'win');
  const exact = (vs: readonly MatchMoveValue<unknown>[], pick: (...n: number[]) => number) =>
    vs.every((v) => v.remoteness !== undefined) ? pick(...vs.map((v) => v.remoteness!)) : undefined;
  if (wins.length > 0) return { result: 'win', remoteness: exact(wins, Math.min) };
  // The analysis has no deadline: every move's outcome is known (the adapters say who wins).
  if (values.some((v) => v.outcome !== 'loss')) throw new Error('a move of unknown value');
  return { result: 'lose', remoteness: exact(values, Math.max) };
}

/** The value of every position of the match, from the start to the current one. */
function positionValues(match: Match<unknown, unknown>, control: SolveControl): PositionValue[] {
  const played = match.history.length;
  while (match.undo() !== undefined);
  const values: PositionValue[] = [];
  try {
    values.push(positionValue(match, control));
    while (match.history.length < played) {
      match.redo();
      values.push(positionValue(match, control));
    }
  } finally {
    while (match.history.length < played) match.redo();
  }
  return values;
}

/** The values of a game so far (see {@link MatchAnalysis}). */
export function analyzeMatch(
  worker: AnyWorkerGame,
  input: MatchInput,
  report: Report<never>,
): MatchAnalysis {
  const { match, game } = matchOf(worker, input, report);
  const control = game.control(match, report);
  const history = positionValues(match, control);
  return { history, moves: match.legalMoves(control), extra: game.extra(match, input.start) };
}

/** The computer's move in a game so far. */
export function chooseMove(
  worker: AnyWorkerGame,
  input: MatchInput,
  report: Report<never>,
): ComputerChoice {
  const { match, game } = matchOf(worker, input, report);
  const choice = match.computerChoice('perfect', {
    control: withDeadline(game.control(match, report), COMPUTER_BUDGET_MS),
  });
  return choice === undefined
    ? { move: null, proven: true, why: 'the game is over' }
    : { move: choice.move, proven: choice.proven, why: choice.why };
}
