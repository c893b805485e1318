import type { SolveControl } from '@cgkit/core-search';
import { holdBytes, withControl } from '../control.js';
import { Dyadic } from './dyadic.js';
import { add, multiple, negate, subtract, up } from './arithmetic.js';
import { leq } from './order.js';
import {
  MAX_UP_POWER,
  nortonProduct,
  ordinalSum,
  ordinalSumOnForm,
  upPower,
  upPowerSum,
} from './operations.js';
import {
  canonicalFormOf,
  explicitGame,
  ExplicitGame,
  negateForm,
  type GameForm,
} from './explicit.js';
import { compareExpansions, uptimalExpansion } from './uptimal.js';
import { mean } from './thermograph.js';
import {
  descend,
  MAX_NIMBER,
  num,
  numberUpStar,
  setById,
  star,
  ZERO,
  type Game,
  type NumberUpStar,
} from './store.js';
import { game } from './canonical.js';
import { InputLimitError } from '../input-limit.js';
import { pow, powTo } from './powers.js';
import { NotSubordinateError, subordinate } from './subordinate.js';

/**
 * A mistake in a game expression or a game's code: where (1-based column) and what was expected
 * there. A SyntaxError, so that callers catching those for bad input catch it too.
 */
export class NotationError extends SyntaxError {
  override readonly name = 'NotationError';
  readonly column: number;
  readonly expected: string;
  readonly text: string;

  constructor(text: string, column: number, expected: string, found: string) {
    super(`column ${column}: expected ${expected}, found ${found}`);
    this.text = text;
    this.column = column;
    this.expected = expected;
  }
}

// ---------------------------------------------------------------------------------------------
// Printing, in CGSuite's plain-text form

const printed: (string | undefined)[] = [];
const inners: ({ text: string; bars: number } | undefined)[] = [];

/**
 * The game in CGSuite's notation: a number, `x^n*m` (number, ups, nimber), `^<n>` and `^[n]`
 * (up powers), `+-A` and `+-{A,B}` (switches), `xTiny(A)` and `xMiny(A)`, or the general form
 * `{…|…}` with `||` nesting, options in CGSuite's order.
 */
export function formatGame(g: Game, control?: SolveControl): string {
  return withControl(control, () => format(g));
}

type Kind = 'uptimal' | 'switch' | 'tiny' | 'general';

function format(g: Game): string {
  return printedForm(g).text;
}

const kinds: (Kind | undefined)[] = [];

function printedForm(g: Game): { text: string; kind: Kind } {
  const known = printed[g.id];
  if (known !== undefined) return { text: known, kind: kinds[g.id]! };
  let text: string;
  let kind: Kind;
  const nus = numberUpStar(g);
  if (nus !== undefined) {
    text = formatNus(nus);
    kind = 'uptimal';
  } else {
    ({ text, kind } = descend(() => {
      const uptimal = unitUptimal(g);
      if (uptimal !== undefined) return { text: uptimal, kind: 'uptimal' as const };
      if (negate(g) === g) return { text: switchForm(g), kind: 'switch' as const };
      const tiny = tinyForm(g);
      if (tiny !== undefined) return { text: tiny, kind: 'tiny' as const };
      return { text: `{${inner(g).text}}`, kind: 'general' as const };
    }));
  }
  setById(printed, g.id, text);
  setById(kinds, g.id, kind);
  holdBytes(2 * text.length);
  return { text, kind };
}

/**
 * An option written where CGSuite forces brackets (and, for `parens`, parentheses): general
 * forms keep their braces, and sums of several parts are parenthesized when `parens` is set.
 */
function optionText(g: Game, parens: boolean): string {
  const { text, kind } = printedForm(g);
  if (!parens) return text;
  if (kind === 'tiny') return `(${text})`;
  if (kind === 'uptimal' && !compactUptimal(g)) return `(${text})`;
  return text;
}

