/**
 * The seeded pseudo-random generator of every package (mulberry32): the same seed gives the same
 * playouts, puzzles and benchmark inputs on every platform.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A whole number from 0 to 2³² − 1. */
  nextUint32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** A whole number from 0 to n − 1. */
  below(n: number): number {
    return Math.floor((this.nextUint32() / 2 ** 32) * n);
  }

  /** A number from 0 (included) to 1 (excluded). */
  fraction(): number {
    return this.nextUint32() / 2 ** 32;
  }

  /** Shuffles an array in place (Fisher–Yates) and returns it. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }
}
