import { createPuzzle, loopFromDirections, type MasyuLoop, type MasyuPuzzle } from '../model.js';

/** A puzzle from row strings of `.`, `W` and `B` (test and benchmark helper). */
export function puzzleFromRows(rows: readonly string[]): MasyuPuzzle {
  const cols = rows[0]?.length ?? 0;
  const cells = rows.flatMap((row) => [...row].map((ch) => '.WB'.indexOf(ch)));
  if (cells.includes(-1) || rows.some((r) => r.length !== cols)) throw new Error('bad rows');
  return createPuzzle(rows.length, cols, cells);
}

/** A loop from rows of space-separated `UDLR` cells or `.` (test and benchmark helper). */
export function loopFromRows(rows: readonly string[]): MasyuLoop {
  const grid = rows.map((r) => r.trim().split(/\s+/));
  const cols = grid[0]?.length ?? 0;
  const dirs = grid
    .flat()
    .map((cell) => [...cell].reduce((d, ch) => d | ({ U: 1, D: 2, L: 4, R: 8 }[ch] ?? 0), 0));
  const built = loopFromDirections(rows.length, cols, dirs);
  if (!('loop' in built)) throw new Error(`inconsistent solution at cell ${built.mismatch}`);
  return built.loop;
}
