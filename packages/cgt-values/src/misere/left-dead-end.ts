import type { SolveControl } from '@cgkit/core-search';
import { holdBytes, tick, withControl } from '../control.js';
import { InputLimitError } from '../input-limit.js';
import { relationOf, type Relation } from '../relation.js';
import { MisereNotationError } from './game.js';
import type { PartizanForm } from './partizan.js';

// The monoid of Left dead ends under disjunctive sum, as cgt-tools defines it (its
// `LeftDeadEnd`, after Alfie Davies' gemau). A Left dead end is a game in which Left never has a
// move: it is given by Right's options alone, `{a, b, …}`, and the chain of n Right moves
// `{{…{}…}}` is written n (the integer −n of normal play). Its normal form lists the normal
// forms of its options once each, in one order (integers first, by size; then the others,
// option by option), and a form whose only option is the integer n is the integer n + 1; so
// every form has one normal form, and equal normal forms are one object here. The order is
// cgt-tools': G ≥ H when both are 0, or neither is and every option of G is ≥ some option of H
// (so distinct integers are incomparable, and 0 is comparable with 0 alone); the canonical form
// keeps the options not above another one.

/** A Left dead end in normal form; equal normal forms are the same object. */
export interface LeftDeadEnd {
  /** Right's options, each in normal form, in the normal order. */
  readonly options: readonly LeftDeadEnd[];
  /** n for the chain of n Right moves, else undefined. */
  readonly integer: number | undefined;
  /** The length of the longest play (Right's moves in a row). */
  readonly birthday: number;
  /** The form in cgt-tools' notation, such as `{0, 1}` or `3`. */
  readonly text: string;
}

/** Birthdays above this are refused (integers included). */
export const MAX_LEFT_DEAD_END_BIRTHDAY = 1000;

const made = new Map<string, LeftDeadEnd>();

/** The order of the normal form: integers first by size, then option lists lexicographically. */
export function normalOrder(a: LeftDeadEnd, b: LeftDeadEnd): number {
  if (a === b) return 0;
  if (a.integer !== undefined || b.integer !== undefined) {
    if (a.integer === undefined) return 1;
    if (b.integer === undefined) return -1;
    return a.integer - b.integer;
  }
  for (let k = 0; k < Math.min(a.options.length, b.options.length); k++) {
    const c = normalOrder(a.options[k]!, b.options[k]!);
    if (c !== 0) return c;
  }
  return a.options.length - b.options.length;
}

/** Forms whose text would be longer are refused: the text is the form's key. */
export const MAX_LEFT_DEAD_END_TEXT = 10_000_000;

function intern(options: readonly LeftDeadEnd[], integer: number | undefined): LeftDeadEnd {
  const length = options.reduce((n, o) => n + o.text.length + 2, 2);
  if (length > MAX_LEFT_DEAD_END_TEXT) {
    throw new InputLimitError(
      `a Left dead end of more than ${MAX_LEFT_DEAD_END_TEXT.toLocaleString('en')} characters is too large`,
    );
  }
  const text =
    integer === undefined ? `{${options.map((o) => o.text).join(', ')}}` : String(integer);
  let g = made.get(text);
  if (g === undefined) {
    const birthday = integer ?? Math.max(...options.map((o) => o.birthday)) + 1;
    if (birthday > MAX_LEFT_DEAD_END_BIRTHDAY) {
      throw new InputLimitError(
        `a Left dead end born after day ${MAX_LEFT_DEAD_END_BIRTHDAY} is too deep`,
      );
    }
    g = { options, integer, birthday, text };
    made.set(text, g);
    // The text twice (the key and the form's) and the entry, for the memory budget.
    holdBytes(4 * text.length + 8 * options.length + 100);
  }
  return g;
}

/** The integer n: the chain of n Right moves (−n in normal play). */
export function leftDeadEndInteger(n: number): LeftDeadEnd {
  if (!Number.isInteger(n) || n < 0 || n > MAX_LEFT_DEAD_END_BIRTHDAY) {
    throw new InputLimitError(
      `a Left dead end integer is from 0 to ${MAX_LEFT_DEAD_END_BIRTHDAY}, got ${n}`,
    );
  }
  let g = made.get('0') ?? intern([], 0);
  for (let k = 1; k <= n; k++) g = made.get(String(k)) ?? intern([g], k);
  return g;
}

/** The Left dead end whose Right options are `options`, in normal form. */
export function leftDeadEnd(options: readonly LeftDeadEnd[]): LeftDeadEnd {
  const unique = [...new Set(options)].sort(normalOrder);
  if (unique.length === 0) return leftDeadEndInteger(0);
  const only = unique.length === 1 ? unique[0]!.integer : undefined;
  if (only !== undefined) return leftDeadEndInteger(only + 1);
  return intern(unique, undefined);
}

