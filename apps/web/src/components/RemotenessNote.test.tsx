// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RemotenessReport } from '../worker/tasks/remoteness.js';
import { RemotenessNote } from './RemotenessNote.js';

afterEach(cleanup);

function note(remoteness: (number | null)[]): string | null {
  const output: RemotenessReport = { remoteness, budget: 40_000 };
  render(
    <RemotenessNote state={{ status: 'done', output }} onCancel={() => {}} onRetry={() => {}} />,
  );
  return screen.queryByTestId('remoteness-note')?.textContent ?? null;
}

describe('RemotenessNote', () => {
  it('says nothing when every remoteness was found', () => {
    expect(note([5, 4, 3])).toBeNull();
  });

  it('names the positions the search gave up on, and its budget', () => {
    expect(note([null, null, 7])).toBe(
      'Remoteness — : not found for the first 2, the search gives up after 40,000 positions. ' +
        'Who wins is exact all the same, and so is the computer’s play there: a winning move ' +
        'when it has one, though not always the fastest win or the slowest loss.',
    );
    cleanup();
    expect(note([null])).toMatch(/^Remoteness — : not found for any position,/);
  });

  it('shows the search running, with its own Cancel', () => {
    render(
      <RemotenessNote
        state={{ status: 'running', progress: { message: 'Remoteness: 2,048 of at most 40,000' } }}
        onCancel={() => {}}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Remoteness: 2,048 of at most 40,000');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
