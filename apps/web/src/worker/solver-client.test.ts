import { describe, expect, it } from 'vitest';
import { InlineWorker, heldClient } from '../testing/fake-workers.js';
import { CancelledError, SolverClient } from './solver-client.js';

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

  it('cancels only the task whose signal aborts, running or queued', async () => {
    const { client, workers } = heldClient();
    const first = new AbortController();
    const second = new AbortController();
    const running = client.run('cgt/expression', '*', { signal: first.signal });
    const queued = client.run('cgt/expression', '^', { signal: second.signal });
    const third = client.run('cgt/expression', '1');
    // One task at a time goes to the worker; the others wait in the client.
    expect(workers[0]!.requests.map((r) => r.input)).toEqual(['*']);

    second.abort();
    await expect(queued).rejects.toBeInstanceOf(CancelledError);
    expect(workers[0]!.terminated).toBe(false);

    first.abort();
    await expect(running).rejects.toBeInstanceOf(CancelledError);
    expect(workers[0]!.terminated).toBe(true);
    // The task left runs in a fresh worker, and nothing more goes to the stopped one.
    expect(workers[0]!.requests).toHaveLength(1);
    expect(workers[1]!.requests.map((r) => r.input)).toEqual(['1']);
    workers[1]!.finish(0, 'one');
    await expect(third).resolves.toBe('one');
  });

  it('runs the queued tasks in order, each once the one before it is done', async () => {
    const { client, workers } = heldClient();
    const a = client.run('cgt/expression', 'a');
    const b = client.run('cgt/expression', 'b');
    workers[0]!.finish(0, 'A');
    await expect(a).resolves.toBe('A');
    expect(workers[0]!.requests.map((r) => r.input)).toEqual(['a', 'b']);
    workers[0]!.reply({ id: workers[0]!.requests[1]!.id, kind: 'error', message: 'bad b' });
    await expect(b).rejects.toThrow('bad b');
    expect(workers).toHaveLength(1);
  });

  it('ignores what a stopped worker still sends, and a signal that aborts too late', async () => {
    const { client, workers } = heldClient();
    const controller = new AbortController();
    const cancelled = client.run('cgt/expression', '*', { signal: controller.signal });
    const next = client.run('cgt/expression', '^');
    controller.abort();
    await expect(cancelled).rejects.toBeInstanceOf(CancelledError);
    workers[0]!.finish(0, 'stale');
    workers[1]!.finish(0, 'fresh');
    await expect(next).resolves.toBe('fresh');

    const seen: string[] = [];
    const done = new AbortController();
    const finished = client.run('cgt/expression', '0', {
      signal: done.signal,
      onProgress: (p) => seen.push(p.message),
    });
    const { id } = workers[1]!.requests[1]!;
    workers[1]!.reply({ id, kind: 'progress', progress: { message: 'working' } });
    workers[1]!.finish(1, 'zero');
    await expect(finished).resolves.toBe('zero');
    done.abort();
    expect(workers[1]!.terminated).toBe(false);
    expect(seen).toEqual(['working']);
  });

  it('rejects at once a task whose signal has already aborted', async () => {
    const { client, workers } = heldClient();
    await expect(
      client.run('cgt/expression', '*', { signal: AbortSignal.abort() }),
    ).rejects.toBeInstanceOf(CancelledError);
    expect(workers).toHaveLength(0);
  });

  it('cancels every task at once when the page closes, then starts afresh', async () => {
    const workers: InlineWorker[] = [];
    const client = new SolverClient(() => {
      const worker = new InlineWorker();
      worker.hold = workers.length === 0;
      workers.push(worker);
      return worker;
    });
    const stuck = client.run('cgt/expression', '*');
    const waiting = client.run('cgt/expression', '^');
    client.cancelAll();
    await expect(stuck).rejects.toBeInstanceOf(CancelledError);
    await expect(waiting).rejects.toBeInstanceOf(CancelledError);
    expect(workers[0]?.terminated).toBe(true);
    await expect(client.run('cgt/expression', '^+^')).resolves.toMatchObject({ canonical: '^^' });
    expect(workers).toHaveLength(2);
  });
});