/** G + H: Right moves in either part (the parts' sums of options, in normal form). */
export function leftDeadEndSum(
  g: LeftDeadEnd,
  h: LeftDeadEnd,
  control?: SolveControl,
): LeftDeadEnd {
  return withControl(control, () => {
    if (g.birthday + h.birthday > MAX_LEFT_DEAD_END_BIRTHDAY) {
      throw new InputLimitError(
        `a Left dead end born after day ${MAX_LEFT_DEAD_END_BIRTHDAY} is too deep`,
      );
    }
    const sums = new Map<LeftDeadEnd, Map<LeftDeadEnd, LeftDeadEnd>>();
    // Explicit stack: a sum is made once its parts' options' sums are.
    const sumOf = (a: LeftDeadEnd, b: LeftDeadEnd): LeftDeadEnd | undefined => {
      if (a.integer === 0) return b;
      if (b.integer === 0) return a;
      if (a.integer !== undefined && b.integer !== undefined) {
        return leftDeadEndInteger(a.integer + b.integer);
      }
      return sums.get(a)?.get(b);
    };
    const stack: [LeftDeadEnd, LeftDeadEnd][] = [[g, h]];
    while (stack.length > 0) {
      tick();
      const [a, b] = stack[stack.length - 1]!;
      if (sumOf(a, b) !== undefined) {
        stack.pop();
        continue;
      }
      const parts: [LeftDeadEnd, LeftDeadEnd][] = [
        ...a.options.map((x): [LeftDeadEnd, LeftDeadEnd] => [x, b]),
        ...b.options.map((y): [LeftDeadEnd, LeftDeadEnd] => [a, y]),
      ];
      const missing = parts.filter(([x, y]) => sumOf(x, y) === undefined);
      if (missing.length > 0) {
        stack.push(...missing);
        continue;
      }
      stack.pop();
      let row = sums.get(a);
      if (row === undefined) sums.set(a, (row = new Map<LeftDeadEnd, LeftDeadEnd>()));
      row.set(b, leftDeadEnd(parts.map(([x, y]) => sumOf(x, y)!)));
    }
    return sumOf(g, h)!;
  });
}

const geqKnown = new Map<LeftDeadEnd, Map<LeftDeadEnd, boolean>>();

function geq(g: LeftDeadEnd, h: LeftDeadEnd): boolean {
  if (g.integer === 0 || h.integer === 0) return g === h;
  if (g.integer !== undefined && h.integer !== undefined) return g === h;
  let row = geqKnown.get(g);
  if (row === undefined) geqKnown.set(g, (row = new Map<LeftDeadEnd, boolean>()));
  let r = row.get(h);
  if (r === undefined) {
    tick(1 + g.options.length * h.options.length);
    // Depth is bounded by the birthdays (at most MAX_LEFT_DEAD_END_BIRTHDAY levels).
    r = g.options.every((x) => h.options.some((y) => geq(x, y)));
    row.set(h, r);
    holdBytes(40);
  }
  return r;
}

/**
 * Whether G ≥ H in cgt-tools' order of Left dead ends: both 0, or neither 0 and every option of
 * G ≥ some option of H.
 */
export function leftDeadEndGeq(g: LeftDeadEnd, h: LeftDeadEnd, control?: SolveControl): boolean {
  return withControl(control, () => geq(g, h));
}

/** How G and H compare: `>`, `<`, `=` or `||`. */
export function leftDeadEndCompare(
  g: LeftDeadEnd,
  h: LeftDeadEnd,
  control?: SolveControl,
): Relation {
  return withControl(control, () => relationOf(geq(g, h), geq(h, g)));
}

/**
 * The canonical form (cgt-tools' `canonical`): the options not above another option, one of
 * each class of equal ones, each canonical. Equal Left dead ends have the same canonical form.
 */
export function leftDeadEndCanonical(g: LeftDeadEnd, control?: SolveControl): LeftDeadEnd {
  return withControl(control, () => {
    const done = new Map<LeftDeadEnd, LeftDeadEnd>();
    const stack = [g];
    while (stack.length > 0) {
      tick();
      const x = stack[stack.length - 1]!;
      if (done.has(x)) {
        stack.pop();
        continue;
      }
      tick(x.options.length * x.options.length);
      const kept: LeftDeadEnd[] = [];
      for (const o of x.options) {
        const below = x.options.some((p) => geq(o, p) && !geq(p, o));
        if (!below && !kept.some((k) => geq(o, k) && geq(k, o))) kept.push(o);
      }
      const missing = kept.filter((o) => !done.has(o));
      if (missing.length > 0) {
        stack.push(...missing);
        continue;
      }
      stack.pop();
      done.set(x, leftDeadEnd(kept.map((o) => done.get(o)!)));
    }
    return done.get(g)!;
  });
}

