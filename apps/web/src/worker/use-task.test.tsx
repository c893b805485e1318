// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { heldClient } from '../testing/fake-workers.js';
import { useTask } from './use-task.js';

afterEach(cleanup);

describe('useTask', () => {
  it('follows a task to its answer, showing its progress on the way', async () => {
    const { client, workers } = heldClient();
    const { result } = renderHook(() => useTask(client, 'cgt/expression', '*', '*'));
    expect(result.current[0]).toEqual({ status: 'running', progress: { message: 'Solving…' } });
    const { id } = workers[0]!.requests[0]!;
    act(() =>
      workers[0]!.reply({ id, kind: 'progress', progress: { message: 'half', fraction: 0.5 } }),
    );
    expect(result.current[0]).toEqual({
      status: 'running',
      progress: { message: 'half', fraction: 0.5 },
    });
    act(() => workers[0]!.finish(0, 'star'));
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'done', output: 'star' }));
  });

  it('cancels a run whose input has moved on, so it never holds up the next', async () => {
    const { client, workers } = heldClient();
    const { result, rerender } = renderHook(
      ({ input }: { input: string }) => useTask(client, 'cgt/expression', input, input),
      { initialProps: { input: 'slow' } },
    );
    rerender({ input: 'next' });
    expect(workers[0]!.terminated).toBe(true);
    expect(workers[1]!.requests.map((r) => r.input)).toEqual(['next']);
    act(() => workers[1]!.finish(0, 'next done'));
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'done', output: 'next done' }));
  });

  it('lets a stale run finish when it warms the next one, and cancels both together', async () => {
    const { client, workers } = heldClient();
    const { result, rerender } = renderHook(
      ({ input }: { input: string }) =>
        useTask(client, 'cgt/expression', input, input, { warmKey: 'same keypad' }),
      { initialProps: { input: 'first' } },
    );
    rerender({ input: 'second' });
    expect(workers[0]!.terminated).toBe(false);
    act(() => workers[0]!.finish(0, 'first done'));
    // The stale answer is not shown; the new run goes to the same (now warm) worker.
    expect(result.current[0].status).toBe('running');
    expect(workers[0]!.requests.map((r) => r.input)).toEqual(['first', 'second']);

    rerender({ input: 'third' });
    act(() => result.current[2]());
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'cancelled' }));
    expect(workers[0]!.terminated).toBe(true);
    expect(workers).toHaveLength(1);
  });

  it('cancels its own task only, and runs it again on retry', async () => {
    const { client, workers } = heldClient();
    const first = renderHook(() => useTask(client, 'cgt/expression', 'a', 'a'));
    const second = renderHook(() => useTask(client, 'cgt/expression', 'b', 'b'));
    // The second task waits in the queue; cancelling it leaves the first running.
    act(() => second.result.current[2]());
    await waitFor(() => expect(second.result.current[0]).toEqual({ status: 'cancelled' }));
    expect(workers[0]!.terminated).toBe(false);
    act(() => workers[0]!.finish(0, 'A'));
    await waitFor(() => expect(first.result.current[0]).toEqual({ status: 'done', output: 'A' }));

    act(() => second.result.current[1]());
    expect(second.result.current[0].status).toBe('running');
    expect(workers[0]!.requests.map((r) => r.input)).toEqual(['a', 'b']);
    act(() => workers[0]!.finish(1, 'B'));
    await waitFor(() => expect(second.result.current[0]).toEqual({ status: 'done', output: 'B' }));
  });

  it('runs nothing for an undefined input', () => {
    const { client, workers } = heldClient();
    const { result } = renderHook(() => useTask(client, 'cgt/expression', undefined, 'none'));
    expect(result.current[0]).toEqual({ status: 'idle' });
    expect(workers).toHaveLength(0);
  });
});
