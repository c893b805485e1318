import { checkControl, reserveMemory } from './control.js';
import type { SearchOptions, SearchStats } from './game.js';

/** What one stored position costs in a `Map`-based table, key and value included (measured). */
const BYTES_PER_ENTRY = 120;

/**
 * Counts work for a solver, and every `interval` positions reports progress, honours
 * cancellation and the deadline, and checks that the stored positions fit the memory budget.
 * One tracker lives as long as its solver, so statistics accumulate across calls.
 */
export class Tracker {
  readonly stats: SearchStats = { positions: 0, tableHits: 0, elapsedMs: 0 };
  private readonly started = Date.now();
  private readonly interval: number;
  private countdown: number;

  constructor(
    private readonly options: SearchOptions,
    /** Bytes each newly evaluated position keeps alive while the solver lives. */
    private readonly bytesPerPosition = BYTES_PER_ENTRY,
  ) {
    this.interval = Math.max(1, options.progressInterval ?? 65_536);
    this.countdown = this.interval;
    checkControl(options);
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

  /** Reports progress and throws if the solve was cancelled, late or over its memory budget. */
  checkpoint(): void {
    const stored = Math.min(this.stats.positions, this.options.maxTableEntries ?? Infinity);
    reserveMemory(this.options, 'the table of solved positions', stored * this.bytesPerPosition);
    checkControl(this.options);
    this.stats.elapsedMs = Date.now() - this.started;
    this.options.onProgress?.({ done: this.stats.positions, phase: 'positions' });
  }

  /** Brings `elapsedMs` up to date. */
  finish(): SearchStats {
    this.stats.elapsedMs = Date.now() - this.started;
    return this.stats;
  }
}
