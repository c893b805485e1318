import type { Outcome } from './game.js';

/** The value of a position for the player to move: who wins, and in how many moves. */
export interface Solution {
  readonly outcome: Outcome;
  /**
   * Moves to the end of the game under perfect play: the winner hurries, the loser delays.
   * For a draw in a loopy game (play goes on forever) it is `Infinity`.
   */
  readonly remoteness: number;
}

/** The value of one move, for the player who makes it. */
export interface MoveValue<M> {
  readonly move: M;
  /** What the move leads to for the player making it. */
  readonly outcome: Outcome;
  /** Moves to the end after making it, counting the move itself. */
  readonly remoteness: number;
}

// A solution packs into one number, remoteness * 4 + outcome code, to keep the table small.
const CODE: Record<Outcome, number> = { loss: 0, win: 1, draw: 2 };
const OUTCOMES: readonly Outcome[] = ['loss', 'win', 'draw'];

export function pack(outcome: Outcome, remoteness: number): number {
  return remoteness * 4 + CODE[outcome];
}

export function unpack(packed: number): Solution {
  return { outcome: OUTCOMES[packed % 4]!, remoteness: Math.floor(packed / 4) };
}

/** The outcome for the player who moved into a position with this outcome. */
export function opposite(outcome: Outcome): Outcome {
  return outcome === 'win' ? 'loss' : outcome === 'loss' ? 'win' : 'draw';
}

/** Values of moves, seen by the mover, given the values of the positions they lead to. */
export function moveValue<M>(move: M, after: Solution): MoveValue<M> {
  return { move, outcome: opposite(after.outcome), remoteness: after.remoteness + 1 };
}

/**
 * The best of some move values: a win as fast as possible, else a draw (the longest in a
 * loopy game is infinite), else a loss as slow as possible.
 */
export function bestOf<M>(values: readonly MoveValue<M>[]): MoveValue<M> | undefined {
  let best: MoveValue<M> | undefined;
  for (const v of values) {
    if (best === undefined || better(v, best)) best = v;
  }
  return best;
}

const RANK: Record<Outcome, number> = { win: 2, draw: 1, loss: 0 };

function better<M>(a: MoveValue<M>, b: MoveValue<M>): boolean {
  if (a.outcome !== b.outcome) return RANK[a.outcome] > RANK[b.outcome];
  return a.outcome === 'win' ? a.remoteness < b.remoteness : a.remoteness > b.remoteness;
}
