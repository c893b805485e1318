import { type Cake, Portion } from '../model.js';

/**
 * Parts a single-threaded search of the empty cake of `short` × `short + i` portions meets, for
 * i = 0, 1, …: measured by this package and by the C baseline of the bench, which agree. A
 * cake and its transpose meet the same parts. Several threads meet a few more (a part two of
 * them search at once counts twice).
 */
const MEASURED: Readonly<Record<number, readonly number[]>> = {
  3: [
    2, 6, 15, 33, 72, 146, 293, 585, 1167, 2321, 4625, 9212, 18380, 36670, 73231, 146267, 292301,
    584191, 1167895, 2334946,
  ],
  4: [17, 78, 251, 818, 2624, 8363, 26903, 86946, 281918, 914352, 2968132],
  5: [193, 1678, 8601, 43185, 215939, 1085312],
  6: [6810, 107636, 853630, 6710267, 52914996],
  7: [693000],
};

/** Widths past the last measured one that an estimate reaches. */
const MAX_STEPS = 3;

/** The measured parts of the empty cake `rows × cols` (either way round), or undefined. */
export function measuredEmptyCakeParts(rows: number, cols: number): number | undefined {
  const short = Math.min(rows, cols);
  return MEASURED[short]?.[Math.max(rows, cols) - short];
}

/**
 * About how many parts a search of this cake meets, or undefined when no estimate holds. Only
 * empty cakes (no portion eaten or poisoned) of at least three rows and columns are estimated:
 * the measured count when there is one, otherwise see {@link extrapolateParts}.
 */
export function estimateParts(cake: Cake): number | undefined {
  if (cake.cells.some((portion) => portion !== Portion.uneaten)) return undefined;
  const short = Math.min(cake.rows, cake.cols);
  const long = Math.max(cake.rows, cake.cols);
  const counts = MEASURED[short];
  if (counts === undefined) return undefined;
  return counts[long - short] ?? extrapolateParts(counts, short, long);
}

/**
 * The parts of the empty cake `short × long` from the measured counts of `short × short`,
 * `short × (short + 1)`, …: each added column multiplies the parts by a ratio that settles
 * quickly, so the ratio of the last two counts is carried on, up to three columns. Only from
 * four columns past the short side, where it holds: there every measured count above 1,000 parts
 * is within 2% of what the two counts before it predict, 4% of what the two before those
 * predict, 6% three columns on (nearer the square it is off by up to twice: a square's extra
 * symmetry halves its parts).
 */
export function extrapolateParts(
  counts: readonly number[],
  short: number,
  long: number,
): number | undefined {
  const steps = long - (short + counts.length - 1);
  if (long - short < 4 || counts.length < 4 || steps < 1 || steps > MAX_STEPS) return undefined;
  const last = counts[counts.length - 1]!;
  return Math.round(last * (last / counts[counts.length - 2]!) ** steps);
}
