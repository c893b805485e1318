import { Dyadic, simplestBetween, type Bound } from './dyadic.js';
import { PairTable } from './pair-table.js';

/** The only way to make a game node (the constructor is private to keep forms canonical). */
let create: (
  left: readonly Game[] | undefined,
  right: readonly Game[] | undefined,
  number: Dyadic | undefined,
  nimber: number | undefined,
) => Game;

/**
 * A short partizan game in canonical form. Canonical forms are hash-consed: two games are equal
 * exactly when they are the same object, so `===` is the equality test. Numbers carry their
 * dyadic value and nimbers their index; their options are built only when asked for, so a game
 * such as `1000000` costs nothing and arithmetic on numbers never walks their options.
 */
export class Game {
  /** A small integer unique to this game (hash-consing makes it a key for memo tables). */
  readonly id: number;
  /** The value when the game is a number. */
  readonly number: Dyadic | undefined;
  /** `n` when the game is the nimber `*n` (0 for zero). */
  readonly nimber: number | undefined;
  private leftOptions: readonly Game[] | undefined;
  private rightOptions: readonly Game[] | undefined;

  private constructor(
    left: readonly Game[] | undefined,
    right: readonly Game[] | undefined,
    number: Dyadic | undefined,
    nimber: number | undefined,
  ) {
    if (nextId >= MAX_GAMES) throw new RangeError('too many distinct games for one process');
    this.id = nextId++;
    this.leftOptions = left;
    this.rightOptions = right;
    this.number = number;
    this.nimber = nimber;
  }

  /** The Left options of the canonical form, ordered by id. */
  get left(): readonly Game[] {
    this.leftOptions ??= this.lazyOptions().left;
    return this.leftOptions;
  }

  /** The Right options of the canonical form, ordered by id. */
  get right(): readonly Game[] {
    this.rightOptions ??= this.lazyOptions().right;
    return this.rightOptions;
  }

  private lazyOptions(): { left: Game[]; right: Game[] } {
    if (this.number !== undefined) return numberOptions(this.number);
    return nusOptions(nusOf[this.id]!);
  }

  get isNumber(): boolean {
    return this.number !== undefined;
  }

  get isNimber(): boolean {
    return this.nimber !== undefined;
  }

  static {
    create = (left, right, number, nimber) => {
      const g = new Game(left, right, number, nimber);
      allGames[g.id] = g;
      return g;
    };
  }
}

/** Interns a canonical form given by canonical options (no simplification). */
function intern(left: Game[], right: Game[]): Game {
  left.sort(byId);
  right.sort(byId);
  const key = `${left.map((g) => g.id).join(',')}|${right.map((g) => g.id).join(',')}`;
  let g = forms.get(key);
  if (g === undefined) {
    const k = nimberIndex(left, right);
    const nus = k === undefined ? recogniseNus(left, right) : undefined;
    // A number plus ups plus a nimber may already exist without listed options: use that node.
    if (k !== undefined) g = star(k);
    else if (nus !== undefined) g = numberUpStarGame(nus);
    else g = create(left, right, undefined, undefined);
    forms.set(key, g);
  }
  return g;
}

/** The nimber `*n` (n ≥ 1); its options are built only when asked for. */
function nimberNode(n: number): Game {
  let g = nimbers.get(n);
  if (g === undefined) {
    g = create(undefined, undefined, undefined, n);
    nusOf[g.id] = { number: Dyadic.zero, ups: 0, star: n };
    nimbers.set(n, g);
  }
  return g;
}

/** The number game of a dyadic value. */
function numberNode(value: Dyadic): Game {
  const key = value.key;
  let g = numbers.get(key);
  if (g === undefined) {
    g = create(undefined, undefined, value, value.sign() === 0 ? 0 : undefined);
    nusOf[g.id] = { number: value, ups: 0, star: 0 };
    numbers.set(key, g);
  }
  return g;
}

/**
 * The deepest the recursive walks over options (sums, comparisons, stops…) may go, well inside
 * the stack of any thread: a deeper game ends in a clear RangeError, never a stack overflow.
 */
export const MAX_WALK_DEPTH = 1000;
let walkDepth = 0;

