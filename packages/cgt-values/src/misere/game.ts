import { mex, type SolveControl } from '@cgkit/core-search';
import { holdBytes, tick, withControl } from '../control.js';
import { InputLimitError } from '../input-limit.js';

// Impartial games in misère play (whoever moves last loses), in Conway's simplest form (On
// Numbers and Games, ch. 12). Two facts make the forms canonical and cheap to build:
//
// - G is *linked* to H (some T makes both G + T and H + T misère P-positions) exactly when G
//   equals no option of H and no option of G equals H; G = H exactly when they have the same
//   outcome, G is linked to no option of H and no option of G is linked to H.
// - An option G' is reversible when some option G'' of it equals G; then G'' (already simplest)
//   is the simplest form of G. A game none of whose options is reversible is in simplest form,
//   and equal simplest forms are identical.
//
// So forms are hash-consed (`===` is equality), and building {options} only asks whether it
// equals one of its grandchildren, a walk down that grandchild alone.

/** Misère outcome: `N` (the player to move wins) or `P` (the previous player wins). */
export type MisereOutcome = 'N' | 'P';

/** Games whose simplest form is born later than this are refused (walks recurse this deep). */
export const MAX_MISERE_BIRTHDAY = 1000;

/** An impartial game in misère simplest form; equal games are the same object. */
export class MisereGame {
  /** A small integer unique to this form. */
  readonly id: number;
  /** The options, in simplest form, ordered by id. */
  readonly options: readonly MisereGame[];
  /** The misère outcome. */
  readonly outcome: MisereOutcome;
  /** The day it is born: one more than the latest option's. */
  readonly birthday: number;
  /** Its normal-play Grundy value (misère equality implies normal-play equality). */
  readonly grundy: number;
  /** Its misère Grundy value: 1 for 0, else the mex of its options' values. */
  readonly misereGrundy: number;
  /** `n` when the form is the nim heap `*n`. */
  readonly nimber: number | undefined;

  /** @internal Made only by {@link misereGame}. */
  constructor(id: number, options: readonly MisereGame[]) {
    this.id = id;
    this.options = options;
    this.outcome = outcomeOf(options);
    this.birthday = options.reduce((b, o) => Math.max(b, o.birthday + 1), 0);
    this.grundy = mex(options.map((o) => o.grundy));
    this.misereGrundy = options.length === 0 ? 1 : mex(options.map((o) => o.misereGrundy));
    const heap = options.length;
    this.nimber = options.every((o, i) => o.nimber === i) ? heap : undefined;
  }
}

/** The misère outcome of {options}: P when every option is an N-position (0 is N). */
function outcomeOf(options: readonly MisereGame[]): MisereOutcome {
  return options.length > 0 && options.every((o) => o.outcome === 'N') ? 'P' : 'N';
}

const forms = new Map<string, MisereGame>();
const all: MisereGame[] = [];

function keyOf(options: readonly MisereGame[]): string {
  return options.map((o) => o.id).join(',');
}

function make(options: readonly MisereGame[]): MisereGame {
  const key = keyOf(options);
  let g = forms.get(key);
  if (g === undefined) {
    g = new MisereGame(all.length, options);
    forms.set(key, g);
    all.push(g);
    holdBytes(64 + 12 * options.length + 2 * key.length);
  }
  return g;
}

/** The misère game with no options. */
export const MISERE_ZERO: MisereGame = make([]);

/** The options, deduplicated and ordered by id. */
function normalise(options: readonly MisereGame[]): MisereGame[] {
  const unique = [...new Set(options)];
  unique.sort((a, b) => a.id - b.id);
  return unique;
}

/** G = C where G is {options} (options simplest) and C is a simplest form. */
function equalsForm(
  options: readonly MisereGame[],
  c: MisereGame,
  memo: Map<number, boolean>,
): boolean {
  const known = memo.get(c.id);
  if (known !== undefined) return known;
  tick();
  // G = C iff they have one outcome, G is linked to no C' and no G' is linked to C.
  const result =
    outcomeOf(options) === c.outcome &&
    c.options.every((c1) => !linkedToForm(options, c1, memo)) &&
    options.every((g1) => !linked(g1, c));
  memo.set(c.id, result);
  return result;
}

/** G linked to C, with G = {options} (options simplest) and C simplest. */
function linkedToForm(
  options: readonly MisereGame[],
  c: MisereGame,
  memo: Map<number, boolean>,
): boolean {
  return options.every((g1) => g1 !== c) && c.options.every((c1) => !equalsForm(options, c1, memo));
}

/** Whether two simplest forms are linked: some T makes G + T and H + T both P-positions. */
export function linked(g: MisereGame, h: MisereGame): boolean {
  return g.options.every((g1) => g1 !== h) && h.options.every((h1) => h1 !== g);
}

