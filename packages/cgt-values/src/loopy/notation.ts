import type { SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';
import { InputLimitError } from '../input-limit.js';
import { formatGame, NotationError, parseGame } from '../short/notation.js';
import type { Dyadic } from '../short/dyadic.js';
import { num, numberUpStar, type Game } from '../short/store.js';
import { NotSubordinateError, subordinate } from '../short/subordinate.js';
import {
  isStopper,
  loopyCompare,
  loopyNegate,
  loopySum,
  MAX_LOOPY_NODES,
  reachable,
  type LoopyGame,
} from './graph.js';
import { loopySimplify } from './simplify.js';
import { loopyPow, loopyPowTo, loopySubordinate, pseudonumberOf } from './powers.js';
import { loopfreeValues, shortGraph } from './short.js';

// CGSuite's notation for loopy games: `{L1, L2 | R1}` with `pass` for a move to the game itself,
// `||` nesting as for short games (`{0||pass|0}` is `{0|{pass|0}}`), named nodes written in
// place, `a{0|a}` (or `a:{0|a}`), and referred to by name anywhere later, short games as CGSuite
// writes them (`1/2`, `^*`, `v3`, `{1|0}`), the named games `on = {pass|}`, `off = {|pass}`,
// `over = {0|pass}`, `under = {pass|0}`, `upon = ^[on] = {pass|*}`, `^<on> = {0||0|0,pass}`,
// `dud = {pass|pass}`, a number written before one of them (`3/2under`), `Tiny(G)`,
// `Miny(G)`, and sums, differences, negatives and `+-G` (`{G|-G}`) of complete games.

/** A mistake in a loopy game expression, at a 1-based column. */
export class LoopyNotationError extends Error {
  override readonly name = 'LoopyNotationError';
  constructor(
    readonly column: number,
    message: string,
  ) {
    super(`column ${column}: ${message}`);
  }
}

/** Braces, parentheses and signs nested deeper than this are refused (the parser recurses). */
export const MAX_LOOPY_NESTING = 500;

/** The named games, by their definition. */
const NAMED: Record<string, string> = {
  on: '{pass|}',
  off: '{|pass}',
  over: '{0|pass}',
  under: '{pass|0}',
  upon: '{pass|*}',
  dud: '{pass|pass}',
};

/** CGSuite's upon family: `^[on]` is upon, `^<on>` is uponth = {0||0|0,pass}; `v` negates. */
const UPONS: Record<string, string> = {
  '[on]': '{pass|*}',
  '<on>': '{0||0|0,pass}',
};

/** Reads a loopy game; errors name their column. */
export function parseLoopy(text: string, control?: SolveControl): LoopyGame {
  return withControl(control, () => new Parser(text).parseAll());
}

/** An option in braces: a game's node, or `pass` (a move to the node the option is in). */
type Item = number | 'pass';

class Parser {
  private pos = 0;
  private readonly left: number[][] = [];
  private readonly right: number[][] = [];
  private readonly finished: boolean[] = [];
  private readonly names = new Map<string, number>();
  private depth = 0;

  constructor(private readonly text: string) {}

  parseAll(): LoopyGame {
    const start = this.expr();
    this.space();
    if (this.pos < this.text.length) this.fail(`unexpected ${JSON.stringify(this.text[this.pos])}`);
    return reachable({ left: this.left, right: this.right, start });
  }

  private fail(message: string, at = this.pos): never {
    throw new LoopyNotationError(at + 1, message);
  }

  private space(): void {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos]!)) this.pos++;
  }

  private node(): number {
    if (this.left.length >= MAX_LOOPY_NODES) {
      throw new InputLimitError(`a loopy game with more than ${MAX_LOOPY_NODES} positions`);
    }
    this.left.push([]);
    this.right.push([]);
    this.finished.push(false);
    return this.left.length - 1;
  }

  private graph(start: number): LoopyGame {
    return { left: this.left, right: this.right, start };
  }

  /** A sum or difference of terms, `+-` adding a switch. */
  private expr(): number {
    let at = this.pos;
    let value = this.term();
    for (;;) {
      this.space();
      const pm = this.plusMinusAt();
      const c = this.text[this.pos];
      if (pm === 0 && c !== '+' && c !== '-') return value;
      this.pos += pm > 0 ? pm : 1;
      const rightAt = this.pos;
      let other = this.term();
      if (pm > 0) other = this.plusMinus(other, rightAt);
      this.closed(value, at);
      this.closed(other, rightAt);
      const second = c === '-' && pm === 0 ? loopyNegate(this.graph(other)) : this.graph(other);
      value = this.insert(loopySum(this.graph(value), second));
      at = rightAt;
    }
  }

  private plusMinusAt(): number {
    if (this.text[this.pos] === '±') return 1;
    return this.text.startsWith('+-', this.pos) ? 2 : 0;
  }

  /** `{A, B}` after `+-` (a set of options, no bar inside), or undefined. */
  private optionSet(): number[] | undefined {
    this.space();
    if (this.text[this.pos] !== '{') return undefined;
    let depth = 0;
    for (let k = this.pos; k < this.text.length; k++) {
      const c = this.text[k];
      if (c === '{' || c === '(') depth++;
      else if (c === '}' || c === ')') depth--;
      else if (c === '|' && depth === 1) return undefined;
      if (depth === 0) break;
    }
    this.pos++;
    const options: number[] = [];
    for (;;) {
      this.space();
      const c = this.text[this.pos];
      if (c === '}') break;
      if (c === undefined) this.fail('expected }');
      if (c === ',') {
        this.pos++;
        continue;
      }
      const at = this.pos;
      const option = this.expr();
      this.closed(option, at);
      options.push(option);
    }
    this.pos++;
    return options;
  }

  /** `{A, B | -A, -B}`. */
  private switchOf(options: readonly number[]): number {
    const negatives = options.map((o) => this.insert(loopyNegate(this.graph(o))));
    const node = this.node();
    this.left[node]!.push(...options);
    this.right[node]!.push(...negatives);
    this.finished[node] = true;
    return node;
  }

  /** `{G | -G}`. */
  private plusMinus(g: number, at: number): number {
    this.closed(g, at);
    const negative = this.insert(loopyNegate(this.graph(g)));
    const node = this.node();
    this.left[node]!.push(g);
    this.right[node]!.push(negative);
    this.finished[node] = true;
    return node;
  }

  /** Sums and negatives need complete games: no reference to a node still being read. */
  private closed(start: number, at: number): void {
    const r = reachableNodes(this.left, this.right, start);
    if (r.some((i) => !this.finished[i])) {
      this.fail('a sum or negative cannot refer to an enclosing game', at);
    }
  }

  /** Copies a graph in, returning the new index of its start. */
  private insert(g: LoopyGame): number {
    const shift = this.left.length;
    if (shift + g.left.length > MAX_LOOPY_NODES) {
      throw new InputLimitError(`a loopy game with more than ${MAX_LOOPY_NODES} positions`);
    }
    g.left.forEach((l, i) => {
      this.left.push(l.map((j) => j + shift));
      this.right.push(g.right[i]!.map((j) => j + shift));
      this.finished.push(true);
    });
    return g.start + shift;
  }

  private term(): number {
    if (++this.depth > MAX_LOOPY_NESTING) this.fail(`nesting deeper than ${MAX_LOOPY_NESTING}`);
    try {
      const at = this.pos;
      return this.powers(this.termInside(), at);
    } finally {
      this.depth--;
    }
  }

  /**
   * `G.Pow(x)`, `G.PowTo(x)` and `G.Subordinate(B)` after a term, as CGSuite writes them: for
   * powers G a short game and x a pseudonumber (a number, `on`, `off`, `x over`, `x under`); to
   * subordinate, G a stopper and B a short game.
   */
  private powers(base: number, at: number): number {
    let value = base;
    for (;;) {
      const m = /^\.(PowTo|Pow|Subordinate)\(/.exec(this.text.slice(this.pos));
      if (m === null) return value;
      this.closed(value, at);
      this.pos += m[0].length;
      const argAt = this.pos;
      const argument = this.expr();
      this.space();
      if (this.text[this.pos] !== ')') this.fail('expected )');
      this.pos++;
      this.closed(argument, argAt);
      try {
        value = this.insert(this.power(m[1]!, value, at, argument, argAt));
      } catch (error) {
        // An exponent or base outside the definition's domain: a mistake in the text.
        if (error instanceof InputLimitError || error instanceof NotSubordinateError) {
          this.fail(error.message, at);
        }
        throw error;
      }
    }
  }

  /** One of `powers`' operations on complete games. */
  private power(op: string, value: number, at: number, argument: number, argAt: number): LoopyGame {
    const shortAt = (node: number): Game | undefined => {
      const r = reachable(this.graph(node));
      return loopfreeValues(r)[r.start];
    };
    const g = shortAt(value);
    if (op === 'Subordinate') {
      const base = shortAt(argument);
      if (base === undefined) this.fail('expected a short game as the base', argAt);
      return g === undefined
        ? loopySubordinate(this.graph(value), base)
        : shortGraph(subordinate(g, base));
    }
    if (g === undefined) this.fail(`${op} needs a short game before it`, at);
    const x = pseudonumberOf(this.graph(argument));
    if (x === undefined) this.fail('expected a number, on, off, or a number over or under', argAt);
    return op === 'Pow' ? loopyPow(g, x) : loopyPowTo(g, x);
  }

  private termInside(): number {
    tick();
    this.space();
    const at = this.pos;
    const rest = this.text.slice(this.pos);
    const pm = this.plusMinusAt();
    if (pm > 0) {
      this.pos += pm;
      const set = this.optionSet();
      return set === undefined ? this.plusMinus(this.term(), at + pm) : this.switchOf(set);
    }
    if (rest.startsWith('-') && !/^-[0-9]/.test(rest)) {
      this.pos++;
      const value = this.term();
      this.closed(value, at + 1);
      return this.insert(loopyNegate(this.graph(value)));
    }
    if (rest.startsWith('(')) {
      this.pos++;
      const value = this.expr();
      this.space();
      if (this.text[this.pos] !== ')') this.fail('expected )');
      this.pos++;
      return value;
    }
    if (rest.startsWith('{')) return this.braces(undefined);
    const upon = /^([\^v])(\[on\]|<on>)(\*[0-9]*)?/.exec(rest);
    if (upon !== null) {
      this.pos += upon[0].length;
      const g = this.insert(parseLoopy(UPONS[upon[2]!]!));
      let value = upon[1] === 'v' ? this.insert(loopyNegate(this.graph(g))) : g;
      if (upon[3] !== undefined) {
        const star = shortGraph(parseGame(upon[3]));
        value = this.insert(loopySum(this.graph(value), star));
      }
      return this.juxtaposed(value, at);
    }
    // A minus before a number belongs to it: `-1/4v[on]` is -1/4 plus v[on].
    const negative = /^-[0-9]/.test(rest);
    const literal = shortLiteral(negative ? rest.slice(1) : rest);
    if (literal !== undefined) {
      this.pos += literal.length + (negative ? 1 : 0);
      let g: Game;
      try {
        g = parseGame(negative ? `-${literal}` : literal);
      } catch (error) {
        // The short game's column, counted in the whole text.
        if (error instanceof NotationError)
          this.fail(`expected ${error.expected}`, at + error.column - 1);
        throw error;
      }
      return this.juxtaposed(this.insert(shortGraph(g)), at);
    }
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
    if (word === null) {
      this.fail(
        this.pos >= this.text.length ? 'expected a game' : `unexpected ${JSON.stringify(rest[0])}`,
      );
    }
    const name = word[0];
    this.pos += name.length;
    if (name === 'Tiny' || name === 'Miny') return this.tiny(name);
    this.space();
    if (this.text[this.pos] === ':' || this.text[this.pos] === '{') {
      if (this.text[this.pos] === ':') this.pos++;
      this.space();
      if (this.text[this.pos] !== '{') this.fail('expected { after the name');
      if (this.names.has(name)) this.fail(`${name} is already defined`, at);
      return this.braces(name);
    }
    if (name === 'pass') this.fail('pass must be an option', at);
    const known = this.names.get(name);
    if (known !== undefined) return known;
    const builtin = NAMED[name];
    if (builtin !== undefined) return this.insert(parseLoopy(builtin));
    return this.fail(`unknown name ${name}`, at);
  }

  /** A number written before a game, as CGSuite prints `3/2under` or `1Tiny(on)`: their sum. */
  private juxtaposed(value: number, at: number): number {
    const next = this.text.slice(this.pos);
    if (!/^(?:[A-Za-z]|[\^v][[<])/.test(next) || /^(?:pass\b)/.test(next)) return value;
    const secondAt = this.pos;
    const other = this.term();
    this.closed(value, at);
    this.closed(other, secondAt);
    return this.insert(loopySum(this.graph(value), this.graph(other)));
  }

  /** `Tiny(G)` = {0 || 0 | -G}, `Miny(G)` = {G | 0 || 0}. */
  private tiny(name: 'Tiny' | 'Miny'): number {
    this.space();
    if (this.text[this.pos] !== '(') this.fail(`expected ( after ${name}`);
    this.pos++;
    const argAt = this.pos;
    const g = this.expr();
    this.space();
    if (this.text[this.pos] !== ')') this.fail('expected )');
    this.pos++;
    this.closed(g, argAt);
    const tiny = (x: number): number => {
      const zero = this.node();
      const inner = this.node();
      const outer = this.node();
      this.left[inner]!.push(zero);
      this.right[inner]!.push(this.insert(loopyNegate(this.graph(x))));
      this.left[outer]!.push(zero);
      this.right[outer]!.push(inner);
      for (const k of [zero, inner, outer]) this.finished[k] = true;
      return outer;
    };
    // Miny(G) = −Tiny(G).
    return name === 'Tiny' ? tiny(g) : this.insert(loopyNegate(this.graph(tiny(g))));
  }

  /**
   * `{…}`: options separated by commas and runs of bars; the longest run splits the braces, a
   * side with bars being one game (`{a||b|c}` is `{a|{b|c}}`), `pass` on each side meaning the
   * game that side belongs to. `name` names the whole.
   */
  private braces(name: string | undefined): number {
    const self = this.node();
    if (name !== undefined) this.names.set(name, self);
    this.pos++; // {
    // Items and separators in order: a separator is its number of bars.
    const items: Item[][] = [[]];
    const bars: { count: number; at: number }[] = [];
    for (;;) {
      this.space();
      const c = this.text[this.pos];
      if (c === '|') {
        const at = this.pos;
        while (this.text[this.pos] === '|') this.pos++;
        bars.push({ count: this.pos - at, at });
        items.push([]);
        continue;
      }
      if (c === '}') {
        this.pos++;
        break;
      }
      if (c === ',') {
        this.pos++;
        continue;
      }
      if (c === undefined) this.fail('expected }');
      if (/^pass(?![A-Za-z0-9_])/.test(this.text.slice(this.pos))) {
        this.pos += 4;
        items[items.length - 1]!.push('pass');
        continue;
      }
      items[items.length - 1]!.push(this.expr());
    }
    if (bars.length === 0) this.fail('expected |', this.pos - 1);
    this.build(self, items, bars);
    return self;
  }

  /** Fills `node` from items[from … to] split at the longest run of bars among bars[from … to). */
  private build(
    node: number,
    items: readonly Item[][],
    bars: readonly { count: number; at: number }[],
  ): void {
    // An explicit stack: each entry fills one node from a range of the items.
    const stack = [{ node, from: 0, to: bars.length }];
    while (stack.length > 0) {
      tick();
      const { node: n, from: a, to: b } = stack.pop()!;
      let split = a;
      for (let k = a; k < b; k++) if (bars[k]!.count > bars[split]!.count) split = k;
      for (let k = a; k < b; k++) {
        if (k !== split && bars[k]!.count === bars[split]!.count) {
          this.fail('ambiguous bars: two runs of the same length', bars[k]!.at);
        }
      }
      const side = (list: number[], lo: number, hi: number): void => {
        if (lo === hi) {
          // No bars on this side: its options.
          for (const item of items[lo]!) list.push(item === 'pass' ? n : item);
          return;
        }
        const child = this.node();
        list.push(child);
        stack.push({ node: child, from: lo, to: hi });
      };
      side(this.left[n]!, a, split);
      side(this.right[n]!, split + 1, b);
      this.finished[n] = true;
    }
  }
}

/**
 * The short-game literal at the start of `text`, as CGSuite writes one: a number (`3`, `3/8`),
 * arrows (`^`, `vv`, `^3`, `^<2>`, `v[3]`) and a nimber (`*`, `*4`), in that order.
 */
function shortLiteral(text: string): string | undefined {
  const m =
    /^(?:[0-9]+(?:\/[0-9]+)?)?(?:(?:\^+|v+)(?:[0-9]+|<[0-9]+>|\[[0-9]+\])?)?(?:\*[0-9]*)?/.exec(
      text,
    )!;
  let literal = m[0];
  // The arrow of `^[on]` or `v<on>` starts an upon, not arrows.
  if (/^(?:\[on\]|<on>)/.test(text.slice(literal.length)) && /[\^v]$/.test(literal)) {
    literal = literal.slice(0, -1);
  }
  if (literal === '') return undefined;
  // `v` followed by letters is a name (`val`), not arrows.
  if (/^[0-9/]*v+$/.test(literal) && /^[A-Za-z0-9_]/.test(text.slice(literal.length))) {
    return /^[0-9]/.test(literal) ? literal.replace(/v+$/, '') : undefined;
  }
  return literal;
}

function reachableNodes(
  left: readonly (readonly number[])[],
  right: readonly (readonly number[])[],
  start: number,
): number[] {
  const seen = new Set([start]);
  const order = [start];
  for (let k = 0; k < order.length; k++) {
    for (const j of [...left[order[k]!]!, ...right[order[k]!]!]) {
      if (!seen.has(j)) {
        seen.add(j);
        order.push(j);
      }
    }
  }
  return order;
}

// ---------------------------------------------------------------------------------------------
// Printing

/** At most this many bars are written in a row; deeper nesting keeps its braces. */
const MAX_BARS = 4;

/**
 * A loopy game as CGSuite prints it: positions with no loop below them as short games
 * (`formatGame`: `1/2`, `^*`, `{1|0}`…), `on`, `off`, `dud`, `x over`, `x under` (`3/2under`),
 * the upons `x^[on]*n` and `xv[on]*n`, `pass` for a move to the position itself, names written
 * in place (`a{0|a}`) for the other positions reached again, and `||` for a sole nested option as
 * for short games. `parseLoopy` reads it back.
 */
export function formatLoopy(g: LoopyGame, control?: SolveControl): string {
  return withControl(control, () => formatAt(g, 0, { next: 0 }));
}

/**
 * The names given so far in one text: parts printed apart (the options of `+-{G,H}`, a tiny's
 * subscript, a switch met twice) draw on one count, so that no name is defined twice.
 */
interface Naming {
  next: number;
}

/** A position's name: fixed text, or a switch or tiny whose parts are printed where it appears. */
type Label = string | ((naming: Naming) => string);

/** `formatLoopy` for a part printed inside another at `depth`. */
function formatAt(g: LoopyGame, depth: number, naming: Naming): string {
  return new Printer(reachable(g), depth, naming).print();
}

/** A piece of output: literal text, a node to print, or the end of a node. */
type Piece =
  | { kind: 'text'; text: string }
  | { kind: 'node'; node: number; forced: boolean; parent: number }
  | { kind: 'close'; node: number };

class Printer {
  private readonly short: (Game | undefined)[];
  private readonly labels: (Label | undefined)[];

  constructor(
    private readonly g: LoopyGame,
    depth: number,
    private readonly naming: Naming,
  ) {
    this.short = loopfreeValues(g);
    this.labels = labelNodes(g, this.short, depth);
  }

  /**
   * Nodes are printed depth first with an explicit stack. A general form's text is decided at its
   * end (its braces may be dropped for bars, and its name is known only once a later use is seen),
   * so each open node collects its parts in a frame.
   */
  print(): string {
    const g = this.g;
    const names = new Map<number, string>();
    const open = new Set<number>();
    interface Frame {
      node: number;
      forced: boolean;
      parts: string[];
      bars: number;
    }
    const frames: Frame[] = [{ node: -1, forced: true, parts: [], bars: 0 }];
    const stack: Piece[] = [{ kind: 'node', node: g.start, forced: true, parent: -1 }];
    // The text of a finished option and its bars when written without braces (else 0).
    const emit = (text: string, bars: number): void => {
      const top = frames[frames.length - 1]!;
      top.parts.push(text);
      top.bars = Math.max(top.bars, bars);
    };
    while (stack.length > 0) {
      tick();
      const piece = stack.pop()!;
      if (piece.kind === 'text') {
        frames[frames.length - 1]!.parts.push(piece.text);
        continue;
      }
      if (piece.kind === 'close') {
        const frame = frames.pop()!;
        open.delete(frame.node);
        const bars = frame.bars + 1;
        const name = names.get(frame.node);
        const l = g.left[frame.node]!;
        const r = g.right[frame.node]!;
        const braces =
          frame.forced ||
          name !== undefined ||
          l.length === 0 ||
          r.length === 0 ||
          bars >= MAX_BARS;
        const inner = frame.parts.join('').replace('\u0000', '|'.repeat(bars));
        const text = braces ? `${name ?? ''}{${inner}}` : inner;
        emit(text, braces ? 0 : bars);
        continue;
      }
      const { node, forced, parent } = piece;
      if (node === parent) {
        emit('pass', 0);
        continue;
      }
      const label = this.labels[node];
      if (label !== undefined) {
        emit(typeof label === 'string' ? label : label(this.naming), 0);
        continue;
      }
      const short = this.short[node];
      if (short !== undefined) {
        const text = formatGame(short);
        const inner = generalInner(text);
        if (inner === undefined || forced) emit(text, 0);
        else emit(inner.text, inner.bars);
        continue;
      }
      if (open.has(node)) {
        let name = names.get(node);
        if (name === undefined) {
          name = nameFor(this.naming.next++);
          names.set(node, name);
        }
        emit(name, 0);
        continue;
      }
      open.add(node);
      names.delete(node);
      frames.push({ node, forced, parts: [], bars: 0 });
      const pieces: Piece[] = [];
      const side = (options: readonly number[]): void => {
        sortOptions(options, this.short).forEach((j, k) => {
          if (k > 0) pieces.push({ kind: 'text', text: ',' });
          pieces.push({ kind: 'node', node: j, forced: options.length > 1, parent: node });
        });
      };
      side(g.left[node]!);
      // The bars are written once the depth of the nesting inside is known.
      pieces.push({ kind: 'text', text: '\u0000' });
      side(g.right[node]!);
      pieces.push({ kind: 'close', node });
      for (let k = pieces.length - 1; k >= 0; k--) stack.push(pieces[k]!);
    }
    return frames[0]!.parts.join('');
  }
}

/** Short options first (numbers, then the rest by their printed form), loopy ones after. */
function sortOptions(options: readonly number[], short: readonly (Game | undefined)[]): number[] {
  const rank = (i: number): number => {
    const s = short[i];
    return s === undefined ? 2 : s.number !== undefined ? 0 : 1;
  };
  return [...new Set(options)].sort((a, b) => {
    const d = rank(a) - rank(b);
    if (d !== 0) return d;
    const x = short[a];
    const y = short[b];
    if (x?.number !== undefined && y?.number !== undefined) return x.number.compare(y.number);
    return 0;
  });
}

/** `{…}` of a short game's text without its braces, and the bars of its top-level separator. */
function generalInner(text: string): { text: string; bars: number } | undefined {
  if (!text.startsWith('{') || !text.endsWith('}')) return undefined;
  let depth = 0;
  let bars = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0 && i < text.length - 1) return undefined;
    } else if (c === '|' && depth === 1) {
      let run = 0;
      while (text[i + run] === '|') run++;
      bars = Math.max(bars, run);
      i += run - 1;
    }
  }
  return bars >= MAX_BARS ? undefined : { text: text.slice(1, -1), bars };
}

