import { checkControl, reserveMemory, type SolveControl } from '@cgkit/core-search';
import {
  DEFAULT_LIMIT,
  checkLimit,
  checkPosition,
  thirtyOneStart,
  type KeyCell,
  type Keypad,
  type ThirtyOnePosition,
} from '../model.js';
import { isPastLimit, legalKeys, press } from '../rules.js';

/** The value of a position for the player receiving the turn. */
export interface Analysis {
  readonly result: 'win' | 'lose';
  /** The keys that win (empty when the game is lost, or already over). */
  readonly winningKeys: readonly KeyCell[];
  /**
   * Key presses until the game ends with best play: the winner hurries, the loser holds out.
   * 0 when the game is already over (past the limit, or no key to press).
   */
  readonly remoteness: number;
}

/**
 * Options for solving a keypad: the limit, and the control of `@cgkit/core-search`. Progress
 * counts totals solved (phase `totals`) after each hundredth of them (after every total for
 * limits under 100), the last call with `done === total`; the table of values must fit
 * `maxMemoryBytes` (4 bytes per total and key).
 */
export interface KeypadSolveOptions extends SolveControl {
  /** The largest total a player may reach without losing (default 30). */
  readonly limit?: number;
}

/** Progress steps of a solve: about a hundred, so a large limit reports often but cheaply. */
const PROGRESS_STEPS = 100;

/**
 * The solution of one keypad and limit: the value of every total up to the limit with every
 * last key, in a typed array, so each question is answered in constant time.
 */
export class SolvedKeypad {
  readonly keypad: Keypad;
  readonly limit: number;
  /** Per total and table slot: remoteness ≥ 0 for a win, −1 − remoteness for a loss. */
  private readonly values: Int32Array;
  /** The table slot of each key of `keypad` (the table may belong to a symmetric keypad). */
  private readonly slots: readonly number[];
  private readonly stride: number;

  /** @internal Use {@link solveKeypad} or a {@link ThirtyOneSolver}. */
  constructor(keypad: Keypad, limit: number, values: Int32Array, slots: readonly number[]) {
    this.keypad = keypad;
    this.limit = limit;
    this.values = values;
    this.slots = slots;
    this.stride = keypad.digits.length + 1;
  }

  /**
   * The same solution seen from a symmetric keypad, whose key `c` plays the part of this
   * keypad's key `cellMap[c]`.
   */
  forSymmetricKeypad(keypad: Keypad, cellMap: readonly number[]): SolvedKeypad {
    const slots = cellMap.map((cell) => this.slots[cell]!);
    return new SolvedKeypad(keypad, this.limit, this.values, slots);
  }

  /** Whether the player receiving the turn wins with best play. */
  wins(position: ThirtyOnePosition): boolean {
    return this.value(position) >= 0;
  }

  /** Key presses until the game ends with best play (see {@link Analysis.remoteness}). */
  remoteness(position: ThirtyOnePosition): number {
    const value = this.value(position);
    return value >= 0 ? value : -1 - value;
  }

  /** The keys that win: those after which the opponent loses. */
  winningKeys(position: ThirtyOnePosition): KeyCell[] {
    if (isPastLimit(position, this.limit)) return [];
    // A key that passes the limit leaves a won position to the opponent, so it never wins.
    return legalKeys(this.keypad, position.last).filter(
      (cell) => !this.wins(press(this.keypad, position, cell)),
    );
  }

  /**
   * The key a perfect player presses: the quickest win, or else the key that holds out longest.
   * Undefined when no key can be pressed.
   */
  bestKey(position: ThirtyOnePosition): KeyCell | undefined {
    if (isPastLimit(position, this.limit)) return undefined;
    const winning = this.wins(position);
    let best: KeyCell | undefined;
    let bestRemoteness = 0;
    for (const cell of legalKeys(this.keypad, position.last)) {
      const next = press(this.keypad, position, cell);
      if (winning && this.wins(next)) continue;
      const remoteness = this.remoteness(next);
      const better = winning ? remoteness < bestRemoteness : remoteness > bestRemoteness;
      if (best === undefined || better) {
        best = cell;
        bestRemoteness = remoteness;
      }
    }
    return best;
  }

  /** Result, winning keys and remoteness of a position. */
  analyze(position: ThirtyOnePosition): Analysis {
    return {
      result: this.wins(position) ? 'win' : 'lose',
      winningKeys: this.winningKeys(position),
      remoteness: this.remoteness(position),
    };
  }

  /** The opening keys that win a game starting at a total (no previous key). */
  winningOpenings(start: number): KeyCell[] {
    return this.winningKeys(thirtyOneStart(start));
  }

  private value(position: ThirtyOnePosition): number {
    checkPosition(this.keypad, position);
    if (isPastLimit(position, this.limit)) return 0;
    const slot = position.last === undefined ? 0 : this.slots[position.last]!;
    return this.values[position.total * this.stride + slot]!;
  }
}

/**
 * Solves every position of a keypad and limit by filling its table from the highest total down:
 * a key adds at least 1, so each position's successors are already valued when it is reached (a
 * plain loop over the table; `thirtyOneGame` gives the same values through the generic solvers of
 * `@cgkit/core-search`, at many times the cost, which counts when thousands of keypads are solved).
 */
export function solveKeypad(keypad: Keypad, options: KeypadSolveOptions = {}): SolvedKeypad {
  const limit = options.limit ?? DEFAULT_LIMIT;
  checkLimit(limit);
  checkControl(options);
  const { digits } = keypad;
  const stride = digits.length + 1;
  const cells = (limit + 1) * stride;
  reserveMemory(
    options,
    `the values of totals 0 to ${limit}`,
    cells * Int32Array.BYTES_PER_ELEMENT,
  );
  const values = new Int32Array(cells);
  // The keys that may be pressed from each slot: 0 before any key, 1 + cell after that cell's.
  const keysOf = Array.from({ length: stride }, (_, slot) =>
    legalKeys(keypad, slot === 0 ? undefined : slot - 1),
  );
  const totals = limit + 1;
  const step = Math.ceil(totals / PROGRESS_STEPS);
  for (let total = limit; total >= 0; total--) {
    for (let slot = 0; slot < stride; slot++) {
      // The fastest win through a key that leaves the opponent lost, else the slowest loss; a key
      // that passes the limit hands the opponent a win in 0.
      let fastestWin = Infinity;
      let slowestLoss = 0;
      for (const cell of keysOf[slot]!) {
        const next = total + digits[cell]!;
        const value = next > limit ? 0 : values[next * stride + cell + 1]!;
        if (value < 0) fastestWin = Math.min(fastestWin, -value);
        else slowestLoss = Math.max(slowestLoss, value + 1);
      }
      values[total * stride + slot] = fastestWin < Infinity ? fastestWin : -1 - slowestLoss;
    }
    const done = totals - total;
    if (done % step === 0 || total === 0) {
      checkControl(options);
      options.onProgress?.({ done, total: totals, phase: 'totals' });
    }
  }
  const slots = digits.map((_, cell) => cell + 1);
  return new SolvedKeypad(keypad, limit, values, slots);
}
