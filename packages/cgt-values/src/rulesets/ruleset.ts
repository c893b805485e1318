import { Checkpoints, type SolveControl } from '@cgkit/core-search';
import { negative, sumOf } from '../short/arithmetic.js';
import { canonical } from '../short/canonical.js';
import { heldBytes, withControl } from '../control.js';
import { PairTable } from '../short/pair-table.js';
import { Game, gameById, star, ZERO } from '../short/store.js';

/**
 * A partizan game given by its rules: the options of each player from a position, and a key under
 * which equal positions share one entry of the transposition table.
 */
export interface PartizanRuleset<P> {
  readonly name: string;
  leftOptions(position: P): Iterable<P>;
  rightOptions(position: P): Iterable<P>;
  /** Positions with equal keys must have equal values (a symmetric normal form is welcome). */
  key(position: P): string | number | bigint;
  /**
   * Optional: independent parts whose sum is the position (a single part may be a simplified
   * copy of it). Without it the position is solved whole.
   */
  components?(position: P): readonly P[];
  /**
   * Optional: the position with the players' roles swapped (its value is the negative of this
   * one's) when the ruleset prefers to store that one, else undefined. A position and its
   * conjugate then share one entry of the table.
   */
  conjugate?(position: P): P | undefined;
  /**
   * Optional: true when Left and Right always have the same options (an impartial game). The
   * solver then lists them once and values a position whose options are all nimbers by the mex
   * rule, instead of simplifying the two lists of options.
   */
  readonly impartial?: boolean;
  /**
   * Optional, for speed: the keys of a position's options without building them (most options a
   * search meets are stored already; only the others are built, by {@link option}). Writes into
   * `into` each option's key as `key(conjugate(o) ?? o)` gives it, or `~key` when the conjugate
   * is the one stored, Left's options first, in the order of `leftOptions` and `rightOptions`;
   * returns false when it cannot (a key that is not a nonnegative 31-bit integer, more options
   * than `into` has room for): the solver then lists the options.
   */
  optionKeys?(position: P, into: OptionKeys): boolean;
  /** With `optionKeys`: the option written with `move`. */
  option?(position: P, move: number): P;
}

/** Where {@link PartizanRuleset.optionKeys} writes a position's options. */
export interface OptionKeys {
  /** Each option's key, or `~key` when its conjugate is stored (then its value is the negative). */
  readonly keys: Int32Array;
  /** What {@link PartizanRuleset.option} builds each option from. */
  readonly moves: Int32Array;
  /** The number of options written, and of Left's among them (the first ones). */
  count: number;
  leftCount: number;
}

/**
 * How a solve is steered: cancelled by `signal`, `onProgress` with positions stored, a
 * `deadline`, and `maxMemoryBytes` for the transposition table and the games it holds.
 */
export type SolverOptions = SolveControl;

type Key = string | number | bigint;

/** Bytes a stored position takes beyond its key's characters, about (the Map entry). */
const BYTES_PER_POSITION = 100;

/**
 * One position being valued: its children (Left options then Right options, or the parts of a
 * sum) are valued first, then it is put together from their values.
 */
interface Frame<P> {
  readonly keys: readonly Key[];
  /** The children, or undefined when the ruleset gave their keys (the solver's key stack). */
  readonly children: readonly P[] | undefined;
  /** The position whose options are keyed, from `start` on the key stack. */
  readonly position: P;
  readonly start: number;
  /** The number of children. */
  readonly count: number;
  /**
   * How many of the children are Left options (−1 for the parts of a sum, −2 for the options of
   * an impartial position, for both players).
   */
  readonly leftCount: number;
  readonly values: Game[];
  /** What it holds, about: its children, each taken as large as the position's key. */
  readonly bytes: number;
  /** The position valued is the conjugate of the one asked for: its parent negates the value. */
  readonly negated: boolean;
}

/** The options as an array: most rulesets list them in one already. */
function listed<P>(options: Iterable<P>): P[] {
  return Array.isArray(options) ? (options as P[]) : [...options];
}

/** `Frame.leftCount` of the parts of a sum, and of an impartial position's options. */
const SUM = -1;
const IMPARTIAL = -2;

/** The most options a position's keys are written for: more are listed. */
const MAX_KEYED_OPTIONS = 256;

/** An impartial position's value: the mex of its options when they are all nimbers. */
function impartialValue(options: readonly Game[]): Game {
  const seen = new Set<number>();
  for (const g of options) {
    const n = g === ZERO ? 0 : g.nimber;
    if (n === undefined) return canonical(options, options);
    seen.add(n);
  }
  let mex = 0;
  while (seen.has(mex)) mex++;
  return star(mex);
}

