import type { SolveControl } from '@cgkit/core-search';
import { holdBytes, withControl } from '../control.js';
import { simplestBetween, type Dyadic } from './dyadic.js';
import {
  atMost,
  leftStopOf as leftStop,
  noneGeq,
  noneLeq,
  rightStopOf as rightStop,
} from './order.js';
import { OptionSetTable } from './option-sets.js';
import { descend, gameById, intern, num, sortById, type Game } from './store.js';

// The canonical form of a game given by its options.

/**
 * The canonical form of `{left | right}`: dominated options are removed and reversible ones
 * bypassed; a game equal to a number becomes that number.
 */
export function game(left: Iterable<Game>, right: Iterable<Game>, control?: SolveControl): Game {
  return withControl(control, () => canonical(left, right));
}

/** {@link game}, for the computations of this package (under their control). */
export function canonical(left: Iterable<Game>, right: Iterable<Game>): Game {
  const ls = sortById(unique(left));
  const rs = sortById(unique(right));
  // Many positions of a search have the same options as another (of Domineering 5×5's 47,000
  // forms, 19,000 sets of options): a set met before is looked up, not simplified again.
  const seen = simplified.get(ls, rs);
  if (seen >= 0) return gameById(seen)!;
  const form = simplify(ls, rs);
  simplified.set(ls, rs, form.id);
  holdBytes(4 * (ls.length + rs.length + 6));
  return form;
}

/** The canonical form's id of each set of options simplified. */
const simplified = new OptionSetTable();

/** The canonical form of `{ls | rs}`, options without repeats. */
function simplify(ls: Game[], rs: Game[]): Game {
  // The stops bound a number between the options, and are the form's stops when it is none.
  const low = ls.length === 0 ? undefined : tightest(ls, rightStop, 1);
  const high = rs.length === 0 ? undefined : tightest(rs, leftStop, -1);
  const x = numberBetween(ls, rs, low, high);
  if (x !== undefined) return num(x);
  // From here the value is not a number; comparisons with it are memoized for this call (the
  // value, unlike the form, stays the same while options are bypassed).
  const value = new FormValue(ls, rs, low!, high!);
  for (let changed = true; changed;) {
    ls = undominated(ls, true);
    rs = undominated(rs, false);
    value.ls = ls;
    value.rs = rs;
    changed = false;
    for (let i = 0; i < ls.length && !changed; i++) {
      const through = reversedBy(ls[i]!.right, value, true);
      if (through !== undefined) {
        ls = bypass(ls, i, through.left);
        changed = true;
      }
    }
    for (let i = 0; i < rs.length && !changed; i++) {
      const through = reversedBy(rs[i]!.left, value, false);
      if (through !== undefined) {
        rs = bypass(rs, i, through.right);
        changed = true;
      }
    }
  }
  return intern(ls, rs);
}

/**
 * The option's first option through which it reverses: for a Left option, a Right option of it
 * at most the form's value (`left`), for a Right option, a Left option of it at least the value.
 */
function reversedBy(options: readonly Game[], value: FormValue, left: boolean): Game | undefined {
  for (const o of options) if (left ? value.above(o) : value.below(o)) return o;
  return undefined;
}

/** The options without the one at `i`, with `through`'s options in its place, without repeats. */
function bypass(options: readonly Game[], i: number, through: readonly Game[]): Game[] {
  const kept: Game[] = [];
  for (let j = 0; j < options.length; j++) if (j !== i) kept.push(options[j]!);
  for (const g of through) if (!kept.includes(g)) kept.push(g);
  return kept;
}

/** The value of a form {ls | rs} that is not a number, compared with canonical games. */
class FormValue {
  private readonly leftStop: Dyadic;
  private readonly rightStop: Dyadic;
  // Made when first needed: most forms are settled by their stops.
  private aboveMemo: Map<Game, boolean> | undefined;
  private belowMemo: Map<Game, boolean> | undefined;

  /** For a form not equal to a number the stops follow from the options: `leftStop`, `rightStop`. */
  constructor(
    public ls: readonly Game[],
    public rs: readonly Game[],
    leftStop: Dyadic,
    rightStop: Dyadic,
  ) {
    this.leftStop = leftStop;
    this.rightStop = rightStop;
  }

  /** x ≤ this. */
  above(x: Game): boolean {
    this.aboveMemo ??= new Map();
    let result = this.aboveMemo.get(x);
    if (result === undefined) {
      if (leftStop(x).compare(this.rightStop) < 0) result = true;
      else if (leftStop(x).compare(this.leftStop) > 0 || rightStop(x).compare(this.rightStop) > 0) {
        result = false;
      } else {
        result = descend(aboveByOptions, this, x);
      }
      this.aboveMemo.set(x, result);
    }
    return result;
  }

