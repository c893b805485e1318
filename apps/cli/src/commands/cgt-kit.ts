import {
  describeGame,
  formatGame,
  gameTitle,
  InputLimitError,
  outcome,
  reducedCanonicalForm,
  thermograph,
  type Game,
  type OutcomeClass,
} from '@cgkit/cgt-values';
import { thermographSvg } from '@cgkit/cgt-values/plots';
import type { SolveControl } from '@cgkit/core-search';
import { pointAt } from '@cgkit/io-formats';
import { writeFileAtomic } from '@cgkit/io-formats/node';
import type { Command } from 'commander';
import {
  checkOutputPath,
  CommandFailure,
  printJson,
  progress,
  readInput,
  solveControl,
  UserError,
} from '../cli-kit.js';

// What the `cgkit cgt` commands share (cgt-eval.ts, cgt-impartial.ts, cgt-rulesets.ts,
// cgt-misere.ts and cgt-loopy.ts): how a mistake in the user's input is reported, how a position
// is read or a heap sequence computed with progress on stderr, under Ctrl-C, --time-limit and
// --max-memory, and how a game is printed.

export interface JsonOption {
  json?: boolean;
}

/**
 * The errors of the notations the commands read (each gives the column of the mistake), and of
 * the limits of a method (exit code 1), known by name: importing their classes would load the
 * misère and loopy games into every `cgt` command (cgt-kit.test.ts holds the names to them).
 */
const NOTATION_ERRORS = new Set(['NotationError', 'MisereNotationError', 'LoopyNotationError']);
const METHOD_LIMITS = new Set(['QuotientNotFoundError']);

/**
 * Runs work on the user's games: a value past the library's limits (its InputLimitError, such as
 * the options of *100000) is the input's fault, exit code 2, where any other RangeError is a bug;
 * a limit of a method (a misère quotient not found) is exit code 1.
 */
export function refusingTooLarge<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof InputLimitError) throw new UserError(error.message);
    if (error instanceof Error && METHOD_LIMITS.has(error.name)) {
      throw new CommandFailure(error.message);
    }
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
    if (error instanceof Error && NOTATION_ERRORS.has(error.name) && 'column' in error) {
      const column = error.column as number;
      throw new UserError(`bad ${what}: ${error.message}\n${pointAt(text, column)}`);
    }
    if (error instanceof SyntaxError) throw new UserError(error.message);
    throw error;
  }
}

/** Reads the user's `text` with a parser of the notation (see {@link onInput}). */
export function parsed<T>(what: string, text: string, parse: (text: string) => T): T {
  return onInput(what, text, () => parse(text));
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

/** What every command that prints a game takes: `--json`, `--rcf` and `--svg FILE`. */
export interface GameOptions extends JsonOption {
  rcf?: boolean;
  svg?: string;
}

/** Adds `--json`, `--rcf` and `--svg FILE` to a command that prints a game. */
export function gameOptions(command: Command): Command {
  return command
    .option(
      '--json',
      'canonical form, outcome, stops, mean, temperature, birthday, atomic weight, incentives and reduced canonical form as JSON',
    )
    .option('--rcf', 'the reduced canonical form (infinitesimals forgotten) instead')
    .option('--svg <file>', 'also draw the thermograph as SVG into this file');
}

/** Checks the `--svg` path before the work, so that a mistyped path is reported at once. */
export async function checkSvg(options: GameOptions): Promise<void> {
  if (options.svg !== undefined) await checkOutputPath(options.svg);
}

const OUTCOMES: Record<OutcomeClass, string> = {
  L: 'Left wins',
  R: 'Right wins',
  N: 'the first player wins',
  P: 'the second player wins',
};

/**
 * Prints a game (its reduced canonical form with `--rcf`; with its outcome class after it for a
 * ruleset's position; after the explicit `form` it is the value of, if given) or its `--json`
 * record, and writes its thermograph to the `--svg` file; the
 * work is under Ctrl-C, --time-limit and --max-memory.
 */
export async function report(
  g: Game,
  options: GameOptions,
  { withOutcome = false, form }: { withOutcome?: boolean; form?: string } = {},
): Promise<void> {
  const control = solveControl();
  const shown = options.rcf === true ? refusingTooLarge(() => reducedCanonicalForm(g, control)) : g;
  const text = refusingTooLarge(() =>
    options.json === true ? describeGame(shown, control) : formatGame(shown, control),
  );
  const svg =
    options.svg === undefined
      ? undefined
      : refusingTooLarge(() =>
          thermographSvg(thermograph(shown, control), { title: gameTitle(shown, control) }),
        );
  // An explicit form as given comes first (`explicit` in JSON), then its value.
  if (typeof text !== 'string') printJson(form === undefined ? text : { explicit: form, ...text });
  else if (!withOutcome)
    process.stdout.write(form === undefined ? `${text}\n` : `${form}\n${text}\n`);
  else {
    const o = refusingTooLarge(() => outcome(shown, control));
    process.stdout.write(`${text}\noutcome ${o}: ${OUTCOMES[o]}\n`);
  }
  if (options.svg !== undefined && svg !== undefined) await writeFileAtomic(options.svg, svg);
}

/**
 * A position's text: the argument, or standard input for `-`; a grid read from standard input
 * may have its rows on lines (joined by |), a JSON graph is kept whole.
 */
export async function positionText(argument: string): Promise<string> {
  if (argument !== '-') return argument;
  const { text } = await readInput('-');
  const trimmed = text.trim();
  return trimmed.startsWith('{') ? trimmed : trimmed.split(/\r?\n/).join('|');
}
