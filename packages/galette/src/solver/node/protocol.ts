/** The messages between a `ParallelGaletteSolver` and its worker threads. */
import type { SharedTableHandle } from '../shared-table.js';

/** What each worker is given when it starts. */
export interface WorkerSetup {
  /** The shared transposition table. */
  readonly table: SharedTableHandle;
  /** Int32 word 0: set to 1 to stop every search. */
  readonly stop: SharedArrayBuffer;
  /**
   * Float64 words 4i to 4i + 3 (`COUNTERS` per worker): worker i's parts searched and table
   * hits, and the bites settled of all the bites of the part it searches from (0 of 0 before).
   */
  readonly counters: SharedArrayBuffer;
  readonly index: number;
}

export type ToWorker =
  | {
      readonly type: 'solve';
      readonly id: number;
      readonly rows: number;
      readonly cols: number;
      readonly cells: Uint8Array;
      readonly maxMemoryBytes: number | undefined;
    }
  /** A larger table replaces the shared one (the entries were copied into it). */
  | { readonly type: 'attach'; readonly table: SharedTableHandle };

export type FromWorker =
  | { readonly type: 'solved'; readonly id: number; readonly grundy: number }
  | {
      readonly type: 'failed';
      readonly id: number;
      readonly name: string;
      readonly message: string;
    };

/** Float64 words of the shared counters per worker. */
export const COUNTERS = 4;
