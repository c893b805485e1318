import { isReply, type Progress, type Reply } from './protocol.js';
import type { TaskMap, TaskName } from './tasks.js';

/** The part of a Worker the client uses, so tests can stand in for one. */
export interface WorkerLike {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage(message: unknown): void;
  terminate(): void;
}

export class CancelledError extends Error {
  override readonly name = 'CancelledError';
  constructor() {
    super('cancelled');
  }
}

export interface RunOptions<Partial> {
  readonly onProgress?: (progress: Progress, partial?: Partial) => void;
}

interface Pending {
  readonly resolve: (output: unknown) => void;
  readonly reject: (error: Error) => void;
  readonly onProgress: ((progress: Progress, partial?: unknown) => void) | undefined;
}

/**
 * Runs tasks in a worker, one page's worth. A synchronous solver cannot be interrupted from
 * outside, so cancelling terminates the worker: every pending task fails with a CancelledError
 * and the next task starts a fresh worker.
 */
export class SolverClient {
  private worker: WorkerLike | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly createWorker: () => WorkerLike) {}

  run<Name extends TaskName>(
    task: Name,
    input: TaskMap[Name]['input'],
    options: RunOptions<TaskMap[Name]['partial']> = {},
  ): Promise<TaskMap[Name]['output']> {
    const id = this.nextId++;
    const worker = this.ensureWorker();
    return new Promise((resolve, reject) => {
      this.pending.set(id, {
        resolve: resolve as (output: unknown) => void,
        reject,
        onProgress: options.onProgress as Pending['onProgress'],
      });
      worker.postMessage({ id, task, input });
    });
  }

  /** Stops every running task at once. */
  cancel(): void {
    this.worker?.terminate();
    this.worker = undefined;
    for (const { reject } of this.pending.values()) reject(new CancelledError());
    this.pending.clear();
  }

  private ensureWorker(): WorkerLike {
    if (this.worker !== undefined) return this.worker;
    const worker = this.createWorker();
    worker.onmessage = (event) => {
      if (isReply(event.data)) this.receive(event.data);
    };
    this.worker = worker;
    return worker;
  }

  private receive(reply: Reply): void {
    const pending = this.pending.get(reply.id);
    if (pending === undefined) return;
    if (reply.kind === 'progress') {
      pending.onProgress?.(reply.progress, reply.partial);
      return;
    }
    this.pending.delete(reply.id);
    if (reply.kind === 'done') pending.resolve(reply.output);
    else pending.reject(new Error(reply.message));
  }
}

/** A client backed by the app's solver worker. */
export function createSolverClient(): SolverClient {
  return new SolverClient(
    () => new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' }),
  );
}
