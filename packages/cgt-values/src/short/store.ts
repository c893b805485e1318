import { holdBytes, tick } from '../control.js';
import { Dyadic, exactFloat } from './dyadic.js';
import { InputLimitError } from '../input-limit.js';
import { OptionSetTable } from './option-sets.js';

// The store of canonical forms: every game is made here once (hash-consing), so `===` is
// equality. Numbers, nimbers and numbers plus ups plus nimbers are kept symbolic, their options
// built only when asked for.

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
    if (nextId >= MAX_GAMES) throw new InputLimitError('too many distinct games for one process');
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
      holdBytes(BYTES_PER_GAME);
      return g;
    };
  }
}

/** Interns a canonical form given by canonical options (no simplification). */
export function intern(left: Game[], right: Game[]): Game {
  sortById(left);
  sortById(right);
  const seen = forms.get(left, right);
  if (seen >= 0) return allGames[seen]!;
  const k = nimberIndex(left, right);
  const nus = k === undefined ? recogniseNus(left, right) : undefined;
  // A number plus ups plus a nimber may already exist without listed options: use that node.
  let g: Game;
  if (k !== undefined) g = star(k);
  else if (nus !== undefined) g = numberUpStarGame(nus);
  else g = create(left, right, undefined, undefined);
  forms.set(left, right, g.id);
  // The entry's ids and the option lists, held as long as the form.
  holdBytes(4 * (left.length + right.length + 6) + 8 * (left.length + right.length));
  return g;
}

/** The nimber `*n` (n ≥ 1); its options are built only when asked for. */
function nimberNode(n: number): Game {
  let g = nimbers.get(n);
  if (g === undefined) {
    g = create(undefined, undefined, undefined, n);
    setById(nusOf, g.id, { number: Dyadic.zero, ups: 0, star: n });
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
    setById(nusOf, g.id, { number: value, ups: 0, star: 0 });
    numbers.set(key, g);
    // A large value is kept as a bigint and keyed by its digits.
    holdBytes(BYTES_PER_ENTRY + (typeof key === 'string' ? 3 * key.length : 0));
  }
  return g;
}

/**
 * The deepest the recursive walks over options (sums, comparisons, stops…) may go, well inside
 * the stack of any thread: a deeper game ends in a clear RangeError, never a stack overflow.
 */
export const MAX_WALK_DEPTH = 1000;
let walkDepth = 0;

/**
 * Runs one level of a recursive walk over options, within {@link MAX_WALK_DEPTH}. A hot walk is
 * given its two arguments instead of capturing them: no closure is made per call.
 */
export function descend<T, A = undefined, B = undefined>(walk: (a: A, b: B) => T, a?: A, b?: B): T {
  if (walkDepth >= MAX_WALK_DEPTH) {
    throw new InputLimitError(
      `the game is too deep to work with: its options nest more than ${MAX_WALK_DEPTH} levels`,
    );
  }
  walkDepth++;
  tick();
  try {
    return walk(a as A, b as B);
  } finally {
    walkDepth--;
  }
}

const MAX_GAMES = 2 ** 26;
/** Bytes a game object takes, with its slots in the tables indexed by id, about. */
const BYTES_PER_GAME = 160;
/** Bytes an entry of a Map takes beyond its key and value, about. */
export const BYTES_PER_ENTRY = 80;

/** How many distinct games the process holds (each canonical form once). */
export function gameCount(): number {
  return nextId;
}
/** The largest nimber whose options may be listed (sums with non-nimbers list them). */
const MAX_LISTED_NIMBER = 2 ** 16;
let nextId = 0;
const numbers = new Map<number | string, Game>();
const nimbers = new Map<number, Game>();
/** Every form interned, by its options' ids. */
const forms = new OptionSetTable();
/** Every game, by id. */
const allGames: Game[] = [];
/** `nusOf[g.id]` describes g when it is a number plus ups plus a nimber. */
const nusOf: (NumberUpStar | undefined)[] = [];

function byId(a: Game, b: Game): number {
  return a.id - b.id;
}

