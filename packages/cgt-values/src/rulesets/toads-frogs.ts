import { NotationError } from '../notation.js';
import type { PartizanRuleset } from '../ruleset.js';

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

function move(s: string, from: number, to: number): string {
  const chars = [...s];
  chars[to] = chars[from]!;
  chars[from] = '.';
  return chars.join('');
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
};
