import { reserveMemory } from '@cgkit/core-search';
import {
  DEFAULT_LIMIT,
  checkLimit,
  checkPosition,
  type Keypad,
  type ThirtyOnePosition,
} from '../model.js';
import {
  solveKeypad,
  type Analysis,
  type SolvedKeypad,
  type KeypadSolveOptions,
} from './solved-keypad.js';
import {
  SCRAMBLED_KEYPADS,
  canonicalForm,
  scrambledKeypadRank,
  symmetricArrangements,
} from './symmetry.js';

/**
 * Answers positions on many keypads with one limit. Each keypad is solved once, and keypads that
 * differ only by a symmetry (rows or columns permuted, or transposed) share one solution, so a
 * stream of random 3×3 keypads needs at most 5040 solves. The solutions held count against the
 * memory budget (`maxMemoryBytes`).
 */
export class ThirtyOneSolver {
  readonly limit: number;
  /** The signal and progress callback, passed on to every keypad solve. */
  private readonly options: KeypadSolveOptions;
  // Weak, so that keypads the caller drops do not stay in memory.
  private readonly byKeypad = new WeakMap<Keypad, SolvedKeypad>();
  private readonly byClass = new Map<string, SolvedKeypad>();
  /**
   * For each 3×3 keypad of the digits 1–9, by its rank, 1 + the index of its class's solution in
   * `scrambledClasses` (0 until met): the memo that makes each question on such a keypad a lookup,
   * in a fixed table however many keypads come (a batch's keypads are mostly all different).
   */
  private scrambled: Uint16Array | undefined;
  private readonly scrambledClasses: SolvedKeypad[] = [];
  /**
   * Whether the player receiving the turn wins, for each class in `scrambledClasses`, total and
   * digit of the last key (0: none): 1 byte each, side by side, so a lookup reads the rank's
   * entry and one byte here, not the objects of a solution (cache misses are the cost of a
   * lookup among thousands of solutions).
   */
  private scrambledWins = new Uint8Array(0);
  /** Bytes of the solutions and tables held. */
  private heldBytes = 0;

  constructor(options: KeypadSolveOptions = {}) {
    this.limit = options.limit ?? DEFAULT_LIMIT;
    checkLimit(this.limit);
    this.options = options;
  }

  /** The solution for a keypad (the same object each time for the same keypad object). */
  solve(keypad: Keypad): SolvedKeypad {
    const known = this.byKeypad.get(keypad);
    if (known !== undefined) return known;
    const { keypad: representative, cellMap, id } = canonicalForm(keypad);
    const view = this.solveClass(representative, id).forSymmetricKeypad(keypad, cellMap);
    this.byKeypad.set(keypad, view);
    return view;
  }

  /**
   * Whether the player receiving the turn wins: on a 3×3 keypad of the digits 1–9, a table lookup
   * that keeps nothing of the keypad.
   */
  wins(keypad: Keypad, position: ThirtyOnePosition): boolean {
    const rank = scrambledKeypadRank(keypad);
    if (rank < 0) return this.solve(keypad).wins(position);
    checkPosition(keypad, position);
    const { total, last } = position;
    if (total > this.limit) return true;
    // The digits differ, so a key is told by its digit in every arrangement of the class.
    const digit = last === undefined ? 0 : keypad.digits[last]!;
    const block = this.scrambledClass(keypad, rank) * (this.limit + 1);
    return this.scrambledWins[(block + total) * 10 + digit] === 1;
  }

  /**
   * Result, winning keys and remoteness of a position on a keypad; a 3×3 keypad of the digits
   * 1–9 is looked up as in {@link wins}, and not kept.
   */
  analyze(keypad: Keypad, position: ThirtyOnePosition): Analysis {
    const rank = scrambledKeypadRank(keypad);
    if (rank < 0) return this.solve(keypad).analyze(position);
    const solved = this.scrambledClasses[this.scrambledClass(keypad, rank)]!;
    const cellMap = keypad.digits.map((digit) => solved.keypad.digits.indexOf(digit));
    return solved.forSymmetricKeypad(keypad, cellMap).analyze(position);
  }

  /** How many keypads have been solved (one per class of symmetric keypads). */
  get solvedKeypads(): number {
    return this.byClass.size;
  }

  /** The index in `scrambledClasses` of the class of a 3×3 keypad of the digits 1–9 of this rank. */
  private scrambledClass(keypad: Keypad, rank: number): number {
    if (this.scrambled === undefined) {
      const bytes = SCRAMBLED_KEYPADS * Uint16Array.BYTES_PER_ELEMENT;
      reserveMemory(this.options, 'the table of scrambled keypads', this.heldBytes + bytes);
      this.scrambled = new Uint16Array(SCRAMBLED_KEYPADS);
      this.heldBytes += bytes;
    }
    const entry = this.scrambled[rank]!;
    if (entry !== 0) return entry - 1;
    const { keypad: representative, id } = canonicalForm(keypad);
    const solved = this.solveClass(representative, id);
    const index = this.scrambledClasses.length;
    this.recordWins(solved, index);
    this.scrambledClasses.push(solved);
    // The whole class at once: canonical forms are then computed once per class (5040 times at
    // most), not once per keypad.
    for (const arrangement of symmetricArrangements(representative)) {
      this.scrambled[scrambledKeypadRank(arrangement)] = index + 1;
    }
    return index;
  }

  /** Copies who wins each position of a class's solution into `scrambledWins`, at `index`. */
  private recordWins(solved: SolvedKeypad, index: number): void {
    const blockBytes = (this.limit + 1) * 10;
    const needed = (index + 1) * blockBytes;
    if (needed > this.scrambledWins.length) {
      // Doubling, so the copies cost little in all.
      const grown = new Uint8Array(Math.max(needed, 2 * this.scrambledWins.length));
      const bytes = grown.length - this.scrambledWins.length;
      reserveMemory(this.options, 'the table of scrambled keypads', this.heldBytes + bytes);
      grown.set(this.scrambledWins);
      this.scrambledWins = grown;
      this.heldBytes += bytes;
    }
    const { digits } = solved.keypad;
    for (let total = 0; total <= this.limit; total++) {
      for (let digit = 0; digit <= 9; digit++) {
        const last = digit === 0 ? undefined : digits.indexOf(digit);
        const wins = solved.wins({ total, last });
        this.scrambledWins[index * blockBytes + total * 10 + digit] = wins ? 1 : 0;
      }
    }
  }

  /** The solution of a class of keypads, by its representative and the id of that. */
  private solveClass(representative: Keypad, id: string): SolvedKeypad {
    let solved = this.byClass.get(id);
    if (solved === undefined) {
      const bytes =
        Int32Array.BYTES_PER_ELEMENT * (this.limit + 1) * (representative.digits.length + 1);
      const what = `a table of ${this.byClass.size + 1} solved keypads`;
      reserveMemory(this.options, what, this.heldBytes + bytes);
      solved = solveKeypad(representative, { ...this.options, limit: this.limit });
      this.byClass.set(id, solved);
      this.heldBytes += bytes;
    }
    return solved;
  }
}
