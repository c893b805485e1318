// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HistoryButtons } from './HistoryButtons.js';

afterEach(cleanup);

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('HistoryButtons', () => {
  it('offers nothing to undo, redo or restart before the first move', () => {
    render(
      <HistoryButtons
        played={0}
        undone={0}
        onUndo={vi.fn()}
        onRedo={vi.fn()}
        onRestart={vi.fn()}
      />,
    );
    expect([button('Undo').disabled, button('Redo').disabled, button('Restart').disabled]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('enables Redo only when a move was undone, and calls each action', () => {
    const onUndo = vi.fn();
    const onRedo = vi.fn();
    const onRestart = vi.fn();
    const { rerender } = render(
      <HistoryButtons
        played={2}
        undone={0}
        onUndo={onUndo}
        onRedo={onRedo}
        onRestart={onRestart}
      />,
    );
    expect(button('Redo').disabled).toBe(true);
    fireEvent.click(button('Undo'));
    fireEvent.click(button('Restart'));
    rerender(
      <HistoryButtons
        played={1}
        undone={1}
        onUndo={onUndo}
        onRedo={onRedo}
        onRestart={onRestart}
      />,
    );
    fireEvent.click(button('Redo'));
    expect([onUndo, onRedo, onRestart].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);
  });
});