function keyBytes(key: Key): number {
  return typeof key === 'string' ? 2 * key.length : 16;
}

/**
 * Computes canonical forms of a ruleset's positions. The transposition table lives as long as the
 * solver, so positions reached again, in this call or a later one, cost one lookup. The search
 * keeps its own stack, so however long the play, it never overflows the call stack.
 */
export class PartizanSolver<P> {
  /**
   * The values by key: a nonnegative 31-bit integer key (most grid boards') to the value's id in
   * typed arrays (about half the time of a Map's lookups, and no entry objects), others in a Map.
   */
  private readonly small = new PairTable(1 << 12, false);
  private readonly table = new Map<Key, Game>();
  /** The keys and moves of keyed frames' options (`optionKeys`), frame after frame. */
  private keyStack = new Int32Array(1 << 10);
  private moveStack = new Int32Array(1 << 10);
  private keyTop = 0;
  private readonly scratch: OptionKeys = {
    keys: new Int32Array(MAX_KEYED_OPTIONS),
    moves: new Int32Array(MAX_KEYED_OPTIONS),
    count: 0,
    leftCount: 0,
  };
  /** Bytes the table and the search's stack hold, about. */
  private tableBytes = 0;
  private stackBytes = 0;

  constructor(
    readonly ruleset: PartizanRuleset<P>,
    private readonly options: SolverOptions = {},
  ) {}

  /** The number of positions stored in the transposition table. */
  get tableSize(): number {
    return this.small.size + this.table.size;
  }

  private lookup(key: Key): Game | undefined {
    if (typeof key !== 'number' || (key | 0) !== key || key < 0) return this.table.get(key);
    const id = this.small.get(key, 0);
    return id < 0 ? undefined : gameById(id);
  }

  private store(key: Key, value: Game): void {
    if (this.lookup(key) !== undefined) return;
    if (typeof key !== 'number' || (key | 0) !== key || key < 0) this.table.set(key, value);
    else this.small.set(key, 0, value.id);
    this.tableBytes += BYTES_PER_POSITION + keyBytes(key);
  }

  /** The canonical form of a position. */
  canonicalForm(position: P): Game {
    const flipped = this.ruleset.conjugate?.(position);
    const stored = flipped ?? position;
    const key = this.ruleset.key(stored);
    // The sums and simplifications of the search are under its control too.
    return withControl(this.options, () => {
      const value = this.lookup(key) ?? this.search(stored, key);
      return flipped === undefined ? value : negative(value);
    });
  }

  private search(position: P, key: Key): Game {
    this.stackBytes = 0; // a search stopped by its control left its stack behind
    this.keyTop = 0;
    // The budget counts the transposition table and the games it holds.
    const checkpoints = new Checkpoints(this.options, 'positions', 4096, undefined, {
      what: `the ${this.ruleset.name} transposition table`,
      bytes: () => this.tableBytes + this.stackBytes + heldBytes(),
    });
    // Positions with thousands of options (a large cake) are slow to finish: the control and the
    // budget are checked by the children generated too, not only by positions finished.
    let generated = 0;
    const stack: Frame<P>[] = [];
    /** Values a child: directly when every part of it is stored, else by a frame pushed. */
    const push = (child: P, childKey: Key, negated: boolean): Game | undefined => {
      const frame = this.frame(child, childKey, negated);
      if (frame instanceof Game) {
        this.store(childKey, frame);
        checkpoints.tick();
        return negated ? negative(frame) : frame;
      }
      stack.push(frame);
      generated += frame.count + 1;
      if (generated >= 4096) {
        generated = 0;
        checkpoints.report();
      }
      return undefined;
    };
    const first = push(position, key, false);
    if (first !== undefined) return first;
    let value: Game | undefined;
    for (;;) {
      const top = stack[stack.length - 1]!;
      if (top.values.length < top.count) {
        if (top.children === undefined) {
          // A keyed option: built only when it is not stored.
          const i = top.start + top.values.length;
          const k = this.keyStack[i]!;
          const id = this.small.get(k < 0 ? ~k : k, 0);
          let g: Game | undefined;
          if (id >= 0) {
            g = gameById(id)!;
            if (k < 0) g = negative(g);
          } else {
            const child = this.ruleset.option!(top.position, this.moveStack[i]!);
            g = k < 0 ? push(this.conjugateOf(child), ~k, true) : push(child, k, false);
          }
          if (g !== undefined) top.values.push(g);
          continue;
        }
        const child = top.children[top.values.length]!;
        // Most children are stored already, as they are: their conjugate is made only if not.
        const childKey = this.ruleset.key(child);
        let g = this.lookup(childKey);
        if (g !== undefined) {
          top.values.push(g);
          continue;
        }
        const flipped = this.ruleset.conjugate?.(child);
        if (flipped === undefined) {
          g = push(child, childKey, false);
        } else {
          const flippedKey = this.ruleset.key(flipped);
          g = this.lookup(flippedKey);
          g = g === undefined ? push(flipped, flippedKey, true) : negative(g);
        }
        if (g !== undefined) top.values.push(g);
        continue;
      }
      value =
        top.leftCount === SUM
          ? sumOf(top.values)
          : top.leftCount === IMPARTIAL
            ? impartialValue(top.values)
            : canonical(top.values.slice(0, top.leftCount), top.values.slice(top.leftCount));
      for (const k of top.keys) this.store(k, value);
      this.stackBytes -= top.bytes;
      if (top.children === undefined) this.keyTop = top.start;
      stack.pop();
      if (stack.length === 0) return value;
      stack[stack.length - 1]!.values.push(top.negated ? negative(value) : value);
      checkpoints.tick();
    }
  }

