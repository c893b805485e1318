import type { SolveControl } from '@cgkit/core-search';
import { tick, withControl } from '../control.js';
import { loopyNegate, loopySum, reachable, type LoopyGame } from './graph.js';

// CGSuite's notation for loopy games: `{L1, L2 | R1}` with `pass` for the game itself, named
// nodes `a:{0 | a}` referred to by name anywhere later, the named stoppers `on = {pass|}`,
// `off = {|pass}`, `over = {0|pass}`, `under = {pass|0}`, `upon = {pass|*}`, the non-stopper
// `dud = {pass|pass}`, integers, `*`, `*n`, sums, differences and negatives of complete games.

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

/** Braces nested deeper than this are refused (the parser recurses). */
export const MAX_LOOPY_NESTING = 500;

const NAMED: Record<string, string> = {
  on: 'a:{a|}',
  off: 'a:{|a}',
  over: 'a:{0|a}',
  under: 'a:{a|0}',
  upon: 'a:{a|*}',
  dud: 'a:{a|a}',
};

/** Reads a loopy game; errors name their column. */
export function parseLoopy(text: string, control?: SolveControl): LoopyGame {
  return withControl(control, () => new Parser(text).parseAll());
}

class Parser {
  private pos = 0;
  private readonly left: number[][] = [];
  private readonly right: number[][] = [];
  private readonly finished: boolean[] = [];
  private readonly names = new Map<string, number>();
  private depth = 0;

  constructor(private readonly text: string) {}

  parseAll(): LoopyGame {
    const start = this.expr(undefined);
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
    this.left.push([]);
    this.right.push([]);
    this.finished.push(false);
    return this.left.length - 1;
  }

  /** A sum or difference of terms; `self` is the node `pass` stands for. */
  private expr(self: number | undefined): number {
    let at = this.pos;
    let value = this.term(self);
    for (;;) {
      this.space();
      const c = this.text[this.pos];
      if (c !== '+' && c !== '-') return value;
      this.pos++;
      const rightAt = this.pos;
      const other = this.term(self);
      this.closed(value, at);
      this.closed(other, rightAt);
      const game = { left: this.left, right: this.right, start: value };
      const second = { left: this.left, right: this.right, start: other };
      value = this.insert(loopySum(game, c === '+' ? second : loopyNegate(second)));
      at = rightAt;
    }
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
    g.left.forEach((l, i) => {
      this.left.push(l.map((j) => j + shift));
      this.right.push(g.right[i]!.map((j) => j + shift));
      this.finished.push(true);
    });
    return g.start + shift;
  }

  private term(self: number | undefined): number {
    tick();
    this.space();
    const at = this.pos;
    const rest = this.text.slice(this.pos);
    if (rest.startsWith('-')) {
      this.pos++;
      const value = this.term(self);
      this.closed(value, at + 1);
      return this.insert(loopyNegate({ left: this.left, right: this.right, start: value }));
    }
    if (rest.startsWith('(')) {
      this.pos++;
      const value = this.expr(self);
      this.space();
      if (this.text[this.pos] !== ')') this.fail('expected )');
      this.pos++;
      return value;
    }
    if (rest.startsWith('{')) return this.braces(undefined);
    const star = /^\*([0-9]*)/.exec(rest);
    if (star !== null) {
      this.pos += star[0].length;
      const n = star[1] === '' ? 1 : Number(star[1]);
      if (n > 1000) this.fail('a nimber must be at most *1000', at);
      return this.nimber(n);
    }
    const int = /^[0-9]+/.exec(rest);
    if (int !== null) {
      this.pos += int[0].length;
      const n = Number(int[0]);
      if (n > 100_000) this.fail('an integer must be at most 100000', at);
      return this.integer(n);
    }
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
    if (word === null)
      this.fail(
        this.pos >= this.text.length ? 'expected a game' : `unexpected ${JSON.stringify(rest[0])}`,
      );
    const name = word[0];
    this.pos += name.length;
    this.space();
    if (this.text[this.pos] === ':') {
      this.pos++;
      this.space();
      if (this.text[this.pos] !== '{') this.fail('expected { after the name');
      if (this.names.has(name)) this.fail(`${name} is already defined`, at);
      return this.braces(name);
    }
    if (name === 'pass') {
      if (self === undefined) this.fail('pass must be an option', at);
      return self;
    }
    const known = this.names.get(name);
    if (known !== undefined) return known;
    const builtin = NAMED[name];
    if (builtin !== undefined) return this.insert(parseLoopy(builtin));
    return this.fail(`unknown name ${name}`, at);
  }

