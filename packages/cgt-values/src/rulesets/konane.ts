import type { PartizanRuleset } from './ruleset.js';
import { formatGrid, gridKey, parseGrid, step, withCells, type Grid } from './grid.js';
import { swapXO } from './clobber.js';

/**
 * Konane on a grid: `x` Left's stones, `o` Right's, `.` empty, `#` no cell. A stone jumps
 * orthogonally over an adjacent stone of the other player into the empty cell beyond, removing
 * it, and may go on jumping in the same direction; each landing cell is a move.
 */
export type KonanePosition = Grid;

/** Reads a board such as `xo.|.ox` (rows separated by `|`). */
export function parseKonane(text: string): KonanePosition {
  return parseGrid(text, 'xo.#', "'x' (Left), 'o' (Right), '.' (empty) or '#' (no cell)");
}

/** A Konane position as text: its rows separated by `|`. */
export const formatKonane: (p: KonanePosition) => string = formatGrid;

const DIRECTIONS = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
] as const;

function* jumps(p: Grid, mine: string, theirs: string): Generator<Grid> {
  for (let i = 0; i < p.cells.length; i++) {
    if (p.cells[i] !== mine) continue;
    for (const [dr, dc] of DIRECTIONS) {
      const changes: [number, string][] = [[i, '.']];
      for (let k = 1; ; k += 2) {
        const over = step(p, i, dr, dc, k);
        const to = step(p, i, dr, dc, k + 1);
        if (over < 0 || to < 0 || p.cells[over] !== theirs || p.cells[to] !== '.') break;
        changes.push([over, '.']);
        yield withCells(p, [...changes, [to, mine]]);
      }
    }
  }
}

/** Konane. */
export const konane: PartizanRuleset<KonanePosition> = {
  name: 'Konane',
  leftOptions: (p) => jumps(p, 'x', 'o'),
  rightOptions: (p) => jumps(p, 'o', 'x'),
  key: (p) => gridKey(p, 8),
  conjugate(p) {
    const swapped = { ...p, cells: swapXO(p.cells) };
    return gridKey(swapped, 8) < gridKey(p, 8) ? swapped : undefined;
  },
};