function nameFor(k: number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return k < letters.length ? letters[k]! : `N${k - letters.length + 1}`;
}

/** An upon `x^[on]*n` (arrow `v`: its negative, written `xv[on]*n`). */
interface Upon {
  readonly arrow: '^' | 'v';
  readonly x: Dyadic;
  readonly n: number;
}

const starText = (n: number): string => (n === 0 ? '' : n === 1 ? '*' : `*${n}`);
const numberText = (x: Dyadic): string => (x.sign() === 0 ? '' : x.toString());

/** How deep `formatLoopy` calls itself for the parts of switches and tinies. */
const MAX_LABEL_DEPTH = 40;

/** Positions with more followers than this are not looked at for a switch or a tiny. */
const MAX_LABELLED_FOLLOWERS = 64;

/**
 * The names CGSuite prints loopy positions by: `on`, `off`, `dud`, `x over`, `x under` for a
 * number x (`over` for 0), the upons `x^[on]*n` ({pass | x*(n+1)}; {pass, x | x} for n = 1) and
 * uponths `x^<on>*n` ({x, …, x*(n xor 1) | −(−x^[on]*(n xor 1))}), their negatives with `v`, the
 * tinies `xTiny(G)` ({x || x | x − G}) and minies of plumtrees, and switches `+-G` ({G | −G}).
 */
