// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RemotenessNote } from './RemotenessNote.js';

afterEach(cleanup);

function note(missing: number, total: number): string | null {
  render(<RemotenessNote missing={missing} total={total} why="Small games get it." />);
  return screen.queryByTestId('remoteness-note')?.textContent ?? null;
}

describe('RemotenessNote', () => {
  it('says nothing when every remoteness was found', () => {
    expect(note(0, 3)).toBeNull();
  });

  it('counts the positions without remoteness and says which get one', () => {
    expect(note(2, 3)).toBe(
      'No remoteness (—) for 2 positions. Small games get it. Who wins is exact all the same, ' +
        'and so is the computer’s play: a winning move when it has one, though not always the ' +
        'fastest win or the slowest loss.',
    );
    cleanup();
    expect(note(1, 2)).toMatch(/^No remoteness \(—\) for 1 position\. /);
    cleanup();
    expect(note(1, 1)).toMatch(/^No remoteness \(—\) for any position so far\. /);
  });
});
