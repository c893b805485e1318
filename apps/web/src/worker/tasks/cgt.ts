import {
  describeValue,
  gameTitle,
  InputLimitError,
  NotationError,
  parseGame,
  thermograph,
  type Game,
  type Relation,
  type ValueDescription,
} from '@cgkit/cgt-values';
import { takeAndBreakGrundy, type TakeAndBreakValues } from '@cgkit/cgt-values/impartial';
import { analyzeLoopy, parseLoopy, type LoopyAnalysis } from '@cgkit/cgt-values/loopy';
import {
  describePartizanMisere,
  formatGenus,
  formatMisere,
  genus,
  isTame,
  isTameable,
  leftDeadEndReport,
  MisereNotationError,
  mate,
  miserePhylum,
  parseLeftDeadEndSum,
  parseMisere,
  partizanMisereOf,
  type MisereGame,
  type MiserePhylum,
  type PartizanMisereDescription,
} from '@cgkit/cgt-values/misere';
import { thermographSvg } from '@cgkit/cgt-values/plots';
import {
  PartizanSolver,
  rulesetNamed,
  type LoopyRulesetEntry,
  type RulesetName,
} from '@cgkit/cgt-values/rulesets';
import type { SolveControl } from '@cgkit/core-search';
import type { Report } from '../protocol.js';
import { notationMistake, type PositionMistake } from './text-checks.js';

/** A game's value and temperature theory, as text the page can show (cgt-values' description). */
export interface ValueReport extends ValueDescription {
  readonly kind: 'value';
  /** The thermograph drawn by `thermographSvg`: generated from numbers, never from the input. */
  readonly thermographSvg: string;
}

/** A loopy game's outcome, draws included, and its simplest form or sides where known. */
export interface LoopyReport extends LoopyAnalysis {
  readonly kind: 'loopy';
  readonly positions: number;
}

/** An impartial game in misère play, as the CLI's `cgt misere` and its `--parts` word it. */
export interface MisereReport {
  readonly kind: 'misere';
  /** The simplest form, or null when it is too long to print. */
  readonly form: string | null;
  readonly outcome: 'N' | 'P';
  readonly genus: string;
  readonly misereGrundy: number;
  readonly birthday: number;
  readonly tame: boolean;
  /** Whether it is tameable (CGSuite's `IsTameable`): generally tame, or tame among tameables. */
  readonly tameable: boolean;
  /** CGSuite's phylum: nim-heap, tame, reversibly-tame, tameable, restive… */
  readonly phylum: MiserePhylum;
  /** The mate (0 replaced by * at every terminal follower: G + mate is P), or null. */
  readonly mate: string | null;
}

/**
 * A sum of Left dead ends, as the CLI's `cgt misere --left-dead-end --factors --race --json`
 * words it (with `--compare` when there is a game to compare with).
 */
export interface LeftDeadEndReport {
  readonly kind: 'left-dead-end';
  /** The normal form in cgt-tools' notation. */
  readonly form: string;
  readonly canonical: string;
  readonly birthday: number;
  /** The canonical form of the game compared with, and how the game compares with it. */
  readonly compare?: string;
  readonly order?: Relation;
  /** Each factor X (up to equality) with a Y such that X + Y is the game, canonical. */
  readonly factors: readonly (readonly [string, string])[];
  readonly atom: boolean;
  readonly race: number;
  readonly flexibility: number;
  readonly racing: readonly string[];
  readonly stalling: readonly string[];
}

/**
 * A partizan game in misère play, as the CLI's `cgt misere --partizan --json` words it (with
 * `--compare` when there is a game to compare with), or a ruleset's position as its
 * `cgt misere --ruleset --json` does (outcome and classes).
 */
export interface PartizanMisereReport extends PartizanMisereDescription {
  readonly kind: 'partizan-misere';
  /** The game's (or position's) text, and the text of the game compared with (or null). */
  readonly expression: string;
  readonly compare: string | null;
}

/**
 * What a section with a game to compare asks (Left dead ends, partizan misère play): a game, and
 * a game to compare it with (or null).
 */
export interface ComparedInput {
  readonly expression: string;
  readonly compare: string | null;
}

/** A position the ruleset's parser refused: its message, with the column (from 1) it names. */
export type { PositionMistake };