function labelNodes(
  g: LoopyGame,
  short: readonly (Game | undefined)[],
  depth: number,
): (Label | undefined)[] {
  const upons = g.left.map(
    (l, i) => uponOf(l, g.right[i]!, i, short, '^') ?? uponOf(g.right[i]!, l, i, short, 'v'),
  );
  return g.left.map((l, i) => {
    if (short[i] !== undefined) return undefined;
    const r = g.right[i]!;
    const onlySelf = (list: readonly number[]): boolean =>
      list.length > 0 && list.every((j) => j === i);
    if (onlySelf(l) && r.length === 0) return 'on';
    if (onlySelf(r) && l.length === 0) return 'off';
    if (onlySelf(l) && onlySelf(r)) return 'dud';
    const number = (list: readonly number[]): string | undefined => {
      const x = list.length === 1 ? short[list[0]!]?.number : undefined;
      return x === undefined ? undefined : numberText(x);
    };
    if (onlySelf(r) && number(l) !== undefined) return `${number(l)}over`;
    if (onlySelf(l) && number(r) !== undefined) return `${number(r)}under`;
    const composite = depth < MAX_LABEL_DEPTH ? switchOrTiny(g, i, short, depth) : undefined;
    if (composite !== undefined) return composite;
    const upon = upons[i];
    if (upon !== undefined) return `${numberText(upon.x)}${upon.arrow}[on]${starText(upon.n)}`;
    return uponth(l, r, short, upons, '^') ?? uponth(r, l, short, upons, 'v');
  });
}

