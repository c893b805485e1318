import { isReply, type ProgressView, type Reply } from './protocol.js';
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
  readonly onProgress?: (progress: ProgressView, partial?: Partial) => void;
  /** Cancels this task alone: the promise rejects with a CancelledError. */
  readonly signal?: AbortSignal;
}

interface Job {
  readonly id: number;
  readonly task: TaskName;
  readonly input: unknown;
  readonly resolve: (output: unknown) => void;
  readonly reject: (error: Error) => void;
  readonly onProgress: ((progress: ProgressView, partial?: unknown) => void) | undefined;
  /** Stops listening to the task's signal once it is settled. */
  readonly release: () => void;
}

/**
 * Runs tasks in a worker, one at a time, queued here rather than in the worker: the client then
 * always knows which task the worker is busy with. A synchronous solver cannot be interrupted from
 * outside, so cancelling the running task terminates the worker and the next task starts a fresh
 * one; cancelling a queued task just takes it out of the queue. Other tasks are not disturbed.
 */
export class SolverClient {
  private worker: WorkerLike | undefined;
  private running: Job | undefined;
  private readonly queue: Job[] = [];
  private nextId = 1;

  constructor(private readonly createWorker: () => WorkerLike) {}

  run<Name extends TaskName>(
    task: Name,
    input: TaskMap[Name]['input'],
    options: RunOptions<TaskMap[Name]['partial']> = {},
  ): Promise<TaskMap[Name]['output']> {
    const { signal } = options;
    if (signal?.aborted === true) return Promise.reject(new CancelledError());
    return new Promise((resolve, reject) => {
      const abort = (): void => this.cancel(job);
      const job: Job = {
        id: this.nextId++,
        task,
        input,
        resolve: resolve as (output: unknown) => void,
        reject,
        onProgress: options.onProgress as Job['onProgress'],
        release: () => signal?.removeEventListener('abort', abort),
      };
      signal?.addEventListener('abort', abort, { once: true });
      this.queue.push(job);
      this.startNext();
    });
  }

  /** Stops every task, running or queued (when the page closes). */
  cancelAll(): void {
    const jobs = [...(this.running === undefined ? [] : [this.running]), ...this.queue];
    this.queue.length = 0;
    this.stopWorker();
    for (const job of jobs) cancelled(job);
  }

  private cancel(job: Job): void {
    if (this.running === job) {
      this.stopWorker();
    } else {
      const at = this.queue.indexOf(job);
      if (at < 0) return; // already settled
      this.queue.splice(at, 1);
    }
    cancelled(job);
    this.startNext();
  }

  private stopWorker(): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.running = undefined;
  }

  private startNext(): void {
    if (this.running !== undefined) return;
    const job = this.queue.shift();
    if (job === undefined) return;
    this.running = job;
    this.ensureWorker().postMessage({ id: job.id, task: job.task, input: job.input });
  }

  private ensureWorker(): WorkerLike {
    if (this.worker !== undefined) return this.worker;
    const worker = this.createWorker();
    worker.onmessage = (event) => {
      // A terminated worker may still have delivered messages in flight: ignore them.
      if (worker === this.worker && isReply(event.data)) this.receive(event.data);
    };
    this.worker = worker;
    return worker;
  }

  private receive(reply: Reply): void {
    const job = this.running;
    if (job === undefined || reply.id !== job.id) return;
    if (reply.kind === 'progress') {
      job.onProgress?.(reply.progress, reply.partial);
      return;
    }
    this.running = undefined;
    job.release();
    if (reply.kind === 'done') job.resolve(reply.output);
    else job.reject(new Error(reply.message));
    this.startNext();
  }
}

function cancelled(job: Job): void {
  job.release();
  job.reject(new CancelledError());
}

/** A client backed by the app's solver worker. */
export function createSolverClient(): SolverClient {
  return new SolverClient(
    () => new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' }),
  );
}
