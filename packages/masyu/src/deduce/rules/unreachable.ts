import { Dir } from '../../model.js';
import { Mark, cellName } from '../board.js';
import { conclude, contradiction, type BoardRule } from '../rule.js';

/** Work arrays reused from call to call (the rule runs often and never re-enters itself). */
let buffers = { region: new Int32Array(0), stack: new Int32Array(0) };

function scratch(size: number): typeof buffers {
  if (buffers.region.length < size) {
    buffers = { region: new Int32Array(size), stack: new Int32Array(size) };
  }
  return buffers;
}

/**
 * Connectivity: the loop joins every pearl and every drawn line, moving only across sides not
 * crossed out. Cells that cannot reach them are not on the loop; pearls or lines that cannot
 * reach each other mean there is no solution.
 */
export const unreachable: BoardRule = {
  name: 'unreachable',
  level: 'medium',
  apply(board) {
    const { size, cols, marks } = board;
    const { region, stack } = scratch(size);
    region.fill(-1, 0, size);
    let needed = -1; // the region holding the pearls and lines, once met
    let firstNeeded = -1;
    let spare = -1; // the first region without them that still has an undecided side
    for (let start = 0; start < size; start++) {
      if (region[start]! >= 0) continue;
      let top = 0;
      stack[top++] = start;
      region[start] = start;
      let holdsNeeded = -1;
      let open = false;
      while (top > 0) {
        const cell = stack[--top]!;
        // The four sides in the order U D L R, read in place (this runs after every local
        // fixpoint of every proof by contradiction); sides off the grid count as crossed out.
        const col = cell % cols;
        const up = cell >= cols ? marks[2 * (cell - cols) + 1]! : Mark.cross;
        const down = marks[2 * cell + 1]!;
        const left = col > 0 ? marks[2 * cell - 2]! : Mark.cross;
        const right = marks[2 * cell]!;
        if (
          board.isPearl(cell) ||
          up === Mark.line ||
          down === Mark.line ||
          left === Mark.line ||
          right === Mark.line
        ) {
          holdsNeeded = cell;
        }
        for (let dir = 0; dir < 4; dir++) {
          const mark = dir === 0 ? up : dir === 1 ? down : dir === 2 ? left : right;
          if (mark === Mark.cross) continue;
          if (mark === Mark.unknown) open = true;
          const other =
            dir === 0 ? cell - cols : dir === 1 ? cell + cols : dir === 2 ? cell - 1 : cell + 1;
          if (region[other]! >= 0) continue;
          region[other] = start;
          stack[top++] = other;
        }
      }
      if (holdsNeeded >= 0) {
        if (needed >= 0) {
          const [a, b] = [firstNeeded, holdsNeeded];
          return contradiction(
            [a, b],
            () =>
              `${cellName(board.cols, a)} and ${cellName(board.cols, b)} must both be on the ` +
              `loop but can no longer be joined`,
          );
        }
        needed = start;
        firstNeeded = holdsNeeded;
      } else if (open && spare < 0) {
        spare = start;
      }
    }
    if (needed < 0 || spare < 0) return undefined;
    const cells: number[] = [];
    const crosses: [number, number][] = [];
    for (let cell = 0; cell < size; cell++) {
      if (region[cell] !== spare) continue;
      cells.push(cell);
      // Both ends of an open side are in the region: listing right and down names each once.
      for (const dir of [Dir.down, Dir.right]) {
        if (board.at(cell, dir) === Mark.unknown) crosses.push([cell, dir]);
      }
    }
    return conclude(board, cells, [], crosses, () => {
      const shown = cells.slice(0, 4).map((c) => cellName(board.cols, c));
      const list =
        cells.length > 4 ? `${shown.join(', ')} and ${cells.length - 4} more` : shown.join(', ');
      const noun = cells.length === 1 ? 'cell' : 'cells';
      return `The ${noun} ${list} cannot be reached from the pearls, so the loop does not go there`;
    });
  },
};