  /** The conjugate of an option keyed as stored by its conjugate. */
  private conjugateOf(child: P): P {
    const flipped = this.ruleset.conjugate?.(child);
    if (flipped === undefined) {
      throw new Error(`${this.ruleset.name}: an option keyed by its conjugate has none`);
    }
    return flipped;
  }

  /** A part's value when it is stored, as it is or as its conjugate. */
  private stored(part: P): Game | undefined {
    const g = this.lookup(this.ruleset.key(part));
    if (g !== undefined) return g;
    const flipped = this.ruleset.conjugate?.(part);
    if (flipped === undefined) return undefined;
    const f = this.lookup(this.ruleset.key(flipped));
    return f === undefined ? undefined : negative(f);
  }

  /**
   * The frame that values a position: a sum of its parts, or a game of its options; or its value
   * at once when the parts it splits into are all stored (most splits a search meets).
   */
  private frame(position: P, key: Key, negated: boolean): Frame<P> | Game {
    const parts = this.ruleset.components?.(position) ?? [position];
    if (parts.length !== 1) {
      // The parts stored already are valued here, the first missing one by the search.
      const values: Game[] = [];
      for (const part of parts) {
        const g = this.stored(part);
        if (g === undefined) break;
        values.push(g);
      }
      if (values.length === parts.length) return sumOf(values);
      return this.made(position, key, negated, [key], parts, parts.length, SUM, values);
    }
    const whole = parts[0]!;
    if (whole !== position) {
      // A cropped copy of the position may be stored.
      const g = this.stored(whole);
      if (g !== undefined) return g;
    }
    const keys = whole === position ? [key] : [key, this.ruleset.key(whole)];
    const into = this.scratch;
    if (this.ruleset.optionKeys?.(whole, into) === true) {
      const { count, leftCount } = into;
      const frame = this.made(whole, key, negated, keys, undefined, count, leftCount, []);
      this.pushKeys(into);
      return frame;
    }
    const left = listed(this.ruleset.leftOptions(whole));
    if (this.ruleset.impartial === true) {
      return this.made(position, key, negated, keys, left, left.length, IMPARTIAL, []);
    }
    const all = left.concat(listed(this.ruleset.rightOptions(whole)));
    return this.made(position, key, negated, keys, all, all.length, left.length, []);
  }

  /** A frame, its bytes counted in the stack's. */
  private made(
    position: P,
    key: Key,
    negated: boolean,
    keys: Key[],
    children: readonly P[] | undefined,
    count: number,
    leftCount: number,
    values: Game[],
  ): Frame<P> {
    const bytes = (count + 1) * (BYTES_PER_POSITION + keyBytes(key));
    this.stackBytes += bytes;
    const start = this.keyTop;
    return { keys, children, position, start, count, leftCount, values, bytes, negated };
  }

  /** Puts the options just keyed on the key stack. */
  private pushKeys(into: OptionKeys): void {
    const end = this.keyTop + into.count;
    if (end > this.keyStack.length) {
      const size = Math.max(2 * this.keyStack.length, end);
      const keys = new Int32Array(size);
      const moves = new Int32Array(size);
      keys.set(this.keyStack.subarray(0, this.keyTop));
      moves.set(this.moveStack.subarray(0, this.keyTop));
      this.keyStack = keys;
      this.moveStack = moves;
    }
    // Copied one by one: `subarray` would make two views per position.
    const { keys, moves, count } = into;
    for (let i = 0; i < count; i++) {
      this.keyStack[this.keyTop + i] = keys[i]!;
      this.moveStack[this.keyTop + i] = moves[i]!;
    }
    this.keyTop = end;
  }
}
