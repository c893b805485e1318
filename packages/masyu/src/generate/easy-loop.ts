import { checkControl, quietControl, type SolveControl } from '@cgkit/core-search';
import { DeductionBoard, Mark } from '../deduce/board.js';
import { deduceOn } from '../deduce/engine.js';
import { createPuzzle, type MasyuLoop } from '../model.js';
import { pearlsOf } from './pearls.js';
import type { SeededRandom } from '@cgkit/core-search';
import { keepsDisc, outline } from './random-loop.js';

/**
 * Reshapes a loop until the local (easy) rules find it from all the pearls it allows, so that an
 * easy puzzle can be built on it without the exact solver. A random loop has long runs without
 * pearls where the local rules lose the line; this moves its outline one face (the square between
 * four cell centres) at a time next to where they lose it, keeping a move when it does not leave
 * more of the loop undrawn. Undefined when `maxMoves` moves were not enough.
 */
export function reshapeForEasy(
  loop: MasyuLoop,
  random: SeededRandom,
  maxMoves: number,
  control: SolveControl = {},
): MasyuLoop | undefined {
  const { rows, cols } = loop;
  const fr = rows - 1;
  const fc = cols - 1;
  const inside = facesInside(loop);
  const at = (r: number, c: number): number =>
    r >= 0 && r < fr && c >= 0 && c < fc ? inside[r * fc + c]! : 0;
  const outside = (r: number, c: number): number => 1 - at(r, c);
  const flip = (face: number): void => {
    inside[face] = inside[face] === 1 ? 0 : 1;
  };
  let current = loop;
  let gap = undrawn(current, control);
  for (let move = 0; move < maxMoves; move++) {
    if (gap.length === 0) return current;
    checkControl(control);
    const [r0, c0] = besideFace(gap[random.below(gap.length)]!, cols);
    const r = r0 + random.below(3) - 1;
    const c = c0 + random.below(3) - 1;
    if (r < 0 || r >= fr || c < 0 || c >= fc) continue;
    const face = r * fc + c;
    // Adding a face keeps the region one simple piece when it keeps a disc; removing one, when
    // the outside (which includes everything off the grid) keeps one.
    if (!(inside[face] === 1 ? keepsDisc(outside, r, c) : keepsDisc(at, r, c))) continue;
    flip(face);
    const next = outline(rows, cols, at);
    const nextGap = next.edges.includes(1) ? undrawn(next, control) : undefined;
    if (nextGap !== undefined && nextGap.length <= gap.length) {
      current = next;
      gap = nextGap;
    } else flip(face);
  }
  return gap.length === 0 ? current : undefined;
}

/** The edges of a loop that the easy rules do not draw from all the pearls the loop allows. */
function undrawn(loop: MasyuLoop, control: SolveControl): number[] {
  const board = new DeductionBoard(createPuzzle(loop.rows, loop.cols, pearlsOf(loop)));
  const outcome = deduceOn(board, {
    level: 'easy',
    record: false,
    ...quietControl(control),
  }).outcome;
  if (outcome === 'contradiction') throw new Error('deduction contradicts a loop it was built on');
  const edges: number[] = [];
  if (outcome === 'solved') return edges;
  for (let e = 0; e < loop.edges.length; e++) {
    if (loop.edges[e] === 1 && board.marks[e] !== Mark.line) edges.push(e);
  }
  return edges;
}

/**
 * The face below and right of an edge's first cell (row and column in the grid of faces): it and
 * its eight neighbours include both faces beside the edge.
 */
function besideFace(edge: number, cols: number): [number, number] {
  const cell = edge >> 1;
  return [Math.floor(cell / cols), cell % cols];
}

/** Which faces a loop encloses: a face is inside when an odd number of down edges lie left of it. */
function facesInside(loop: MasyuLoop): Uint8Array {
  const { rows, cols } = loop;
  const inside = new Uint8Array((rows - 1) * (cols - 1));
  for (let r = 0; r + 1 < rows; r++) {
    let parity = 0;
    for (let c = 0; c + 1 < cols; c++) {
      parity ^= loop.edges[2 * (r * cols + c) + 1]!;
      inside[r * (cols - 1) + c] = parity;
    }
  }
  return inside;
}
