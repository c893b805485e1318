import type { SolveControl } from '@cgkit/core-search';
import { holdBytes, tick, withControl } from '../control.js';
import { InputLimitError } from '../input-limit.js';
import type { Relation } from '../relation.js';
import {
  leftDeadEnd,
  leftDeadEndCanonical,
  leftDeadEndCompare,
  leftDeadEndGeq,
  leftDeadEndInteger,
  leftDeadEndSum,
  MAX_LEFT_DEAD_END_BIRTHDAY,
  normalOrder,
  type LeftDeadEnd,
} from './left-dead-end.js';

// cgt-tools' tools for Left dead ends (its `Interner`, after Alfie Davies' gemau): factors and
// atoms, race, flexibility, and the racing and stalling options. Factors are found as cgt-tools
// finds them: a factor of G is a factor of one of its options (paired with another such one), or
// a "novel" factor X common to every option G', whose cofactor is the game of X's cofactors in
// the G'. Equal Left dead ends have one canonical form, so the factors are worked out on
// canonical forms, where equality is identity.

/** X and Y with X + Y = G, both canonical. */
export type LeftDeadEndFactor = readonly [factor: LeftDeadEnd, cofactor: LeftDeadEnd];

const factorsKnown = new Map<LeftDeadEnd, readonly LeftDeadEndFactor[]>();
const canonicalSums = new Map<LeftDeadEnd, Map<LeftDeadEnd, LeftDeadEnd>>();

/**
 * The canonical form of X + Y, for canonical X and Y, made from the canonical sums of the
 * options (equal options make equal games): the normal form of the sum itself may be far too
 * large to write when the canonical one is small. Recursion as deep as the two birthdays.
 */
function canonicalSum(x: LeftDeadEnd, y: LeftDeadEnd): LeftDeadEnd {
  if (x.integer === 0) return y;
  if (y.integer === 0) return x;
  if (x.integer !== undefined && y.integer !== undefined) {
    return leftDeadEndSum(x, y);
  }
  const [a, b] = normalOrder(x, y) <= 0 ? [x, y] : [y, x];
  let row = canonicalSums.get(a);
  if (row === undefined) canonicalSums.set(a, (row = new Map<LeftDeadEnd, LeftDeadEnd>()));
  let s = row.get(b);
  if (s === undefined) {
    if (a.birthday + b.birthday > MAX_LEFT_DEAD_END_BIRTHDAY) {
      throw new InputLimitError(
        `a Left dead end born after day ${MAX_LEFT_DEAD_END_BIRTHDAY} is too deep`,
      );
    }
    const options = [
      ...rightOptions(a).map((o) => canonicalSum(o, b)),
      ...rightOptions(b).map((o) => canonicalSum(a, o)),
    ];
    // The options are canonical (equal ones identical): dropping those above another leaves
    // the canonical form.
    const { options: sorted } = leftDeadEnd(options);
    tick(sorted.length * sorted.length);
    s = leftDeadEnd(
      sorted.filter((o) => !sorted.some((p) => leftDeadEndGeq(o, p) && !leftDeadEndGeq(p, o))),
    );
    row.set(b, s);
    holdBytes(40);
  }
  return s;
}

/** The factors of a canonical G (recursion as deep as G's birthday). */
function factorsOfCanonical(g: LeftDeadEnd): readonly LeftDeadEndFactor[] {
  const known = factorsKnown.get(g);
  if (known !== undefined) return known;
  const found: LeftDeadEndFactor[] = [];
  const add = (x: LeftDeadEnd, y: LeftDeadEnd): void => {
    if (!found.some(([f]) => f === x)) found.push([x, y]);
  };
  if (g.integer !== undefined) {
    // n = i + (n − i): the integers' factors are the integers up to them.
    for (let i = 0; i <= g.integer; i++)
      add(leftDeadEndInteger(i), leftDeadEndInteger(g.integer - i));
  } else {
    const ofOptions = g.options.map((o) => factorsOfCanonical(o));
    // Factors of the options that add up to G.
    const candidates = [...new Set(ofOptions.flatMap((fs) => fs.map(([f]) => f)))];
    // Races add up, and equal games have equal races: only pairs whose races make G's can add up
    // to G.
    const race = leftDeadEndRace(g);
    for (let i = 0; i < candidates.length; i++) {
      for (let j = i; j < candidates.length; j++) {
        if (leftDeadEndRace(candidates[i]!) + leftDeadEndRace(candidates[j]!) !== race) continue;
        if (canonicalSum(candidates[i]!, candidates[j]!) === g) {
          add(candidates[i]!, candidates[j]!);
          add(candidates[j]!, candidates[i]!);
        }
      }
    }
    add(g, leftDeadEndInteger(0));
    add(leftDeadEndInteger(0), g);
    // Novel factors: X divides every option G', and the game of its cofactors in them is its
    // cofactor in G.
    const common = ofOptions[0]!
      .map(([f]) => f)
      .filter((x) => ofOptions.every((fs) => fs.some(([f]) => f === x)));
    for (const x of common) {
      const cofactors = g.options.map(
        (o, k) =>
          ofOptions[k]!.find(
            ([f]) =>
              leftDeadEndRace(x) + leftDeadEndRace(f) === leftDeadEndRace(o) &&
              canonicalSum(x, f) === o,
          )?.[0],
      );
      if (cofactors.some((c) => c === undefined)) continue;
      const y = leftDeadEndCanonical(leftDeadEnd(cofactors as LeftDeadEnd[]));
      if (leftDeadEndRace(x) + leftDeadEndRace(y) === race && canonicalSum(x, y) === g) {
        add(x, y);
        add(y, x);
      }
    }
    found.sort(([a], [b]) => normalOrder(a, b));
  }
  factorsKnown.set(g, found);
  holdBytes(32 * found.length + 60);
  return found;
}