/** The upon at a position: `mine` holds the pass (and x for n = 1), `theirs` is x*(n xor 1). */
function uponOf(
  mine: readonly number[],
  theirs: readonly number[],
  self: number,
  short: readonly (Game | undefined)[],
  arrow: '^' | 'v',
): Upon | undefined {
  const set = [...new Set(theirs)];
  if (set.length !== 1 || !mine.includes(self)) return undefined;
  const target = short[set[0]!];
  const split = target === undefined ? undefined : numberStar(target);
  if (split === undefined) return undefined;
  const { x, m } = split;
  const rest = [...new Set(mine)].filter((j) => j !== self);
  const ok = m === 0 ? rest.length === 1 && short[rest[0]!] === num(x) : rest.length === 0;
  return ok ? { arrow, x, n: m ^ 1 } : undefined;
}

/**
 * `y^<on>*(n xor 1)` when `theirs` is the single upon `yv[on]*n` (for arrow `^`) and `mine` is
 * y, y*, …, y*(n xor 1).
 */
function uponth(
  mine: readonly number[],
  theirs: readonly number[],
  short: readonly (Game | undefined)[],
  upons: readonly (Upon | undefined)[],
  arrow: '^' | 'v',
): string | undefined {
  const set = [...new Set(theirs)];
  const upon = set.length === 1 ? upons[set[0]!] : undefined;
  if (upon === undefined || upon.arrow === arrow) return undefined;
  const top = upon.n ^ 1;
  const found = new Set<number>();
  for (const j of new Set(mine)) {
    const split = short[j] === undefined ? undefined : numberStar(short[j]);
    if (split === undefined || split.x.compare(upon.x) !== 0 || split.m > top) return undefined;
    found.add(split.m);
  }
  if (found.size !== top + 1) return undefined;
  return `${numberText(upon.x)}${arrow}<on>${starText(top)}`;
}

