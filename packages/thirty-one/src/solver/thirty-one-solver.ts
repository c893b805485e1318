import { DEFAULT_LIMIT, checkLimit, type Keypad, type ThirtyOnePosition } from '../model.js';
import {
  solveKeypad,
  type Analysis,
  type SolvedKeypad,
  type KeypadSolveOptions,
} from './solved-keypad.js';
import { canonicalForm } from './symmetry.js';

/**
 * Answers positions on many keypads with one limit. Each keypad is solved once, and keypads that
 * differ only by a symmetry (rows or columns permuted, or transposed) share one solution, so a
 * stream of random 3×3 keypads needs at most 5040 solves.
 */
export class ThirtyOneSolver {
  readonly limit: number;
  /** The signal and progress callback, passed on to every keypad solve. */
  private readonly options: KeypadSolveOptions;
  // Weak, so that keypads the caller drops do not stay in memory.
  private readonly byKeypad = new WeakMap<Keypad, SolvedKeypad>();
  private readonly byClass = new Map<string, SolvedKeypad>();

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
    let solved = this.byClass.get(id);
    if (solved === undefined) {
      solved = solveKeypad(representative, { ...this.options, limit: this.limit });
      this.byClass.set(id, solved);
    }
    const view = solved.forSymmetricKeypad(keypad, cellMap);
    this.byKeypad.set(keypad, view);
    return view;
  }

  /** Result, winning keys and remoteness of a position on a keypad. */
  analyze(keypad: Keypad, position: ThirtyOnePosition): Analysis {
    return this.solve(keypad).analyze(position);
  }

  /** How many keypads have been solved (one per class of symmetric keypads). */
  get solvedKeypads(): number {
    return this.byClass.size;
  }
}
