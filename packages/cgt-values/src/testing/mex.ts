/**
 * Nim-values of the positions (a, b), 0 ≤ a, b ≤ size, of an impartial game by the mex rule,
 * for checking a ruleset against its moves written out again: `options(a, b)` lists the
 * positions one move reaches from (a, b), each of them before (a, b) in row-major order.
 */
export function mexTable(
  size: number,
  options: (a: number, b: number) => Iterable<readonly [number, number]>,
): number[][] {
  const g = Array.from({ length: size + 1 }, () => new Array<number>(size + 1).fill(0));
  for (let a = 0; a <= size; a++) {
    for (let b = 0; b <= size; b++) {
      const seen = new Set<number>();
      for (const [c, d] of options(a, b)) seen.add(g[c]![d]!);
      let mex = 0;
      while (seen.has(mex)) mex++;
      g[a]![b] = mex;
    }
  }
  return g;
}
