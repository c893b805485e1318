import { useEffect, useRef } from 'react';

/** How long the computer seems to think, so a person sees its move. */
export const COMPUTER_DELAY_MS = 350;

/**
 * Plays the computer's chosen move after a short pause, while it is the computer's turn and its
 * move is known (null or undefined: not yet). A change of turn or of move cancels the pending
 * move; other renders (a solve's progress, many a second) leave it pending.
 */
export function useComputerMove<Move>(
  computerToMove: boolean,
  move: Move | null | undefined,
  play: (move: Move) => void,
): void {
  const latest = useRef(play);
  latest.current = play;
  useEffect(() => {
    if (!computerToMove || move === null || move === undefined) return;
    const timer = setTimeout(() => latest.current(move), COMPUTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [computerToMove, move]);
}
