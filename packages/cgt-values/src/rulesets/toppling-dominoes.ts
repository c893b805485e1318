import { NotationError } from '../short/notation.js';
import type { PartizanRuleset } from './ruleset.js';

/**
 * Toppling Dominoes: rows of dominoes, `B` blue (Left's), `R` red (Right's), `G` green (either's).
 * A player topples one of their dominoes (or a green one) to the left or the right, and it takes
 * every domino on that side of it down with it. Rows are separated by spaces and are a sum.
 */
export type TopplingPosition = readonly string[];

/** A position has at most this many dominoes. */
export const MAX_TOPPLING_DOMINOES = 1_000;

/** Reads rows such as `BRG BB` (separated by spaces or commas). */
export function parseToppling(text: string): TopplingPosition {
  const bad = /[^BRG ,]/.exec(text);
  if (bad !== null) {
    throw new NotationError(
      text,
      bad.index + 1,
      "'B', 'R', 'G', a space or a comma",
      JSON.stringify(bad[0]),
    );
  }
  const rows = text.split(/[ ,]+/).filter((row) => row !== '');
  if (rows.join('').length > MAX_TOPPLING_DOMINOES) {
    throw new NotationError(text, 1, `at most ${MAX_TOPPLING_DOMINOES} dominoes`, 'more');
  }
  return rows;
}

/** A Toppling Dominoes position as text: its rows separated by spaces. */
export const formatToppling = (p: TopplingPosition): string => p.join(' ');

function topples(p: TopplingPosition, colour: string): TopplingPosition[] {
  const out: TopplingPosition[] = [];
  p.forEach((row, r) => {
    const rest = [...p.slice(0, r), ...p.slice(r + 1)];
    for (let i = 0; i < row.length; i++) {
      if (row[i] !== colour && row[i] !== 'G') continue;
      for (const left of [row.slice(i + 1), row.slice(0, i)]) {
        out.push(left === '' ? rest : [...rest, left]);
      }
    }
  });
  return out;
}

const reversed = (row: string): string => [...row].reverse().join('');
const swapped = (row: string): string => row.replace(/[BR]/g, (c) => (c === 'B' ? 'R' : 'B'));

/** Toppling Dominoes. A row reads the same backwards; rows are independent. */
export const topplingDominoes: PartizanRuleset<TopplingPosition> = {
  name: 'Toppling Dominoes',
  leftOptions: (p) => topples(p, 'B'),
  rightOptions: (p) => topples(p, 'R'),
  key: (p) => {
    const rows = p.map((row) => (reversed(row) < row ? reversed(row) : row));
    return rows.length === 1 ? rows[0]! : rows.sort().join(' ');
  },
  components: (p) => (p.length === 1 ? [p] : p.map((row) => [row])),
  conjugate(p) {
    if (p.length !== 1) return undefined;
    const row = p[0]!;
    const other = swapped(row);
    const least = (s: string): string => (reversed(s) < s ? reversed(s) : s);
    return least(other) < least(row) ? [other] : undefined;
  },
};