/**
 * The factors of G (cgt-tools' `factors`): every X, one of each class of equal ones, with a Y
 * such that X + Y = G, both in canonical form, in the normal order; 0 and G among them.
 */
export function leftDeadEndFactors(
  g: LeftDeadEnd,
  control?: SolveControl,
): readonly LeftDeadEndFactor[] {
  return withControl(control, () => factorsOfCanonical(leftDeadEndCanonical(g)));
}

/** Whether G is an atom (cgt-tools' `is_atom`): its only factors are 0 and G, and G is not 0. */
export function isLeftDeadEndAtom(g: LeftDeadEnd, control?: SolveControl): boolean {
  return isAtom(leftDeadEndFactors(g, control));
}

/** Whether factors are an atom's: 0 and G alone (G is not 0, whose one factor is 0). */
function isAtom(factors: readonly LeftDeadEndFactor[]): boolean {
  return factors.length === 2;
}

const races = new Map<LeftDeadEnd, number>();
const flexibilities = new Map<LeftDeadEnd, number>();

/**
 * The race (cgt-tools' `race`): the fewest moves Right needs to run out of moves in this form.
 * Equal Left dead ends have the same race, and races add up in sums.
 */
export function leftDeadEndRace(g: LeftDeadEnd): number {
  if (g.integer !== undefined) return g.integer;
  let r = races.get(g);
  if (r === undefined) {
    r = 1 + Math.min(...g.options.map(leftDeadEndRace));
    races.set(g, r);
  }
  return r;
}

/**
 * The flexibility (cgt-tools' `flexibility`): the most moves Right can make in this form before
 * it is an integer (a single line of moves).
 */
export function leftDeadEndFlexibility(g: LeftDeadEnd): number {
  if (g.integer !== undefined) return 0;
  let f = flexibilities.get(g);
  if (f === undefined) {
    f = 1 + Math.max(...g.options.map(leftDeadEndFlexibility));
    flexibilities.set(g, f);
  }
  return f;
}

/** The options that keep the race shortest (cgt-tools' `racing`): race one less than G's. */
export function leftDeadEndRacing(g: LeftDeadEnd): LeftDeadEnd[] {
  const r = leftDeadEndRace(g);
  return rightOptions(g).filter((o) => leftDeadEndRace(o) === r - 1);
}

/** The options that keep play longest (cgt-tools' `stalling`): birthday one less than G's. */
export function leftDeadEndStalling(g: LeftDeadEnd): LeftDeadEnd[] {
  return rightOptions(g).filter((o) => o.birthday === g.birthday - 1);
}

/** Right's options, the integer n's being n − 1. */
function rightOptions(g: LeftDeadEnd): LeftDeadEnd[] {
  if (g.integer === undefined) return [...g.options];
  return g.integer === 0 ? [] : [leftDeadEndInteger(g.integer - 1)];
}

/** What `leftDeadEndReport` works out besides the canonical form. */
export interface LeftDeadEndReportOptions {
  /** A game to compare G with. */
  readonly compare?: LeftDeadEnd | undefined;
  /** Whether to find G's factors (the costliest part: sums of canonical forms). */
  readonly factors?: boolean;
  /** Whether to give G's race, flexibility, racing and stalling options. */
  readonly race?: boolean;
}

/**
 * A Left dead end described as plain data, forms as cgt-tools' text: its normal form, canonical
 * form and birthday; how it compares with `options.compare`; its factors (each canonical X, up
 * to equality, with a Y such that X + Y = G) and whether it is an atom; its race, flexibility,
 * racing and stalling options. A part not asked for is left out.
 */
export interface LeftDeadEndReport {
  readonly form: string;
  readonly canonical: string;
  readonly birthday: number;
  /** The canonical form of the game compared with, and how G compares with it. */
  readonly comparison?: { readonly compare: string; readonly order: Relation };
  readonly factors?: {
    readonly factors: readonly (readonly [string, string])[];
    readonly atom: boolean;
  };
  readonly race?: {
    readonly race: number;
    readonly flexibility: number;
    readonly racing: readonly string[];
    readonly stalling: readonly string[];
  };
}

/** G's report (see `LeftDeadEndReport`): the parts asked for in `options`, nothing else. */
export function leftDeadEndReport(
  g: LeftDeadEnd,
  options: LeftDeadEndReportOptions = {},
  control?: SolveControl,
): LeftDeadEndReport {
  return withControl(control, () => {
    const canonical = leftDeadEndCanonical(g, control);
    const { compare: other } = options;
    const texts = (gs: readonly LeftDeadEnd[]): string[] => gs.map((x) => x.text);
    const factors = options.factors === true ? leftDeadEndFactors(canonical, control) : undefined;
    return {
      form: g.text,
      canonical: canonical.text,
      birthday: canonical.birthday,
      ...(other === undefined
        ? {}
        : {
            comparison: {
              compare: leftDeadEndCanonical(other, control).text,
              order: leftDeadEndCompare(g, other, control),
            },
          }),
      ...(factors === undefined
        ? {}
        : {
            factors: {
              factors: factors.map(([x, y]) => [x.text, y.text] as const),
              atom: isAtom(factors),
            },
          }),
      ...(options.race === true
        ? {
            race: {
              race: leftDeadEndRace(canonical),
              flexibility: leftDeadEndFlexibility(canonical),
              racing: texts(leftDeadEndRacing(canonical)),
              stalling: texts(leftDeadEndStalling(canonical)),
            },
          }
        : {}),
    };
  });
}
