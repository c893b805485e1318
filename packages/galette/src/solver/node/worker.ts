import { parentPort, workerData } from 'node:worker_threads';
import type { Progress } from '@cgkit/core-search';
import { SharedPartTable } from '../shared-table.js';
import { GaletteSolver } from '../galette-solver.js';
import { COUNTERS, type FromWorker, type ToWorker, type WorkerSetup } from './protocol.js';

// One thread of a ParallelGaletteSolver: it searches the cakes it is sent with a solver whose
// table is shared, so the threads split the parts between them instead of repeating them.
const setup = workerData as WorkerSetup;
const port = parentPort!;
const stop = new Int32Array(setup.stop);
const counters = new Float64Array(setup.counters);
/** The calling thread's stop flag, in memory the threads share: asked at every check. */
const interrupted = (): boolean => Atomics.load(stop, 0) !== 0;
/** The calling thread's solver has engine instance 0 of a table laid out for WebAssembly. */
const engineIndex = setup.index + 1;
let solver = new GaletteSolver({ sharedTable: SharedPartTable.attach(setup.table), engineIndex });
/** The counts of the solvers this thread had before the current one. */
let earlier = { positions: 0, tableHits: 0 };

const at = COUNTERS * setup.index;

function publish(): void {
  counters[at] = earlier.positions + solver.stats.positions;
  counters[at + 1] = earlier.tableHits + solver.stats.tableHits;
}

function onProgress(progress: Progress): void {
  if (progress.phase === 'bites') {
    counters[at + 2] = progress.done;
    counters[at + 3] = progress.total ?? 0;
  }
  publish();
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'attach') {
    publish();
    earlier = {
      positions: earlier.positions + solver.stats.positions,
      tableHits: earlier.tableHits + solver.stats.tableHits,
    };
    solver = new GaletteSolver({ sharedTable: SharedPartTable.attach(message.table), engineIndex });
    return;
  }
  // No deadline here: the calling thread reads the control's clock and sets the stop flag.
  const { id, rows, cols, cells, maxMemoryBytes } = message;
  let reply: FromWorker;
  try {
    const grundy = solver.grundy(
      { rows, cols, cells },
      { interrupted, maxMemoryBytes, onProgress },
    );
    reply = { type: 'solved', id, grundy };
  } catch (error) {
    const { name, message: text } = error instanceof Error ? error : new Error(String(error));
    reply = { type: 'failed', id, name, message: text };
  }
  publish();
  port.postMessage(reply);
});