/** The part of the graph reachable from node i, with i as its start. */
function followers(g: LoopyGame, i: number): LoopyGame {
  return reachable({ ...g, start: i });
}

/** Whether node `target` is reachable from node `from` (in one move or more). */
function reaches(g: LoopyGame, from: number, target: number): boolean {
  const seen = new Set<number>([from]);
  const stack = [from];
  while (stack.length > 0) {
    tick();
    const v = stack.pop()!;
    for (const w of [...g.left[v]!, ...g.right[v]!]) {
      if (w === target) return true;
      if (!seen.has(w)) {
        seen.add(w);
        stack.push(w);
      }
    }
  }
  return false;
}

/** Whether the game's only loops are passes (CGSuite's plumtrees). */
function isPlumtree(g: LoopyGame): boolean {
  const n = g.left.length;
  const pending = Int32Array.from({ length: n }, () => 0);
  const preds: number[][] = Array.from({ length: n }, () => []);
  for (let v = 0; v < n; v++) {
    for (const w of new Set([...g.left[v]!, ...g.right[v]!])) {
      if (w === v) continue;
      pending[v]!++;
      preds[w]!.push(v);
    }
  }
  const queue: number[] = [];
  for (let v = 0; v < n; v++) if (pending[v] === 0) queue.push(v);
  for (let k = 0; k < queue.length; k++) {
    tick();
    for (const p of preds[queue[k]!]!) if (--pending[p]! === 0) queue.push(p);
  }
  return queue.length === n;
}

