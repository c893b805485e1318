import { NotationError } from '../short/notation.js';
import type { PartizanRuleset } from './ruleset.js';

/**
 * Wythoff's game and Fraenkel's generalisation (CGSuite's `Wythoff` and `GenWythoff(r)`): a sum of
 * pairs of heaps `[m, n]`. A player takes any number from one heap, or k from one and l from the
 * other with |k − l| < r (r = 1: the same number from both, Wythoff's game). Impartial, so every
 * value is a nimber.
 */
export interface WythoffPosition {
  /** r ≥ 1: how far apart the two takes of a diagonal move may be (1 for Wythoff's game). */
  readonly reach: number;
  readonly pairs: readonly (readonly [number, number])[];
}

/**
 * Heaps hold at most this many tokens (a pair has about m·n positions, each of m + n + r·m
 * options).
 */
export const MAX_WYTHOFF_HEAP = 100;
/** A position has at most this many pairs. */
export const MAX_WYTHOFF_PAIRS = 100;
/** The largest reach r of the generalised game. */
export const MAX_WYTHOFF_REACH = 10;

/**
 * Reads pairs `a,b` of numbers from 0 to `max` separated by spaces from `from` on, such as
 * `3,5 1,2` (Wythoff's heaps, or a heap and its memory).
 */
export function readPairs(
  text: string,
  from: number,
  max: number,
  what: string,
): [number, number][] {
  const pairs: [number, number][] = [];
  const re = /\S+/g;
  re.lastIndex = from;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const numbers = /^(\d+),(\d+)$/.exec(m[0]);
    const [a, b] = numbers === null ? [-1, -1] : [Number(numbers[1]), Number(numbers[2])];
    if (numbers === null || a > max || b > max) {
      const expected = `${what} from 0 to ${max}`;
      throw new NotationError(text, m.index + 1, expected, JSON.stringify(m[0]));
    }
    if (pairs.length === MAX_WYTHOFF_PAIRS) {
      throw new NotationError(text, m.index + 1, `at most ${MAX_WYTHOFF_PAIRS} pairs`, 'more');
    }
    pairs.push([a, b]);
  }
  if (pairs.length === 0) {
    throw new NotationError(text, Math.min(from, text.length) + 1, what, 'nothing');
  }
  return pairs;
}

/**
 * Reads a number from 1 to `max` followed by a colon at the start of `text` (the reach of
 * generalised Wythoff, the factor of Take-Away), and where the rest begins.
 */
export function readPrefix(text: string, max: number, what: string): [number, number] {
  const head = /^\s*(\d+)\s*:/.exec(text);
  const value = head === null ? 0 : Number(head[1]);
  if (head === null || value < 1 || value > max) {
    const at = text.length - text.trimStart().length + 1;
    const found = JSON.stringify(head?.[1] ?? text.trim().split(/\s/)[0] ?? '');
    throw new NotationError(text, at, `${what} from 1 to ${max}, then :`, found);
  }
  return [value, head[0].length];
}

const PAIR = 'a pair of heaps m,n';

/** Reads a Wythoff position: pairs of heaps `m,n` separated by spaces, such as `3,5 1,2`. */
export function parseWythoff(text: string): WythoffPosition {
  return { reach: 1, pairs: readPairs(text, 0, MAX_WYTHOFF_HEAP, PAIR) };
}

/** Reads a generalised Wythoff position: the reach r, a colon, then pairs, such as `2: 3,5`. */
export function parseGenWythoff(text: string): WythoffPosition {
  const [reach, from] = readPrefix(text, MAX_WYTHOFF_REACH, 'a reach r');
  return { reach, pairs: readPairs(text, from, MAX_WYTHOFF_HEAP, PAIR) };
}

/** The position as text: the reach (unless 1) and its pairs. */
export function formatWythoff(p: WythoffPosition): string {
  const pairs = p.pairs.map(([m, n]) => `${m},${n}`).join(' ');
  return p.reach === 1 ? pairs : `${p.reach}: ${pairs}`;
}

/** The positions one move reaches: a move in one of the pairs. */
function options(p: WythoffPosition): WythoffPosition[] {
  const out: WythoffPosition[] = [];
  const { reach, pairs } = p;
  pairs.forEach(([m, n], i) => {
    const add = (a: number, b: number): void => {
      out.push({ reach, pairs: pairs.map((pair, j) => (j === i ? [a, b] : pair)) });
    };
    for (let a = 0; a < m; a++) add(a, n);
    for (let b = 0; b < n; b++) add(m, b);
    for (let k = 1; k <= m; k++) {
      const top = Math.min(n, k + reach - 1);
      for (let l = Math.max(1, k - reach + 1); l <= top; l++) add(m - k, n - l);
    }
  });
  return out;
}

/**
 * Wythoff's game and its generalisation. The pairs are a sum; a pair is the same either way
 * round.
 */
export const wythoff: PartizanRuleset<WythoffPosition> = {
  name: 'Wythoff',
  impartial: true,
  leftOptions: options,
  rightOptions: options,
  key: (p) =>
    `${p.reach}:${p.pairs
      .map(([m, n]) => (m <= n ? `${m},${n}` : `${n},${m}`))
      .sort()
      .join(' ')}`,
  components: (p) =>
    p.pairs.length === 1
      ? [p]
      : p.pairs.filter(([m, n]) => m + n > 0).map((pair) => ({ reach: p.reach, pairs: [pair] })),
};