/** The Left dead ends born by day `day`, one of each class of equal ones (cgt-tools' `next_day`). */
export function leftDeadEndsBornBy(day: number, control?: SolveControl): LeftDeadEnd[] {
  return withControl(control, () => {
    if (!Number.isInteger(day) || day < 0 || day > 4) {
      throw new InputLimitError(`days 0 to 4 are listed (day 5 has too many forms), got ${day}`);
    }
    let forms = [leftDeadEndInteger(0)];
    for (let d = 0; d < day; d++) {
      const next: LeftDeadEnd[] = [];
      for (let mask = 0; mask < 2 ** forms.length; mask++) {
        tick();
        const g = leftDeadEnd(forms.filter((_, k) => (mask >> k) & 1));
        if (!next.some((x) => geq(x, g) && geq(g, x))) next.push(g);
      }
      forms = next;
    }
    return forms;
  });
}

/** The Left dead end as a game form (no Left options anywhere), for the misère functions. */
export function leftDeadEndForm(g: LeftDeadEnd): PartizanForm {
  const forms = new Map<LeftDeadEnd, PartizanForm>();
  const stack = [g];
  while (stack.length > 0) {
    const x = stack[stack.length - 1]!;
    const missing = x.options.filter((o) => !forms.has(o));
    if (missing.length > 0 && !forms.has(x)) {
      stack.push(...missing);
      continue;
    }
    stack.pop();
    if (!forms.has(x)) forms.set(x, { left: [], right: x.options.map((o) => forms.get(o)!) });
  }
  return forms.get(g)!;
}

/**
 * Reads cgt-tools' notation: a whole number n, or `{A, B, …}` of Left dead ends (Right's
 * options), spaces anywhere between; a mistake is a MisereNotationError at its column.
 */
export function parseLeftDeadEnd(text: string): LeftDeadEnd {
  const frames: LeftDeadEnd[][] = [];
  let result: LeftDeadEnd | undefined;
  // What may come next: a term, a comma or a closing brace.
  let expectTerm = true;
  let i = 0;
  const finish = (g: LeftDeadEnd): void => {
    if (frames.length === 0) result = g;
    else frames[frames.length - 1]!.push(g);
    expectTerm = false;
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ') {
      i++;
      continue;
    }
    if (result !== undefined) throw new MisereNotationError(i + 1, 'expected the end');
    if (c === '{' && expectTerm) {
      if (frames.length >= MAX_LEFT_DEAD_END_BIRTHDAY) {
        throw new MisereNotationError(
          i + 1,
          `braces nest deeper than ${MAX_LEFT_DEAD_END_BIRTHDAY}`,
        );
      }
      frames.push([]);
      i++;
    } else if (c === '}' && frames.length > 0 && (!expectTerm || frames.at(-1)!.length === 0)) {
      const options = frames.pop()!;
      i++;
      finish(leftDeadEnd(options));
    } else if (c === ',' && !expectTerm && frames.length > 0) {
      expectTerm = true;
      i++;
    } else if (/[0-9]/.test(c) && expectTerm) {
      const digits = /^[0-9]+/.exec(text.slice(i))![0];
      const n = Number(digits);
      if (n > MAX_LEFT_DEAD_END_BIRTHDAY) {
        throw new MisereNotationError(
          i + 1,
          `an integer must be at most ${MAX_LEFT_DEAD_END_BIRTHDAY}`,
        );
      }
      i += digits.length;
      finish(leftDeadEndInteger(n));
    } else {
      const wanted = expectTerm ? 'a Left dead end' : frames.length > 0 ? ', or }' : 'the end';
      throw new MisereNotationError(i + 1, `expected ${wanted}`);
    }
  }
  if (frames.length > 0) throw new MisereNotationError(text.length + 1, 'expected }');
  if (result === undefined)
    throw new MisereNotationError(text.length + 1, 'expected a Left dead end');
  return result;
}

/**
 * Reads a sum `A + B + …` of Left dead ends in cgt-tools' notation (one term is a sum too) and
 * adds them up; a mistake is a MisereNotationError at its column in the whole text.
 */
export function parseLeftDeadEndSum(text: string, control?: SolveControl): LeftDeadEnd {
  // The terms lie between the '+' signs outside braces; each is read on its own.
  const terms: { start: number; end: number }[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}') depth = Math.max(0, depth - 1);
    else if (text[i] === '+' && depth === 0) {
      terms.push({ start, end: i });
      start = i + 1;
    }
  }
  terms.push({ start, end: text.length });
  const parts = terms.map(({ start: from, end }) => {
    try {
      return parseLeftDeadEnd(text.slice(from, end));
    } catch (error) {
      if (!(error instanceof MisereNotationError)) throw error;
      const message = error.message.replace(/^column \d+: /, '');
      throw new MisereNotationError(from + error.column, message);
    }
  });
  return parts.reduce((sum, g) => leftDeadEndSum(sum, g, control));
}
