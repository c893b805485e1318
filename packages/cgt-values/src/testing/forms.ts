import fc from 'fast-check';
import { Dyadic } from '../short/dyadic.js';
import { game } from '../short/canonical.js';
import { num, star, ZERO, type Game } from '../short/store.js';

/** A game form as a plain tree, for reference computations by the bare definitions. */
export interface Form {
  readonly left: readonly Form[];
  readonly right: readonly Form[];
}

export const form = (left: readonly Form[], right: readonly Form[]): Form => ({ left, right });

/** Conway's definition, with no shortcut: G ≤ H unless some G^L ≥ H or some H^R ≤ G. */
export function formLeq(g: Form, h: Form): boolean {
  return g.left.every((gl) => !formLeq(h, gl)) && h.right.every((hr) => !formLeq(hr, g));
}

export const formEqual = (g: Form, h: Form): boolean => formLeq(g, h) && formLeq(h, g);

/** The disjunctive sum, option by option. */
export function formSum(g: Form, h: Form): Form {
  return form(
    [...g.left.map((l) => formSum(l, h)), ...h.left.map((l) => formSum(g, l))],
    [...g.right.map((r) => formSum(r, h)), ...h.right.map((r) => formSum(g, r))],
  );
}

export function formNegate(g: Form): Form {
  return form(g.right.map(formNegate), g.left.map(formNegate));
}

/** The canonical game as a tree (numbers and nimbers expanded into their options). */
export function toForm(g: Game): Form {
  return form(g.left.map(toForm), g.right.map(toForm));
}

/** The canonical form of a tree, built bottom-up through `game`. */
export function fromForm(f: Form): Game {
  return game(f.left.map(fromForm), f.right.map(fromForm));
}

/** Every canonical game born by day 2 (there are 22). */
export function bornByDay(day: number): Game[] {
  let games: Game[] = [ZERO];
  for (let d = 0; d < day; d++) {
    const subsets = allSubsets(games);
    const next = new Set<Game>();
    for (const l of subsets) for (const r of subsets) next.add(game(l, r));
    games = [...next];
  }
  return games;
}

function allSubsets<T>(items: readonly T[]): T[][] {
  const out: T[][] = [[]];
  for (const item of items) for (const s of out.slice()) out.push([...s, item]);
  return out;
}

const day2 = bornByDay(2);

/** Random raw forms born by day `depth` (small, so the bare definitions stay fast). */
export function arbitraryForm(depth: number): fc.Arbitrary<Form> {
  if (depth === 0) return fc.constant(form([], []));
  const option = arbitraryForm(depth - 1);
  return fc
    .tuple(fc.array(option, { maxLength: 2 }), fc.array(option, { maxLength: 2 }))
    .map(([l, r]) => form(l, r));
}

/** Random canonical games born by day 3, and some numbers, nimbers and ups sums. */
export const arbitraryGame: fc.Arbitrary<Game> = fc.oneof(
  fc
    .tuple(fc.subarray(day2, { maxLength: 4 }), fc.subarray(day2, { maxLength: 4 }))
    .map(([l, r]) => game(l, r)),
  fc.constantFrom(...day2),
  fc
    .tuple(fc.integer({ min: -40, max: 40 }), fc.integer({ min: 0, max: 4 }))
    .map(([n, k]) => num(Dyadic.of(n, k))),
  fc.integer({ min: 0, max: 9 }).map((n) => star(n)),
);