/** Runs one level of a recursive walk over options, within {@link MAX_WALK_DEPTH}. */
export function descend<T>(walk: () => T): T {
  if (walkDepth >= MAX_WALK_DEPTH) {
    throw new RangeError(
      `the game is too deep to work with: its options nest more than ${MAX_WALK_DEPTH} levels`,
    );
  }
  walkDepth++;
  try {
    return walk();
  } finally {
    walkDepth--;
  }
}

const MAX_GAMES = 2 ** 26;

/** How many distinct games the process holds (each canonical form once). */
export function gameCount(): number {
  return nextId;
}
/** The largest nimber whose options may be listed (sums with non-nimbers list them). */
const MAX_LISTED_NIMBER = 2 ** 16;
let nextId = 0;
const numbers = new Map<number | string, Game>();
const nimbers = new Map<number, Game>();
const forms = new Map<string, Game>();
/** Every game, by id. */
const allGames: Game[] = [];
/** `nusOf[g.id]` describes g when it is a number plus ups plus a nimber. */
const nusOf: (NumberUpStar | undefined)[] = [];

function byId(a: Game, b: Game): number {
  return a.id - b.id;
}

/** `*k` is `{*0, …, *(k-1) | *0, …, *(k-1)}`: recognise it when interning. */
function nimberIndex(left: readonly Game[], right: readonly Game[]): number | undefined {
  if (left.length !== right.length) return undefined;
  const seen = new Set<number>();
  for (let i = 0; i < left.length; i++) {
    const g = left[i]!;
    if (g !== right[i] || g.nimber === undefined) return undefined;
    seen.add(g.nimber);
  }
  for (let k = 0; k < left.length; k++) if (!seen.has(k)) return undefined;
  return left.length;
}

/** The canonical options of a number: `n = {n-1 |}`, `m/2^k = {(m-1)/2^k | (m+1)/2^k}`. */
function numberOptions(x: Dyadic): { left: Game[]; right: Game[] } {
  if (x.isInteger()) {
    const s = x.sign();
    if (s > 0) return { left: [num(x.sub(Dyadic.one))], right: [] };
    if (s < 0) return { left: [], right: [num(x.add(Dyadic.one))] };
    return { left: [], right: [] };
  }
  const step = Dyadic.of(1, x.exponent);
  return { left: [num(x.sub(step))], right: [num(x.add(step))] };
}

/** The number game of a dyadic (or integer) value. */
export function num(value: Dyadic | bigint | number): Game {
  return numberNode(value instanceof Dyadic ? value : Dyadic.of(value));
}

export const ZERO: Game = num(0);

/** Nimbers are indexed by 32-bit integers, so that nim-sums stay exact with `^`. */
export const MAX_NIMBER = 0xffffffff;

/** The nimber `*n` (`star()` is `*`), for 0 ≤ n ≤ {@link MAX_NIMBER}. */
export function star(n = 1): Game {
  if (!Number.isInteger(n) || n < 0 || n > MAX_NIMBER) {
    throw new RangeError(`not a nimber index: ${n}`);
  }
  return n === 0 ? ZERO : nimberNode(n);
}

export const STAR: Game = star(1);

// ---------------------------------------------------------------------------------------------
// Numbers plus ups plus nimbers, whose arithmetic needs no search

/** The value `number + ups·↑ + *star`. */
export interface NumberUpStar {
  readonly number: Dyadic;
  readonly ups: number;
  readonly star: number;
}

/** The game as `x + n·↑ + *m` when it is one (numbers and nimbers included). */
export function numberUpStar(g: Game): NumberUpStar | undefined {
  return nusOf[g.id];
}

/**
 * The canonical form of `x + n·↑ + *m`. Like numbers and nimbers, its options are built only when
 * asked for, so `1000000000·↑` costs one node: for n ≥ 1 they are `{x | x + (n−1)·↑ + *(m⊕1)}`,
 * except `x + ↑* = {x, x* | x}`; downs mirror ups; `x + *m` is `{x + *i | x + *i}` (i < m).
 */
export function numberUpStarGame(nus: NumberUpStar): Game {
  const { number: x, ups: n, star: m } = nus;
  if (!Number.isSafeInteger(n)) throw new RangeError(`too many ups to count exactly: ${n}`);
  if (n === 0 && m === 0) return num(x);
  if (n === 0 && x.sign() === 0) return star(m);
  const key = `${x.key}:${n}:${m}`;
  let g = nusGames.get(key);
  if (g === undefined) {
    g = create(undefined, undefined, undefined, undefined);
    nusOf[g.id] = { number: x, ups: n, star: m };
    nusGames.set(key, g);
  }
  return g;
}

