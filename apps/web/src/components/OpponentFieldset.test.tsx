// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OpponentFieldset } from './OpponentFieldset.js';

afterEach(cleanup);

describe('OpponentFieldset', () => {
  it('asks who starts only against the computer', () => {
    const { rerender } = render(
      <OpponentFieldset
        opponent="computer"
        computerFirst
        computerFirstLabel="Computer bites first"
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Perfect computer' }).checked).toBe(
      true,
    );
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Computer bites first' }).checked,
    ).toBe(true);
    rerender(
      <OpponentFieldset
        opponent="person"
        computerFirst
        computerFirstLabel="Computer bites first"
        onChange={() => {}}
      />,
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('reports each choice as a patch of the setup', () => {
    const onChange = vi.fn();
    render(
      <OpponentFieldset
        opponent="computer"
        computerFirst={false}
        computerFirstLabel="Computer presses first"
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Computer presses first' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Another person' }));
    expect(onChange.mock.calls).toEqual([[{ computerFirst: true }], [{ opponent: 'person' }]]);
  });
});
