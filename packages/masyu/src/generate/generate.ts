import { checkControl, quietControl, type SolveControl } from '@cgkit/core-search';
import { countSolutions } from '../solver/index.js';
import { MasyuCell, checkSize, createPuzzle, type MasyuLoop, type MasyuPuzzle } from '../model.js';
import { DeductionBoard, DIRECTIONS, Mark } from '../deduce/board.js';
import { deduce, deduceOn } from '../deduce/engine.js';
import type { Level } from '../deduce/rule.js';
import { pearlsOf } from './pearls.js';
import { SeededRandom } from '@cgkit/core-search';
import { reshapeForEasy } from './easy-loop.js';
import { randomLoop } from './random-loop.js';
import { uniqueAround } from './shape.js';
import { sparsen } from './sparse.js';

/**
 * What {@link generatePuzzle} makes (size, difficulty, seed, how sparse), and its control: the
 * signal, deadline and memory budget are checked throughout (within each exact search and
 * deduction, and between them); the progress is the generator's own, as data:
 * - `{ phase: 'loops', done, total }`: the random loop tried (`done`, from 1) of at most `total`;
 * - `{ phase: 'pearls tried', done, total, message: 'loop 3' }`: pearls tried for removal
 *   (`sparse`);
 * - `{ phase: 'unnecessary pearls', done: 0, message: 'loop 3' }`: removing them (`minimal`).
 */
export interface GenerateOptions extends SolveControl {
  readonly rows: number;
  readonly cols: number;
  /** easy: local patterns suffice; medium: loop-wide rules are needed; hard: contradiction is. */
  readonly difficulty: Level;
  /** The same seed, size and options give the same puzzle. */
  readonly seed: number;
  /** Remove every pearl whose removal keeps the solution unique. */
  readonly minimal?: boolean;
  /**
   * Remove pearls while deduction with the requested rules still finds the loop (so the solution
   * stays unique and the difficulty the same): about half the pearls go, as sparse as published
   * puzzles, and harder puzzles come out sparser than easier ones.
   */
  readonly sparse?: boolean;
  /**
   * With `sparse`: the control of the removal of pearls, a soft limit: past its deadline (on the
   * options' clock; `withDeadline(control, ms)` sets one) the removal stops and keeps the rest
   * (large hard puzzles take minutes otherwise), where the options' own `deadline` throws. The
   * result then depends on the machine's speed.
   */
  readonly sparseControl?: SolveControl;
  /** SeededRandom loops to try before giving up (default 100). */
  readonly maxAttempts?: number;
}

/** A generated puzzle with its unique solution and its difficulty. */
export interface GeneratedPuzzle {
  readonly puzzle: MasyuPuzzle;
  readonly solution: MasyuLoop;
  readonly difficulty: Level;
  /** SeededRandom loops tried, this one included. */
  readonly attempts: number;
}

/**
 * Generates a puzzle with a unique solution at the requested difficulty, shaped around a random
 * loop rather than found by sampling:
 * 1. draw a random loop and shape a puzzle with a unique solution around it with the exact
 *    solver ({@link uniqueAround});
 * 2. for easy puzzles, move that loop where the local rules lose it until they find it from all
 *    its pearls ({@link reshapeForEasy});
 * 3. deduce from the pearls so far, and wherever deduction is stuck, add one of the solution's
 *    pearls on a cell still undecided, keeping every mark already deduced, until the loop is found
 *    (with the local rules for easy puzzles, with the loop-wide rules as well otherwise);
 * 4. for medium and hard puzzles, remove pearls until the easier rules no longer suffice but the
 *    requested ones still do;
 * 5. prove the solution unique with the exact solver; with `sparse`, remove pearls while
 *    deduction with the requested rules still finds the loop ({@link sparsen}); with `minimal`,
 *    remove every pearl the
 *    exact solver finds unnecessary, keeping the result only if its difficulty is still the one
 *    requested.
 * Throws a RangeError when no puzzle is found within `maxAttempts` loops.
 */
export function generatePuzzle(options: GenerateOptions): GeneratedPuzzle {
  const { rows, cols, difficulty } = options;
  checkSize(rows, cols);
  if (rows < 3 || cols < 3) throw new RangeError('a generated puzzle needs at least 3×3 cells');
  const random = new SeededRandom(options.seed);
  const maxAttempts = options.maxAttempts ?? 100;
  // Without onProgress: the searches' own progress is not the generator's.
  const control = quietControl(options);
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    checkControl(control);
    options.onProgress?.({ phase: 'loops', done: attempt, total: maxAttempts });
    const shaped0 = uniqueAround(
      randomLoop(rows, cols, random, 0.4 + 0.3 * random.fraction()),
      random,
      control,
    );
    if (shaped0 === undefined) continue;
    const level = difficulty === 'easy' ? 'easy' : 'medium';
    const start = difficulty === 'easy' ? forEasy(shaped0, random, control) : shaped0;
    if (start === undefined) continue;
    const { solution } = start;
    const cells = cluesFor(start.puzzle, solution, level, random, control);
    if (cells === undefined) continue;
    const shaped =
      difficulty === 'easy' ? cells : harden(rows, cols, cells, difficulty, random, control);
    if (shaped === undefined) continue;
    let puzzle = createPuzzle(rows, cols, shaped);
    const count = countSolutions(puzzle, 2, control).count;
    if (count !== 1) throw new Error(`deduction found a loop for a puzzle with ${count} solutions`);
    if (options.sparse === true) {
      puzzle = sparsen(puzzle, {
        difficulty,
        random,
        control,
        limit: options.sparseControl,
        onPearl: (tried, total) =>
          options.onProgress?.({
            phase: 'pearls tried',
            done: tried,
            total,
            message: `loop ${attempt}`,
          }),
      });
    }
    if (options.minimal === true) {
      options.onProgress?.({
        phase: 'unnecessary pearls',
        done: 0,
        message: `loop ${attempt}`,
      });
      puzzle = minimise(puzzle, random, control);
      if (deduce(puzzle, { record: false, ...control }).difficulty !== difficulty) continue;
    }
    return { puzzle, solution, difficulty, attempts: attempt };
  }
  throw new RangeError(
    `no ${options.minimal === true ? 'minimal ' : ''}${difficulty} ${cols}×${rows} puzzle ` +
      `found in ${maxAttempts} random loops`,
  );
}

