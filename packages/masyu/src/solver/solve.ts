import { checkControl, reserveMemory, type SolveControl } from '@cgkit/core-search';
import { LoopCutter } from './cuts.js';
import { MasyuCell, type MasyuLoop, type MasyuPuzzle } from '../model.js';
import { encodePacked, type PackedEncoding } from './packed.js';
import { PathTracker } from './paths.js';
import { SatSolver, type ClauseBase } from './sat.js';

/** Work done so far by a search. */
export interface MasyuSearchStats {
  /** Wall-clock time spent building the clauses and searching, in milliseconds. */
  ms: number;
  /** Branching decisions taken. */
  nodes: number;
  /** Dead ends met (each one teaches the search a new clause). */
  conflicts: number;
  /** Loop constraints added because a candidate closed a loop too early. */
  cuts: number;
}

/** How a {@link MasyuSearch} chooses its decisions; any choice gives the same answers. */
export interface MasyuSearchOptions {
  /**
   * `activity`: by clause activity (VSIDS) alone; `paths`: alternately by growing one path at a
   * time toward the nearest pearl or path end, and by activity, in growing turns; `auto` (the
   * default): `paths` on sparse grids (fewer than one pearl in 20 cells), `activity` otherwise.
   */
  readonly branching?: 'auto' | 'activity' | 'paths';
}

/** What one bounded step of a search found. */
export type StepResult =
  | { readonly kind: 'solution'; readonly loop: MasyuLoop }
  | { readonly kind: 'exhausted' }
  | { readonly kind: 'paused' };

/**
 * An exact search for the solutions of one puzzle, run in bounded steps so that a caller (a UI,
 * a worker, a CLI handling Ctrl-C) can pause, report progress and cancel between them.
 *
 * The pearl and degree rules are clauses (see {@link encode}); a CDCL SAT search finds edge sets
 * that satisfy them, while a {@link PathTracker} stops loops from closing early. A complete
 * candidate made of several loops, or of one loop that misses a pearl, is cut off by new clauses
 * ({@link LoopCutter}), and the search goes on with everything it learnt. Each solution is
 * excluded once found, so the next step looks for a different one; when the clauses become
 * unsatisfiable, no further solution exists: a proof, never a guess.
 */
export class MasyuSearch {
  readonly puzzle: MasyuPuzzle;
  private readonly encoding: PackedEncoding;
  private readonly sat: SatSolver;
  private readonly cutter: LoopCutter;
  private readonly paths: PathTracker;
  private sliceEnd = FIRST_SLICE;
  private slice = 0;
  private readonly sparse: boolean;
  private last: MasyuLoop | undefined;
  private done = false;
  private released = false;
  private ms = 0;
  private cuts = 0;

