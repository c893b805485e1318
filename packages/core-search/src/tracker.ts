import type { SearchOptions, SearchStats } from './game.js';

/**
 * Counts work for a solver, and every `interval` positions reports progress and honours
 * cancellation. One tracker lives as long as its solver, so statistics accumulate across calls.
 */
export class Tracker {
  readonly stats: SearchStats = { positions: 0, tableHits: 0, elapsedMs: 0 };
  private readonly started = Date.now();
  private readonly interval: number;
  private countdown: number;

  constructor(private readonly options: SearchOptions) {
    this.interval = Math.max(1, options.progressInterval ?? 65_536);
    this.countdown = this.interval;
    options.signal?.throwIfAborted();
  }

  /** Records one newly evaluated position. */
  position(): void {
    this.stats.positions++;
    if (--this.countdown === 0) {
      this.countdown = this.interval;
      this.checkpoint();
    }
  }

  /** Records one answer found in the transposition table. */
  hit(): void {
    this.stats.tableHits++;
  }

  /** Reports progress and throws if the solve was cancelled. */
  checkpoint(): void {
    this.options.signal?.throwIfAborted();
    this.stats.elapsedMs = Date.now() - this.started;
    this.options.onProgress?.(this.stats);
  }

  /** Brings `elapsedMs` up to date. */
  finish(): SearchStats {
    this.stats.elapsedMs = Date.now() - this.started;
    return this.stats;
  }
}
