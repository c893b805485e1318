import { MasyuCell, createPuzzle, type MasyuLoop, type MasyuPuzzle } from '../model.js';
import { outline } from '../generate/random-loop.js';
import { isSolution } from '../rules.js';

/**
 * A random loop on a rows×cols grid (at least 2×2), as the boundary of a random polyomino of
 * unit squares between cell centres grown one square at a time; a square is added only when the
 * boundary stays one simple loop. `random` returns numbers in [0, 1).
 */
export function randomLoop(
  rows: number,
  cols: number,
  size: number,
  random: () => number,
): MasyuLoop {
  const sr = rows - 1;
  const sc = cols - 1;
  const inside = new Uint8Array(sr * sc);
  inside[Math.floor(random() * sr) * sc + Math.floor(random() * sc)] = 1;
  let loop = boundary(rows, cols, inside);
  for (let tries = 0, count = 1; count < size && tries < 20 * size; tries++) {
    const s = Math.floor(random() * sr * sc);
    if (inside[s] === 1) continue;
    const r = Math.floor(s / sc);
    const c = s % sc;
    const touches =
      (r > 0 && inside[s - sc] === 1) ||
      (r + 1 < sr && inside[s + sc] === 1) ||
      (c > 0 && inside[s - 1] === 1) ||
      (c + 1 < sc && inside[s + 1] === 1);
    if (!touches) continue;
    inside[s] = 1;
    const grown = boundary(rows, cols, inside);
    if (isSolution(createPuzzle(rows, cols, new Uint8Array(rows * cols)), grown)) {
      loop = grown;
      count++;
    } else {
      inside[s] = 0;
    }
  }
  return loop;
}

/** The edges between cell centres that border exactly one square of the set. */
function boundary(rows: number, cols: number, inside: Uint8Array): MasyuLoop {
  const sc = cols - 1;
  return outline(rows, cols, (r, c) =>
    r >= 0 && c >= 0 && r < rows - 1 && c < sc ? inside[r * sc + c]! : 0,
  );
}

/**
 * A puzzle that the loop solves: each cell where a pearl would hold on this loop gets that pearl
 * with probability `density`.
 */
export function puzzleFromLoop(
  loop: MasyuLoop,
  density: number,
  random: () => number,
): MasyuPuzzle {
  const { rows, cols } = loop;
  const cells = new Uint8Array(rows * cols);
  const empty = createPuzzle(rows, cols, cells);
  for (let cell = 0; cell < rows * cols; cell++) {
    if (random() >= density) continue;
    for (const kind of [MasyuCell.white, MasyuCell.black]) {
      cells[cell] = kind;
      if (isSolution({ ...empty, cells }, loop)) break;
      cells[cell] = MasyuCell.empty;
    }
  }
  return createPuzzle(rows, cols, cells);
}
