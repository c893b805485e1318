import { reserveMemory, type SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';
import {
  alternatesFinitely,
  gather,
  isStopper,
  loopyCompare,
  loopyNegate,
  MAX_LOOPY_NODES,
  reachable,
  type LoopyGame,
} from './graph.js';
import { loopySimplify } from './simplify.js';
import { sideLeq, type Side } from './side-order.js';

// The onside and offside of every finite loopy game. A stopper is its own sides. Otherwise the
// onside is looked for as a stopper, by Conway's sidling and by unravelling (Siegel,
// Combinatorial Game Theory, ch. VI; CGSuite's way): Right's moves on loops of alternating play
// are cut or unrolled a few times, each change kept only when the game's onside stays the same
// (`sideLeq` both ways). When no stopper comes out (Bach's Carousel) the onside is the game's
// own graph with every option that changes nothing removed: equal to the game in the order of
// onsides, as CGSuite gives it. The offside is the negative of the onside of −G.

/** A game's onside and offside, and whether both are stoppers. */
export interface LoopySides {
  readonly onside: LoopyGame;
  readonly offside: LoopyGame;
  /** Whether both sides are stoppers (in simplest form then); else a side is a loopy graph. */
  readonly stopperSided: boolean;
}

/** How many rounds of sidling `loopySides` tries before unravelling. */
export const MAX_SIDLING_ROUNDS = 24;

/** How many times an edge is unrolled at most (CGSuite tries 1 to 3). */
const MAX_UNROLL = 3;

/**
 * The sides of a loopy game: a stopper is its own sides, in simplest form. Otherwise each side is
 * found by sidling or by unravelling (see above), and checked equal to the game in the order of
 * its side; it is a stopper in simplest form whenever one of the two finds one, else the game's
 * graph with the options that change nothing removed (`stopperSided` false).
 */
export function loopySides(g: LoopyGame, control?: SolveControl): LoopySides {
  return withControl(control, () => {
    const r = reachable(g);
    const c = control ?? {};
    if (isStopper(r)) {
      const simplest = loopySimplify(r);
      return { onside: simplest, offside: simplest, stopperSided: true };
    }
    const on = onsideOf(r, c);
    const off = onsideOf(loopyNegate(r), c);
    return {
      onside: on.game,
      offside: loopyNegate(off.game),
      stopperSided: on.stopper && off.stopper,
    };
  });
}

/** The onside of a game that is not a stopper, start at node 0. */
function onsideOf(g: LoopyGame, control: SolveControl): { game: LoopyGame; stopper: boolean } {
  // Sidling is quick where it settles; unravelling reaches the rest.
  const sidled = sidle(g, control);
  if (sidled !== undefined) return { game: sidled, stopper: true };
  const unravelled = unravel(g, control);
  if (alternatesFinitely(unravelled)) {
    return { game: loopySimplify(unravelled, control), stopper: true };
  }
  // Not stopper-sided: every option that changes nothing goes, loops or not.
  let current = unravelled;
  for (let next = dropIrrelevant(current, control, true); next !== undefined;) {
    current = next;
    next = dropIrrelevant(current, control, true);
  }
  return { game: current, stopper: false };
}

/** Whether a and b have the same side (`sideLeq` both ways), each at its start. */
function sameSide(a: LoopyGame, b: LoopyGame, side: Side, control: SolveControl): boolean {
  return (
    sideLeq(a, a.start, b, b.start, side, control) && sideLeq(b, b.start, a, a.start, side, control)
  );
}

/**
 * The game with its onside kept and as few loops of alternating play as found: options on such
 * loops whose removal keeps the onside are removed, and Right's moves on them are unrolled n
 * times (n = 1, 2, 3: after the n-th use the move is gone) when that keeps the onside, until
 * nothing applies. Every step is checked, so the result is always equal to g in the onside.
 */
function unravel(g: LoopyGame, control: SolveControl): LoopyGame {
  let current = reachable(g);
  for (let unrolled = 0; unrolled <= MAX_UNROLLINGS;) {
    tick();
    let next = dropIrrelevant(current, control);
    if (next === undefined) {
      next = unrollOne(current, control);
      unrolled++;
    }
    if (next === undefined) break;
    current = next;
  }
  return current;
}

/** How many unrollings `unravel` makes at most (each can copy the graph). */
const MAX_UNROLLINGS = 32;

/** Options on loops of alternating play: [node, side, index in the node's list]. */
function loopEdges(g: LoopyGame): [number, 'left' | 'right', number][] {
  const n = g.left.length;
  // State 2i: Left to move at node i; 2i + 1: Right to move.
  const next = (s: number): readonly number[] =>
    (s & 1) === 0 ? g.left[s >> 1]!.map((j) => 2 * j + 1) : g.right[s >> 1]!.map((j) => 2 * j);
  const reaches = (from: number, to: number): boolean => {
    const seen = new Uint8Array(2 * n);
    const stack = [from];
    seen[from] = 1;
    while (stack.length > 0) {
      tick();
      const s = stack.pop()!;
      if (s === to) return true;
      for (const t of next(s)) {
        if (seen[t] === 0) {
          seen[t] = 1;
          stack.push(t);
        }
      }
    }
    return false;
  };
  const edges: [number, 'left' | 'right', number][] = [];
  for (let i = 0; i < n; i++) {
    g.left[i]!.forEach((j, k) => reaches(2 * j + 1, 2 * i) && edges.push([i, 'left', k]));
    g.right[i]!.forEach((j, k) => reaches(2 * j, 2 * i + 1) && edges.push([i, 'right', k]));
  }
  return edges;
}

/** Every option: [node, side, index in the node's list]. */
function allEdges(g: LoopyGame): [number, 'left' | 'right', number][] {
  return g.left.flatMap((l, i) => [
    ...l.map((_, k): [number, 'left' | 'right', number] => [i, 'left', k]),
    ...g.right[i]!.map((_, k): [number, 'left' | 'right', number] => [i, 'right', k]),
  ]);
}

/** The game without one option on a loop (any option with `all`), when that keeps its onside. */
function dropIrrelevant(g: LoopyGame, control: SolveControl, all = false): LoopyGame | undefined {
  for (const [i, side, k] of all ? allEdges(g) : loopEdges(g)) {
    const lists = g[side].map((l, v) => (v === i ? l.filter((_, m) => m !== k) : l));
    const candidate = reachable(side === 'left' ? { ...g, left: lists } : { ...g, right: lists });
    if (sameSide(candidate, g, 'onside', control)) return candidate;
  }
  return undefined;
}

/** The game with one of Right's moves on a loop unrolled, when that keeps its onside. */
function unrollOne(g: LoopyGame, control: SolveControl): LoopyGame | undefined {
  for (const [i, side, k] of loopEdges(g)) {
    if (side !== 'right') continue;
    for (let times = 1; times <= MAX_UNROLL; times++) {
      const candidate = unrollBy(g, i, k, times);
      if (candidate.left.length > MAX_LOOPY_NODES) break;
      reserveMemory(control, 'unravelling', candidate.left.length * 96);
      if (sameSide(candidate, g, 'onside', control)) return candidate;
    }
  }
  return undefined;
}

/**
 * `times + 1` copies of the graph in which Right's k-th move at node i leads from each copy to
 * the same position of the next one, and is gone in the last: Right may take it `times` times.
 */
export function unrollBy(g: LoopyGame, i: number, k: number, times: number): LoopyGame {
  const n = g.left.length;
  const left: number[][] = [];
  const right: number[][] = [];
  for (let copy = 0; copy <= times; copy++) {
    for (let v = 0; v < n; v++) {
      left.push(g.left[v]!.map((j) => copy * n + j));
      right.push(
        g.right[v]!.flatMap((j, m) =>
          v !== i || m !== k ? [copy * n + j] : copy < times ? [(copy + 1) * n + j] : [],
        ),
      );
    }
  }
  return reachable({ left, right, start: g.start });
}

const ON: LoopyGame = { left: [[0]], right: [[]], start: 0 };
const OFF: LoopyGame = loopyNegate(ON);

/**
 * The positions where one player can move for ever and the other never moves: `on` where Left
 * can stay among positions with no Right option, `off` where Right can stay among positions with
 * no Left option (in any sum that player never runs out of moves there, so each side is `on`,
 * resp. `off`). Sidling from `on` reaches `off` only in the limit (0, −1, −2, …): these are
 * given their values from the start.
 */
function tempoLoops(g: LoopyGame): Map<number, LoopyGame> {
  const values = new Map<number, LoopyGame>();
  const loops = (mover: readonly (readonly number[])[], other: typeof mover, value: LoopyGame) => {
    // The greatest set of positions without moves for the other player in which the mover
    // always has a move that stays in the set.
    const n = mover.length;
    const inSet = Uint8Array.from(other, (l) => (l.length === 0 ? 1 : 0));
    const preds: number[][] = Array.from({ length: n }, () => []);
    const count = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      for (const j of mover[i]!) {
        preds[j]!.push(i);
        count[i]! += inSet[j]!;
      }
    }
    const queue: number[] = [];
    for (let i = 0; i < n; i++) if (inSet[i] === 1 && count[i] === 0) queue.push(i);
    for (const i of queue) inSet[i] = 0;
    for (let k = 0; k < queue.length; k++) {
      tick();
      for (const p of preds[queue[k]!]!) {
        if (inSet[p] === 1 && --count[p]! === 0) {
          inSet[p] = 0;
          queue.push(p);
        }
      }
    }
    inSet.forEach((x, i) => x === 1 && values.set(i, value));
  };
  loops(g.left, g.right, ON);
  loops(g.right, g.left, OFF);
  return values;
}