  /**
   * `options` may carry a control (signal, deadline, memory budget): every step checks it every
   * thousand or so decisions and dead ends, and the clauses it learns must fit the budget.
   */
  constructor(puzzle: MasyuPuzzle, options: MasyuSearchOptions & SolveControl = {}) {
    const started = Date.now();
    this.puzzle = puzzle;
    const n = puzzle.rows * puzzle.cols;
    const empty = MasyuCell.empty;
    let pearls = 0;
    for (let cell = 0; cell < puzzle.cells.length; cell++)
      if (puzzle.cells[cell] !== empty) pearls++;
    // The clauses of the grid's size alone (degree, 2×2 squares) are kept once a second puzzle
    // of that size comes (a batch: one puzzle alone, as in a command line, pays nothing for
    // it), and the next ones copy them, stored and watched already: only the pearls' clauses
    // are then stored one by one.
    const { rows, cols } = puzzle;
    // (Not for grids one cell wide, whose degree clauses are units.)
    const again =
      pearls > 0 &&
      rows > 1 &&
      cols > 1 &&
      n <= BASE_CELLS &&
      lastSize?.rows === rows &&
      lastSize.cols === cols;
    const base = again ? lastSize?.base : undefined;
    if (!again) lastSize = { rows, cols, base: undefined };
    this.encoding = encodePacked(puzzle, again ? 'pearls' : 'all');
    const { varOfEdge, edgeOfVar, literals, starts } = this.encoding;
    this.paths = new PathTracker(puzzle, this.encoding);
    this.sat = new SatSolver(edgeOfVar.length, this.paths, options);
    if (again && base === undefined) {
      const grid = encodePacked(puzzle, 'grid');
      this.sat.addClauses(grid.literals, grid.starts);
      lastSize = { rows, cols, base: this.sat.clauseBase() };
    }
    this.sat.addClauses(literals, starts, base);
    this.cutter = new LoopCutter(puzzle, this.encoding);
    const branching = options.branching ?? 'auto';
    this.sparse =
      branching === 'paths' || (branching === 'auto' && pearls > 0 && pearls < SPARSE * n);
    this.paths.guiding = this.sparse;
    // Branch first near the pearls: their edges decide the most.
    for (let cell = 0; cell < n; cell++) {
      if (puzzle.cells[cell] === empty) continue;
      const col = cell % cols;
      if (col + 1 < cols) this.sat.bump(varOfEdge[2 * cell]!, 1);
      if (cell + cols < n) this.sat.bump(varOfEdge[2 * cell + 1]!, 1);
      if (col > 0) this.sat.bump(varOfEdge[2 * (cell - 1)]!, 1);
      if (cell >= cols) this.sat.bump(varOfEdge[2 * (cell - cols) + 1]!, 1);
    }
    this.ms = Date.now() - started;
  }

  /**
   * Ends the search, handing its arrays to the next search of a grid of the same size (see
   * {@link SatSolver.release}): `step` then answers `exhausted`.
   */
  release(): void {
    if (this.released) return;
    this.released = true;
    this.done = true;
    this.sat.release();
  }

  /** Work done so far. */
  get stats(): MasyuSearchStats {
    return {
      ms: this.ms,
      nodes: this.sat.decisions,
      conflicts: this.sat.conflicts,
      cuts: this.cuts,
    };
  }

  /**
   * Possible segments (edges of the grid) whose fate is settled for good: on or off the loop in
   * every solution left, decided at the search's root level. The count only grows.
   */
  get settled(): { readonly done: number; readonly total: number } {
    return { done: this.sat.fixedCount, total: this.sat.numVars };
  }

  /** About how many bytes the search holds: its clauses, learnt ones included, and their watches. */
  get memoryBytes(): number {
    return this.sat.memoryBytes;
  }

  /**
   * Searches for the next solution, for at most about `maxConflicts` dead ends: returns it, or
   * `exhausted` when every solution has been returned, or `paused` when the budget ran out.
   */
  step(maxConflicts = Infinity): StepResult {
    if (this.done) return { kind: 'exhausted' };
    const started = Date.now();
    try {
      const last = this.last;
      if (last !== undefined) {
        // Exclude the solution just returned: a different loop must drop one of its edges.
        const { varOfEdge } = this.encoding;
        const clause: number[] = [];
        for (let e = 0; e < last.edges.length; e++) {
          if (last.edges[e] === 1) clause.push(2 * varOfEdge[e]! + 1);
        }
        this.sat.addClause(clause);
        this.last = undefined;
      }
      const stopAt = this.sat.conflicts + maxConflicts;
      for (;;) {
        if (this.sat.conflicts >= this.sliceEnd) {
          // Alternate between activity-driven branching and growing paths toward pearls, with
          // growing budgets: each wins on different grids, and they share what they learn.
          this.slice++;
          this.paths.guiding = this.sparse && this.slice % 2 === 0;
          this.sliceEnd = this.sat.conflicts + FIRST_SLICE * 2 ** (this.slice >> 1);
          if (this.sparse) this.sat.restart();
        }
        const budget = Math.min(stopAt, this.sliceEnd) - this.sat.conflicts;
        const answer = this.sat.solve(Math.max(1, budget));
        if (answer === 'unsat') {
          this.done = true;
          return { kind: 'exhausted' };
        }
        if (answer === 'unknown') {
          if (this.sat.conflicts >= stopAt) return { kind: 'paused' };
          continue;
        }
        const checked = this.cutter.check((v) => this.sat.valueOf(v) === true);
        if ('loop' in checked) {
          this.last = checked.loop;
          return { kind: 'solution', loop: checked.loop };
        }
        this.cuts += checked.cuts.length;
        for (const cut of checked.cuts) this.sat.addClause(cut);
        if (this.sat.conflicts >= stopAt) return { kind: 'paused' };
      }
    } finally {
      this.ms += Date.now() - started;
    }
  }
}

