import type { PositionKey } from './game.js';

/**
 * A transposition table from position keys to packed values. When bounded, the oldest entries
 * are forgotten first; a forgotten position is simply computed again, so results stay exact.
 */
export class TranspositionTable {
  private readonly entries = new Map<PositionKey, number>();

  constructor(readonly maxEntries = Number.POSITIVE_INFINITY) {
    if (!(maxEntries >= 1)) throw new RangeError('maxTableEntries must be at least 1');
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: PositionKey): number | undefined {
    return this.entries.get(key);
  }

  set(key: PositionKey, value: number): void {
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next();
      if (oldest.done !== true) this.entries.delete(oldest.value);
    }
    this.entries.set(key, value);
  }

  clear(): void {
    this.entries.clear();
  }
}
