import type { Reply, Request } from '../worker/protocol.js';
import { runTask } from '../worker/run-task.js';
import { SolverClient, type WorkerLike } from '../worker/solver-client.js';

/** A worker that runs the real tasks in the same thread, replying asynchronously. */
export class InlineWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
  terminated = false;
  /** Keeps requests unanswered, like a worker busy with a long solve. */
  hold = false;
  postMessage(message: unknown): void {
    const { id, task, input } = message as Request<'cgt/expression'>;
    if (this.hold) return;
    queueMicrotask(() => {
      const deliver = (data: unknown): void => {
        if (!this.terminated) this.onmessage?.({ data } as MessageEvent<unknown>);
      };
      void runTask(id, task, input, deliver).then(deliver);
    });
  }
  terminate(): void {
    this.terminated = true;
  }
}

/** A worker that keeps every request until the test replies to it. */
export class HeldWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
  terminated = false;
  readonly requests: Request[] = [];
  postMessage(message: unknown): void {
    this.requests.push(message as Request);
  }
  reply(data: Reply): void {
    this.onmessage?.({ data } as MessageEvent<unknown>);
  }
  /** Answers the request it received `index`-th (0: the first) with an output. */
  finish(index: number, output: unknown): void {
    this.reply({ id: this.requests[index]!.id, kind: 'done', output });
  }
  terminate(): void {
    this.terminated = true;
  }
}

/** A client on held workers, with every worker it started, oldest first. */
export function heldClient(): { client: SolverClient; workers: HeldWorker[] } {
  const workers: HeldWorker[] = [];
  const client = new SolverClient(() => {
    const worker = new HeldWorker();
    workers.push(worker);
    return worker;
  });
  return { client, workers };
}
