import type { ImpartialGame, PositionKey, SearchOptions, SearchStats } from './game.js';
import { TranspositionTable } from './table.js';
import { Tracker } from './tracker.js';

/** The minimum excludant: the least non-negative integer not among the values. */
export function mex(values: Iterable<number>): number {
  const seen: boolean[] = [];
  for (const v of values) if (v >= 0) seen[v] = true;
  let m = 0;
  while (seen[m] === true) m++;
  return m;
}

/** A component being valued: its moves, the next to try, and the parts of the current child. */
interface Frame<P, M> {
  readonly position: P;
  readonly key: PositionKey;
  readonly moves: readonly M[];
  next: number;
  readonly childValues: number[];
  /** The independent parts of the child reached by `moves[next]`, once split. */
  parts: readonly P[] | undefined;
  part: number;
  partsXor: number;
}

/**
 * Grundy values of an impartial game under normal play: the mex of the values of the moves, where
 * a position that splits into independent components is worth the XOR of theirs. Components are
 * memoized one by one, on an explicit stack.
 */
export class GrundySolver<P, M> {
  private readonly table: TranspositionTable;
  private readonly tracker: Tracker;

  constructor(
    private readonly game: ImpartialGame<P, M>,
    options: SearchOptions = {},
  ) {
    this.table = new TranspositionTable(options.maxTableEntries);
    this.tracker = new Tracker(options);
  }

  get stats(): Readonly<SearchStats> {
    return this.tracker.finish();
  }

  /** The Grundy value of a position: the XOR of its components' values. */
  grundy(position: P): number {
    let value = 0;
    for (const part of this.split(position)) value ^= this.componentValue(part);
    return value;
  }

  /** The moves of a position with the Grundy value each leaves (0 means a winning move). */
  analyzeMoves(position: P): { move: M; grundy: number }[] {
    return this.game.moves(position).map((move) => ({
      move,
      grundy: this.grundy(this.game.play(position, move)),
    }));
  }

  private split(position: P): readonly P[] {
    return this.game.components === undefined ? [position] : this.game.components(position);
  }

  private keyOf(position: P): PositionKey {
    const { game } = this;
    return game.key(game.canonical === undefined ? position : game.canonical(position));
  }

  private componentValue(root: P): number {
    const rootKey = this.keyOf(root);
    const known = this.table.get(rootKey);
    if (known !== undefined) {
      this.tracker.hit();
      return known;
    }
    const stack: Frame<P, M>[] = [this.frame(root, rootKey)];
    const onStack = new Set<PositionKey>([rootKey]);
    let result = 0;
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      if (frame.next === frame.moves.length) {
        result = mex(frame.childValues);
        stack.pop();
        onStack.delete(frame.key);
        this.table.set(frame.key, result);
        const parent = stack[stack.length - 1];
        if (parent !== undefined) this.absorbPart(parent, result);
        continue;
      }
      frame.parts ??= this.split(this.game.play(frame.position, frame.moves[frame.next]!));
      if (frame.part === frame.parts.length) {
        frame.childValues.push(frame.partsXor);
        frame.next++;
        frame.parts = undefined;
        frame.part = 0;
        frame.partsXor = 0;
        continue;
      }
      const part = frame.parts[frame.part]!;
      const key = this.keyOf(part);
      const value = this.table.get(key);
      if (value !== undefined) {
        this.tracker.hit();
        this.absorbPart(frame, value);
      } else {
        if (onStack.has(key)) {
          throw new Error(
            `${this.game.name}: a position repeats; Grundy values need a loop-free game`,
          );
        }
        stack.push(this.frame(part, key));
        onStack.add(key);
      }
    }
    return result;
  }

  private frame(position: P, key: PositionKey): Frame<P, M> {
    this.tracker.position();
    const declared = this.game.terminal?.(position);
    if (declared !== undefined && declared !== 'loss') {
      throw new Error(
        `${this.game.name}: a position declared a ${declared}; Grundy values need normal play`,
      );
    }
    const over = declared !== undefined;
    const moves = over ? [] : this.game.moves(position);
    return {
      position,
      key,
      moves,
      next: 0,
      childValues: [],
      parts: undefined,
      part: 0,
      partsXor: 0,
    };
  }

  private absorbPart(frame: Frame<P, M>, value: number): void {
    frame.partsXor ^= value;
    frame.part++;
  }
}

/** The Grundy value of one position with a fresh solver. */
export function grundy<P, M>(
  game: ImpartialGame<P, M>,
  position: P,
  options: SearchOptions = {},
): number {
  return new GrundySolver(game, options).grundy(position);
}