/** The simplest form of {options}: a grandchild equal to it, or the form itself. */
function simplest(raw: readonly MisereGame[]): MisereGame {
  const options = normalise(raw);
  const key = keyOf(options);
  const known = forms.get(key);
  if (known !== undefined) return known;
  const birthday = options.reduce((b, o) => Math.max(b, o.birthday + 1), 0);
  if (birthday > MAX_MISERE_BIRTHDAY) {
    throw new InputLimitError(`a misère game born after day ${MAX_MISERE_BIRTHDAY} is too deep`);
  }
  const memo = new Map<number, boolean>();
  for (const g1 of options) {
    for (const g2 of g1.options) {
      if (equalsForm(options, g2, memo)) return g2;
    }
  }
  return make(options);
}

/** The simplest form of the impartial game {options} in misère play. */
export function misereGame(options: readonly MisereGame[], control?: SolveControl): MisereGame {
  return withControl(control, () => simplest(options));
}

/** The nim heap `*n` (its own simplest form in misère play too). */
export function misereNimber(n: number): MisereGame {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_MISERE_BIRTHDAY) {
    throw new InputLimitError(`a nim heap must have 0 to ${MAX_MISERE_BIRTHDAY} tokens, got ${n}`);
  }
  const heaps = [MISERE_ZERO];
  while (heaps.length <= n) heaps.push(make(heaps.slice()));
  return heaps[n]!;
}

const sums = new Map<string, MisereGame>();

/** `g + h` in simplest form; the walk keeps its own stack. */
function plus(g: MisereGame, h: MisereGame): MisereGame {
  const key = (a: MisereGame, b: MisereGame): string =>
    a.id <= b.id ? `${a.id}+${b.id}` : `${b.id}+${a.id}`;
  const lookup = (a: MisereGame, b: MisereGame): MisereGame | undefined =>
    a === MISERE_ZERO ? b : b === MISERE_ZERO ? a : sums.get(key(a, b));
  const stack: [MisereGame, MisereGame][] = [[g, h]];
  while (stack.length > 0) {
    const [a, b] = stack[stack.length - 1]!;
    if (lookup(a, b) !== undefined) {
      stack.pop();
      continue;
    }
    tick();
    const pending: [MisereGame, MisereGame][] = [];
    const options: MisereGame[] = [];
    for (const pair of [
      ...a.options.map((a1) => [a1, b] as [MisereGame, MisereGame]),
      ...b.options.map((b1) => [a, b1] as [MisereGame, MisereGame]),
    ]) {
      const s = lookup(pair[0], pair[1]);
      if (s === undefined) pending.push(pair);
      else options.push(s);
    }
    if (pending.length > 0) {
      stack.push(...pending);
      continue;
    }
    sums.set(key(a, b), simplest(options));
    holdBytes(48);
    stack.pop();
  }
  return lookup(g, h)!;
}

/** The sum of misère games in simplest form. */
export function misereSum(games: readonly MisereGame[], control?: SolveControl): MisereGame {
  return withControl(control, () => games.reduce(plus, MISERE_ZERO));
}

// ---------------------------------------------------------------------------------------------
// Notation: `0`, `*`, `*n`, `{A, B, …}` and sums `A + B`; `n.A` is `A + … + A` (n copies).

/** A mistake in a misère game expression, at a 1-based column. */
export class MisereNotationError extends Error {
  override readonly name = 'MisereNotationError';
  constructor(
    readonly column: number,
    message: string,
  ) {
    super(`column ${column}: ${message}`);
  }
}

interface Frame {
  readonly options: MisereGame[];
  terms: MisereGame[];
  multiple: number;
  /** Whether the frame expects a term next. */
  expectTerm: boolean;
  readonly open: number;
}

/** Reads `0`, `*`, `*3`, `{0,*}`, `{*2,{*}} + *`, `2.*3`; errors name their column. */
export function parseMisere(text: string, control?: SolveControl): MisereGame {
  return withControl(control, () => parse(text));
}