  private braces(name: string | undefined): number {
    const self = this.node();
    if (name !== undefined) this.names.set(name, self);
    if (++this.depth > MAX_LOOPY_NESTING) this.fail(`braces nest deeper than ${MAX_LOOPY_NESTING}`);
    this.pos++; // {
    let side = this.left;
    for (;;) {
      this.space();
      const c = this.text[this.pos];
      if (c === '|') {
        if (side === this.right) this.fail('expected } (one | only)');
        side = this.right;
        this.pos++;
        continue;
      }
      if (c === '}') {
        if (side === this.left) this.fail('expected |');
        this.pos++;
        break;
      }
      if (c === ',') {
        this.pos++;
        continue;
      }
      if (c === undefined) this.fail('expected }');
      side[self]!.push(this.expr(self));
    }
    this.depth--;
    this.finished[self] = true;
    return self;
  }

  private integer(n: number): number {
    let current = this.node();
    this.finished[current] = true;
    for (let k = 1; k <= n; k++) {
      const next = this.node();
      this.left[next]!.push(current);
      this.finished[next] = true;
      current = next;
    }
    return current;
  }

  private nimber(n: number): number {
    const heaps: number[] = [];
    for (let k = 0; k <= n; k++) {
      const node = this.node();
      this.left[node]!.push(...heaps);
      this.right[node]!.push(...heaps);
      this.finished[node] = true;
      heaps.push(node);
    }
    return heaps[n]!;
  }
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

/**
 * A loopy game in the notation `parseLoopy` reads: integers, `*`, `on`, `off`, `over`, `under`,
 * `upon` and `dud` by name, `pass` for a move to the game itself, and names `a:{…}` for the
 * other nodes reached again.
 */
export function formatLoopy(g: LoopyGame, control?: SolveControl): string {
  return withControl(control, () => {
    const r = reachable(g);
    const labels = labelNodes(r);
    // Nodes printed again (other than by pass) get names.
    const names = new Map<number, string>();
    const printed = new Set<number>();
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const out: string[] = [];
    // An explicit stack of pieces: a node to print or literal text.
    const stack: (number | string)[] = [r.start];
    const parent: number[] = [];
    while (stack.length > 0) {
      tick();
      const item = stack.pop()!;
      if (typeof item === 'string') {
        if (item === '\u0000') parent.pop();
        else out.push(item);
        continue;
      }
      const label = labels[item];
      if (label !== undefined) {
        out.push(label);
        continue;
      }
      if (parent[parent.length - 1] === item) {
        out.push('pass');
        continue;
      }
      if (printed.has(item)) {
        if (!names.has(item)) names.set(item, nameFor(names.size, letters));
        out.push(names.get(item)!);
        continue;
      }
      printed.add(item);
      const marker = `\u0001${item}`;
      out.push(marker);
      parent.push(item);
      const pieces: (number | string)[] = ['{'];
      r.left[item]!.forEach((j, k) => pieces.push(...(k > 0 ? [','] : []), j));
      pieces.push('|');
      r.right[item]!.forEach((j, k) => pieces.push(...(k > 0 ? [','] : []), j));
      pieces.push('}', '\u0000');
      for (let k = pieces.length - 1; k >= 0; k--) stack.push(pieces[k]!);
    }
    // Names are decided once every use is seen: put `name:` where the node was opened.
    return out
      .map((piece) => {
        if (!piece.startsWith('\u0001')) return piece;
        const name = names.get(Number(piece.slice(1)));
        return name === undefined ? '' : `${name}:`;
      })
      .join('');
  });
}

function nameFor(k: number, letters: string): string {
  return k < letters.length ? letters[k]! : `n${k}`;
}

/** Names of the nodes that are integers, `*`, `on`, `off`, `over`, `under`, `upon` or `dud`. */
function labelNodes(g: LoopyGame): (string | undefined)[] {
  const n = g.left.length;
  const labels: (string | undefined)[] = new Array<string | undefined>(n).fill(undefined);
  const only = (list: readonly number[], target: string): boolean =>
    list.length === 1 && labels[list[0]!] === target;
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 0; i < n; i++) {
      if (labels[i] !== undefined) continue;
      const l = g.left[i]!;
      const r = g.right[i]!;
      const selfL = l.length === 1 && l[0] === i;
      const selfR = r.length === 1 && r[0] === i;
      let label: string | undefined;
      if (l.length === 0 && r.length === 0) label = '0';
      else if (selfL && r.length === 0) label = 'on';
      else if (selfR && l.length === 0) label = 'off';
      else if (selfL && selfR) label = 'dud';
      else if (selfR && only(l, '0')) label = 'over';
      else if (selfL && only(r, '0')) label = 'under';
      else if (selfL && only(r, '*')) label = 'upon';
      else if (only(l, '0') && only(r, '0')) label = '*';
      else if (r.length === 0 && l.length === 1 && /^[0-9]+$/.test(labels[l[0]!] ?? '')) {
        label = `${Number(labels[l[0]!]) + 1}`;
      } else if (l.length === 0 && r.length === 1) {
        const below = labels[r[0]!] ?? '';
        if (below === '0') label = '-1';
        else if (/^-[0-9]+$/.test(below)) label = `${Number(below) - 1}`;
      }
      if (label !== undefined) {
        labels[i] = label;
        changed = true;
      }
    }
  }
  return labels;
}
