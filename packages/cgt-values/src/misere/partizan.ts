import { reserveMemory, type SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';

// Partizan games in misère play (a player with no move wins). Misère outcomes depend on the form,
// not only on the normal-play value (the canonical form of a game may have another misère
// outcome than the game), so everything here reads the form it is given: a ruleset position's
// tree of moves, or a canonical form when that is the game meant. The followers are listed once
// with an explicit stack, then each property is computed from the latest followers up.

/**
 * Misère outcome of a partizan game: `L` (Left wins whoever starts), `R` (Right wins whoever
 * starts), `N` (the player to move wins), `P` (the player not to move wins).
 */
export type PartizanMisereOutcome = 'L' | 'R' | 'N' | 'P';

/** A game form by its options, such as a canonical form of `@cgkit/cgt-values` (a `Game`). */
export interface PartizanForm {
  readonly left: readonly PartizanForm[];
  readonly right: readonly PartizanForm[];
}

/** The form of these options. */
export const partizanForm = (
  left: readonly PartizanForm[],
  right: readonly PartizanForm[],
): PartizanForm => ({ left, right });

/**
 * How to read a game given as positions: each player's options and a key that is equal for
 * positions with the same tree of moves (a string or number; objects are compared by identity).
 * A ruleset's `PartizanRuleset` is one.
 */
export interface PartizanMoves<P> {
  leftOptions(position: P): Iterable<P>;
  rightOptions(position: P): Iterable<P>;
  key(position: P): unknown;
}

/** The moves of a {@link PartizanForm}, forms keyed by identity. */
const FORM_MOVES: PartizanMoves<PartizanForm> = {
  leftOptions: (g) => g.left,
  rightOptions: (g) => g.right,
  key: (g) => g,
};

/** A game with moves forever (a cycle in its positions): not a short game. */
export class LoopyGameError extends Error {
  override readonly name = 'LoopyGameError';
}

/**
 * What misère play says of a partizan game and of the classes of games studied in misère play.
 * Each class is a property of every follower (the game included), so each is closed under
 * followers.
 */
export interface PartizanMisereReport {
  /** The misère outcome. */
  readonly outcome: PartizanMisereOutcome;
  /** The number of distinct followers, the game included. */
  readonly followers: number;
  /**
   * A dead Left end: Left has no move now nor after any Right moves (so Left never moves in it;
   * Milley and Renault, "Dead ends in misère play: the misère monoid of canonical numbers",
   * Discrete Math. 313, 2013). Every Right option of a dead Left end is one.
   */
  readonly leftDeadEnd: boolean;
  /** A dead Right end, the same with the players swapped. */
  readonly rightDeadEnd: boolean;
  /**
   * Dead-ending (Milley and Renault, 2013): every follower that is a Left end (no Left option) is
   * a dead Left end, and every Right end a dead Right end. Closed under sums.
   */
  readonly deadEnding: boolean;
  /**
   * Blocking (as cgt-tools' partizan misère code defines it): every follower that is a Left end
   * is a blocked Left end, one from which each Right move leads to a blocked Left end or to a game
   * where Left can move to one; the same for Right. Dead ends are blocked, so dead-ending games
   * are blocking.
   */
  readonly blocking: boolean;
  /** Every Left end among the followers is dead (the Left half of dead-ending). */
  readonly leftEndsDead: boolean;
  /** Every Right end among the followers is dead (the Right half of dead-ending). */
  readonly rightEndsDead: boolean;
  /**
   * Dicot: in every follower, either both players have a move or neither has (Allen, "An
   * investigation of partizan misère games", PhD thesis, Dalhousie, 2009; Dorbec, Renault, Siegel
   * and Sopena, "Dicots, and a taxonomy of ranks for misère games", JCTA 130, 2015). Impartial
   * games are dicots; dicots are dead-ending.
   */
  readonly dicot: boolean;
  /**
   * P-free: no follower has misère outcome P (the universe of Partizan Kayles in Milley,
   * "Partizan Kayles and misère invertibility", Integers 15, 2015; cited from memory).
   */
  readonly pFree: boolean;
}

/** A follower's options, as indices into the list of followers. */
interface Node {
  left: number[];
  right: number[];
}

/** Bytes per follower of the analysis: its key in the map, its node and its flags. */
const BYTES_PER_FOLLOWER = 160;

/** Every follower of `start` (index 0), children before parents in `order`. */
function followersOf<P>(
  start: P,
  moves: PartizanMoves<P>,
  control: SolveControl,
): { nodes: Node[]; order: number[] } {
  const index = new Map<unknown, number>();
  const positions: P[] = [];
  const nodes: Node[] = [];
  const add = (p: P): number => {
    const key = moves.key(p);
    let i = index.get(key);
    if (i === undefined) {
      i = nodes.length;
      index.set(key, i);
      positions.push(p);
      nodes.push({ left: [], right: [] });
      if (i % 1024 === 1023) {
        reserveMemory(control, 'the followers of the game', nodes.length * BYTES_PER_FOLLOWER);
      }
    }
    return i;
  };
  add(start);
  for (let i = 0; i < nodes.length; i++) {
    tick();
    const p = positions[i]!;
    nodes[i]!.left = [...moves.leftOptions(p)].map(add);
    nodes[i]!.right = [...moves.rightOptions(p)].map(add);
  }
  // Post-order with an explicit stack; a follower met again while open is a cycle.
  const state = new Uint8Array(nodes.length); // 0 new, 1 open, 2 done
  const order: number[] = [];
  const stack: number[] = [0];
  while (stack.length > 0) {
    const i = stack[stack.length - 1]!;
    if (state[i] === 2) {
      stack.pop();
      continue;
    }
    state[i] = 1;
    let pending = false;
    for (const j of [...nodes[i]!.left, ...nodes[i]!.right]) {
      if (state[j] === 1) throw new LoopyGameError('the game can go on forever: not a short game');
      if (state[j] === 0) {
        stack.push(j);
        pending = true;
      }
    }
    if (!pending) {
      tick();
      state[i] = 2;
      order.push(i);
      stack.pop();
    }
  }
  return { nodes, order };
}

/**
 * The misère outcome and classes of the game at `start`, read through `moves`: a ruleset's
 * `PartizanRuleset`, say (its positions are read whole: components and conjugates are not used). The game must be short (no cycles: a
 * {@link LoopyGameError} otherwise).
 */
export function partizanMisereOf<P>(
  start: P,
  moves: PartizanMoves<P>,
  control: SolveControl = {},
): PartizanMisereReport {
  return withControl(control, () => {
    const { nodes, order } = followersOf(start, moves, control);
    const n = nodes.length;
    // Whether Left (Right) wins moving first; dead ends; each class so far, by follower.
    const leftFirst = new Uint8Array(n);
    const rightFirst = new Uint8Array(n);
    const deadLeft = new Uint8Array(n);
    const deadRight = new Uint8Array(n);
    const blockedLeft = new Uint8Array(n);
    const blockedRight = new Uint8Array(n);
    let blocking = true;
    let leftEndsDead = true;
    let rightEndsDead = true;
    let dicot = true;
    let pFree = true;
    for (const i of order) {
      const { left, right } = nodes[i]!;
      leftFirst[i] = left.length === 0 || left.some((j) => rightFirst[j] === 0) ? 1 : 0;
      rightFirst[i] = right.length === 0 || right.some((j) => leftFirst[j] === 0) ? 1 : 0;
      deadLeft[i] = left.length === 0 && right.every((j) => deadLeft[j] === 1) ? 1 : 0;
      deadRight[i] = right.length === 0 && left.every((j) => deadRight[j] === 1) ? 1 : 0;
      // A blocked end: each of the opponent's moves leaves a blocked end, or a game where the
      // player can move to one (options come before their games in `order`).
      blockedLeft[i] =
        left.length === 0 &&
        right.every((j) => blockedLeft[j] === 1 || nodes[j]!.left.some((k) => blockedLeft[k] === 1))
          ? 1
          : 0;
      blockedRight[i] =
        right.length === 0 &&
        left.every(
          (j) => blockedRight[j] === 1 || nodes[j]!.right.some((k) => blockedRight[k] === 1),
        )
          ? 1
          : 0;
      if (left.length === 0 && blockedLeft[i] === 0) blocking = false;
      if (right.length === 0 && blockedRight[i] === 0) blocking = false;
      if (left.length === 0 && deadLeft[i] === 0) leftEndsDead = false;
      if (right.length === 0 && deadRight[i] === 0) rightEndsDead = false;
      if ((left.length === 0) !== (right.length === 0)) dicot = false;
      if (leftFirst[i] === 0 && rightFirst[i] === 0) pFree = false;
    }
    return {
      outcome: outcomeOf(leftFirst[0] === 1, rightFirst[0] === 1),
      followers: n,
      leftDeadEnd: deadLeft[0] === 1,
      rightDeadEnd: deadRight[0] === 1,
      deadEnding: leftEndsDead && rightEndsDead,
      blocking,
      leftEndsDead,
      rightEndsDead,
      dicot,
      pFree,
    };
  });
}

function outcomeOf(leftWinsFirst: boolean, rightWinsFirst: boolean): PartizanMisereOutcome {
  if (leftWinsFirst) return rightWinsFirst ? 'N' : 'L';
  return rightWinsFirst ? 'R' : 'P';
}

/** {@link partizanMisereOf} of a game form given by its options (a canonical form, say). */
export function partizanMisere(g: PartizanForm, control?: SolveControl): PartizanMisereReport {
  return partizanMisereOf(g, FORM_MOVES, control);
}

/**
 * The misère outcome of the form `g` (CGSuite's misère outcome class), played on this form: a
 * player with no move wins. It is L when Left wins whoever starts: Left wins moving first when
 * she has no move or a move to a game Right loses moving first.
 */
export function partizanMisereOutcome(
  g: PartizanForm,
  control?: SolveControl,
): PartizanMisereOutcome {
  return partizanMisere(g, control).outcome;
}

/**
 * Whether the form `g` is dead-ending (Milley and Renault, 2013): every follower with no Left
 * move leaves Left without a move for ever after, and the same for Right.
 */
export function isDeadEnding(g: PartizanForm, control?: SolveControl): boolean {
  return partizanMisere(g, control).deadEnding;
}

/**
 * Whether the form `g` is blocking: every follower that is an end for a player is a blocked end
 * (see {@link PartizanMisereReport.blocking}).
 */
export function isBlocking(g: PartizanForm, control?: SolveControl): boolean {
  return partizanMisere(g, control).blocking;
}

/** Whether the form `g` is a dicot: in every follower both players can move, or neither can. */
export function isDicot(g: PartizanForm, control?: SolveControl): boolean {
  return partizanMisere(g, control).dicot;
}

/** Whether no follower of the form `g` (`g` included) has misère outcome P. */
export function isPFree(g: PartizanForm, control?: SolveControl): boolean {
  return partizanMisere(g, control).pFree;
}

/**
 * Whether `g` is a dead end for `player`: that player has no move in `g` nor in any game the
 * other player's moves reach from it.
 */
export function isDeadEnd(
  g: PartizanForm,
  player: 'left' | 'right',
  control?: SolveControl,
): boolean {
  const report = partizanMisere(g, control);
  return player === 'left' ? report.leftDeadEnd : report.rightDeadEnd;
}
