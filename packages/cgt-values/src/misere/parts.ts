import type { SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';
import { misereDifference } from './difference.js';
import { misereNimber, misereSum, MISERE_ZERO, type MisereGame } from './game.js';

// Parts and partitions of impartial misère games (Conway, On Numbers and Games, ch. 12; CGSuite's
// `Parts`, `IsPrime` and `Partitions`). H is a part of G when G = H + X for some X. Only 0 and *
// have inverses (they are the units), and every game is E or E + * for an even E (born before
// E + *), so parts are counted up to units: the even ones. An even game other than 0 whose only
// even parts are 0 and itself is prime, and a game factors into even primes, not always in one
// way (Conway's non-unique factorisation).
//
// The parts of G are found from its options': were G = H + X written out, its options would be
// H′ + X and H + X′, so one of H and X is a part of an option of G. Each part H of an option is
// tried as G − H (`misereDifference`, which answers only with an X where H + X = G); the part X
// found with it is the other of the pair. CGSuite seeks parts among the options' parts too; the
// tests check that no part is missed on every sum of two games born by day 4.

/** G's even part: G, or G + * when that is born earlier (G is then odd). */
export function misereEvenPart(g: MisereGame, control?: SolveControl): MisereGame {
  return withControl(control, () => evenPart(g));
}

function evenPart(g: MisereGame): MisereGame {
  const other = misereSum([g, misereNimber(1)]);
  return other.birthday < g.birthday ? other : g;
}

/** Every even part of each even game met, 0 and the game itself first. */
const partsTable = new Map<MisereGame, readonly MisereGame[]>();

/** The even parts of an even game, its options' first, with an explicit stack. */
function evenParts(e: MisereGame): readonly MisereGame[] {
  const stack = [e];
  while (stack.length > 0) {
    const x = stack[stack.length - 1]!;
    if (partsTable.has(x)) {
      stack.pop();
      continue;
    }
    tick();
    const options = [...new Set(x.options.map(evenPart))];
    const missing = options.filter((o) => !partsTable.has(o));
    if (missing.length > 0) {
      stack.push(...missing);
      continue;
    }
    const found = new Set<MisereGame>([MISERE_ZERO, x]);
    if (x !== MISERE_ZERO) {
      for (const o of options) {
        for (const h of partsTable.get(o)!) {
          if (found.has(h)) continue;
          tick();
          const rest = misereDifference(x, h);
          // Even + even is even, so the other part of an even game is even too.
          if (rest === undefined) continue;
          found.add(h).add(evenPart(rest));
        }
      }
    }
    partsTable.set(x, [...found]);
    stack.pop();
  }
  return partsTable.get(e)!;
}

/**
 * The even parts of `g` (CGSuite's `Parts`): the even games H with H + X = G or H + X = G + *
 * for some X, ordered by birthday; 0 and G's even part are always among them.
 */
export function misereParts(g: MisereGame, control?: SolveControl): MisereGame[] {
  return withControl(control, () =>
    [...evenParts(evenPart(g))].sort((a, b) => a.birthday - b.birthday || a.id - b.id),
  );
}

function isPrimeGame(g: MisereGame): boolean {
  const e = evenPart(g);
  return e !== MISERE_ZERO && evenParts(e).length === 2;
}

/**
 * Whether `g` is prime (CGSuite's `IsPrime`): not 0 nor *, and its even part has no even parts
 * but 0 and itself.
 */
export function isMiserePrime(g: MisereGame, control?: SolveControl): boolean {
  return withControl(control, () => isPrimeGame(g));
}

/**
 * Every way of writing `g` as a sum of even primes (CGSuite's `Partitions`), each ordered by
 * birthday, with * at its end when g is odd: [] for 0, [*] for *. A game may have more than one
 * (Conway's non-unique factorisation). Each partition sums to `g`; the search keeps its own stack.
 */
export function miserePartitions(g: MisereGame, control?: SolveControl): MisereGame[][] {
  return withControl(control, () => {
    const e = evenPart(g);
    const unit = e === g ? [] : [misereNimber(1)];
    const order = (a: MisereGame, b: MisereGame): number => a.birthday - b.birthday || a.id - b.id;
    const out: MisereGame[][] = [];
    // A partial partition: the primes taken (in order) and what is left to factor.
    const stack: { taken: MisereGame[]; rest: MisereGame }[] = [{ taken: [], rest: e }];
    while (stack.length > 0) {
      const { taken, rest } = stack.pop()!;
      tick();
      if (rest === MISERE_ZERO) {
        out.push([...taken, ...unit]);
        continue;
      }
      const last = taken[taken.length - 1];
      for (const p of evenParts(rest)) {
        if (p === MISERE_ZERO || !isPrimeGame(p)) continue;
        // Primes in order, so each multiset is met once.
        if (last !== undefined && order(last, p) > 0) continue;
        const left = misereDifference(rest, p);
        if (left !== undefined) stack.push({ taken: [...taken, p], rest: evenPart(left) });
      }
    }
    return out.sort((a, b) => compareLists(a, b, order));
  });
}

function compareLists<T>(a: readonly T[], b: readonly T[], order: (x: T, y: T) => number): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const c = order(a[i]!, b[i]!);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}