/**
 * A loop the local rules find from its pearls, close to a loop the exact solver shaped unique:
 * that one usually is, but for a gap of a few edges that only the loop-wide rules close; moving
 * the outline there (checked by deduction, which costs far less than shaping another loop)
 * usually closes it. The puzzle keeps the pearls the new loop allows, in the same places.
 */
function forEasy(
  shaped: { puzzle: MasyuPuzzle; solution: MasyuLoop },
  random: SeededRandom,
  control: SolveControl,
): { puzzle: MasyuPuzzle; solution: MasyuLoop } | undefined {
  const { rows, cols } = shaped.puzzle;
  const moves = (rows * cols) >> 1;
  const solution = reshapeForEasy(shaped.solution, random, moves, control);
  if (solution === undefined) return undefined;
  const allowed = pearlsOf(solution);
  const cells = shaped.puzzle.cells.map((kind, cell) =>
    kind === allowed[cell] ? kind : MasyuCell.empty,
  );
  return { puzzle: createPuzzle(rows, cols, cells), solution };
}

/**
 * The pearls of a puzzle, and more of the solution's pearls, added one at a time where deduction
 * at `level` is stuck, until it finds the loop (which proves it the only solution); undefined
 * when the solution's pearls are not enough.
 */
function cluesFor(
  start: MasyuPuzzle,
  solution: MasyuLoop,
  level: Level,
  random: SeededRandom,
  control: SolveControl,
): Uint8Array | undefined {
  const kinds = pearlsOf(solution);
  const order = random.shuffle(
    [...kinds.keys()].filter(
      (cell) => kinds[cell] !== MasyuCell.empty && start.cells[cell] === MasyuCell.empty,
    ),
  );
  const board = new DeductionBoard(createPuzzle(start.rows, start.cols, start.cells));
  let next = 0;
  for (;;) {
    const outcome = deduceOn(board, { level, record: false, ...control }).outcome;
    if (outcome === 'solved') return board.puzzle.cells.slice();
    if (outcome === 'contradiction')
      throw new Error('deduction contradicts a loop it was built on');
    while (next < order.length && !undecided(board, order[next]!)) next++;
    const cell = order[next++];
    if (cell === undefined) return undefined;
    board.addPearl(cell, kinds[cell]!);
  }
}

function undecided(board: DeductionBoard, cell: number): boolean {
  return DIRECTIONS.some((dir) => board.at(cell, dir) === Mark.unknown);
}

/** Proofs by contradiction tried on one loop before moving to the next. */
const MAX_PROOFS = 6;

/**
 * Removes pearls (in random order) that the `difficulty` rules can do without, until the
 * puzzle needs exactly those rules; undefined when it never does.
 */
function harden(
  rows: number,
  cols: number,
  cells: Uint8Array,
  difficulty: Level,
  random: SeededRandom,
  control: SolveControl,
): Uint8Array | undefined {
  // The cheaper rules first: proofs by contradiction only run where they are needed, and only a
  // few times per loop (a failed one tries every edge both ways; another loop is cheaper).
  let proofs = 0;
  const rated = (): Level | undefined => {
    const puzzle = createPuzzle(rows, cols, cells);
    const easier = deduce(puzzle, { record: false, level: 'medium', ...control }).difficulty;
    if (easier !== undefined || difficulty === 'medium') return easier;
    if (++proofs > MAX_PROOFS) return undefined;
    return deduce(puzzle, { record: false, level: 'hard', ...control }).difficulty;
  };
  if (rated() === difficulty) return cells;
  const pearls = random.shuffle(
    [...cells.keys()].filter((cell) => cells[cell] !== MasyuCell.empty),
  );
  for (const cell of pearls) {
    if (proofs > MAX_PROOFS) return undefined;
    const kind = cells[cell]!;
    cells[cell] = MasyuCell.empty;
    const now = rated();
    if (now === difficulty) return cells;
    if (now === undefined) cells[cell] = kind;
  }
  return undefined;
}

/** Removes, in random order, every pearl without which the solution stays unique. */
function minimise(puzzle: MasyuPuzzle, random: SeededRandom, control: SolveControl): MasyuPuzzle {
  const cells = puzzle.cells.slice();
  const pearls = random.shuffle(
    [...cells.keys()].filter((cell) => cells[cell] !== MasyuCell.empty),
  );
  for (const cell of pearls) {
    const kind = cells[cell]!;
    cells[cell] = MasyuCell.empty;
    if (countSolutions(createPuzzle(puzzle.rows, puzzle.cols, cells), 2, control).count !== 1) {
      cells[cell] = kind;
    }
  }
  return createPuzzle(puzzle.rows, puzzle.cols, cells);
}
