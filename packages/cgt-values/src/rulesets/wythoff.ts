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

/** Heaps hold at most this many tokens (a pair has about m·n positions of m + n + r·m options). */
export const MAX_WYTHOFF_HEAP = 100;
/** A position has at most this many pairs. */
export const MAX_WYTHOFF_PAIRS = 100;
/** The largest reach r of the generalised game. */
export const MAX_WYTHOFF_REACH = 10;

/** Reads pairs `m,n` separated by spaces, such as `3,5 1,2`, with the given reach. */
function readPairs(text: string, from: number, reach: number): WythoffPosition {
  const pairs: [number, number][] = [];
  const re = /\S+/g;
  re.lastIndex = from;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const heaps = /^(\d+),(\d+)$/.exec(m[0]);
    const [a, b] = heaps === null ? [-1, -1] : [Number(heaps[1]), Number(heaps[2])];
    if (heaps === null || a > MAX_WYTHOFF_HEAP || b > MAX_WYTHOFF_HEAP) {
      const expected = `a pair of heaps m,n from 0 to ${MAX_WYTHOFF_HEAP}`;
      throw new NotationError(text, m.index + 1, expected, JSON.stringify(m[0]));
    }
    if (pairs.length === MAX_WYTHOFF_PAIRS) {
      throw new NotationError(text, m.index + 1, `at most ${MAX_WYTHOFF_PAIRS} pairs`, 'more');
    }
    pairs.push([a, b]);
  }
  if (pairs.length === 0) {
    throw new NotationError(text, Math.min(from, text.length) + 1, 'a pair m,n', 'nothing');
  }
  return { reach, pairs };
}

/** Reads a Wythoff position: pairs of heaps `m,n` separated by spaces, such as `3,5 1,2`. */
export function parseWythoff(text: string): WythoffPosition {
  return readPairs(text, 0, 1);
}

/** Reads a generalised Wythoff position: the reach r, a colon, then pairs, such as `2: 3,5`. */
export function parseGenWythoff(text: string): WythoffPosition {
  const head = /^\s*(\d+)\s*:/.exec(text);
  const reach = head === null ? 0 : Number(head[1]);
  if (head === null || reach < 1 || reach > MAX_WYTHOFF_REACH) {
    const at = text.length - text.trimStart().length + 1;
    const found = JSON.stringify(head?.[1] ?? text.trim().split(/\s/)[0] ?? '');
    throw new NotationError(text, at, `a reach r from 1 to ${MAX_WYTHOFF_REACH}, then :`, found);
  }
  return readPairs(text, head[0].length, reach);
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

/** Wythoff's game and its generalisation. The pairs are a sum; a pair is the same either way round. */
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
