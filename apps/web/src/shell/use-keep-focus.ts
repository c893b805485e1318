import { useLayoutEffect, useRef } from 'react';

/** Where a key or bite is on its board, as its `data-row` and `data-col` attributes say. */
export interface Spot {
  readonly row: number;
  readonly col: number;
}

const spotOf = (element: HTMLElement): Spot => ({
  row: Number(element.dataset['row']),
  col: Number(element.dataset['col']),
});

/**
 * Keeps the keyboard focus on a board across moves. A move made from the board (its button
 * pressed, or a key typed on it) usually disables or removes the focused button, which would
 * drop the focus to the top of the page. Instead, after such a move the focus goes to the enabled
 * button (with `data-row` and `data-col`) nearest `anchor`, or, while none is enabled (the
 * computer is thinking), to the board itself (which needs `tabIndex={-1}`) until one is.
 */
export function useKeepFocus<E extends HTMLElement>(anchor: Spot | undefined) {
  const board = useRef<E>(null);
  const pending = useRef(false);
  useLayoutEffect(() => {
    const element = board.current;
    if (!pending.current || element === null) return;
    const active = document.activeElement;
    const onBoard = active !== null && element.contains(active);
    if (active instanceof HTMLButtonElement && onBoard && !active.disabled) {
      pending.current = false;
      return;
    }
    // Focus left the board on purpose (the person moved it elsewhere): leave it there.
    if (!onBoard && active !== null && active !== document.body) {
      pending.current = false;
      return;
    }
    const buttons = [
      ...element.querySelectorAll<HTMLButtonElement>('button[data-row]:not([disabled])'),
    ];
    if (buttons.length === 0) {
      if (active !== element) element.focus();
      return;
    }
    const distance = (button: HTMLButtonElement): number => {
      if (anchor === undefined) return 0;
      const { row, col } = spotOf(button);
      return Math.abs(row - anchor.row) + Math.abs(col - anchor.col);
    };
    // The nearest button; among equals, the first in reading order (what Tab would reach).
    const nearest = buttons.reduce((best, b) => (distance(b) < distance(best) ? b : best));
    nearest.focus();
    pending.current = false;
  });
  /** Call when the person moves: the focus is kept if it was on the board. */
  const moved = (): void => {
    const element = board.current;
    if (element !== null && element.contains(document.activeElement)) pending.current = true;
  };
  return { board, moved };
}
