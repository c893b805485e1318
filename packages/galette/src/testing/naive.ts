import type { Cake } from '../model.js';
import { eat, legalBites } from '../rules.js';

/**
 * A deliberately naive solver, for cross-checks: the whole cake is the position (no split into
 * parts, no symmetry), memoized by the text of its portions.
 */
export class NaiveSolver {
  private readonly memo = new Map<string, number>();

  grundy(cake: Cake): number {
    const key = `${cake.rows}x${cake.cols}:${cake.cells.join('')}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const seen = new Set<number>();
    for (const bite of legalBites(cake)) seen.add(this.grundy(eat(cake, bite)));
    let value = 0;
    while (seen.has(value)) value++;
    this.memo.set(key, value);
    return value;
  }
}
