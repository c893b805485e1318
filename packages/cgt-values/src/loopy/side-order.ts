import { reserveMemory, type SolveControl } from '@cgkit/core-search';
import { tick } from '../control.js';
import { InputLimitError } from '../input-limit.js';

// The order of the sides of arbitrary loopy games, with no sides computed: G⁺ ≤ H⁺ exactly when
// Left, moving second in H − G, survives under the rule that an infinite play is Left's when
// infinitely many of its moves are made in H; G⁻ ≤ H⁻ alike, an infinite play being Left's when
// infinitely many of its moves are made in −G (Winning Ways, ch. 11; Siegel, Combinatorial Game
// Theory, ch. VI; it is the side comparison CGSuite makes). For stoppers both are the plain survival test: a play
// with finitely many moves in one component has an infinite alternating run in the other. The
// tests check it against that test on stoppers and against Conway's sidling where it settles.
// The game is a Büchi game on the positions of H − G, solved by the classical attractor
// iteration (no recursion; every loop ticks the control).

/** A graph of loopy positions: Left's and Right's options of each node. */
export interface LoopyGraph {
  readonly left: readonly (readonly number[])[];
  readonly right: readonly (readonly number[])[];
}

/** Which side the comparison is of. */
export type Side = 'onside' | 'offside';

/** Product games larger than this are refused. */
const MAX_SIDE_PAIRS = 1 << 24;

/**
 * Whether G's `side` ≤ H's `side`, for node `g` of graph `gg` and node `h` of graph `hg`:
 * Left, moving second in H − G, wins the Büchi game described above.
 */
export function sideLeq(
  gg: LoopyGraph,
  g: number,
  hg: LoopyGraph,
  h: number,
  side: Side,
  control: SolveControl,
): boolean {
  const nh = hg.left.length;
  const pairs = gg.left.length * nh;
  if (pairs > MAX_SIDE_PAIRS) {
    throw new InputLimitError(
      `comparing games of ${gg.left.length} and ${nh} positions is too large`,
    );
  }
  // The states reachable from (g, h) with Right to move, numbered as they are found; a state's
  // code is 2 · (its G node · |H| + its H node), plus 1 with Right to move. A move is accepting
  // when it is in H (onside) or in G (offside).
  const indexBytes = 2 * pairs * 4;
  reserveMemory(control, 'the side comparison', indexBytes);
  const index = new Int32Array(2 * pairs).fill(-1);
  const code: number[] = [];
  const succStart: number[] = [0];
  const succ: number[] = [];
  const accepting: number[] = [];
  const id = (c: number): number => {
    let k = index[c]!;
    if (k === -1) {
      k = code.length;
      index[c] = k;
      code.push(c);
      if ((k & 4095) === 0) reserveMemory(control, 'the side comparison', indexBytes + k * 64);
    }
    return k;
  };
  const inH = side === 'onside' ? 1 : 0;
  id(2 * (g * nh + h) + 1);
  for (let k = 0; k < code.length; k++) {
    tick();
    const c = code[k]!;
    const rightToMove = c & 1;
    const pair = c >> 1;
    const gi = Math.floor(pair / nh);
    const hi = pair % nh;
    // Left moves H to H^L or G to G^R; Right moves H to H^R or G to G^L.
    const hMoves = rightToMove ? hg.right[hi]! : hg.left[hi]!;
    const gMoves = rightToMove ? gg.left[gi]! : gg.right[gi]!;
    const next = rightToMove ^ 1;
    for (const h2 of hMoves) {
      succ.push(id(2 * (gi * nh + h2) + next));
      accepting.push(inH);
    }
    for (const g2 of gMoves) {
      succ.push(id(2 * (g2 * nh + hi) + next));
      accepting.push(1 - inH);
    }
    succStart.push(succ.length);
  }
  return leftWinsBuchi(code, succStart, succ, accepting)[0] === 1;
}

/**
 * Left's winning states of a Büchi game on `n` states (the mover of state k is Right when
 * `code[k]` is odd): Left wins when the player to move has no move and it is Right, or when
 * play is infinite and takes infinitely many accepting moves.
 */
function leftWinsBuchi(
  code: readonly number[],
  succStart: readonly number[],
  succ: readonly number[],
  accepting: readonly number[],
): Uint8Array {
  const n = code.length;
  const predStart = new Int32Array(n + 1);
  for (const t of succ) predStart[t + 1]!++;
  for (let s = 0; s < n; s++) predStart[s + 1]! += predStart[s]!;
  const pred = new Int32Array(succ.length);
  const predEdge = new Int32Array(succ.length);
  const fill = predStart.slice(0, n);
  for (let s = 0; s < n; s++) {
    for (let e = succStart[s]!; e < succStart[s + 1]!; e++) {
      const at = fill[succ[e]!]!++;
      pred[at] = s;
      predEdge[at] = e;
    }
  }
  const isRight = (s: number): boolean => (code[s]! & 1) === 1;
  const alive = new Uint8Array(n).fill(1);
  const mark = new Uint8Array(n);
  const count = new Int32Array(n);
  const queue = new Int32Array(n);
  for (;;) {
    // Left's attractor to an accepting move that stays alive.
    mark.fill(0);
    let tail = 0;
    for (let s = 0; s < n; s++) {
      tick();
      if (alive[s] === 0) continue;
      let reaches = false;
      let pending = 0;
      for (let e = succStart[s]!; e < succStart[s + 1]!; e++) {
        if (alive[succ[e]!] === 0) continue;
        if (accepting[e] === 1) reaches = true;
        else pending++;
      }
      count[s] = pending;
      if (isRight(s) ? pending === 0 : reaches) {
        mark[s] = 1;
        queue[tail++] = s;
      }
    }
    for (let head = 0; head < tail; head++) {
      tick();
      const t = queue[head]!;
      for (let k = predStart[t]!; k < predStart[t + 1]!; k++) {
        const p = pred[k]!;
        if (alive[p] === 0 || mark[p] === 1 || accepting[predEdge[k]!] === 1) continue;
        if (!isRight(p) || --count[p]! === 0) {
          mark[p] = 1;
          queue[tail++] = p;
        }
      }
    }
    // The rest is Right's: so is Right's attractor to it.
    tail = 0;
    for (let s = 0; s < n; s++) {
      if (alive[s] === 1 && mark[s] === 0) queue[tail++] = s;
    }
    if (tail === 0) return alive;
    for (let s = 0; s < n; s++) {
      if (alive[s] === 0 || mark[s] === 0) continue;
      let live = 0;
      for (let e = succStart[s]!; e < succStart[s + 1]!; e++) live += alive[succ[e]!]!;
      count[s] = live;
    }
    for (let k = 0; k < tail; k++) mark[queue[k]!] = 2;
    for (let head = 0; head < tail; head++) {
      tick();
      const t = queue[head]!;
      for (let k = predStart[t]!; k < predStart[t + 1]!; k++) {
        const p = pred[k]!;
        if (alive[p] === 0 || mark[p] === 2) continue;
        if (isRight(p) || --count[p]! === 0) {
          mark[p] = 2;
          queue[tail++] = p;
        }
      }
    }
    for (let k = 0; k < tail; k++) alive[queue[k]!] = 0;
  }
}
