import { MasyuCell, createPuzzle, type MasyuLoop, type MasyuPuzzle } from '../model.js';
import { MasyuSearch } from '../solver/index.js';
import { pearlsOf } from './pearls.js';
import { checkControl, type SeededRandom, type SolveControl } from '@cgkit/core-search';

/**
 * Shapes a puzzle with a unique solution around a loop, with the exact solver: starting from most
 * of the loop's pearls, while the puzzle has several solutions, keeps one of them and adds, for
 * each other one found, a pearl that the kept one allows and the other does not. Every pearl
 * keeps the kept solution valid and rules others out, so the solutions shrink until one is left
 * (which may differ from the starting loop where that loop could not be told apart from another).
 * Undefined when no other solution can be told apart from the kept one by any pearl. The control
 * is checked throughout each search (see {@link MasyuSearch}).
 */
export function uniqueAround(
  loop: MasyuLoop,
  random: SeededRandom,
  control: SolveControl = {},
): { puzzle: MasyuPuzzle; solution: MasyuLoop } | undefined {
  const { rows, cols } = loop;
  const start = pearlsOf(loop);
  const cells = new Uint8Array(rows * cols);
  for (let cell = 0; cell < cells.length; cell++) {
    if (start[cell] !== MasyuCell.empty && random.below(8) !== 0) cells[cell] = start[cell]!;
  }
  for (;;) {
    const puzzle = createPuzzle(rows, cols, cells);
    // Several solutions from one search (it keeps what it learnt between them): each one that
    // the kept solution can be told apart from is ruled out by a pearl, at one search's cost.
    const search = new MasyuSearch(puzzle, control);
    const found: MasyuLoop[] = [];
    while (found.length < SOLUTIONS_PER_SEARCH) {
      checkControl(control);
      const step = search.step();
      if (step.kind !== 'solution') break;
      found.push(step.loop);
    }
    const [first, second] = found;
    if (first === undefined) return undefined;
    if (second === undefined) return { puzzle, solution: first };
    // Keep a solution that can be told apart from some other (most can).
    const keep = random
      .shuffle([...found])
      .find((kept) =>
        found.some((other) => other !== kept && splitters(kept, other, cells).length > 0),
      );
    if (keep === undefined) return undefined;
    for (const other of found) {
      if (other === keep) continue;
      const choices = splitters(keep, other, cells);
      const cell = choices[random.below(choices.length)];
      if (cell !== undefined) cells[cell] = pearlsOf(keep)[cell]!;
    }
    // A few more pearls of the kept solution rule out many others at once: fewer searches.
    addPearls(cells, keep, random, Math.max(2, cells.length >> 6));
  }
}

/** Solutions asked of one search while shaping. */
const SOLUTIONS_PER_SEARCH = 6;

/** Adds up to `n` random pearls that a loop allows. */
function addPearls(cells: Uint8Array, loop: MasyuLoop, random: SeededRandom, n: number): void {
  const allowed = pearlsOf(loop);
  const choices = [...allowed.keys()].filter(
    (cell) => cells[cell] === MasyuCell.empty && allowed[cell] !== MasyuCell.empty,
  );
  for (const cell of random.shuffle(choices).slice(0, n)) cells[cell] = allowed[cell]!;
}

/** The empty cells where a pearl that `keep` allows would rule `drop` out. */
function splitters(keep: MasyuLoop, drop: MasyuLoop, cells: Uint8Array): number[] {
  const allowed = pearlsOf(keep);
  const other = pearlsOf(drop);
  const choices: number[] = [];
  for (let cell = 0; cell < cells.length; cell++) {
    if (cells[cell] !== MasyuCell.empty || allowed[cell] === MasyuCell.empty) continue;
    if (allowed[cell] !== other[cell]) choices.push(cell);
  }
  return choices;
}