function parse(text: string): MisereGame {
  const frame = (open: number): Frame => ({
    options: [],
    terms: [],
    multiple: 1,
    expectTerm: true,
    open,
  });
  const stack: Frame[] = [frame(0)];
  const top = (): Frame => stack[stack.length - 1]!;
  const addTerm = (g: MisereGame, at: number): void => {
    const f = top();
    if (!f.expectTerm) throw new MisereNotationError(at + 1, 'expected + , or }');
    for (let k = 0; k < f.multiple; k++) f.terms.push(g);
    f.multiple = 1;
    f.expectTerm = false;
  };
  const close = (f: Frame, at: number): MisereGame => {
    if (f.expectTerm) throw new MisereNotationError(at + 1, 'expected a game');
    return f.terms.reduce(plus, MISERE_ZERO);
  };
  let i = 0;
  while (i < text.length) {
    tick();
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '{') {
      if (!top().expectTerm) throw new MisereNotationError(i + 1, 'expected + , or }');
      if (stack.length > MAX_MISERE_BIRTHDAY) {
        throw new MisereNotationError(i + 1, `braces nest deeper than ${MAX_MISERE_BIRTHDAY}`);
      }
      stack.push(frame(i));
      i++;
    } else if (c === '}' || c === ',') {
      const f = top();
      if (stack.length === 1) throw new MisereNotationError(i + 1, `unexpected ${c}`);
      const empty = c === '}' && f.expectTerm && f.terms.length === 0 && f.options.length === 0;
      if (!empty) {
        f.options.push(close(f, i));
        f.terms = [];
        f.expectTerm = true;
      }
      i++;
      if (c === '}') {
        stack.pop();
        addTerm(simplest(f.options), f.open);
      }
    } else if (c === '+') {
      if (top().expectTerm) throw new MisereNotationError(i + 1, 'expected a game');
      top().expectTerm = true;
      i++;
    } else if (c === '*' || /[0-9]/.test(c)) {
      const match = /^(\*?)([0-9]*)(\.?)/.exec(text.slice(i))!;
      const [whole, starred, digits, dot] = match as unknown as [string, string, string, string];
      if (starred === '' && dot === '.') {
        const n = Number(digits);
        if (!top().expectTerm) throw new MisereNotationError(i + 1, 'expected + , or }');
        if (n > MAX_MISERE_BIRTHDAY) {
          throw new MisereNotationError(i + 1, `a multiple must be at most ${MAX_MISERE_BIRTHDAY}`);
        }
        top().multiple *= n;
        if (top().multiple > MAX_MISERE_BIRTHDAY) {
          throw new MisereNotationError(i + 1, `a multiple must be at most ${MAX_MISERE_BIRTHDAY}`);
        }
        i += whole.length;
        continue;
      }
      const size = starred === '' ? Number(digits) : digits === '' ? 1 : Number(digits);
      if (starred === '' && size !== 0) {
        throw new MisereNotationError(i + 1, 'a number other than 0 is not impartial (write *n)');
      }
      if (size > MAX_MISERE_BIRTHDAY) {
        throw new MisereNotationError(i + 1, `a nim heap must be at most *${MAX_MISERE_BIRTHDAY}`);
      }
      addTerm(misereNimber(size), i);
      i += starred.length + digits.length;
    } else {
      throw new MisereNotationError(i + 1, `unexpected ${JSON.stringify(c)}`);
    }
  }
  if (stack.length > 1) throw new MisereNotationError(text.length + 1, 'expected }');
  return close(top(), text.length);
}

const printed = new Map<number, string>();

/**
 * The longest form {@link formatMisere} prints, in characters: a form shares its subforms, but
 * its text repeats them, so a sum of a few heaps can print longer than any string can be.
 */
export const MAX_MISERE_TEXT = 10_000_000;

/**
 * `0`, `*`, `*n` for nim heaps, else `{…}` of the options' forms. A form whose text would pass
 * {@link MAX_MISERE_TEXT} characters is an {@link InputLimitError}.
 */
export function formatMisere(g: MisereGame, control?: SolveControl): string {
  return withControl(control, () => {
    // Print children first with an explicit stack (forms may nest hundreds deep).
    const stack = [g];
    while (stack.length > 0) {
      const x = stack[stack.length - 1]!;
      if (printed.has(x.id)) {
        stack.pop();
        continue;
      }
      tick();
      const missing = x.options.filter((o) => !printed.has(o.id));
      if (missing.length > 0 && x.nimber === undefined) {
        stack.push(...missing);
        continue;
      }
      if (x.nimber === undefined) {
        let length = x.options.length + 1;
        for (const o of x.options) length += printed.get(o.id)!.length;
        if (length > MAX_MISERE_TEXT) {
          throw new InputLimitError(
            `the misère form is too large to print: more than ${MAX_MISERE_TEXT.toLocaleString('en')} characters`,
          );
        }
      }
      const text =
        x.nimber === 0
          ? '0'
          : x.nimber === 1
            ? '*'
            : x.nimber !== undefined
              ? `*${x.nimber}`
              : `{${x.options.map((o) => printed.get(o.id)!).join(',')}}`;
      printed.set(x.id, text);
      holdBytes(2 * text.length + 32);
      stack.pop();
    }
    return printed.get(g.id)!;
  });
}