  /** this ≤ y. */
  below(y: Game): boolean {
    this.belowMemo ??= new Map();
    let result = this.belowMemo.get(y);
    if (result === undefined) {
      if (this.leftStop.compare(rightStop(y)) < 0) result = true;
      else if (this.leftStop.compare(leftStop(y)) > 0 || this.rightStop.compare(rightStop(y)) > 0) {
        result = false;
      } else {
        result = descend(belowByOptions, this, y);
      }
      this.belowMemo.set(y, result);
    }
    return result;
  }
}

// The walks of `above` and `below` are functions of their own: a function with a closure
// allocates its captured variables on every call, memo hits included.

/** x ≤ G by options: x − G, Right moves to x − G^R, or (unless x is a number) Left to x^L − G. */
function aboveByOptions(value: FormValue, x: Game): boolean {
  return noneLeq(value.rs, x) && (x.number !== undefined || x.left.every((xl) => !value.below(xl)));
}

/** G ≤ y by options. */
function belowByOptions(value: FormValue, y: Game): boolean {
  return (
    noneGeq(value.ls, y) && (y.number !== undefined || y.right.every((yr) => !value.above(yr)))
  );
}

/** Which call of `unique` last met each game, by id: a repeat is seen in one look, not a scan. */
let marks = new Int32Array(1 << 12);
let mark = 0;

function unique(games: Iterable<Game>): Game[] {
  // Listed first: a generator given by a caller may itself make games, calling this.
  const list = Array.isArray(games) ? (games as readonly Game[]) : [...games];
  if (++mark === 0x7fffffff) {
    marks.fill(0);
    mark = 1;
  }
  const kept: Game[] = [];
  for (const g of list) {
    const id = g.id;
    if (id >= marks.length) {
      const larger = new Int32Array(Math.max(2 * marks.length, id + 1));
      larger.set(marks);
      marks = larger;
    }
    if (marks[id] === mark) continue;
    marks[id] = mark;
    kept.push(g);
  }
  return kept;
}

/**
 * Keeps the options not dominated by another: for Left (`left`) the ones no other is at least,
 * for Right the ones no other is at most. Distinct canonical forms are distinct values, so these
 * are the maximal ones, kept in their order. Each option is compared with the ones kept so far
 * only (few, once dominated ones are dropped), not with every other one.
 */
function undominated(games: readonly Game[], left: boolean): Game[] {
  const kept: Game[] = [];
  for (const a of games) {
    let dominated = false;
    for (const k of kept) {
      if (dominatedBy(a, k, left)) {
        dominated = true;
        break;
      }
    }
    if (dominated) continue;
    // The options a dominates go, in place.
    let n = 0;
    for (const k of kept) if (!dominatedBy(k, a, left)) kept[n++] = k;
    kept.length = n;
    kept.push(a);
  }
  return kept;
}

/**
 * Whether the option `a` is dominated by `b`: for Left `a ≤ b`, for Right `b ≤ a`. One call of
 * `atMost` for both players: the compiler inlines it once, not once for each.
 */
function dominatedBy(a: Game, b: Game, left: boolean): boolean {
  return atMost(left ? a : b, left ? b : a);
}

/**
 * The number equal to `{ls | rs}`, if any. A form equals a number exactly when some number x
 * has every Left option ⧏ x ⧏ every Right option; then it is the simplest such x.
 */
function numberBetween(
  ls: readonly Game[],
  rs: readonly Game[],
  low: Dyadic | undefined,
  high: Dyadic | undefined,
): Dyadic | undefined {
  // The stops first (`low`, the highest right stop of Left's options, `high`, the lowest left
  // stop of Right's): when low is above high (a hot game), no number lies between, and no option
  // need be compared.
  if (low !== undefined && high !== undefined && low.compare(high) > 0) return undefined;
  return simplestBetween(
    low === undefined ? undefined : { value: low, closed: closedAt(ls, rightStop, low, 1) },
    high === undefined ? undefined : { value: high, closed: closedAt(rs, leftStop, high, -1) },
  );
}

/**
 * The tightest bound the options put on a number between them: the highest of their stops for
 * Left's options (direction 1), the lowest for Right's (−1).
 */
function tightest(options: readonly Game[], stop: (g: Game) => Dyadic, direction: 1 | -1): Dyadic {
  let value = stop(options[0]!);
  for (let i = 1; i < options.length; i++) {
    const s = stop(options[i]!);
    if (s.compare(value) * direction > 0) value = s;
  }
  return value;
}

/**
 * Whether the bound `value` is closed: every option at that stop leaves it so (a Left option
 * that is not a number and not ≥ it, a Right option likewise ≤).
 */
function closedAt(
  options: readonly Game[],
  stop: (g: Game) => Dyadic,
  value: Dyadic,
  direction: 1 | -1,
): boolean {
  const x = num(value);
  for (const option of options) {
    if (stop(option).compare(value) !== 0) continue;
    if (option.number !== undefined) return false;
    if (direction === 1 ? atMost(x, option) : atMost(option, x)) return false;
  }
  return true;
}
