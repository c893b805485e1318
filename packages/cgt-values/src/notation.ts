import type { SolveControl } from '@cgkit/core-search';
import { holdBytes, withControl } from './control.js';
import { Dyadic } from './dyadic.js';
import { add, multiple, negate, subtract, up } from './arithmetic.js';
import { leftStopOf, rightStopOf } from './order.js';
import {
  descend,
  MAX_NIMBER,
  num,
  numberUpStar,
  star,
  ZERO,
  type Game,
  type NumberUpStar,
} from './store.js';
import { game } from './canonical.js';

/** A mistake in a game expression: where (1-based column) and what was expected there. */
export class NotationError extends Error {
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
// Printing

const printed: string[] = [];
const inners: ({ text: string; bars: number } | undefined)[] = [];

/**
 * The shortest standard notation of a game: a number, `x^n*m` (number, ups, nimber), `x+-A`,
 * `Tiny(A)`/`Miny(A)`, or the general form `{…|…}` with `||` nesting.
 */
export function formatGame(g: Game, control?: SolveControl): string {
  return withControl(control, () => format(g));
}

function format(g: Game): string {
  let text = printed[g.id];
  if (text !== undefined) return text;
  const nus = numberUpStar(g);
  if (nus !== undefined) {
    text = formatNus(nus);
  } else {
    text = descend(() => {
      const candidates = [`{${inner(g).text}}`];
      const sw = switchForm(g);
      if (sw !== undefined) candidates.push(sw);
      const tiny = tinyForm(g);
      if (tiny !== undefined) candidates.push(tiny);
      return candidates.reduce((a, b) => (b.length < a.length ? b : a));
    });
  }
  printed[g.id] = text;
  holdBytes(2 * text.length);
  return text;
}

/** `{…|…}` without its braces, and how many bars its separator has. */
function inner(g: Game): { text: string; bars: number } {
  let known = inners[g.id];
  if (known === undefined) {
    const side = (options: readonly Game[]): { text: string; bars: number } => {
      const only = options.length === 1 ? options[0]! : undefined;
      // A sole option written as a general form loses its braces to one more bar here.
      if (only !== undefined && format(only).startsWith('{')) return descend(() => inner(only));
      return { text: options.map((o) => format(o)).join(','), bars: 0 };
    };
    const l = side(g.left);
    const r = side(g.right);
    const bars = Math.max(l.bars, r.bars) + 1;
    known = { text: `${l.text}${'|'.repeat(bars)}${r.text}`, bars };
    inners[g.id] = known;
    holdBytes(2 * known.text.length);
  }
  return known;
}

function formatNus({ number, ups, star: m }: NumberUpStar): string {
  const n = Math.abs(ups);
  const arrow = ups > 0 ? '^' : 'v';
  const upText = n === 0 ? '' : n <= 2 ? arrow.repeat(n) : `${arrow}${n}`;
  const starText = m === 0 ? '' : m === 1 ? '*' : `*${m}`;
  const numberText =
    number.sign() === 0 && (upText !== '' || starText !== '') ? '' : number.toString();
  return `${numberText}${upText}${starText}`;
}

/** `x+-A` for `{x + A | x − A}`. */
function switchForm(g: Game): string | undefined {
  const [l, r] = [g.left[0], g.right[0]];
  if (g.left.length !== 1 || g.right.length !== 1 || l === undefined || r === undefined) {
    return undefined;
  }
  // l = x + A and r = x − A put x halfway between the Left stop of l and the Right stop of r;
  // checking r = x − (l − x) then only translates by numbers, much cheaper than adding l + r.
  const x = leftStopOf(l).add(rightStopOf(r)).halve();
  const a = subtract(l, num(x));
  if (a.number !== undefined && a.number.sign() <= 0) return undefined;
  if (subtract(num(x), a) !== r) return undefined;
  // `+-` takes one atom: a number, an arrow run, a nimber or braces.
  const nus = numberUpStar(a);
  const parts =
    nus === undefined
      ? 2
      : [nus.number.sign() !== 0, nus.ups !== 0, nus.star !== 0].filter(Boolean).length;
  const aText = parts <= 1 ? format(a) : `{${descend(() => inner(a)).text}}`;
  return `${x.sign() === 0 ? '' : x.toString()}+-${aText}`;
}

/** `Tiny(A) = {0 || 0 | −A}` and `Miny(A) = {A | 0 || 0}`. */
function tinyForm(g: Game): string | undefined {
  const [l, r] = [g.left[0], g.right[0]];
  if (g.left.length !== 1 || g.right.length !== 1 || l === undefined || r === undefined) {
    return undefined;
  }
  if (l === ZERO && r.left.length === 1 && r.left[0] === ZERO && r.right.length === 1) {
    return `Tiny(${format(negate(r.right[0]!))})`;
  }
  if (r === ZERO && l.right.length === 1 && l.right[0] === ZERO && l.left.length === 1) {
    return `Miny(${format(l.left[0]!)})`;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Parsing

/**
 * Reads a game expression: everything {@link formatGame} writes, plus `+`, `-`, parentheses and
 * integer multiples `n.G`. Throws a {@link NotationError} pointing at the offending column.
 */
export function parseGame(text: string, control?: SolveControl): Game {
  return withControl(control, () => parse(text));
}

function parse(text: string): Game {
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

const MAX_NESTING = 200;

class Parser {
  pos = 0;
  /** How many `+-` and multiples `n.` the atom being read is nested in. */
  private prefixes = 0;
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

  /** expression := ['+' | '-'] chunk (('+' | '-') chunk)*, within text[pos, end). */
  expression(end: number): Game {
    const outer = this.end;
    this.end = end;
    let total: Game;
    const first = this.peek();
    if (first === '-' && !this.startsNumber(this.pos + 1)) {
      this.pos++;
      total = negate(this.chunk());
    } else {
      if (first === '+' && this.text[this.pos + 1] !== '-') this.pos++;
      total = this.chunk();
    }
    for (let op = this.peek(); op === '+' || op === '-'; op = this.peek()) {
      if (op === '+' && this.text[this.pos + 1] === '-') break; // `+-` is a switch, not a sum
      this.pos++;
      const next = this.chunk();
      total = op === '+' ? add(total, next) : subtract(total, next);
    }
    this.end = outer;
    return total;
  }

  /** chunk := atom+, a sum written by concatenation such as `1/2^*` or `3+-1`. */
  private chunk(): Game {
    let total = this.atom();
    while (this.atomStarts()) total = add(total, this.atom());
    return total;
  }

  private atomStarts(): boolean {
    const c = this.peek();
    if (c === undefined) return false;
    if (c === '+') return this.text[this.pos + 1] === '-';
    return /[0-9^v*{(TM]/.test(c);
  }

  private startsNumber(at: number): boolean {
    return at < this.end && /[0-9]/.test(this.text[at]!);
  }

  private atom(): Game {
    const c = this.peek();
    const start = this.pos;
    if (c === undefined) return this.fail('a game');
    if (c === '-' && this.startsNumber(this.pos + 1)) return this.numberOrMultiple();
    if (/[0-9]/.test(c)) return this.numberOrMultiple();
    if (c === '^' || c === 'v') {
      let n = 0;
      while (this.text[this.pos] === c && this.pos < this.end) {
        this.pos++;
        n++;
      }
      if (n === 1 && this.startsNumber(this.pos)) n = this.integer('a number of arrows', 1000);
      if (n > 1000) this.fail('at most 1000 arrows', start);
      return up(c === '^' ? n : -n);
    }
    if (c === '*') {
      this.pos++;
      return star(this.startsNumber(this.pos) ? this.integer('a nimber', MAX_NIMBER) : 1);
    }
    if (c === '+') {
      // `+-` takes the atom after it by recursion: bound the run like nested brackets.
      this.pos += 2;
      const a = this.prefixed('+-', start);
      return game([a], [negate(a)]);
    }
    if (c === '(') {
      this.pos++;
      const g = this.expression(this.closing(start, '(', ')'));
      this.expect(')');
      return g;
    }
    if (c === '{') return this.braces();
    for (const [word, make] of [
      ['Tiny', (a: Game) => game([ZERO], [game([ZERO], [negate(a)])])],
      ['Miny', (a: Game) => game([game([a], [ZERO])], [ZERO])],
    ] as const) {
      if (this.text.startsWith(word, this.pos)) {
        this.pos += word.length;
        if (this.peek() !== '(') this.fail(`'(' after ${word}`);
        const open = this.pos++;
        const a = this.expression(this.closing(open, '(', ')'));
        this.expect(')');
        return make(a);
      }
    }
    return this.fail('a game');
  }

  /**
   * The atom after a `+-` or `n.` at `start`. Such prefixes are read by recursion: a run of them
   * is bounded like nested brackets, so that no input overflows the stack.
   */
  private prefixed(what: string, start: number): Game {
    if (++this.prefixes > MAX_NESTING) this.fail(`at most ${MAX_NESTING} nested ${what}`, start);
    try {
      return this.atom();
    } finally {
      this.prefixes--;
    }
  }

  /** A number `n`, `-n`, `n/2^k`, or an integer multiple `n.G`. */
  private numberOrMultiple(): Game {
    const start = this.pos;
    const negative = this.text[this.pos] === '-';
    if (negative) this.pos++;
    const digits = this.digits();
    if (this.text[this.pos] === '.' && this.pos < this.end) {
      this.pos++;
      const times = Number(digits);
      if (times > 1000) this.fail('a multiple up to 1000', start);
      return multiple(this.prefixed('multiples', start), negative ? -times : times);
    }
    let value = Dyadic.of(BigInt(digits));
    if (this.text[this.pos] === '/' && this.pos < this.end) {
      this.pos++;
      const denominatorAt = this.pos;
      if (!this.startsNumber(this.pos)) this.fail('a denominator');
      const denominator = BigInt(this.digits());
      if (denominator === 0n || (denominator & (denominator - 1n)) !== 0n) {
        this.fail('a power of two as denominator', denominatorAt);
      }
      value = Dyadic.of(BigInt(digits), denominator.toString(2).length - 1);
    }
    return num(negative ? value.neg() : value);
  }

  private digits(): string {
    const start = this.pos;
    while (this.startsNumber(this.pos)) this.pos++;
    return this.text.slice(start, this.pos);
  }

  private integer(what: string, max: number): number {
    const at = this.pos;
    const n = Number(this.digits());
    if (n > max) this.fail(`${what} up to ${max}`, at);
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

  /** `{ side | side }`, where the separator is the longest run of bars. */
  private braces(): Game {
    const open = this.pos;
    const close = this.closing(open, '{', '}');
    const g = this.body(open + 1, close);
    this.pos = close + 1;
    return g;
  }

  private body(start: number, end: number): Game {
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
    return game(this.side(start, separator.at), this.side(separator.at + longest, end));
  }

  private side(start: number, end: number): Game[] {
    const { bars, commas } = this.topLevel(start, end);
    if (bars.length > 0) return [this.body(start, end)];
    if (this.text.slice(start, end).trim() === '') return [];
    const options: Game[] = [];
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
