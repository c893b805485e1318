// The thread where a worker computes its jobs, one at a time, so that its own thread stays free to
// renew the job's lock with Redis while a search runs for minutes (a lock not renewed would make
// BullMQ hand the job to another worker). One Galette solver serves every job: its table carries
// over from one job to the next, as in one process.
import { parentPort, workerData } from 'node:worker_threads';
import { ParallelGaletteSolver } from '@cgkit/galette/node';
import type { JobData, GaletteResult, MasyuResult } from './jobs.js';

/** What the worker gives the thread when it starts it. */
export interface SolveThreadSetup {
  readonly threads: number;
  readonly maxMemoryBytes: number;
}

/** A job for the thread, and its answer. */
export interface SolveRequest {
  readonly data: JobData;
}
export type SolveReply =
  | { readonly result: GaletteResult | MasyuResult }
  | { readonly error: { readonly name: string; readonly message: string } };

const setup = workerData as SolveThreadSetup;
let galette: ParallelGaletteSolver | undefined;

async function solve(data: JobData): Promise<GaletteResult | MasyuResult> {
  if (data.kind === 'galette-cake') {
    galette ??= new ParallelGaletteSolver({
      threads: setup.threads,
      maxMemoryBytes: setup.maxMemoryBytes,
    });
    const cells = Uint8Array.from(data.cells, (c) => c.charCodeAt(0) - 48);
    return { grundy: await galette.grundy({ rows: data.rows, cols: data.cols, cells }) };
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

parentPort!.on('message', ({ data }: SolveRequest) => {
  solve(data).then(
    (result) => parentPort!.postMessage({ result } satisfies SolveReply),
    (error: unknown) => {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      parentPort!.postMessage({ error: { name, message } } satisfies SolveReply);
    },
  );
});
