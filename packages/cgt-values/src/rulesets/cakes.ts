import { NotationError } from '../short/notation.js';
import type { PartizanRuleset } from './ruleset.js';

/**
 * Cake games: a sum of rectangles, each `[width, height]`. Left works in vertical lines (splitting
 * widths), Right in horizontal ones (splitting heights), as in Winning Ways.
 */
export type CakePosition = readonly (readonly [number, number])[];

/** Sides are at most this long. */
export const MAX_CAKE_SIDE = 10_000;
/** A position has at most this many rectangles. */
export const MAX_CAKE_PIECES = 1_000;

/** Reads rectangles `WxH` separated by spaces or commas, e.g. `3x4 2x5` (width first). */
export function parseCake(text: string): CakePosition {
  const pieces: [number, number][] = [];
  const re = /[^\s,]+/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const sides = /^(\d+)[x×](\d+)$/.exec(m[0]);
    const [w, h] = sides === null ? [0, 0] : [Number(sides[1]), Number(sides[2])];
    if (sides === null || w < 1 || h < 1 || w > MAX_CAKE_SIDE || h > MAX_CAKE_SIDE) {
      const expected = `a rectangle WxH with sides 1 to ${MAX_CAKE_SIDE}`;
      throw new NotationError(text, m.index + 1, expected, JSON.stringify(m[0]));
    }
    if (pieces.length === MAX_CAKE_PIECES) {
      throw new NotationError(text, m.index + 1, `at most ${MAX_CAKE_PIECES} rectangles`, 'more');
    }
    pieces.push([w, h]);
  }
  if (pieces.length === 0) throw new NotationError(text, 1, 'a rectangle WxH', 'nothing');
  return pieces;
}

/** The rectangles as `WxH`, separated by spaces. */
export const formatCake = (p: CakePosition): string => p.map(([w, h]) => `${w}x${h}`).join(' ');

const cakeKey = (p: CakePosition): string =>
  p.length === 1
    ? `${p[0]![0]}x${p[0]![1]}`
    : formatCake([...p].sort((a, b) => a[0] - b[0] || a[1] - b[1]));

/** A game on rectangles whose moves act on one rectangle at a time. */
function cakeGame(
  name: string,
  /** The pieces one vertical move leaves of a w×h rectangle, for each move. */
  vertical: (w: number, h: number) => Iterable<[number, number][]>,
): PartizanRuleset<CakePosition> {
  const moves = (p: CakePosition, flip: boolean): CakePosition[] => {
    const out: CakePosition[] = [];
    p.forEach(([w, h], i) => {
      const rest = [...p.slice(0, i), ...p.slice(i + 1)];
      const made = flip ? vertical(h, w) : vertical(w, h);
      for (const pieces of made) {
        const turned = flip ? pieces.map(([a, b]) => [b, a] as [number, number]) : pieces;
        out.push([...rest, ...turned]);
      }
    });
    return out;
  };
  return {
    name,
    leftOptions: (p) => moves(p, false),
    rightOptions: (p) => moves(p, true),
    key: cakeKey,
    components: (p) => (p.length === 1 ? [p] : p.map((r) => [r])),
    conjugate(p) {
      // The cake turned a quarter: the players swap roles.
      if (p.length !== 1 || p[0]![0] <= p[0]![1]) return undefined;
      return [[p[0]![1], p[0]![0]]];
    },
  };
}

/** Cutcake: Left cuts a rectangle in two along a vertical line, Right along a horizontal one. */
export const cutcake: PartizanRuleset<CakePosition> = cakeGame('Cutcake', function* (w, h) {
  for (let a = 1; 2 * a <= w; a++)
    yield [
      [a, h],
      [w - a, h],
    ];
});

/**
 * Eatcake: Left eats one whole column of a rectangle, Right one whole row; what is left on either
 * side of it are separate rectangles.
 */
export const eatcake: PartizanRuleset<CakePosition> = cakeGame('Eatcake', function* (w, h) {
  for (let a = 0; 2 * a <= w - 1; a++) {
    yield [
      [a, h],
      [w - 1 - a, h],
    ].filter(([x]) => x! > 0) as [number, number][];
  }
});

/** Maundy Cake: Left cuts a rectangle into some number k > 1 of equal parts along vertical lines. */
export const maundyCake: PartizanRuleset<CakePosition> = cakeGame('Maundy Cake', function* (w, h) {
  for (let k = 2; k <= w; k++) {
    if (w % k === 0) yield Array.from({ length: k }, () => [w / k, h] as [number, number]);
  }
});
