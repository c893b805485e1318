import {
  formatGame,
  InputLimitError,
  leftStop,
  mean,
  NotationError,
  outcome,
  rightStop,
  temperature,
  type Game,
  type OutcomeClass,
} from '@cgkit/cgt-values';
import { LoopyNotationError } from '@cgkit/cgt-values/loopy';
import { MisereNotationError, QuotientNotFoundError } from '@cgkit/cgt-values/misere';
import { PartizanSolver, type PartizanRuleset } from '@cgkit/cgt-values/rulesets';
import type { SolveControl } from '@cgkit/core-search';
import { pointAt } from '@cgkit/io-formats';
import { CommandFailure, progress, solveControl, UserError } from '../cli-kit.js';

// What the `cgkit cgt` commands share (cgt.ts, cgt-rulesets.ts and cgt-misere.ts): how a mistake
// in the user's input is reported, and how a position is solved or a heap sequence computed with
// progress on stderr, under Ctrl-C, --time-limit and --max-memory.

export interface JsonOption {
  json?: boolean;
}

/**
 * Runs work on the user's games: a value past the library's limits (its InputLimitError, such as
 * the options of *100000) is the input's fault, exit code 2, where any other RangeError is a bug;
 * a misère quotient not found is a limit of the method, exit code 1.
 */
export function refusingTooLarge<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof InputLimitError) throw new UserError(error.message);
    if (error instanceof QuotientNotFoundError) throw new CommandFailure(error.message);
    throw error;
  }
}

/**
 * Runs work on the user's `text` (an expression, a position, a code: `what`): a notation
 * mistake points at its column, a bad code (a SyntaxError of the code parsers) says what is
 * wrong, and values past the limits are refused, all with exit code 2.
 */
export function onInput<T>(what: string, text: string, work: () => T): T {
  try {
    return refusingTooLarge(work);
  } catch (error) {
    if (
      error instanceof NotationError ||
      error instanceof MisereNotationError ||
      error instanceof LoopyNotationError
    ) {
      throw new UserError(`bad ${what}: ${error.message}\n${pointAt(text, error.column)}`);
    }
    if (error instanceof SyntaxError) throw new UserError(error.message);
    throw error;
  }
}

/** Reads the user's `text` with a parser of the notation (see {@link onInput}). */
export function parsed<T>(what: string, text: string, parse: (text: string) => T): T {
  return onInput(what, text, () => parse(text));
}

/** The canonical form of a position, with progress on stderr (on a terminal). */
export function solve<P>(ruleset: PartizanRuleset<P>, position: P): Game {
  const report = progress(ruleset.name);
  try {
    const solver = new PartizanSolver(ruleset, {
      onProgress: ({ done }) => report.update(`${done} positions`),
      ...solveControl(),
    });
    return refusingTooLarge(() => solver.canonicalForm(position));
  } finally {
    report.done();
  }
}

/**
 * Values of heaps 0 to count-1 of the game of a code (`cgt octal`, `cgt take-break`), with
 * progress on stderr; a bad code is exit code 2.
 */
export function heapValues<R>(
  game: string,
  code: string,
  count: number,
  compute: (control: SolveControl) => R,
): R {
  const report = progress(`${game} ${code}`);
  try {
    return onInput(`${game} code`, code, () =>
      compute({
        onProgress: ({ done }) => report.update(`${done} of ${count} heaps`),
        ...solveControl(),
      }),
    );
  } finally {
    report.done();
  }
}

/** What `--json` says of every game: its canonical form, outcome, stops, mean and temperature. */
export interface ValueRecord {
  readonly canonical: string;
  readonly outcome: OutcomeClass;
  readonly isNumber: boolean;
  readonly isNimber: boolean;
  readonly leftStop: string;
  readonly rightStop: string;
  readonly mean: string;
  readonly temperature: string;
}

/** The {@link ValueRecord} of a game. */
export function describeValue(g: Game, control: SolveControl): ValueRecord {
  return {
    canonical: formatGame(g, control),
    outcome: outcome(g, control),
    isNumber: g.isNumber,
    isNimber: g.isNimber,
    leftStop: leftStop(g, control).toString(),
    rightStop: rightStop(g, control).toString(),
    mean: mean(g, control).toString(),
    temperature: temperature(g, control).toString(),
  };
}
