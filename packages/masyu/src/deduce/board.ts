import { MasyuCell, Dir, type MasyuLoop, type MasyuPuzzle } from '../model.js';

/** What is known of one edge: undecided, part of the loop, or crossed out. */
export const Mark = { unknown: 0, line: 1, cross: 2 } as const;
/** What is known of one edge: one of the {@link Mark} values. */
export type EdgeMark = (typeof Mark)[keyof typeof Mark];

/** The four directions, in the order U D L R. */
export const DIRECTIONS = [Dir.up, Dir.down, Dir.left, Dir.right] as const;

/** The direction pointing the other way. */
export function opposite(dir: number): number {
  return dir === Dir.up
    ? Dir.down
    : dir === Dir.down
      ? Dir.up
      : dir === Dir.left
        ? Dir.right
        : Dir.left;
}

/** The two directions at right angles to `dir`. */
export function across(dir: number): readonly [number, number] {
  return dir === Dir.up || dir === Dir.down ? [Dir.left, Dir.right] : [Dir.up, Dir.down];
}

/** A direction as a word: up, down, left or right. */
export function dirName(dir: number): string {
  return dir === Dir.up ? 'up' : dir === Dir.down ? 'down' : dir === Dir.left ? 'left' : 'right';
}

/**
 * A puzzle being solved: the mark of every edge (edge `2·cell` joins a cell to its right
 * neighbour, `2·cell + 1` to the one below, as in {@link MasyuLoop}), with an undo trail for
 * trying assumptions, and a queue of the cells near recent changes, where rules look next.
 */
export class DeductionBoard {
  readonly puzzle: MasyuPuzzle;
  readonly rows: number;
  readonly cols: number;
  readonly size: number;
  readonly marks: Uint8Array;
  /** Set when a rule finds the marks impossible; cleared by {@link restore}. */
  contradiction: boolean = false;
  private readonly trail: Int32Array;
  private trailLength = 0;
  /** Drawn edges so far, and pearls in the puzzle. */
  lineCount = 0;
  pearlCount: number;
  /** Drawn edges at each cell; cells with exactly one (loose ends); pearls with at least one. */
  private readonly degree: Uint8Array;
  looseEnds = 0;
  pearlsReached = 0;
  /** Cells to look at with the local rules, and (once those are exhausted) with the slower ones. */
  private readonly fast: CellQueue;
  private readonly late: CellQueue;

  constructor(puzzle: MasyuPuzzle) {
    this.puzzle = puzzle;
    this.rows = puzzle.rows;
    this.cols = puzzle.cols;
    this.size = puzzle.rows * puzzle.cols;
    this.marks = new Uint8Array(2 * this.size);
    this.trail = new Int32Array(2 * this.size);
    this.degree = new Uint8Array(this.size);
    this.fast = new CellQueue(this.size);
    this.late = new CellQueue(this.size);
    this.pearlCount = puzzle.cells.reduce((n, kind) => n + (kind === MasyuCell.empty ? 0 : 1), 0);
    for (let cell = 0; cell < this.size; cell++) {
      // Edges leaving the grid are crossed out from the start, so rules need no border cases.
      if (cell % this.cols === this.cols - 1) this.marks[2 * cell] = Mark.cross;
      if (cell >= this.size - this.cols) this.marks[2 * cell + 1] = Mark.cross;
      this.fast.push(cell);
      this.late.push(cell);
    }
  }

  /** About how many bytes the board holds: its marks, undo trail and queues. */
  get memoryBytes(): number {
    return this.marks.byteLength + this.trail.byteLength + 11 * this.size;
  }

  /** The pearl (or empty) of a cell. */
  kind(cell: number): number {
    return this.puzzle.cells[cell]!;
  }

  /** Whether a cell holds a pearl. */
  isPearl(cell: number): boolean {
    return this.puzzle.cells[cell] !== MasyuCell.empty;
  }

  /** The neighbour of a cell in a direction, or -1 off the grid. */
  next(cell: number, dir: number): number {
    const col = cell % this.cols;
    switch (dir) {
      case Dir.up:
        return cell >= this.cols ? cell - this.cols : -1;
      case Dir.down:
        return cell + this.cols < this.size ? cell + this.cols : -1;
      case Dir.left:
        return col > 0 ? cell - 1 : -1;
      default:
        return col + 1 < this.cols ? cell + 1 : -1;
    }
  }

  /** The edge from a cell in a direction, or -1 off the grid. */
  edge(cell: number, dir: number): number {
    if (cell < 0 || this.next(cell, dir) < 0) return -1;
    switch (dir) {
      case Dir.up:
        return 2 * (cell - this.cols) + 1;
      case Dir.down:
        return 2 * cell + 1;
      case Dir.left:
        return 2 * (cell - 1);
      default:
        return 2 * cell;
    }
  }

  /** The mark of the edge from a cell in a direction; off the grid (or from no cell) it is a cross. */
  at(cell: number, dir: number): EdgeMark {
    const e = this.edge(cell, dir);
    return e < 0 ? Mark.cross : (this.marks[e] as EdgeMark);
  }

  /** How many of a cell's edges carry a given mark. */
  countAt(cell: number, mark: EdgeMark): number {
    if (mark === Mark.line) return this.degree[cell]!;
    let n = 0;
    for (const dir of DIRECTIONS) if (this.at(cell, dir) === mark) n++;
    return n;
  }

