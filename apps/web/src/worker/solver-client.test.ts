import { describe, expect, it } from 'vitest';
import type { Request } from './protocol.js';
import { runTask } from './run-task.js';
import { CancelledError, SolverClient, type WorkerLike } from './solver-client.js';

/** A worker that runs the real tasks in the same thread, replying asynchronously. */
class InlineWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
  terminated = false;
  hold = false;
  postMessage(message: unknown): void {
    const { id, task, input } = message as Request<'cgt/expression'>;
    if (this.hold) return;
    queueMicrotask(() => {
      const deliver = (data: unknown): void => {
        if (!this.terminated) this.onmessage?.({ data } as MessageEvent<unknown>);
      };
      deliver(runTask(id, task, input, deliver));
    });
  }
  terminate(): void {
    this.terminated = true;
  }
}

describe('SolverClient', () => {
  it('resolves with the output of a task', async () => {
    const client = new SolverClient(() => new InlineWorker());
    const report = await client.run('cgt/expression', '{1/2|-2}');
    expect(report.canonical).toBe('{1/2|-2}');
    expect(report.outcome).toBe('N');
  });

  it('rejects with the message of an error the task throws', async () => {
    const client = new SolverClient(() => new InlineWorker());
    await expect(client.run('cgt/expression', '{1|')).rejects.toThrow(/column/);
  });

  it('passes partial results to the progress callback', async () => {
    const client = new SolverClient(() => new InlineWorker());
    const seen: unknown[] = [];
    const table = await client.run(
      'galette/table',
      { rows: 3, cols: 3 },
      { onProgress: (_progress, partial) => seen.push(partial) },
    );
    expect(seen).toEqual(table);
    expect(table.map(({ rows, cols }) => `${rows}x${cols}`)).toEqual(['2x2', '2x3', '3x3']);
  });

  it('cancels by terminating the worker, and starts a fresh one for the next task', async () => {
    const workers: InlineWorker[] = [];
    const client = new SolverClient(() => {
      const worker = new InlineWorker();
      worker.hold = workers.length === 0;
      workers.push(worker);
      return worker;
    });
    const stuck = client.run('cgt/expression', '*');
    client.cancel();
    await expect(stuck).rejects.toBeInstanceOf(CancelledError);
    expect(workers[0]?.terminated).toBe(true);
    await expect(client.run('cgt/expression', '^+^')).resolves.toMatchObject({ canonical: '^^' });
    expect(workers).toHaveLength(2);
  });
});
