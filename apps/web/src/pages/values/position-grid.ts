import type { CellSymbol, GridLimits } from './rulesets.js';

/*
 * A grid position's text as the CLI writes it, rows separated by `|`, edited as a grid: a click
 * cycles a cell through the ruleset's symbols, and rows and columns are added (empty) or removed
 * at the bottom and the right. Only text is changed here; the package reads it in the worker.
 */

export function positionRows(position: string): string[] {
  return position.split('|');
}

/** The position with one cell turned into the next symbol (an unknown character into the first). */
export function cycleCell(
  symbols: readonly CellSymbol[],
  position: string,
  row: number,
  col: number,
): string {
  return positionRows(position)
    .map((line, r) => {
      const cell = line[col];
      if (r !== row || cell === undefined) return line;
      const at = symbols.findIndex((s) => s.char === cell);
      const next = symbols[(at + 1) % symbols.length]!.char;
      return line.slice(0, col) + next + line.slice(col + 1);
    })
    .join('|');
}

/** The number of rows and the width of the widest row. */
export function gridSize(position: string): { rows: number; columns: number } {
  const rows = positionRows(position);
  return { rows: rows.length, columns: Math.max(...rows.map((row) => row.length)) };
}

export type Resize = 'add-row' | 'remove-row' | 'add-column' | 'remove-column';

/** Whether a resize keeps the board within its limits and at least one cell. */
export function canResize(position: string, resize: Resize, limits: GridLimits): boolean {
  const { rows, columns } = gridSize(position);
  switch (resize) {
    case 'add-row':
      return rows < limits.rows && (rows + 1) * columns <= limits.cells;
    case 'remove-row':
      return rows > 1;
    case 'add-column':
      return columns < limits.columns && rows * (columns + 1) <= limits.cells;
    case 'remove-column':
      return columns > 1;
  }
}

/** The position with an empty row added at the bottom or a column at the right, or the last removed. */
export function resize(position: string, change: Resize, empty: string): string {
  const rows = positionRows(position);
  const { columns } = gridSize(position);
  switch (change) {
    case 'add-row':
      return [...rows, empty.repeat(Math.max(1, columns))].join('|');
    case 'remove-row':
      return rows.length > 1 ? rows.slice(0, -1).join('|') : position;
    case 'add-column':
      return rows.map((row) => row + empty).join('|');
    case 'remove-column':
      return rows.map((row) => (row.length > 1 ? row.slice(0, -1) : row)).join('|');
  }
}
