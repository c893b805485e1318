import { MasyuCell, Dir, cellDirections, neighbour, type MasyuLoop } from '../model.js';

const STRAIGHT = [Dir.left | Dir.right, Dir.up | Dir.down];

/**
 * Every pearl a loop allows, cell by cell: black where it turns and both legs run straight through
 * the next cell, white where it goes straight and turns in a cell beside; empty elsewhere.
 */
export function pearlsOf(loop: MasyuLoop): Uint8Array {
  const { rows, cols } = loop;
  const dirs = cellDirections(loop);
  const kinds = new Uint8Array(rows * cols);
  for (let cell = 0; cell < rows * cols; cell++) {
    const d = dirs[cell]!;
    if (d === 0) continue;
    const legs = [Dir.up, Dir.down, Dir.left, Dir.right].filter((dir) => (d & dir) !== 0);
    const beside = legs.map((dir) => dirs[neighbour(rows, cols, cell, dir)]!);
    if (STRAIGHT.includes(d)) {
      if (beside.some((b) => b !== d)) kinds[cell] = MasyuCell.white;
    } else {
      const extended = legs.every((dir, i) => beside[i] === straightFor(dir));
      if (extended) kinds[cell] = MasyuCell.black;
    }
  }
  return kinds;
}

function straightFor(dir: number): number {
  return dir === Dir.up || dir === Dir.down ? Dir.up | Dir.down : Dir.left | Dir.right;
}
