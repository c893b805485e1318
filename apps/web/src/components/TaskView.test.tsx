// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaskState } from '../worker/use-task.js';
import { TaskView } from './TaskView.js';

afterEach(cleanup);

function view(state: TaskState<number>, onCancel = vi.fn(), onRetry = vi.fn()) {
  return render(
    <TaskView state={state} onCancel={onCancel} onRetry={onRetry}>
      {(output) => <p>answer {output}</p>}
    </TaskView>,
  );
}

describe('TaskView', () => {
  it('shows the answer once the task is done', () => {
    view({ status: 'done', output: 42 });
    expect(screen.getByText('answer 42')).toBeTruthy();
  });

  it('shows a running task with its own Cancel', () => {
    const onCancel = vi.fn();
    view(
      { status: 'running', progress: { message: 'Solving the keypad', fraction: 0.5 } },
      onCancel,
    );
    expect(screen.getByRole('status').textContent).toContain('Solving the keypad');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/answer/)).toBeNull();
  });

  it('shows an error as an alert', () => {
    view({ status: 'failed', message: 'line 1, column 3: expected |' });
    expect(screen.getByRole('alert').textContent).toBe('line 1, column 3: expected |');
  });

  it('offers to solve again after a cancel', () => {
    const onRetry = vi.fn();
    view({ status: 'cancelled' }, vi.fn(), onRetry);
    fireEvent.click(screen.getByRole('button', { name: 'Solve again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when idle', () => {
    const { container } = view({ status: 'idle' });
    expect(container.innerHTML).toBe('');
  });
});