const nusGames = new Map<string, Game>();

/** The canonical options of `x + n·↑ + *m` (nimbers included), ordered by id. */
function nusOptions({ number: x, ups: n, star: m }: NumberUpStar): { left: Game[]; right: Game[] } {
  if (n === 0) {
    if (m > MAX_LISTED_NIMBER) throw new RangeError(`*${m} has too many options to list`);
    const options = Array.from({ length: m }, (_, i) =>
      numberUpStarGame({ number: x, ups: 0, star: i }),
    ).sort(byId);
    return { left: options, right: options.slice() };
  }
  const base = num(x);
  // The one exception: x + ↑* = {x, x* | x}, and x + ↓* = {x | x, x*}.
  const withStar = Math.abs(n) === 1 && m === 1;
  const near = withStar ? [base, numberUpStarGame({ number: x, ups: 0, star: 1 })] : [base];
  const far = withStar
    ? [base]
    : [numberUpStarGame({ number: x, ups: n - Math.sign(n), star: (m ^ 1) >>> 0 })];
  near.sort(byId);
  return n > 0 ? { left: near, right: far } : { left: far, right: near };
}

/** The descriptor of a new canonical form of one of the shapes `numberUpStarGame` builds. */
function recogniseNus(left: readonly Game[], right: readonly Game[]): NumberUpStar | undefined {
  const [l, r] = [left[0], right[0]];
  if (l === undefined || r === undefined) return undefined;
  // x + *m: the same options on both sides, x + *i for i < m.
  if (left.length === right.length && left.every((o, i) => o === right[i])) {
    const parts = left.map(numberUpStar);
    const x = parts[0]?.number;
    if (
      x === undefined ||
      parts.some((p) => p === undefined || p.ups !== 0 || !p.number.equals(x))
    ) {
      return undefined;
    }
    const stars = new Set(parts.map((p) => p!.star));
    for (let i = 0; i < left.length; i++) if (!stars.has(i)) return undefined;
    return { number: x, ups: 0, star: left.length };
  }
  if (left.length === 1 && right.length === 1) {
    // {x | x + k·↑ + *s} is x + (k+1)·↑ + *(s⊕1), and its negative likewise.
    const down = numberUpStar(r);
    if (
      l.number !== undefined &&
      down !== undefined &&
      down.number.equals(l.number) &&
      down.ups >= 0
    ) {
      if (down.ups > 0 || down.star > 0)
        return { number: l.number, ups: down.ups + 1, star: (down.star ^ 1) >>> 0 };
    }
    const upper = numberUpStar(l);
    if (
      r.number !== undefined &&
      upper !== undefined &&
      upper.number.equals(r.number) &&
      upper.ups <= 0
    ) {
      if (upper.ups < 0 || upper.star > 0)
        return { number: r.number, ups: upper.ups - 1, star: (upper.star ^ 1) >>> 0 };
    }
    return undefined;
  }
  // x + ↑* = {x, x* | x} and x + ↓* = {x | x, x*}.
  const isStarred = (a: Game, b: Game): boolean => {
    const p = numberUpStar(b);
    return (
      a.number !== undefined &&
      p !== undefined &&
      p.ups === 0 &&
      p.star === 1 &&
      p.number.equals(a.number)
    );
  };
  if (left.length === 2 && right.length === 1) {
    const [a, b] = left[0] === r ? [left[0], left[1]!] : [left[1]!, left[0]!];
    if (a === r && isStarred(a, b)) return { number: a.number!, ups: 1, star: 1 };
  }
  if (left.length === 1 && right.length === 2) {
    const [a, b] = right[0] === l ? [right[0], right[1]!] : [right[1]!, right[0]!];
    if (a === l && isStarred(a, b)) return { number: a.number!, ups: -1, star: 1 };
  }
  return undefined;
}

/** `↑ = {0 | *}`. */
export const UP: Game = numberUpStarGame({ number: Dyadic.zero, ups: 1, star: 0 });

// ---------------------------------------------------------------------------------------------
// Comparison

/** Whether g ≤ h, by (g.id, h.id): 1 for true, 0 for false. */
const leqMemo = new PairTable();