/** The onside of a game with its start at node 0, if sidling finds it (see `loopySides`). */
function sidle(g: LoopyGame, control: SolveControl): LoopyGame | undefined {
  const n = g.left.length;
  const fixed = tempoLoops(g);
  const order = farthestFirst(g).filter((v) => !fixed.has(v));
  const values: LoopyGame[] = Array.from({ length: n }, (_, v) => fixed.get(v) ?? ON);
  // Each distinct value gets a number; positions whose options have the same numbers have the
  // same value: one simplification for them.
  const numbers = new Map<string, number>();
  const number = (value: LoopyGame): number => {
    const text = graphKey(value);
    let k = numbers.get(text);
    if (k === undefined) {
      k = numbers.size;
      numbers.set(text, k);
    }
    return k;
  };
  const keys: number[] = values.map(number);
  const known = new Map<string, { value: LoopyGame; key: number }>();
  let held = 0; // nodes of the values known
  for (let round = 0; round < MAX_SIDLING_ROUNDS; round++) {
    const before = values[g.start]!;
    let changed = false;
    for (const v of order) {
      tick();
      const options = (list: readonly number[]): string =>
        list
          .map((i) => keys[i]!)
          .sort((a, b) => a - b)
          .join(',');
      const key = `${options(g.left[v]!)}|${options(g.right[v]!)}`;
      let found = known.get(key);
      if (found === undefined) {
        const value = loopySimplify(
          gather(
            g.left[v]!.map((i) => values[i]!),
            g.right[v]!.map((i) => values[i]!),
          ),
          control,
        );
        found = { value, key: number(value) };
        known.set(key, found);
        held += value.left.length;
        reserveMemory(control, 'the values of sidling', held * 200);
      }
      if (found.key !== keys[v]) changed = true;
      values[v] = found.value;
      keys[v] = found.key;
    }
    const s = values[g.start]!;
    if (loopyCompare(s, before, control) === '=' && isOnside(s, g, control)) return s;
    if (!changed) return undefined;
    // A guess compares only a few values: every round, before the values grow further.
    const guess = bypassedByValues(g, values, keys, control);
    if (guess !== undefined && isOnside(guess, g, control)) return loopySimplify(guess, control);
  }
  return undefined;
}

