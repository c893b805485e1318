import type { MasyuLoop } from '../model.js';
import type { SeededRandom } from '@cgkit/core-search';

/**
 * A random loop through cell centres of a rows×cols grid (at least 2×2). The loop is drawn as the
 * outline of a random region of the grid's "faces" (the unit squares between four cell centres).
 * The faces are grouped into blocks mostly two faces wide, so that the loop mostly runs two cells
 * or more between turns: a turn then allows a black pearl and the cells beside it white ones,
 * whereas a staircase of single steps allows no pearl at all. `fill` is the share of blocks to
 * cover.
 */
export function randomLoop(
  rows: number,
  cols: number,
  random: SeededRandom,
  fill = 0.5,
): MasyuLoop {
  if (rows < 2 || cols < 2) throw new RangeError('a loop needs a grid of at least 2×2 cells');
  const rowBlock = strips(rows - 1, random);
  const colBlock = strips(cols - 1, random);
  const blocks = randomDisc(rowBlock[rows - 2]! + 1, colBlock[cols - 2]! + 1, random, fill);
  const blockCols = colBlock[cols - 2]! + 1;
  const at = (r: number, c: number): number =>
    r >= 0 && r < rows - 1 && c >= 0 && c < cols - 1
      ? blocks[rowBlock[r]! * blockCols + colBlock[c]!]!
      : 0;
  return outline(rows, cols, at);
}

/**
 * The outline of a region of faces (`at(r, c)` is 1 inside, 0 outside, and 0 off the grid): an
 * edge between two cell centres is drawn when exactly one face beside it is in.
 */
export function outline(
  rows: number,
  cols: number,
  at: (r: number, c: number) => number,
): MasyuLoop {
  const edges = new Uint8Array(2 * rows * cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cell = r * cols + c;
      if (c + 1 < cols) edges[2 * cell] = at(r - 1, c) ^ at(r, c);
      if (r + 1 < rows) edges[2 * cell + 1] = at(r, c - 1) ^ at(r, c);
    }
  }
  return { rows, cols, edges };
}

const WIDTHS = [2, 2, 3];
/** Splits `n` faces into strips one to three wide (mostly two): each face's strip number. */
function strips(n: number, random: SeededRandom): Int32Array {
  const strip = new Int32Array(n);
  let index = 0;
  for (let start = 0; start < n; index++) {
    const width = Math.min(n - start, WIDTHS[random.below(WIDTHS.length)]!);
    strip.fill(index, start, start + width);
    start += width;
  }
  return strip;
}

/**
 * A random disc of cells in an fr×fc grid (1 inside, 0 outside), grown one cell at a time; a cell
 * is added only when the region stays a disc (one piece, no hole, no two cells touching only at a
 * corner), so that its outline is one simple loop.
 */
function randomDisc(fr: number, fc: number, random: SeededRandom, fill: number): Uint8Array {
  const inside = new Uint8Array(fr * fc);
  const at = (r: number, c: number): number =>
    r >= 0 && r < fr && c >= 0 && c < fc ? inside[r * fc + c]! : 0;
  const frontier: number[] = [random.below(fr * fc)];
  const target = Math.max(1, Math.round(fill * fr * fc));
  let size = 0;
  while (size < target && frontier.length > 0) {
    const pick = random.below(frontier.length);
    const face = frontier[pick]!;
    frontier[pick] = frontier[frontier.length - 1]!;
    frontier.pop();
    const r = Math.floor(face / fc);
    const c = face % fc;
    if (inside[face] === 1 || (size > 0 && !keepsDisc(at, r, c))) continue;
    inside[face] = 1;
    size++;
    if (r > 0) frontier.push(face - fc);
    if (r + 1 < fr) frontier.push(face + fc);
    if (c > 0) frontier.push(face - 1);
    if (c + 1 < fc) frontier.push(face + 1);
  }
  return inside;
}

// The eight faces around a face, in circular order: N, NE, E, SE, S, SW, W, NW.
const RING = [
  [-1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
] as const;

/**
 * Whether adding the face at (r, c) keeps the region a disc: the faces around it that are in the
 * region form one unbroken run, which includes a side neighbour, and no corner neighbour is in
 * without one of the two side neighbours next to it.
 */
export function keepsDisc(at: (r: number, c: number) => number, r: number, c: number): boolean {
  const ring = RING.map(([dr, dc]) => at(r + dr, c + dc));
  let runs = 0;
  let side = false;
  for (let i = 0; i < 8; i++) {
    if (ring[i] === 1 && ring[(i + 7) % 8] === 0) runs++;
    if (i % 2 === 0 && ring[i] === 1) side = true;
    if (i % 2 === 1 && ring[i] === 1 && ring[i - 1] === 0 && ring[(i + 1) % 8] === 0) return false;
  }
  return side && runs === 1;
}