/** `g ≤ h`. */
export function leq(g: Game, h: Game): boolean {
  if (g === h) return true;
  const x = g.number;
  const y = h.number;
  if (x !== undefined && y !== undefined) return x.compare(y) <= 0;
  // *n (n ≥ 1) is confused with 0 and lies between all negative and all positive numbers.
  if (x !== undefined && h.nimber !== undefined) return x.sign() < 0;
  if (y !== undefined && g.nimber !== undefined) return y.sign() > 0;
  if (g.nimber !== undefined && h.nimber !== undefined) return false;
  const a = numberUpStar(g);
  const b = numberUpStar(h);
  if (a !== undefined && b !== undefined) {
    // g ≤ h iff (h − g) = y + d·↑ + *s ≥ 0: y > 0, or y = 0 with d ≥ 2, d = 1 and s ≠ 1, or 0.
    const y = a.number.compare(b.number);
    if (y !== 0) return y < 0;
    const d = b.ups - a.ups;
    return d >= 2 || (d === 1 && (a.star ^ b.star) !== 1) || (d === 0 && a.star === b.star);
  }
  // Stops settle most comparisons: g < h when LS(g) < RS(h); g ≤ h needs both stops ≤.
  const gl = leftStop(g);
  const hr = rightStop(h);
  if (gl.compare(hr) < 0) return true;
  if (gl.compare(leftStop(h)) > 0 || rightStop(g).compare(hr) > 0) return false;
  const known = leqMemo.get(g.id, h.id);
  if (known !== -1) return known === 1;
  const result = descend(() =>
    // When one is a number, number translation leaves only the other's options to try.
    x !== undefined
      ? noneLeq(h.right, g)
      : y !== undefined
        ? noneGeq(g.left, h)
        : noneGeq(g.left, h) && noneLeq(h.right, g),
  );
  leqMemo.set(g.id, h.id, result ? 1 : 0);
  return result;
}

/** No option is ≤ g. */
function noneLeq(options: readonly Game[], g: Game): boolean {
  for (const o of options) if (leq(o, g)) return false;
  return true;
}

/** No option is ≥ g. */
function noneGeq(options: readonly Game[], g: Game): boolean {
  for (const o of options) if (leq(g, o)) return false;
  return true;
}

/** `g ≥ h`. */
export function geq(g: Game, h: Game): boolean {
  return leq(h, g);
}

/** How two games compare: `<`, `=`, `>`, or `||` (confused, incomparable). */
export type Relation = '<' | '=' | '>' | '||';

export function compare(g: Game, h: Game): Relation {
  if (g === h) return '=';
  if (leq(g, h)) return '<';
  return leq(h, g) ? '>' : '||';
}

/**
 * Who wins: `L` (Left, whoever starts), `R` (Right), `N` (the next player), `P` (the previous
 * player, i.e. the game is zero).
 */
export type Outcome = 'L' | 'R' | 'N' | 'P';

export function outcome(g: Game): Outcome {
  const nonNegative = leq(ZERO, g);
  const nonPositive = leq(g, ZERO);
  if (nonNegative) return nonPositive ? 'P' : 'L';
  return nonPositive ? 'R' : 'N';
}

const leftStops: Dyadic[] = [];
const rightStops: Dyadic[] = [];

/** The Left stop: the number reached when Left starts and both play to the first number. */
export function leftStop(g: Game): Dyadic {
  if (g.number !== undefined) return g.number;
  const nus = numberUpStar(g);
  if (nus !== undefined) return nus.number;
  let s = leftStops[g.id];
  if (s === undefined) {
    s = descend(() => g.left.map(rightStop).reduce((a, b) => (b.compare(a) > 0 ? b : a)));
    leftStops[g.id] = s;
  }
  return s;
}