/** A number, a nimber, or ups (or an up power) alone: written without parentheses. */
function compactUptimal(g: Game): boolean {
  const { number, digits, star: m } = uptimalExpansion(g)!;
  const zero = number.sign() === 0;
  return (digits.length === 0 && (m === 0 || zero)) || (zero && m === 0);
}

/** `{…|…}` without its braces, and how many bars its separator has. */
function inner(g: Game): { text: string; bars: number } {
  let known = inners[g.id];
  if (known === undefined) {
    const side = (options: readonly Game[]): { text: string; bars: number } => {
      const only = options.length === 1 ? options[0]! : undefined;
      // A sole option written as a general form loses its braces to one more bar, up to four.
      if (only !== undefined && printedForm(only).kind === 'general') {
        const nested = descend(() => inner(only));
        if (nested.bars < MAX_BARS) return nested;
      }
      return {
        text: ordered(options)
          .map((o) => format(o))
          .join(','),
        bars: 0,
      };
    };
    const l = side(g.left);
    const r = side(g.right);
    const bars = Math.max(l.bars, r.bars) + 1;
    known = { text: `${l.text}${'|'.repeat(bars)}${r.text}`, bars };
    setById(inners, g.id, known);
    holdBytes(2 * known.text.length);
  }
  return known;
}

/** CGSuite braces a form once its separator would reach four bars. */
const MAX_BARS = 4;

/**
 * Options in CGSuite's order: numbers, nimbers, uptimals (those written as general forms too),
 * then the others by their options.
 */
function ordered(options: readonly Game[]): Game[] {
  return [...options].sort(cgsuiteOrder);
}

function cgsuiteOrder(a: Game, b: Game): number {
  if (a === b) return 0;
  const rank = (g: Game): number =>
    g.number !== undefined
      ? 0
      : g.nimber !== undefined
        ? 1
        : uptimalExpansion(g) !== undefined
          ? 2
          : 3;
  const order = rank(a) - rank(b);
  if (order !== 0) return order;
  if (a.number !== undefined) return a.number.compare(b.number!);
  if (a.nimber !== undefined) return a.nimber - b.nimber!;
  if (rank(a) === 2) return compareExpansions(uptimalExpansion(a)!, uptimalExpansion(b)!);
  return descend(
    () =>
      compareLists(ordered(a.left), ordered(b.left)) ||
      compareLists(ordered(a.right), ordered(b.right)),
  );
}

function compareLists(a: readonly Game[], b: readonly Game[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const order = cgsuiteOrder(a[i]!, b[i]!);
    if (order !== 0) return order;
  }
  return a.length - b.length;
}

function formatNus({ number, ups, star: m }: NumberUpStar): string {
  const n = Math.abs(ups);
  const arrow = ups > 0 ? '^' : 'v';
  const upText = n === 0 ? '' : n <= 2 ? arrow.repeat(n) : `${arrow}${n}`;
  return `${numberPart(number, upText === '' && m === 0)}${upText}${starText(m)}`;
}

function numberPart(x: Dyadic, alone: boolean): string {
  return x.sign() === 0 && !alone ? '' : x.toString();
}

function starText(m: number): string {
  return m === 0 ? '' : m === 1 ? '*' : `*${m}`;
}

/**
 * `x^<n>*m` for x ± ↑ⁿ + *m and `x^[n]*m` for x ± (↑ + ↑² + … + ↑ⁿ) + *m, n ≥ 2, as CGSuite
 * writes them; CGSuite writes every other uptimal of two digits or more as a general form.
 */
function unitUptimal(g: Game): string | undefined {
  const e = uptimalExpansion(g);
  const n = e?.digits.length ?? 0;
  if (e === undefined || n < 2 || n > MAX_UP_POWER) return undefined;
  const last = e.digits[n - 1]!;
  const unitSum = e.digits.every((d) => d === last);
  if (Math.abs(last) !== 1 || (!unitSum && e.digits.some((d, i) => d !== 0 && i < n - 1))) {
    return undefined;
  }
  // The name is checked by arithmetic (one small sum), so that what is printed is the value.
  const power = unitSum ? upPowerSum(n) : upPower(n);
  const value = add(num(e.number), add(last > 0 ? power : negate(power), star(e.star)));
  if (value !== g) return undefined;
  const arrow = last > 0 ? '^' : 'v';
  const [open, close] = unitSum ? '[]' : '<>';
  return `${numberPart(e.number, false)}${arrow}${open}${n}${close}${starText(e.star)}`;
}

