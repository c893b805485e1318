import { NotationError } from '../short/notation.js';
import type { PartizanRuleset } from './ruleset.js';

/**
 * A Toads-and-Frogs strip: `T` toads (Left's, moving right), `F` frogs (Right's, moving left),
 * `.` empty. A creature steps into the next empty cell or jumps one opposing creature into the
 * empty cell behind it.
 */
export type ToadsFrogsPosition = string;

/**
 * Strips are at most this long: far past what an exact search can finish, and short enough that
 * the options of one position (each a copy of the strip) take little memory.
 */
export const MAX_TOADS_FROGS_LENGTH = 1000;

/** Checks a strip of `T`, `F` and `.`. */
export function parseToadsFrogs(text: string): ToadsFrogsPosition {
  const bad = /[^TF.]/.exec(text);
  if (bad !== null) {
    throw new NotationError(text, bad.index + 1, "'T', 'F' or '.'", JSON.stringify(bad[0]));
  }
  if (text.length > MAX_TOADS_FROGS_LENGTH) {
    const expected = `at most ${MAX_TOADS_FROGS_LENGTH} cells`;
    throw new NotationError(text, MAX_TOADS_FROGS_LENGTH + 1, expected, 'more');
  }
  return text;
}

/** The strip with the creature at `from` moved to the empty cell `to`. */
function move(s: string, from: number, to: number): string {
  return from < to
    ? `${s.slice(0, from)}.${s.slice(from + 1, to)}${s[from]!}${s.slice(to + 1)}`
    : `${s.slice(0, to)}${s[from]!}${s.slice(to + 1, from)}.${s.slice(from + 1)}`;
}

/**
 * Independent parts: `TTFF` can never move and nothing can pass it, so it cuts the strip in two;
 * frogs at the left end and toads at the right end are stuck and behave like the edge. A part
 * without an empty cell or without a creature has no move, and is left out. Found by a scan
 * (no regular expressions): the search asks it of every position.
 */
function parts(s: string): string[] {
  const found: string[] = [];
  let start = 0;
  for (;;) {
    const cut = s.indexOf('TTFF', start);
    const end = cut < 0 ? s.length : cut;
    let a = start;
    let b = end;
    while (a < b && s.charCodeAt(a) === F) a++;
    while (b > a && s.charCodeAt(b - 1) === T) b--;
    let empty = false;
    let creature = false;
    for (let i = a; i < b && !(empty && creature); i++) {
      if (s.charCodeAt(i) === EMPTY) empty = true;
      else creature = true;
    }
    // The whole strip is returned as it is, so that it keeps its one key.
    if (empty && creature) found.push(a === 0 && b === s.length ? s : s.slice(a, b));
    if (cut < 0) return found;
    start = cut + 4;
  }
}

const T = 84; // 'T'
const F = 70; // 'F'
const EMPTY = 46; // '.'

/** Toads and Frogs. */
export const toadsAndFrogs: PartizanRuleset<ToadsFrogsPosition> = {
  name: 'Toads and Frogs',
  leftOptions(s) {
    const options: string[] = [];
    for (let i = 0; i < s.length; i++) {
      if (s.charCodeAt(i) !== T) continue;
      const next = s.charCodeAt(i + 1);
      if (next === EMPTY) options.push(move(s, i, i + 1));
      else if (next === F && s.charCodeAt(i + 2) === EMPTY) options.push(move(s, i, i + 2));
    }
    return options;
  },
  rightOptions(s) {
    const options: string[] = [];
    for (let i = 0; i < s.length; i++) {
      if (s.charCodeAt(i) !== F) continue;
      const next = s.charCodeAt(i - 1);
      if (next === EMPTY) options.push(move(s, i, i - 1));
      else if (next === T && s.charCodeAt(i - 2) === EMPTY) options.push(move(s, i, i - 2));
    }
    return options;
  },
  key: stripKey,
  components: parts,
  conjugate: (s) => (conjugateFirst(s) ? conjugateStrip(s) : undefined),
};

/** Strips of at most this many cells get a small integer key. */
const MAX_INTEGER_KEY_LENGTH = 15;

/**
 * The key of a strip: for a short one (all a search of `TTTTTT..FFFFFF` meets) a 31-bit integer,
 * a leading 1 and two bits a cell, which the solver's table holds in typed arrays and finds
 * without hashing a string; a longer strip is its own key.
 */
function stripKey(s: string): string | number {
  if (s.length > MAX_INTEGER_KEY_LENGTH) return s;
  let key = 1;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    key = (key << 2) | (c === T ? 1 : c === F ? 2 : 0);
  }
  return key;
}

/** The cell of the conjugate strip at `i`: the mirror cell, toads and frogs swapped. */
function conjugateCell(s: string, i: number): number {
  const c = s.charCodeAt(s.length - 1 - i);
  return c === T ? F : c === F ? T : c;
}

/**
 * Whether the conjugate strip sorts before the strip (it is then the one stored), compared cell
 * by cell without building it: most strips differ from theirs in the first cell.
 */
function conjugateFirst(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = conjugateCell(s, i);
    const own = s.charCodeAt(i);
    if (c !== own) return c < own;
  }
  return false;
}

/** The strip seen from the other side: reversed, toads and frogs swapped. */
function conjugateStrip(s: string): string {
  const cells = new Array<string>(s.length);
  for (let i = 0; i < s.length; i++) cells[i] = String.fromCharCode(conjugateCell(s, i));
  return cells.join('');
}