/** The Right stop. */
export function rightStop(g: Game): Dyadic {
  if (g.number !== undefined) return g.number;
  const nus = numberUpStar(g);
  if (nus !== undefined) return nus.number;
  let s = rightStops[g.id];
  if (s === undefined) {
    s = descend(() => g.right.map(leftStop).reduce((a, b) => (b.compare(a) < 0 ? b : a)));
    rightStops[g.id] = s;
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Construction from options

/**
 * The canonical form of `{left | right}`: dominated options are removed and reversible ones
 * bypassed; a game equal to a number becomes that number.
 */
export function game(left: Iterable<Game>, right: Iterable<Game>): Game {
  let ls = unique(left);
  let rs = unique(right);
  const x = numberBetween(ls, rs);
  if (x !== undefined) return num(x);
  // From here the value is not a number; comparisons with it are memoized for this call (the
  // value, unlike the form, stays the same while options are bypassed).
  const value = new FormValue(ls, rs);
  for (let changed = true; changed;) {
    ls = undominated(ls, (a, b) => leq(a, b));
    rs = undominated(rs, (a, b) => leq(b, a));
    value.ls = ls;
    value.rs = rs;
    changed = false;
    for (let i = 0; i < ls.length && !changed; i++) {
      const through = ls[i]!.right.find((lr) => value.above(lr));
      if (through !== undefined) {
        ls = unique([...ls.slice(0, i), ...ls.slice(i + 1), ...through.left]);
        changed = true;
      }
    }
    for (let i = 0; i < rs.length && !changed; i++) {
      const through = rs[i]!.left.find((rl) => value.below(rl));
      if (through !== undefined) {
        rs = unique([...rs.slice(0, i), ...rs.slice(i + 1), ...through.right]);
        changed = true;
      }
    }
  }
  return intern(ls, rs);
}

/** The value of a form {ls | rs} that is not a number, compared with canonical games. */
class FormValue {
  private readonly leftStop: Dyadic;
  private readonly rightStop: Dyadic;
  private readonly aboveMemo = new Map<Game, boolean>();
  private readonly belowMemo = new Map<Game, boolean>();

  constructor(
    public ls: readonly Game[],
    public rs: readonly Game[],
  ) {
    // For a form not equal to a number the stops follow from the options.
    this.leftStop = ls.map(rightStop).reduce((a, b) => (a.compare(b) >= 0 ? a : b));
    this.rightStop = rs.map(leftStop).reduce((a, b) => (a.compare(b) <= 0 ? a : b));
  }

  /** x ≤ this. */
  above(x: Game): boolean {
    let result = this.aboveMemo.get(x);
    if (result === undefined) {
      if (leftStop(x).compare(this.rightStop) < 0) result = true;
      else if (leftStop(x).compare(this.leftStop) > 0 || rightStop(x).compare(this.rightStop) > 0) {
        result = false;
      } else {
        // x − G: Right moves to x − G^R, or (unless x is a number, by translation) Left to x^L − G.
        result = descend(
          () =>
            noneLeq(this.rs, x) &&
            (x.number !== undefined || x.left.every((xl) => !this.below(xl))),
        );
      }
      this.aboveMemo.set(x, result);
    }
    return result;
  }

  /** this ≤ y. */
  below(y: Game): boolean {
    let result = this.belowMemo.get(y);
    if (result === undefined) {
      if (this.leftStop.compare(rightStop(y)) < 0) result = true;
      else if (this.leftStop.compare(leftStop(y)) > 0 || this.rightStop.compare(rightStop(y)) > 0) {
        result = false;
      } else {
        result = descend(
          () =>
            noneGeq(this.ls, y) &&
            (y.number !== undefined || y.right.every((yr) => !this.above(yr))),
        );
      }
      this.belowMemo.set(y, result);
    }
    return result;
  }
}

function unique(games: Iterable<Game>): Game[] {
  return [...new Set(games)];
}

/** Keeps the options not dominated by another: `worse(a, b)` says a is no better than b. */
function undominated(games: Game[], worse: (a: Game, b: Game) => boolean): Game[] {
  return games.filter((a) => !games.some((b) => b !== a && worse(a, b)));
}

/**
 * The number equal to `{ls | rs}`, if any. A form equals a number exactly when some number x
 * has every Left option ⧏ x ⧏ every Right option; then it is the simplest such x.
 */
function numberBetween(ls: readonly Game[], rs: readonly Game[]): Dyadic | undefined {
  let low: Bound | undefined;
  for (const l of ls) {
    // {x : l ⧏ x} is (s, ∞) or [s, ∞) with s the right stop of l.
    const s = rightStop(l);
    const closed = l.number === undefined && !leq(num(s), l);
    low = tighter(low, { value: s, closed }, 1);
  }
  let high: Bound | undefined;
  for (const r of rs) {
    const s = leftStop(r);
    const closed = r.number === undefined && !leq(r, num(s));
    high = tighter(high, { value: s, closed }, -1);
  }
  return simplestBetween(low, high);
}

/** The tighter of two lower (direction 1) or upper (direction -1) bounds. */
function tighter(a: Bound | undefined, b: Bound, direction: 1 | -1): Bound {
  if (a === undefined) return b;
  const order = a.value.compare(b.value) * direction;
  if (order !== 0) return order > 0 ? a : b;
  return a.closed ? b : a;
}

// ---------------------------------------------------------------------------------------------
// Arithmetic

const negatives: Game[] = [];
/** The id of g + h, by (g.id, h.id) with g.id < h.id. */
const sumMemo = new PairTable();

/** `g + h`. */
export function add(g: Game, h: Game): Game {
  if (g.number !== undefined && h.number !== undefined) return num(g.number.add(h.number));
  if (g === ZERO) return h;
  if (h === ZERO) return g;
  if (g.nimber !== undefined && h.nimber !== undefined) return star((g.nimber ^ h.nimber) >>> 0);
  const a = numberUpStar(g);
  const b = numberUpStar(h);
  if (a !== undefined && b !== undefined) {
    return numberUpStarGame({
      number: a.number.add(b.number),
      ups: a.ups + b.ups,
      star: (a.star ^ b.star) >>> 0,
    });
  }
  if (g.id > h.id) [g, h] = [h, g];
  const known = sumMemo.get(g.id, h.id);
  let sum = known === -1 ? undefined : allGames[known];
  if (sum === undefined) {
    const [a, b] = [g, h];
    sum = descend(() =>
      // Number translation: a + x = {a^L + x | a^R + x} when a is not a number.
      b.number !== undefined
        ? game(
            a.left.map((l) => add(l, b)),
            a.right.map((r) => add(r, b)),
          )
        : a.number !== undefined
          ? game(
              b.left.map((l) => add(a, l)),
              b.right.map((r) => add(a, r)),
            )
          : game(
              [...a.left.map((l) => add(l, b)), ...b.left.map((l) => add(a, l))],
              [...a.right.map((r) => add(r, b)), ...b.right.map((r) => add(a, r))],
            ),
    );
    sumMemo.set(g.id, h.id, sum.id);
  }
  return sum;
}

/** `-g`: the roles of Left and Right swapped. */
export function negate(g: Game): Game {
  if (g.number !== undefined) return num(g.number.neg());
  if (g.nimber !== undefined) return g;
  let n = negatives[g.id];
  if (n === undefined) {
    n = descend(() => intern(g.right.map(negate), g.left.map(negate)));
    negatives[g.id] = n;
    negatives[n.id] = g;
  }
  return n;
}

/** `g − h`. */
export function subtract(g: Game, h: Game): Game {
  return add(g, negate(h));
}

/** The sum of many games (0 for none). */
export function sum(games: Iterable<Game>): Game {
  let total = ZERO;
  for (const g of games) total = add(total, g);
  return total;
}

/** `n·g` for an integer n (negative n gives `|n|·(−g)`), by doubling. */
export function multiple(g: Game, n: number): Game {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not an integer: ${n}`);
  if (g.number !== undefined) return num(g.number.times(n));
  const nus = numberUpStar(g);
  if (nus !== undefined) {
    return numberUpStarGame({
      number: nus.number.times(n),
      ups: nus.ups * n,
      star: n % 2 === 0 ? 0 : nus.star,
    });
  }
  let base = n < 0 ? negate(g) : g;
  let total = ZERO;
  for (let k = Math.abs(n); k > 0; k = Math.floor(k / 2)) {
    if (k % 2 === 1) total = add(total, base);
    if (k > 1) base = add(base, base);
  }
  return total;
}

/** `n·↑` (negative n gives downs). */
export function up(n = 1): Game {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not an integer: ${n}`);
  return numberUpStarGame({ number: Dyadic.zero, ups: n, star: 0 });
}

const birthdays: number[] = [];

/** The birthday: the day on which the canonical form is born. */
export function birthday(g: Game): number {
  const x = g.number;
  if (x !== undefined) {
    const whole = Number(x.sign() < 0 ? -x.ceil() : x.floor());
    return x.isInteger() ? whole : whole + x.exponent + 1;
  }
  if (g.nimber !== undefined) return g.nimber;
  let b = birthdays[g.id];
  if (b === undefined) {
    b = 1 + descend(() => Math.max(0, ...g.left.map(birthday), ...g.right.map(birthday)));
    birthdays[g.id] = b;
  }
  return b;
}