/**
 * A guess at the onside where sidling only approaches it: G's own graph with each option that
 * the values so far call reversible bypassed (a Left option A with a Right option B ≤ G gives way
 * to B's Left options; Right's alike), when that leaves no infinite alternating play. A Right
 * option reversed by a move straight back is dropped: the back and forth is Left's in the onside.
 */
function bypassedByValues(
  g: LoopyGame,
  values: readonly LoopyGame[],
  keys: readonly number[],
  control: SolveControl,
): LoopyGame | undefined {
  // Only the pairs the bypasses ask about are compared, each once, on the positions reachable
  // from the pair: the union of all the values can be too large to compare in full.
  const known = new Map<string, boolean>();
  const ge = (v: number, w: number): boolean => {
    if (keys[v] === keys[w]) return true;
    const pair = `${keys[v]},${keys[w]}`;
    let result = known.get(pair);
    if (result === undefined) {
      const [a, b] = [values[v]!, values[w]!];
      result = sideLeq(b, b.start, a, a.start, 'onside', control);
      known.set(pair, result);
    }
    return result;
  };
  // A bypass can uncover another reversible option: a few passes.
  let left = g.left;
  let right = g.right;
  for (let pass = 0; pass < GUESS_PASSES; pass++) {
    tick();
    const [l, r] = [left, right];
    left = l.map((options, v) => [
      ...new Set(
        options.flatMap((a) => {
          const b = r[a]!.find((b) => b !== v && ge(v, b));
          return b === undefined ? [a] : l[b]!;
        }),
      ),
    ]);
    right = r.map((options, v) => [
      ...new Set(
        options.flatMap((a) => {
          const b = l[a]!.find((b) => ge(b, v));
          return b === undefined ? [a] : b === v ? [] : r[b]!;
        }),
      ),
    ]);
  }
  const guess = reachable({ left, right, start: g.start });
  return alternatesFinitely(guess) ? guess : undefined;
}

/** How many passes of bypassing a guess makes. */
const GUESS_PASSES = 4;

/** Whether the stopper s is the onside of g: s ≤ g and g ≤ s in the order of onsides. */
function isOnside(s: LoopyGame, g: LoopyGame, control: SolveControl): boolean {
  return (
    sideLeq(s, s.start, g, g.start, 'onside', control) &&
    sideLeq(g, g.start, s, s.start, 'onside', control)
  );
}

/** The nodes reachable from the start, farthest (in moves) first. */
function farthestFirst(g: LoopyGame): number[] {
  const seen = new Uint8Array(g.left.length);
  seen[g.start] = 1;
  const order = [g.start];
  for (let k = 0; k < order.length; k++) {
    tick();
    for (const j of [...g.left[order[k]!]!, ...g.right[order[k]!]!]) {
      if (seen[j] === 0) {
        seen[j] = 1;
        order.push(j);
      }
    }
  }
  return order.reverse();
}

/** A text naming a graph up to the numbering of its nodes after the start's. */
function graphKey(g: LoopyGame): string {
  const r = reachable(g);
  return JSON.stringify([r.left, r.right]);
}