/** The answer of {@link solve}. */
export interface SolveResult {
  readonly status: 'unique' | 'multiple' | 'none';
  /** The solution when unique; the first one found when multiple. */
  readonly solution?: MasyuLoop;
  /** A second, different solution when multiple. */
  readonly otherSolution?: MasyuLoop;
  readonly stats: MasyuSearchStats;
}

/**
 * Options of the synchronous solvers: the branching, and the control of `@cgkit/core-search`
 * (checked between steps and within them; the clauses the search learns must fit
 * `maxMemoryBytes`). After each step, progress is reported twice: the dead ends met, phase
 * `dead ends`, and the segments settled for good of all possible segments
 * ({@link MasyuSearch.settled}), phase `segments settled` while looking for the first loop,
 * `segments settled, another loop` after.
 */
export interface MasyuSolveOptions extends MasyuSearchOptions, SolveControl {}

/**
 * Grids of at most this many cells with a pearl keep their size's clauses for the next puzzles
 * of that size, from the second on (see `lastSize`, the last size met).
 */
const BASE_CELLS = 4096;
let lastSize: { rows: number; cols: number; base: ClauseBase | undefined } | undefined;

const STEP = 2000;
const FIRST_SLICE = 1000;
/** Below this share of pearls per cell, growing paths toward pearls is tried first. */
const SPARSE = 0.05;

/**
 * Runs a search step after step, honouring the options; returns the next solution or none.
 * `found` solutions were returned before (it names the phase of the settled segments).
 */
function nextSolution(
  search: MasyuSearch,
  options: MasyuSolveOptions,
  found: number,
): MasyuLoop | undefined {
  const phase = found === 0 ? 'segments settled' : 'segments settled, another loop';
  for (;;) {
    checkControl(options);
    reserveMemory(options, 'the Masyu search', search.memoryBytes);
    const result = search.step(STEP);
    options.onProgress?.({ done: search.stats.conflicts, phase: 'dead ends' });
    options.onProgress?.({ ...search.settled, phase });
    if (result.kind === 'solution') return result.loop;
    if (result.kind === 'exhausted') return undefined;
  }
}

/** Solves a puzzle exactly: its unique solution, two different solutions, or a proof of none. */
export function solve(puzzle: MasyuPuzzle, options: MasyuSolveOptions = {}): SolveResult {
  const search = new MasyuSearch(puzzle, options);
  try {
    const solution = nextSolution(search, options, 0);
    if (solution === undefined) return { status: 'none', stats: search.stats };
    const otherSolution = nextSolution(search, options, 1);
    if (otherSolution === undefined) return { status: 'unique', solution, stats: search.stats };
    return { status: 'multiple', solution, otherSolution, stats: search.stats };
  } finally {
    search.release();
  }
}

/** Counts the solutions of a puzzle, stopping at `limit`: `complete` says the count is exact. */
export function countSolutions(
  puzzle: MasyuPuzzle,
  limit: number,
  options: MasyuSolveOptions = {},
): { count: number; complete: boolean; stats: MasyuSearchStats } {
  const search = new MasyuSearch(puzzle, options);
  try {
    let count = 0;
    while (count < limit) {
      if (nextSolution(search, options, count) === undefined) {
        return { count, complete: true, stats: search.stats };
      }
      count++;
    }
    return { count, complete: false, stats: search.stats };
  } finally {
    search.release();
  }
}
