import type { GameRules, PositionKey, SearchOptions, SearchStats } from './game.js';
import { TranspositionTable } from './table.js';
import { Tracker } from './tracker.js';
import { bestOf, moveValue, pack, unpack, type MoveValue, type Solution } from './value.js';

/** One position being searched: its moves, the next to try, and what its children showed. */
interface Frame<P, M> {
  readonly position: P;
  readonly key: PositionKey;
  readonly moves: readonly M[];
  next: number;
  /** Fewest moves to a win found so far (a child that is lost for its mover). */
  fastestWin: number;
  /** Most moves to a draw, or -1 when no child draws. */
  longestDraw: number;
  /** Most moves to a loss (every child won for its mover). */
  slowestLoss: number;
}

const LOSS_IN_0 = pack('loss', 0);

/**
 * Win/loss/draw with remoteness for games without cycles, by memoized depth-first search on an
 * explicit stack: a line millions of moves deep needs no call stack. The table persists across
 * calls, so solving many positions of one game shares the work.
 */
export class Solver<P, M> {
  private readonly table: TranspositionTable;
  private readonly tracker: Tracker;

  constructor(
    private readonly game: GameRules<P, M>,
    options: SearchOptions = {},
  ) {
    this.table = new TranspositionTable(options.maxTableEntries);
    this.tracker = new Tracker(options);
  }

  /** Running statistics, accumulated over every call. */
  get stats(): Readonly<SearchStats> {
    return this.tracker.finish();
  }

  /** The value of a position for the player to move. */
  solve(position: P): Solution {
    return unpack(this.solvePacked(position));
  }

  /** Every legal move with its value for the player making it, in the game's move order. */
  analyzeMoves(position: P): MoveValue<M>[] {
    if (this.game.terminal?.(position) !== undefined) return [];
    return this.game
      .moves(position)
      .map((move) => moveValue(move, this.solve(this.game.play(position, move))));
  }

  /** A best move (fastest win, else a draw, else slowest loss), or undefined when the game is over. */
  bestMove(position: P): M | undefined {
    return bestOf(this.analyzeMoves(position))?.move;
  }

  private keyOf(position: P): PositionKey {
    const { game } = this;
    return game.key(game.canonical === undefined ? position : game.canonical(position));
  }

  /** The packed value of a position whose value is known without search, if any. */
  private leafValue(position: P): number | undefined {
    const outcome = this.game.terminal?.(position);
    return outcome === undefined ? undefined : pack(outcome, 0);
  }

  private solvePacked(root: P): number {
    const rootKey = this.keyOf(root);
    const known = this.table.get(rootKey);
    if (known !== undefined) {
      this.tracker.hit();
      return known;
    }
    const stack: Frame<P, M>[] = [];
    const onStack = new Set<PositionKey>();
    let result = this.open(root, rootKey, stack, onStack);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      if (frame.next === frame.moves.length) {
        result = close(frame);
        stack.pop();
        onStack.delete(frame.key);
        this.table.set(frame.key, result);
        const parent = stack[stack.length - 1];
        if (parent !== undefined) absorb(parent, result);
        continue;
      }
      const child = this.game.play(frame.position, frame.moves[frame.next]!);
      const key = this.keyOf(child);
      let value = this.table.get(key);
      if (value !== undefined) {
        this.tracker.hit();
      } else {
        if (onStack.has(key)) {
          throw new Error(
            `${this.game.name}: a position repeats along a line of play; use solveLoopy for loopy games`,
          );
        }
        value = this.open(child, key, stack, onStack);
        if (value === undefined) continue;
      }
      absorb(frame, value);
    }
    return result!;
  }

  /**
   * Starts on a position: returns its value at once when it is over, otherwise pushes a frame
   * (and returns undefined) so the main loop explores its moves.
   */
  private open(
    position: P,
    key: PositionKey,
    stack: Frame<P, M>[],
    onStack: Set<PositionKey>,
  ): number | undefined {
    this.tracker.position();
    let value = this.leafValue(position);
    const moves = value === undefined ? this.game.moves(position) : [];
    if (value === undefined && moves.length === 0) value = LOSS_IN_0;
    if (value !== undefined) {
      this.table.set(key, value);
      return value;
    }
    stack.push({
      position,
      key,
      moves,
      next: 0,
      fastestWin: Infinity,
      longestDraw: -1,
      slowestLoss: 0,
    });
    onStack.add(key);
    return undefined;
  }
}

/** Takes a child's value into its parent's frame and moves on to the parent's next move. */
function absorb<P, M>(frame: Frame<P, M>, packed: number): void {
  frame.next++;
  const { outcome, remoteness } = unpack(packed);
  const after = remoteness + 1;
  if (outcome === 'loss') frame.fastestWin = Math.min(frame.fastestWin, after);
  else if (outcome === 'draw') frame.longestDraw = Math.max(frame.longestDraw, after);
  else frame.slowestLoss = Math.max(frame.slowestLoss, after);
}

function close<P, M>(frame: Frame<P, M>): number {
  if (frame.fastestWin !== Infinity) return pack('win', frame.fastestWin);
  if (frame.longestDraw >= 0) return pack('draw', frame.longestDraw);
  return pack('loss', frame.slowestLoss);
}

/** Solves one position with a fresh solver: its value and the work it took. */
export function solveGame<P, M>(
  game: GameRules<P, M>,
  position: P,
  options: SearchOptions = {},
): Solution & { stats: SearchStats } {
  const solver = new Solver(game, options);
  const solution = solver.solve(position);
  return { ...solution, stats: { ...solver.stats } };
}
