import { useEffect } from 'react';

/** How long the computer seems to think, so a person sees its move. */
export const COMPUTER_DELAY_MS = 350;

/**
 * Plays the computer's chosen move after a short pause, while it is the computer's turn and its
 * move is known (null or undefined: not yet). A change of position cancels the pending move.
 */
export function useComputerMove<Move>(
  computerToMove: boolean,
  move: Move | null | undefined,
  play: (move: Move) => void,
): void {
  useEffect(() => {
    if (!computerToMove || move === null || move === undefined) return;
    const timer = setTimeout(() => play(move), COMPUTER_DELAY_MS);
    return () => clearTimeout(timer);
  });
}