/** Sorts games in place in increasing order of id: by insertion when short (most option lists). */
export function sortById(games: Game[]): Game[] {
  if (games.length > 16) return games.sort(byId);
  for (let i = 1; i < games.length; i++) {
    const g = games[i]!;
    let j = i - 1;
    for (; j >= 0 && games[j]!.id > g.id; j--) games[j + 1] = games[j]!;
    games[j + 1] = g;
  }
  return games;
}

/** `*k` is `{*0, …, *(k-1) | *0, …, *(k-1)}`: recognise it when interning. */
function nimberIndex(left: readonly Game[], right: readonly Game[]): number | undefined {
  if (left.length !== right.length) return undefined;
  // Checked before any set is made: most forms fail at the first option.
  for (let i = 0; i < left.length; i++) {
    const g = left[i]!;
    if (g !== right[i] || g.nimber === undefined || g.nimber >= left.length) return undefined;
  }
  const seen = new Set<number>();
  for (const g of left) seen.add(g.nimber!);
  return seen.size === left.length ? left.length : undefined;
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

/**
 * The number game x + y. Sums of everyday numbers are found by their double, exact then, with no
 * bigint arithmetic (a sum of regions that are numbers is the commonest sum of a search).
 */
export function numberSum(x: Dyadic, y: Dyadic): Game {
  const a = exactFloat(x);
  const b = exactFloat(y);
  const s = a + b;
  // Exact when the rounding error, found exactly by Fast2Sum, is zero (NaN fails it).
  if ((Math.abs(a) >= Math.abs(b) ? b - (s - a) : a - (s - b)) === 0) {
    const g = numbers.get(s);
    if (g !== undefined) return g;
  }
  return num(x.add(y));
}

/** The number game −x, found by its double when that is exact (no bigint arithmetic). */
export function numberNegative(x: Dyadic): Game {
  const g = numbers.get(-exactFloat(x));
  return g ?? num(x.neg());
}

/** The game 0: no moves for either player; whoever is to move loses. */
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

/** The nimber `*` (= `*1`): one move, to 0, for either player. */
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
  if (!Number.isSafeInteger(n)) throw new InputLimitError(`too many ups to count exactly: ${n}`);
  if (n === 0 && m === 0) return num(x);
  if (n === 0 && x.sign() === 0) return star(m);
  const key = `${x.key}:${n}:${m}`;
  let g = nusGames.get(key);
  if (g === undefined) {
    g = create(undefined, undefined, undefined, undefined);
    setById(nusOf, g.id, { number: x, ups: n, star: m });
    nusGames.set(key, g);
    holdBytes(BYTES_PER_ENTRY + 3 * key.length);
  }
  return g;
}

const nusGames = new Map<string, Game>();

/** The canonical options of `x + n·↑ + *m` (nimbers included), ordered by id. */
function nusOptions({ number: x, ups: n, star: m }: NumberUpStar): { left: Game[]; right: Game[] } {
  if (n === 0) {
    if (m > MAX_LISTED_NIMBER) throw new InputLimitError(`*${m} has too many options to list`);
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

function sameOptions(left: readonly Game[], right: readonly Game[]): boolean {
  if (left.length !== right.length) return false;
  for (let i = 0; i < left.length; i++) if (left[i] !== right[i]) return false;
  return true;
}

/** The descriptor of a new canonical form of one of the shapes `numberUpStarGame` builds. */
function recogniseNus(left: readonly Game[], right: readonly Game[]): NumberUpStar | undefined {
  const [l, r] = [left[0], right[0]];
  if (l === undefined || r === undefined) return undefined;
  // x + *m: the same options on both sides, x + *i for i < m.
  if (sameOptions(left, right)) {
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

/**
 * Writes a memo indexed by game id, filling the gap before it: an array written far past its end
 * becomes a slow dictionary in V8, and most memos skip the ids of numbers and nimbers.
 */
export function setById<T>(memo: (T | undefined)[], id: number, value: T): void {
  while (memo.length < id) memo.push(undefined);
  memo[id] = value;
}

/** The game with an id (ids are dense: every game ever made has one). */
export function gameById(id: number): Game | undefined {
  return allGames[id];
}
