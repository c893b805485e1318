import type { PositionRuleset } from '../../worker/tasks/cgt.js';

/*
 * Positions of the Values page as grids of characters: Domineering rows separated by `|` (`.`
 * empty, `#` filled), a Toads-and-Frogs strip as one row (`T`, `F`, `.`).
 */

/** What a click on a cell turns it into. */
const NEXT: Record<PositionRuleset, Readonly<Record<string, string>>> = {
  domineering: { '.': '#', '#': '.' },
  'toads-frogs': { '.': 'T', T: 'F', F: '.' },
};

export function positionRows(position: string): string[] {
  return position.split('|');
}

/** The position with one cell changed as a click changes it; unknown characters are left alone. */
export function toggleCell(
  ruleset: PositionRuleset,
  position: string,
  row: number,
  col: number,
): string {
  return positionRows(position)
    .map((line, r) => {
      if (r !== row) return line;
      const cell = line[col];
      const next = cell === undefined ? undefined : NEXT[ruleset][cell];
      return next === undefined ? line : line.slice(0, col) + next + line.slice(col + 1);
    })
    .join('|');
}

export const DEFAULT_POSITIONS: Record<PositionRuleset, string> = {
  domineering: '...|...|..#',
  'toads-frogs': 'TT..FF',
};