export type PositionReport = ValueReport | LoopyReport | PositionMistake;

/** The rulesets whose positions the Values page evaluates, named as the CLI's commands. */
export type PositionRuleset = RulesetName;

export interface PositionInput {
  readonly ruleset: PositionRuleset;
  readonly position: string;
}

/** The Grundy values of a take-and-break game's heaps and the regularity seen in them. */
export interface OctalReport {
  readonly kind: 'values';
  readonly values: readonly number[];
  /** G(n + period) = G(n) + saltus from the preperiod on, as far as computed. */
  readonly period: number | undefined;
  readonly preperiod: number | undefined;
  readonly saltus: number | undefined;
  /** Whether a theorem shows the period holds for every heap; else `reason` says why not. */
  readonly proved: boolean;
  readonly reason: string | undefined;
}

/**
 * The memory a solve may hold in the worker: far below what a browser tab gets, so a position
 * too large to value ends with the package's message instead of the tab running out.
 */
const MAX_MEMORY_BYTES = 512 * 2 ** 20;

function reportOf(g: Game, control: SolveControl = {}): ValueReport {
  return {
    kind: 'value',
    ...describeValue(g, control),
    thermographSvg: thermographSvg(thermograph(g, control), { title: gameTitle(g, control) }),
  };
}

/** Evaluates an expression in CGSuite's notation (`{1/2|-2} + ^`). */
export function evaluateExpression(expression: string): ValueReport {
  return reportOf(parseGame(expression));
}

/**
 * Analyses a loopy game in CGSuite's loopy notation (`{pass|*}`, `^.Pow(on)`, `upon + *`), as
 * the CLI's `cgt loopy` does: a stopper's stops, degree and variety, else its sides.
 */
export function evaluateLoopyExpression(text: string): LoopyReport {
  const control: SolveControl = { maxMemoryBytes: MAX_MEMORY_BYTES };
  const game = parseLoopy(text, control);
  return { kind: 'loopy', ...analyzeLoopy(game, control), positions: game.left.length };
}

/** An impartial game in misère play (`{0,{*2}}`, `*2 + {*3}`), as the CLI's `cgt misere`. */
export function evaluateMisere(text: string): MisereReport {
  const control: SolveControl = { maxMemoryBytes: MAX_MEMORY_BYTES };
  const g = parseMisere(text, control);
  const printable = (h: MisereGame): string | null => {
    try {
      return formatMisere(h, control);
    } catch (error) {
      if (error instanceof InputLimitError) return null;
      throw error;
    }
  };
  return {
    kind: 'misere',
    form: printable(g),
    outcome: g.outcome,
    genus: formatGenus(genus(g, control)),
    misereGrundy: g.misereGrundy,
    birthday: g.birthday,
    tame: isTame(g, control),
    tameable: isTameable(g, control),
    phylum: miserePhylum(g, control),
    mate: printable(mate(g, control)),
  };
}

/**
 * A sum of Left dead ends in cgt-tools' notation (`{0, 1} + 2`), as the CLI's
 * `cgt misere --left-dead-end --factors --race` (and `--compare`) does.
 */
export function evaluateLeftDeadEnd({ expression, compare }: ComparedInput): LeftDeadEndReport {
  const control: SolveControl = { maxMemoryBytes: MAX_MEMORY_BYTES };
  const g = parseLeftDeadEndSum(expression, control);
  const other = comparedGame(compare, (text) => parseLeftDeadEndSum(text, control));
  const { comparison, factors, race, ...forms } = leftDeadEndReport(
    g,
    { compare: other, factors: true, race: true },
    control,
  );
  return { kind: 'left-dead-end', ...forms, ...comparison, ...factors!, ...race! };
}

/**
 * A partizan game in CGSuite's notation (`{0|*}`, `1/2`) in misère play, its canonical form
 * played, as the CLI's `cgt misere --partizan` (and `--compare`) does; or a short ruleset's
 * position played on its own moves, as its `cgt misere --ruleset` does.
 */