/**
 * `+-G` or `+-{G,H}` for a switch ({G, H | −G, −H}), `xTiny(G)` or `xMiny(G)` for a tiny or miny
 * plumtree, when the options do not lead back to the position: their parts are printed whole.
 */
function switchOrTiny(
  g: LoopyGame,
  i: number,
  short: readonly (Game | undefined)[],
  depth: number,
): ((naming: Naming) => string) | undefined {
  const l = [...new Set(g.left[i])];
  const r = [...new Set(g.right[i])];
  if (l.length === 0 || r.length === 0 || [...l, ...r].some((j) => reaches(g, j, i))) {
    return undefined;
  }
  const mine = followers(g, i);
  if (mine.left.length > MAX_LABELLED_FOLLOWERS) return undefined;
  const print = (h: LoopyGame, naming: Naming): string =>
    formatAt(isStopper(h) ? loopySimplify(h) : h, depth + 1, naming);
  if (l.length === r.length) {
    const lefts = l.map((j) => followers(g, j));
    const negatives = r.map((j) => loopyNegate(followers(g, j)));
    const matched = lefts.every((a) => negatives.some((b) => loopyCompare(a, b) === '='));
    if (matched && negatives.every((b) => lefts.some((a) => loopyCompare(a, b) === '='))) {
      return (naming) => {
        const texts = lefts.map((a) => print(a, naming));
        if (texts.length > 1) return `+-{${texts.join(',')}}`;
        // A sum written as parts (`1^[on]`) is put in parentheses after +-.
        const text = texts[0]!;
        return `+-${/^[0-9-]/.test(text) && /[A-Za-z[<^*]/.test(text) ? `(${text})` : text}`;
      };
    }
  }
  if (l.length !== 1 || r.length !== 1 || !isPlumtree(mine)) return undefined;
  const tiny = (
    numberSide: number,
    other: number,
    outer: 'left' | 'right',
    word: string,
  ): ((naming: Naming) => string) | undefined => {
    const x = short[numberSide]?.number;
    if (x === undefined || short[other] !== undefined) return undefined;
    const inner = outer === 'left' ? 'right' : 'left';
    const same = g[inner][other]!;
    const far = g[outer][other]!;
    if (same.length !== 1 || far.length !== 1 || short[same[0]!] !== short[numberSide]) {
      return undefined;
    }
    // Tiny: c − x ≤ under, subscript x − c; Miny: x − c ≤ under, subscript c − x.
    const c = followers(g, far[0]!);
    const xGraph = shortGraph(num(x));
    const gap =
      outer === 'right' ? loopySum(c, loopyNegate(xGraph)) : loopySum(xGraph, loopyNegate(c));
    const relation = loopyCompare(gap, parseLoopy('under'));
    if (relation !== '<' && relation !== '=') return undefined;
    return (naming) => `${numberText(x)}${word}(${print(loopyNegate(gap), naming)})`;
  };
  return tiny(l[0]!, r[0]!, 'right', 'Tiny') ?? tiny(r[0]!, l[0]!, 'left', 'Miny');
}

/** x and m when the game is the number x plus the nimber *m. */
function numberStar(g: Game): { x: Dyadic; m: number } | undefined {
  const nus = numberUpStar(g);
  return nus === undefined || nus.ups !== 0 ? undefined : { x: nus.number, m: nus.star };
}