/** `+-A` for `{A | −A}`, `+-{A,B}` for `{A,B | −A,−B}`. */
function switchForm(g: Game): string {
  if (g.left.length === 1) return `+-${optionText(g.left[0]!, true)}`;
  return `+-{${ordered(g.left)
    .map((o) => optionText(o, false))
    .join(',')}}`;
}

/** `xTiny(A)` for `{x || x | x − A}` and `xMiny(A)` for `{x + A | x || x}`, x a number. */
function tinyForm(g: Game): string | undefined {
  const [l, r] = [g.left[0], g.right[0]];
  if (g.left.length !== 1 || g.right.length !== 1 || l === undefined || r === undefined) {
    return undefined;
  }
  const write = (x: Dyadic, subscript: Game, word: string): string =>
    `${x.sign() === 0 ? '' : x.toString()}${word}(${format(subscript)})`;
  const x = l.number;
  if (x !== undefined && r.left.length === 1 && r.left[0] === l && r.right.length === 1) {
    const z = r.right[0]!;
    if (mean(z).compare(x) < 0) return write(x, subtract(l, z), 'Tiny');
  }
  const y = r.number;
  if (y !== undefined && l.right.length === 1 && l.right[0] === r && l.left.length === 1) {
    const w = l.left[0]!;
    if (mean(w).compare(y) > 0) return write(y, subtract(w, r), 'Miny');
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Parsing

/**
 * Reads a game expression in CGSuite's notation (see the README for the grammar): everything
 * {@link formatGame} writes, with `+`, `-`, `+-`, `:` (ordinal sum), `n * G` (copies), `x.U`
 * (Norton product), parentheses, `Tiny(G)`, `Miny(G)`, and CGSuite's `G.Pow(x)`, `G.PowTo(x)` to
 * a number x and `G.Subordinate(B)` (as `parseLoopy` reads them). Throws a {@link NotationError}
 * pointing at the offending column.
 */
export function parseGame(text: string, control?: SolveControl): Game {
  return withControl(control, () => canonicalFormOf(parse(text)));
}

/**
 * Reads a game expression as {@link parseGame} does, but keeps a quoted game `'{…}'` (CGSuite's
 * explicit game) as written: an {@link ExplicitGame} whose options are kept as given, every brace
 * inside the quotes a form as written too. A negated or parenthesized quoted game stays a form;
 * any other operator gives a canonical game (an ordinal sum on a quoted base uses its form).
 */
export function parseExplicitGame(text: string, control?: SolveControl): GameForm {
  return withControl(control, () => parse(text));
}

/**
 * An explicit form in CGSuite's notation, `'{…|…}'` with its options as given (explicit options
 * quoted in turn, as CGSuite prints them); a canonical game as {@link formatGame} writes it.
 */
export function formatExplicitGame(g: GameForm, control?: SolveControl): string {
  return withControl(control, () => formatForm(g));
}

function formatForm(g: GameForm): string {
  if (!(g instanceof ExplicitGame)) return format(g);
  return descend(
    () => `'{${g.left.map(formatForm).join(',')}|${g.right.map(formatForm).join(',')}}'`,
  );
}

/** The value of a form, for the operators that depend on values only. */
const value = (g: GameForm): Game => canonicalFormOf(g);

function parse(source: string): GameForm {
  // ↑ and ↓ are CGSuite's typeset arrows: one character each, so columns stay right.
  const text = source.replaceAll('↑', '^').replaceAll('↓', 'v');
  const parser = new Parser(text);
  // Nesting is parsed by recursion: bound it well below the stack's depth.
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(' || text[i] === '{') depth++;
    else if (text[i] === ')' || text[i] === '}') depth--;
    if (depth > MAX_NESTING) parser.fail(`at most ${MAX_NESTING} nested brackets`, i);
  }
  const g = parser.expression(text.length);
  parser.skipSpaces();
  if (parser.pos < text.length) parser.fail('an operator or the end of the expression');
  return g;
}

/** The methods read after `G.`, as CGSuite writes them. */
type Method = 'Pow' | 'PowTo' | 'Subordinate';

const MAX_NESTING = 200;
/** The most copies (`n * G`, `n.G`) and arrows (`^n`) read. */
const MAX_MULTIPLE = 1_000_000;

class Parser {
  pos = 0;
  /** How many signs and `+-` the operand being read is nested in. */
  private prefixes = 0;
  /** How many quoted games `'{…}'` the text being read is in: their braces are explicit. */
  private quoted = 0;
  private end: number;

  constructor(private readonly text: string) {
    this.end = text.length;
  }

  fail(expected: string, at = this.pos): never {
    const found = at >= this.end ? 'end of expression' : JSON.stringify(this.text[at]);
    throw new NotationError(this.text, at + 1, expected, found);
  }

  skipSpaces(): void {
    while (this.pos < this.end && /\s/.test(this.text[this.pos]!)) this.pos++;
  }

  private peek(): string | undefined {
    this.skipSpaces();
    return this.pos < this.end ? this.text[this.pos] : undefined;
  }

  /** Skips spaces when what follows them matches `next` (one character). */
  private skipSpacesBefore(next: RegExp): void {
    const at = this.pos;
    this.skipSpaces();
    if (this.pos === at || !next.test(this.here() ?? '')) this.pos = at;
  }

  /** The character at the position, without skipping spaces. */
  private here(): string | undefined {
    return this.pos < this.end ? this.text[this.pos] : undefined;
  }

  private plusMinusAt(): number {
    if (this.text[this.pos] === '±') return 1;
    return this.text.startsWith('+-', this.pos) && this.pos + 1 < this.end ? 2 : 0;
  }

  /** sum := ordinal (('+' | '-') ordinal | '+-' ordinal)*, within text[pos, end). */
  expression(end: number): GameForm {
    const outer = this.end;
    this.end = end;
    let total = this.ordinal();
    for (let c = this.peek(); c !== undefined; c = this.peek()) {
      const pm = this.plusMinusAt();
      if (pm > 0) {
        this.pos += pm;
        total = add(value(total), plusMinus([value(this.ordinal())]));
      } else if (c === '+' || c === '-') {
        this.pos++;
        const next = this.ordinal();
        total = c === '+' ? add(value(total), value(next)) : subtract(value(total), value(next));
      } else break;
    }
    this.end = outer;
    return total;
  }

  /** ordinal := product (':' product)*: ordinal sums, from the left. */
  private ordinal(): GameForm {
    let total = this.product();
    while (this.peek() === ':') {
      this.pos++;
      const top = value(this.product());
      // The base's form counts: a quoted base keeps its options as written.
      total =
        total instanceof ExplicitGame
          ? ordinalSumOnForm(total.left.map(value), total.right.map(value), top)
          : ordinalSum(total, top);
    }
    return total;
  }

  /**
   * product := unary (('*' | '/') unary)*: `n * G` is n copies of G (one side an integer), and a
   * number may be divided by a power of two.
   */
  private product(): GameForm {
    let total = this.unary();
    for (let c = this.peek(); c === '*' || c === '/'; c = this.peek()) {
      const at = this.pos++;
      const [a, b] = [value(total), value(this.unary())];
      total = c === '*' ? this.times(a, b, at) : this.divide(a, b, at);
    }
    return total;
  }

  private divide(a: Game, b: Game, at: number): Game {
    const d = integerOf(b);
    if (a.number === undefined || d === undefined || d <= 0n || (d & (d - 1n)) !== 0n) {
      this.fail("a number divided by a power of two after '/'", at);
    }
    return num(a.number.halve(d.toString(2).length - 1));
  }

  private times(a: Game, b: Game, at: number): Game {
    if (a.number !== undefined && b.number !== undefined) {
      const [x, y] = [a.number, b.number];
      return num(Dyadic.of(x.numerator * y.numerator, x.exponent + y.exponent));
    }
    const n = integerOf(a);
    if (n !== undefined) return this.copies(b, n, at);
    const m = integerOf(b);
    if (m !== undefined) return this.copies(a, m, at);
    return this.fail("an integer on one side of '*' (n * G is n copies of G)", at);
  }

  private copies(g: Game, n: bigint, at: number): Game {
    if (n > MAX_MULTIPLE || n < -MAX_MULTIPLE) this.fail(`at most ${MAX_MULTIPLE} copies`, at);
    return multiple(g, Number(n));
  }

  /** unary := ('-' | '+' | '+-') unary | postfix. */
  private unary(): GameForm {
    const c = this.peek();
    const start = this.pos;
    const pm = this.plusMinusAt();
    const sign = c === '-' && !this.startsNumber(this.pos + 1);
    if (pm === 0 && !sign && c !== '+') return this.postfix();
    if (++this.prefixes > MAX_NESTING) {
      this.fail(`at most ${MAX_NESTING} nested signs and +-`, start);
    }
    try {
      if (pm > 0) {
        this.pos += pm;
        return plusMinus(this.optionSet() ?? [value(this.unary())]);
      }
      this.pos++;
      return sign ? negateForm(this.unary()) : this.unary();
    } finally {
      this.prefixes--;
    }
  }

  /** `{A, B}` after `+-` (CGSuite's set of options), or undefined when braces hold a game. */
  private optionSet(): Game[] | undefined {
    if (this.peek() !== '{') return undefined;
    const open = this.pos;
    const close = this.closing(open, '{', '}');
    if (this.topLevel(open + 1, close).bars.length > 0) return undefined;
    const options = this.side(open + 1, close).map(value);
    this.pos = close + 1;
    return options;
  }

  /**
   * postfix := primary ('.' (Tiny | Miny | method | primary))*: `x.U` is Norton's product, a
   * method `G.Pow(x)`, `G.PowTo(x)` or `G.Subordinate(B)`.
   */
  private postfix(): GameForm {
    const start = this.pos;
    let g = this.primary();
    while (this.peek() === '.') {
      const at = this.pos++;
      this.skipSpaces();
      const method = /^(PowTo|Pow|Subordinate)\s*\(/.exec(this.text.slice(this.pos, this.end));
      if (method !== null) {
        this.pos += method[0].length;
        g = this.method(method[1] as Method, value(g), start);
        continue;
      }
      const word = this.word();
      if (word !== undefined) {
        g = word === 'Tiny' ? tiny(value(g)) : miny(value(g));
      } else {
        g = this.norton(value(g), value(this.primary()), at);
      }
    }
    return g;
  }

  /**
   * `Tiny` or `Miny` not followed by '(' (a property, as CGSuite's `2.Tiny`); `10.Tiny(1)` is
   * the Norton product of 10 by the game `Tiny(1)`.
   */
  private word(): 'Tiny' | 'Miny' | undefined {
    for (const word of ['Tiny', 'Miny'] as const) {
      const after = this.pos + word.length;
      if (
        this.text.startsWith(word, this.pos) &&
        after <= this.end &&
        this.text.slice(after, this.end).trimStart()[0] !== '('
      ) {
        this.pos += word.length;
        return word;
      }
    }
    return undefined;
  }

  /**
   * The method after `G.` and its '(' (CGSuite's, as `parseLoopy` reads them): `Pow` and `PowTo`
   * to a number (`on` and the other pseudonumbers give loopy games), `Subordinate` to a base read
   * as written. A base outside the method's domain fails at the column of G, an exponent at its
   * own.
   */
  private method(name: Method, g: Game, at: number): Game {
    const open = this.pos - 1;
    const argAt = this.pos;
    const argument = this.expression(this.closing(open, '(', ')'));
    this.expect(')');
    if (name === 'Subordinate') {
      try {
        return subordinate(g, argument);
      } catch (error) {
        if (error instanceof NotSubordinateError)
          this.fail('a game G = base : X before .Subordinate(base)', at);
        throw error;
      }
    }
    if (name === 'Pow' && (g.left.length !== 1 || g.left[0] !== ZERO || g.right.length !== 1)) {
      this.fail('a base of the form {0|H} before .Pow', at);
    }
    const x = value(argument).number;
    if (x === undefined) {
      this.fail(
        `a number as the exponent of ${name} (parseLoopy reads on, off, over, under)`,
        argAt,
      );
    }
    try {
      return name === 'Pow' ? pow(g, x) : powTo(g, x);
    } catch (error) {
      if (error instanceof InputLimitError)
        this.fail(`an exponent in ${name}'s domain (${error.message})`, argAt);
      throw error;
    }
  }

  private norton(g: Game, u: Game, at: number): Game {
    const n = integerOf(g);
    if (n !== undefined) return this.copies(u, n, at);
    if (u === ZERO || !leq(ZERO, u)) {
      this.fail(
        "a positive unit after '.' (x.U is Norton's product: U > 0 unless x is an integer)",
        at,
      );
    }
    return nortonProduct(g, u);
  }

  private startsNumber(at: number): boolean {
    return at < this.end && /[0-9]/.test(this.text[at]!);
  }

  /** primary := literal | '(' sum ')' | '{' … '}' | "'{" … "}'" | Tiny(sum) | Miny(sum). */
  private primary(): GameForm {
    const c = this.peek();
    const start = this.pos;
    if (c === undefined) return this.fail('a game');
    if (/[0-9^v*]/.test(c) || (c === '-' && this.startsNumber(this.pos + 1))) {
      return this.literal();
    }
    if (c === '(') {
      this.pos++;
      const g = this.expression(this.closing(start, '(', ')'));
      this.expect(')');
      return g;
    }
    if (c === '{') return this.braces();
    if (c === "'") return this.quotedGame();
    for (const [word, make] of [
      ['Tiny', tiny],
      ['Miny', miny],
    ] as const) {
      if (this.text.startsWith(word, this.pos)) {
        this.pos += word.length;
        if (this.peek() !== '(') this.fail(`'(' after ${word}`);
        const open = this.pos++;
        const a = this.expression(this.closing(open, '(', ')'));
        this.expect(')');
        return make(value(a));
      }
    }
    return this.fail('a game');
  }

  /**
   * A number, arrows and a nimber written together, as CGSuite prints them: `-3/4`, `^`, `vv`,
   * `^3`, `^<2>`, `v[3]`, `^(1+1)`, `*`, `*5`, `*(3+2)`, `1/2^*`, `2v3*4`.
   */
  private literal(): Game {
    const start = this.pos;
    let total = ZERO;
    let hasNumber = false;
    if (this.here() === '-' || this.startsNumber(this.pos)) {
      total = num(this.number());
      hasNumber = true;
    }
    if (hasNumber) {
      // CGSuite writes x + Tiny(A) as xTiny(A).
      const word = (['Tiny', 'Miny'] as const).find(
        (w) => this.text.startsWith(`${w}(`, this.pos) && this.pos + w.length < this.end,
      );
      if (word !== undefined) return add(total, value(this.primary()));
    }
    const arrow = this.here();
    let hasArrows = false;
    if (arrow === '^' || arrow === 'v') {
      hasArrows = true;
      total = add(total, this.arrows(arrow, !hasNumber));
      // CGSuite reads spaces freely: '^ *' and '^ * 3' are ^* and ^*3.
      this.skipSpacesBefore(/\*/);
    }
    if (this.here() === '*') {
      const at = this.pos++;
      // Without a number, as CGSuite reads it, a star may have spaces before its index: '* 2' is *2.
      if (!hasNumber) this.skipSpacesBefore(/[0-9(]/);
      const next = this.here();
      if (hasNumber && !hasArrows && next !== undefined && /[({A-Za-z]/.test(next)) {
        this.fail(
          `spaces around '*' for copies (n * G) or '+' for a sum: '${this.text.slice(start, at)}*${next}' is ambiguous`,
          at,
        );
      }
      total = add(total, star(this.nimberIndex()));
    }
    if (this.pos === start) this.fail('a game');
    return total;
  }

  private number(): Dyadic {
    const negative = this.here() === '-';
    if (negative) this.pos++;
    if (!this.startsNumber(this.pos)) this.fail('a number');
    const digits = this.digits();
    let value = Dyadic.of(BigInt(digits));
    if (this.here() === '/' && this.startsNumber(this.pos + 1)) {
      this.pos++;
      const denominatorAt = this.pos;
      const denominator = BigInt(this.digits());
      if (denominator === 0n || (denominator & (denominator - 1n)) !== 0n) {
        this.fail('a power of two as denominator', denominatorAt);
      }
      value = Dyadic.of(BigInt(digits), denominator.toString(2).length - 1);
    }
    return negative ? value.neg() : value;
  }

  /** `^`, `^^…`, `^n`, `^<n>`, `^[n]`, `^(sum)` and the same with `v`. */
  private arrows(arrow: '^' | 'v', alone: boolean): Game {
    const start = this.pos;
    const sign = arrow === '^' ? 1 : -1;
    let n = 0;
    while (this.here() === arrow) {
      this.pos++;
      n++;
    }
    if (n > 1) {
      if (n > MAX_MULTIPLE) this.fail(`at most ${MAX_MULTIPLE} arrows`, start);
      return up(sign * n);
    }
    // An arrow alone takes its count after spaces too, as CGSuite reads 'v 3'.
    if (alone) this.skipSpacesBefore(/[0-9(]/);
    const c = this.here();
    if (c !== undefined && /[0-9]/.test(c)) {
      return up(sign * this.integer('a number of arrows', MAX_MULTIPLE));
    }
    if (c === '<' || c === '[') {
      this.pos++;
      const power = this.integer('a power of up', MAX_UP_POWER, 1);
      if (this.here() !== (c === '<' ? '>' : ']')) this.fail(`'${c === '<' ? '>' : ']'}'`);
      this.pos++;
      const g = c === '<' ? upPower(power) : upPowerSum(power);
      return sign > 0 ? g : negate(g);
    }
    if (c === '(') return up(sign * this.indexExpression('a number of arrows', MAX_MULTIPLE));
    return up(sign);
  }

  /** After a '*': digits, `(sum)` or nothing (for `*` itself). */
  private nimberIndex(): number {
    if (this.startsNumber(this.pos)) return this.integer('a nimber', MAX_NIMBER);
    if (this.here() === '(') return this.indexExpression('a nimber', MAX_NIMBER);
    return 1;
  }

  /** `(sum)` whose value is a whole number up to max. */
  private indexExpression(what: string, max: number): number {
    const open = this.pos++;
    const g = this.expression(this.closing(open, '(', ')'));
    this.expect(')');
    const n = integerOf(value(g));
    if (n === undefined || n < 0n || n > BigInt(max)) {
      this.fail(`${what}: a whole number from 0 to ${max}`, open + 1);
    }
    return Number(n);
  }

  private digits(): string {
    const start = this.pos;
    while (this.startsNumber(this.pos)) this.pos++;
    return this.text.slice(start, this.pos);
  }

  private integer(what: string, max: number, min = 0): number {
    const at = this.pos;
    if (!this.startsNumber(at)) this.fail(what);
    const n = Number(this.digits());
    if (n > max || n < min) this.fail(`${what} from ${min} to ${max}`, at);
    return n;
  }

  private expect(c: string): void {
    if (this.peek() !== c) this.fail(`'${c}'`);
    this.pos++;
  }

  /** The index of the bracket closing the one at `open`, or an error. */
  private closing(open: number, opener: string, closer: string): number {
    let depth = 0;
    for (let i = open; i < this.end; i++) {
      const c = this.text[i]!;
      if (c === '(' || c === '{') depth++;
      else if (c === ')' || c === '}') {
        depth--;
        if (depth === 0) {
          if (c !== closer)
            this.fail(`'${closer}' to close the '${opener}' at column ${open + 1}`, i);
          return i;
        }
      }
    }
    return this.fail(`'${closer}' to close the '${opener}' at column ${open + 1}`, this.end);
  }

  /** `'{ side | side }'`: a quoted game, an explicit form as written (CGSuite's explicit game). */
  private quotedGame(): ExplicitGame {
    const quote = this.pos++;
    if (this.here() !== '{') this.fail("'{' right after the quote (a quoted game is '{…}')");
    this.quoted++;
    let g: GameForm;
    try {
      g = this.braces();
    } finally {
      this.quoted--;
    }
    if (this.here() !== "'") this.fail(`"'" to close the quoted game at column ${quote + 1}`);
    this.pos++;
    return g as ExplicitGame;
  }

  /** `{ side | side }`, where the separator is the longest run of bars. */
  private braces(): GameForm {
    const open = this.pos;
    const close = this.closing(open, '{', '}');
    const g = this.body(open + 1, close);
    this.pos = close + 1;
    return g;
  }

  private body(start: number, end: number): GameForm {
    const runs = this.topLevel(start, end).bars;
    if (runs.length === 0) this.fail("'|' between Left and Right options", end);
    const longest = runs.reduce((most, r) => Math.max(most, r.length), 0);
    const separators = runs.filter((r) => r.length === longest);
    if (separators.length > 1) {
      this.fail(
        `a longer bar run than the '${'|'.repeat(longest)}' at column ${separators[0]!.at + 1}`,
        separators[1]!.at,
      );
    }
    const separator = separators[0]!;
    const [left, right] = [this.side(start, separator.at), this.side(separator.at + longest, end)];
    return this.quoted > 0 ? explicitGame(left, right) : game(left.map(value), right.map(value));
  }

  private side(start: number, end: number): GameForm[] {
    const { bars, commas } = this.topLevel(start, end);
    if (bars.length > 0) return [this.body(start, end)];
    if (this.text.slice(start, end).trim() === '') return [];
    const options: GameForm[] = [];
    for (const [from, to] of [start, ...commas.map((c) => c + 1)].map(
      (from, i) => [from, commas[i] ?? end] as const,
    )) {
      this.pos = from;
      if (this.text.slice(from, to).trim() === '') this.fail('an option', from);
      options.push(this.expression(to));
      this.skipSpaces();
      if (this.pos < to) this.fail("',' or '|'");
    }
    return options;
  }

  /** The bar runs and commas of text[start, end) outside any brackets. */
  private topLevel(
    start: number,
    end: number,
  ): { bars: { at: number; length: number }[]; commas: number[] } {
    const bars: { at: number; length: number }[] = [];
    const commas: number[] = [];
    let depth = 0;
    for (let i = start; i < end; i++) {
      const c = this.text[i]!;
      if (c === '(' || c === '{') depth++;
      else if (c === ')' || c === '}') depth--;
      else if (depth === 0 && c === ',') commas.push(i);
      else if (depth === 0 && c === '|') {
        let j = i;
        while (j < end && this.text[j] === '|') j++;
        bars.push({ at: i, length: j - i });
        i = j - 1;
      }
    }
    return { bars, commas };
  }
}

/** `{A, B, … | −A, −B, …}`. */
function plusMinus(options: readonly Game[]): Game {
  return game(
    options,
    options.map((o) => negate(o)),
  );
}

/** `Tiny(A) = {0 || 0 | −A}`. */
function tiny(a: Game): Game {
  return game([ZERO], [game([ZERO], [negate(a)])]);
}

/** `Miny(A) = {A | 0 || 0}`. */
function miny(a: Game): Game {
  return game([game([a], [ZERO])], [ZERO]);
}

function integerOf(g: Game): bigint | undefined {
  return g.number?.isInteger() === true ? g.number.numerator : undefined;
}
