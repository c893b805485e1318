// The thread where a worker computes its jobs, one at a time, so that its own thread stays free to
// renew the job's lock with Redis while a search runs for minutes (a lock not renewed would make
// BullMQ hand the job to another worker). One Galette solver serves every job: its table carries
// over from one job to the next, as in one process, and it trades solved parts with the other
// workers through the worker's thread (`part-pool.ts`) while it searches.
import {
  parentPort,
  receiveMessageOnPort,
  workerData,
  type MessagePort,
} from 'node:worker_threads';
import { ParallelGaletteSolver } from '@cgkit/galette/node';
import type { JobData, GaletteResult, MasyuResult } from './jobs.js';

/** What the worker gives the thread when it starts it. */
export interface SolveThreadSetup {
  readonly threads: number;
  readonly maxMemoryBytes: number;
  /** Where the parts of the other workers arrive: read at once, even mid-search. */
  readonly parts: MessagePort;
}

/** A job for the thread, or the request to end (closing what it holds). */
export type SolveRequest = { readonly data: JobData } | { readonly stop: true };
/** What the thread sends back: a job's answer, or parts it solved, for the other workers. */
export type SolveReply =
  | { readonly result: GaletteResult | MasyuResult }
  | { readonly error: { readonly name: string; readonly message: string } }
  | { readonly parts: Uint8Array };

/** Parts whose search took fewer parts are not published: see the galette README. */
const PUBLISH_MIN_COST = Number(process.env.CGKIT_QUEUE_MIN_COST ?? 1) || 1;
/**
 * Milliseconds between the search's exchanges with the worker (at most one per 4,096 parts, its
 * progress checks): a part is searched twice only when two workers reach it within about this
 * time and the pool's (`part-pool.ts`) of each other. At 500 ms, two workers on 6×8 searched
 * 1.39× the parts of one process; at 50 ms, 1.17×.
 */
const EXCHANGE_MS = 50;

const setup = workerData as SolveThreadSetup;
let galette: ParallelGaletteSolver | undefined;

/** The parts the other workers sent since the last call. */
function arrived(): Uint8Array[] {
  const parts: Uint8Array[] = [];
  for (let m = receiveMessageOnPort(setup.parts); m !== undefined;) {
    parts.push(m.message as Uint8Array);
    m = receiveMessageOnPort(setup.parts);
  }
  return parts;
}

async function solve(data: JobData): Promise<GaletteResult | MasyuResult> {
  if (data.kind === 'galette-cake') {
    galette ??= new ParallelGaletteSolver({
      threads: setup.threads,
      maxMemoryBytes: setup.maxMemoryBytes,
      exchange: {
        publish: (parts) => {
          // Moved, not copied, when the blocks are all of their buffer (as the journal's are).
          const { buffer } = parts;
          const whole = buffer instanceof ArrayBuffer && parts.byteLength === buffer.byteLength;
          parentPort!.postMessage({ parts } satisfies SolveReply, whole ? [buffer] : []);
        },
        receive: arrived,
        minCost: PUBLISH_MIN_COST,
        periodMs: EXCHANGE_MS,
      },
    });
    const cells = Uint8Array.from(data.cells, (c) => c.charCodeAt(0) - 48);
    const before = galette.stats.positions;
    const grundy = await galette.grundy({ rows: data.rows, cols: data.cols, cells });
    return { grundy, parts: galette.stats.positions - before };
  }
  const { generatePuzzle } = await import('@cgkit/masyu');
  const { masyuSolutionRows } = await import('@cgkit/io-formats/masyu');
  try {
    const { puzzle, solution } = generatePuzzle({
      rows: data.rows,
      cols: data.cols,
      difficulty: data.difficulty,
      seed: data.seed,
      minimal: data.minimal,
      maxMemoryBytes: setup.maxMemoryBytes,
    });
    return { cells: puzzle.cells.join(''), solution: masyuSolutionRows(solution) };
  } catch (error) {
    // The generator's RangeError: no puzzle of that difficulty from this seed.
    if (error instanceof RangeError) return { none: error.message };
    throw error;
  }
}

parentPort!.on('message', (request: SolveRequest) => {
  if ('stop' in request) {
    void (galette?.close() ?? Promise.resolve()).then(
      () => process.exit(0),
      () => process.exit(1),
    );
    return;
  }
  solve(request.data).then(
    (result) => parentPort!.postMessage({ result } satisfies SolveReply),
    (error: unknown) => {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      parentPort!.postMessage({ error: { name, message } } satisfies SolveReply);
    },
  );
});
