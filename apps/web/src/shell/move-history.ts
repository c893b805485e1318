/**
 * How many moves one undo takes back: against the computer, back to the person's last turn (two
 * moves when the computer moved last), else one. `personIndex` is 0 when the person moves first.
 */
export function undoCount(moves: number, againstComputer: boolean, personIndex: number): number {
  return againstComputer && (moves - 1) % 2 !== personIndex ? 2 : 1;
}
