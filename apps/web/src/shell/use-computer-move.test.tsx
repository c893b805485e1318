// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPUTER_DELAY_MS, useComputerMove } from './use-computer-move.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useComputerMove', () => {
  it('plays after the pause even when the page re-renders more often than that', () => {
    vi.useFakeTimers();
    const play = vi.fn();
    const move = { cell: 3 };
    const { rerender } = renderHook(({ tick }) => useComputerMove(tick >= 0, move, play), {
      initialProps: { tick: 0 },
    });
    // A solve's progress re-renders the page every 100 ms.
    for (let tick = 1; tick <= 10; tick++) {
      vi.advanceTimersByTime(100);
      rerender({ tick });
    }
    expect(play).toHaveBeenCalledTimes(1);
    expect(play).toHaveBeenCalledWith(move);
  });

  it('cancels the pending move when it is no longer the computer’s turn', () => {
    vi.useFakeTimers();
    const play = vi.fn();
    const { rerender } = renderHook(({ turn }) => useComputerMove(turn, 'x', play), {
      initialProps: { turn: true },
    });
    rerender({ turn: false });
    vi.advanceTimersByTime(COMPUTER_DELAY_MS * 2);
    expect(play).not.toHaveBeenCalled();
  });
});