export function evaluatePartizanMisere(
  input: ComparedInput | PositionInput,
  report: Report<never> = () => {},
): PartizanMisereReport {
  const control: SolveControl = { maxMemoryBytes: MAX_MEMORY_BYTES };
  if ('ruleset' in input) {
    const { ruleset, position } = input;
    const entry = rulesetNamed(ruleset);
    if (entry.kind !== 'short') {
      throw new InputLimitError(`${ruleset} is loopy: only a short game's position is played`);
    }
    report({ message: 'Playing every position in misère play', indeterminate: true });
    const start = entry.parse(position);
    return {
      kind: 'partizan-misere',
      expression: position,
      compare: null,
      ...partizanMisereOf(start, entry.ruleset, control),
    };
  }
  const { expression, compare } = input;
  const g = parseGame(expression, control);
  const other = comparedGame(compare, (text) => parseGame(text, control));
  report({ message: 'Reducing and comparing in misère play', indeterminate: true });
  return {
    kind: 'partizan-misere',
    expression,
    compare,
    ...describePartizanMisere(g, { compare: other }, control),
  };
}

/**
 * The game compared with, read by `parse` (none without a text); a mistake in it is given at
 * its column there.
 */
function comparedGame<G>(text: string | null, parse: (text: string) => G): G | undefined {
  if (text === null) return undefined;
  try {
    return parse(text);
  } catch (error) {
    if (!(error instanceof NotationError || error instanceof MisereNotationError)) throw error;
    throw new MisereNotationError(
      error.column,
      `in the game compared with: ${error.message.replace(/^column \d+: /, '')}`,
    );
  }
}

/** Runs a parser; its NotationError is the person's mistake, returned with its column. */
function parsed<P>(text: string, parse: (text: string) => P): P | PositionMistake {
  try {
    return parse(text);
  } catch (error) {
    if (!(error instanceof NotationError)) throw error;
    return notationMistake('position', error);
  }
}

const isMistake = (p: unknown): p is PositionMistake =>
  typeof p === 'object' && p !== null && (p as { kind?: unknown }).kind === 'mistake';

/**
 * Values a position of one of the package's rulesets, given as the CLI reads it (`..|..`,
 * `BRR GG`, `4x3`…), with the positions stored as progress. Backsliding Toads-and-Frogs is
 * loopy: its outcome has draws.
 */
export function evaluatePosition(
  { ruleset, position }: PositionInput,
  report: Report<never> = () => {},
): PositionReport {
  const control: SolveControl = { maxMemoryBytes: MAX_MEMORY_BYTES };
  const entry = rulesetNamed(ruleset);
  const start = parsed(position, entry.parse);
  if (isMistake(start)) return start;
  if (entry.kind === 'loopy') return evaluateLoopy(entry, start, control, report);
  const solver = new PartizanSolver(entry.ruleset, {
    ...control,
    onProgress: ({ done }) =>
      report({ message: `Valuing: ${done.toLocaleString('en')} positions`, indeterminate: true }),
  });
  return reportOf(solver.canonicalForm(start), control);
}

function evaluateLoopy(
  entry: LoopyRulesetEntry<unknown>,
  start: unknown,
  control: SolveControl,
  report: Report<never>,
): LoopyReport {
  report({ message: 'Following every position of the strip', indeterminate: true });
  const { game, positions } = entry.graph(start, control);
  return { kind: 'loopy', ...analyzeLoopy(game, control), positions: positions.length };
}

/**
 * The Grundy values of a take-and-break game's heaps 0 … count−1 (any code the CLI's
 * `take-break` reads: octal, hexadecimal, `!`, `?`, repeated digits, `S(…)`), or the mistake in
 * the code with its column.
 */
export function takeBreakSequence(
  { code, count }: { code: string; count: number },
  report: Report<never> = () => {},
): OctalReport | PositionMistake {
  let result: TakeAndBreakValues;
  try {
    result = takeAndBreakGrundy(code, count, {
      maxMemoryBytes: MAX_MEMORY_BYTES,
      onProgress: ({ done, total }) =>
        report({
          message: `${done.toLocaleString('en')} of ${(total ?? count).toLocaleString('en')} heaps`,
          fraction: done / (total ?? count),
        }),
    });
  } catch (error) {
    if (!(error instanceof NotationError)) throw error;
    return notationMistake('code', error);
  }
  const { values, period, preperiod, saltus, proved, reason } = result;
  return { kind: 'values', values: [...values], period, preperiod, saltus, proved, reason };
}
