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
  const [a, b] = from < to ? [from, to] : [to, from];
  const moved = from < to ? `.${s.slice(a + 1, b)}${s[from]!}` : `${s[from]!}${s.slice(a + 1, b)}.`;
  return s.slice(0, a) + moved + s.slice(b + 1);
}

/**
 * Independent parts: `TTFF` can never move and nothing can pass it, so it cuts the strip in two;
 * frogs at the left end and toads at the right end are stuck and behave like the edge.
 */
function parts(s: string): string[] {
  return s
    .split('TTFF')
    .map((part) => part.replace(/^F+/, '').replace(/T+$/, ''))
    .filter((part) => part.includes('.') && /[TF]/.test(part));
}

/** Toads and Frogs. */
export const toadsAndFrogs: PartizanRuleset<ToadsFrogsPosition> = {
  name: 'Toads and Frogs',
  *leftOptions(s) {
    for (let i = 0; i < s.length; i++) {
      if (s[i] !== 'T') continue;
      if (s[i + 1] === '.') yield move(s, i, i + 1);
      else if (s[i + 1] === 'F' && s[i + 2] === '.') yield move(s, i, i + 2);
    }
  },
  *rightOptions(s) {
    for (let i = 0; i < s.length; i++) {
      if (s[i] !== 'F') continue;
      if (s[i - 1] === '.') yield move(s, i, i - 1);
      else if (s[i - 1] === 'T' && s[i - 2] === '.') yield move(s, i, i - 2);
    }
  },
  key: (s) => s,
  components: parts,
  conjugate(s) {
    const c = conjugateStrip(s);
    return c < s ? c : undefined;
  },
};

/** The strip seen from the other side: reversed, toads and frogs swapped. */
function conjugateStrip(s: string): string {
  let c = '';
  for (let i = s.length - 1; i >= 0; i--) c += s[i] === 'T' ? 'F' : s[i] === 'F' ? 'T' : '.';
  return c;
}
