// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SolveStatus } from './SolveStatus.js';

afterEach(cleanup);

describe('SolveStatus', () => {
  it('shows what the solve is doing, with a bar that fills once the fraction is known', () => {
    const { rerender } = render(
      <SolveStatus progress={{ message: 'Solving…' }} onCancel={() => {}} />,
    );
    expect(screen.getByRole('status').textContent).toContain('Solving…');
    expect(screen.queryByRole('progressbar')).toBeNull();
    // Work without a known end: an indeterminate bar, without a value.
    rerender(
      <SolveStatus
        progress={{ message: '5 parts searched', indeterminate: true }}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'progress' }).getAttribute('value')).toBeNull();
    rerender(
      <SolveStatus
        progress={{ message: '300 of 1,000 totals', fraction: 0.3 }}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('300 of 1,000 totals');
    expect(screen.getByRole('progressbar', { name: 'progress' }).getAttribute('value')).toBe('0.3');
  });

  it('cancels through its button', () => {
    const onCancel = vi.fn();
    render(<SolveStatus progress={{ message: 'Solving…' }} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
