// A naive misère evaluator for tests: games are option trees and sums are played out move by
// move, with no theory at all.

/** An impartial game as the list of its options. */
export type NaiveGame = readonly NaiveGame[];

/** The nim heap *n as a tree. */
export function naiveNimber(n: number): NaiveGame {
  const heaps: NaiveGame[] = [];
  for (let k = 0; k <= n; k++) heaps.push(heaps.slice());
  return heaps[n]!;
}

const ids = new Map<NaiveGame, string>();
function key(g: NaiveGame): string {
  let k = ids.get(g);
  if (k === undefined) {
    k = `{${g.map(key).sort().join(',')}}`;
    ids.set(g, k);
  }
  return k;
}

const memo = new Map<string, number>();

/** The misère Grundy value of the sum of `parts` (1 when no move is left). */
export function naiveMisereGrundy(parts: readonly NaiveGame[]): number {
  const live = parts.filter((p) => p.length > 0);
  const k = live.map(key).sort().join('+');
  const known = memo.get(k);
  if (known !== undefined) return known;
  let value: number;
  if (live.length === 0) value = 1;
  else {
    const seen = new Set<number>();
    live.forEach((p, i) => {
      for (const option of p)
        seen.add(naiveMisereGrundy(live.map((q, j) => (j === i ? option : q))));
    });
    value = 0;
    while (seen.has(value)) value++;
  }
  memo.set(k, value);
  return value;
}

/** The misère outcome of the sum of `parts`. */
export function naiveMisereOutcome(parts: readonly NaiveGame[]): 'N' | 'P' {
  return naiveMisereGrundy(parts) === 0 ? 'P' : 'N';
}

/** The heaps 0 … count−1 of an octal game (digits as `parseOctalCode` gives) as trees. */
export function naiveOctalHeaps(digits: readonly number[], count: number): NaiveGame[] {
  const heaps: NaiveGame[] = [];
  for (let n = 0; n < count; n++) {
    const options: NaiveGame[] = [];
    digits.forEach((d, k) => {
      if ((d & 1) !== 0 && n === k) options.push([]);
      if ((d & 2) !== 0 && n > k) options.push(heaps[n - k]!);
      if ((d & 4) !== 0)
        for (let a = 1; 2 * a <= n - k; a++) options.push(sumTree([heaps[a]!, heaps[n - k - a]!]));
    });
    heaps.push(options);
  }
  return heaps;
}

/** A sum as a single tree (its options move in one part). */
export function sumTree(parts: readonly NaiveGame[]): NaiveGame {
  const live = parts.filter((p) => p.length > 0);
  if (live.length === 0) return [];
  if (live.length === 1) return live[0]!;
  const out: NaiveGame[] = [];
  live.forEach((p, i) => {
    for (const option of p) out.push(sumTree(live.map((q, j) => (j === i ? option : q))));
  });
  return out;
}