  /** The two cells an edge joins, lower index first. */
  ends(edge: number): [number, number] {
    const cell = edge >> 1;
    return [cell, (edge & 1) === 0 ? cell + 1 : cell + this.cols];
  }

  /**
   * Marks an undecided edge. Returns false (and records the contradiction) when the edge already
   * carries the other mark; true otherwise.
   */
  set(edge: number, mark: EdgeMark): boolean {
    const now = this.marks[edge]!;
    if (now === mark) return true;
    if (now !== Mark.unknown) {
      this.contradiction = true;
      return false;
    }
    this.marks[edge] = mark;
    this.trail[this.trailLength++] = edge;
    const [a, b] = this.ends(edge);
    if (mark === Mark.line) {
      this.lineCount++;
      this.addDegree(a, 1);
      this.addDegree(b, 1);
    }
    this.touch(a);
    this.touch(b);
    return true;
  }

  /** Changes the drawn edges counted at a cell, keeping the counts of loose ends and pearls. */
  private addDegree(cell: number, change: 1 | -1): void {
    const before = this.degree[cell]!;
    const after = before + change;
    this.degree[cell] = after;
    this.looseEnds += (after === 1 ? 1 : 0) - (before === 1 ? 1 : 0);
    if (this.isPearl(cell)) this.pearlsReached += (after > 0 ? 1 : 0) - (before > 0 ? 1 : 0);
  }

  /** A point to come back to with {@link restore}. */
  save(): number {
    return this.trailLength;
  }

  /** The edges marked since `point`, oldest first (each with its mark in {@link marks}). */
  markedSince(point: number): Int32Array {
    return this.trail.subarray(point, this.trailLength);
  }

  /** Undoes every mark set since `point`, and forgets the contradiction and the pending cells. */
  restore(point: number): void {
    while (this.trailLength > point) {
      const edge = this.trail[--this.trailLength]!;
      if (this.marks[edge] === Mark.line) {
        this.lineCount--;
        const [a, b] = this.ends(edge);
        this.addDegree(a, -1);
        this.addDegree(b, -1);
      }
      this.marks[edge] = Mark.unknown;
    }
    this.contradiction = false;
    this.fast.clear();
    this.late.clear();
  }

  /**
   * Puts a pearl on an empty cell, keeping every mark: a mark deduced without the pearl holds in
   * every solution of the puzzle with it. Lets a generator add clues where deduction is stuck.
   */
  addPearl(cell: number, kind: number): void {
    if (this.puzzle.cells[cell] !== MasyuCell.empty)
      throw new RangeError(`cell ${cell} is not empty`);
    this.puzzle.cells[cell] = kind;
    this.pearlCount++;
    if (this.degree[cell]! > 0) this.pearlsReached++;
    this.touch(cell);
  }

  /** The next cell for the local rules, or -1 when none is pending. */
  pop(): number {
    return this.fast.pop();
  }

  /** The next cell for the slower cell rules, or -1 when none is pending. */
  popLate(): number {
    return this.late.pop();
  }

  /** The edges drawn so far, as a loop (possibly unfinished). */
  lines(): MasyuLoop {
    const edges = new Uint8Array(this.marks.length);
    for (let e = 0; e < edges.length; e++) edges[e] = this.marks[e] === Mark.line ? 1 : 0;
    return { rows: this.rows, cols: this.cols, edges };
  }

  /** Whether every edge inside the grid is decided. */
  get decided(): boolean {
    return !this.marks.includes(Mark.unknown);
  }

  /** Queues the cells whose rules read edges near a changed cell: within two steps of it. */
  private touch(cell: number): void {
    const row = Math.floor(cell / this.cols);
    const col = cell - row * this.cols;
    for (let dr = -2; dr <= 2; dr++) {
      const r = row + dr;
      if (r < 0 || r >= this.rows) continue;
      const span = 2 - Math.abs(dr);
      for (let c = Math.max(0, col - span); c <= Math.min(this.cols - 1, col + span); c++) {
        this.fast.push(r * this.cols + c);
        this.late.push(r * this.cols + c);
      }
    }
  }
}

/** A first-in first-out queue of distinct cells. */
class CellQueue {
  private readonly items: Int32Array;
  private readonly queued: Uint8Array;
  private head = 0;
  private count = 0;

  constructor(size: number) {
    this.items = new Int32Array(size);
    this.queued = new Uint8Array(size);
  }

  push(cell: number): void {
    if (this.queued[cell] === 1) return;
    this.queued[cell] = 1;
    this.items[(this.head + this.count) % this.items.length] = cell;
    this.count++;
  }

  pop(): number {
    if (this.count === 0) return -1;
    const cell = this.items[this.head]!;
    this.head = (this.head + 1) % this.items.length;
    this.count--;
    this.queued[cell] = 0;
    return cell;
  }

  clear(): void {
    while (this.pop() >= 0);
  }
}

/** A cell's name for people: `r3c5` is row 3, column 5, counted from 1. */
export function cellName(cols: number, cell: number): string {
  return `r${Math.floor(cell / cols) + 1}c${(cell % cols) + 1}`;
}
