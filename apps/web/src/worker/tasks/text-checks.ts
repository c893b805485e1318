import { NotationError } from '@cgkit/cgt-values';
import { parseTakeAndBreak } from '@cgkit/cgt-values/impartial';
import { rulesetNamed, type RulesetName } from '@cgkit/cgt-values/rulesets';

/*
 * What is wrong with a typed position or code: the package's parsers only (no solver). The
 * worker's tasks report their mistakes through these, and the Values page loads this module on
 * its own by `import()` to check a field as the person types, with the same words.
 */

/** A text the parser refuses: the message, and the column the caret points at. */
export interface PositionMistake {
  readonly kind: 'mistake';
  readonly message: string;
  readonly column: number;
}

/** A parser's NotationError as a mistake: `Bad <what>: column N: …`. */
export function notationMistake(what: 'position' | 'code', error: NotationError): PositionMistake {
  return { kind: 'mistake', message: `Bad ${what}: ${error.message}.`, column: error.column };
}

/**
 * The NotationError of `parse(text)` as a mistake, or undefined when it reads the text. Any other
 * error is left to Evaluate, whose worker reports it: a check while typing never breaks the page.
 */
function mistakeOf(
  what: 'position' | 'code',
  text: string,
  parse: (text: string) => unknown,
): PositionMistake | undefined {
  try {
    parse(text);
    return undefined;
  } catch (error) {
    if (!(error instanceof NotationError)) return undefined;
    return notationMistake(what, error);
  }
}

/** What is wrong with a position's text, or undefined when the ruleset's parser reads it. */
export function positionTextMistake(
  ruleset: RulesetName,
  text: string,
): PositionMistake | undefined {
  return mistakeOf('position', text, rulesetNamed(ruleset).parse);
}

/** What is wrong with a take-and-break code, or undefined when the package reads it. */
export function codeMistake(code: string): PositionMistake | undefined {
  return mistakeOf('code', code, parseTakeAndBreak);
}
