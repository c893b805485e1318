import {
  NotationError,
  parseAmazons,
  parseBackslidingToadsFrogs,
  parseCake,
  parseClobber,
  parseColoring,
  parseCram,
  parseDomineering,
  parseFission,
  parseHackenbush,
  parseKonane,
  parseTakeAndBreak,
  parseToadsFrogs,
  parseToppling,
} from '@cgkit/cgt-values';
import type { PositionMistake, PositionRuleset } from '../../worker/tasks/cgt.js';

/*
 * The Values page's checks of what is typed, run on the main thread as the person types: the
 * package's parsers only (no solver), loaded on their own by `import()` so the page's chunk stays
 * small. The messages are the worker's, word for word (text-checks.test.ts compares them).
 */

/** Each ruleset's position parser, as the worker's `cgt/position` task reads the text. */
const PARSERS: Readonly<Record<PositionRuleset, (text: string) => unknown>> = {
  domineering: parseDomineering,
  'toads-frogs': parseToadsFrogs,
  'backsliding-toads-frogs': parseBackslidingToadsFrogs,
  clobber: parseClobber,
  konane: parseKonane,
  cram: parseCram,
  fission: parseFission,
  amazons: parseAmazons,
  col: parseColoring,
  snort: parseColoring,
  hackenbush: parseHackenbush,
  cutcake: parseCake,
  eatcake: parseCake,
  'maundy-cake': parseCake,
  'toppling-dominoes': parseToppling,
};

/**
 * The parser's NotationError as a mistake (`Bad <what>: column N: …`), or undefined when it reads
 * the text. Any other error is left to Evaluate, whose worker reports it: a check while typing
 * never breaks the page.
 */
function mistakeOf(what: string, text: string, parse: (text: string) => unknown) {
  try {
    parse(text);
    return undefined;
  } catch (error) {
    if (!(error instanceof NotationError)) return undefined;
    const mistake: PositionMistake = {
      kind: 'mistake',
      message: `Bad ${what}: ${error.message}.`,
      column: error.column,
    };
    return mistake;
  }
}

/** What is wrong with a position's text, or undefined when the ruleset's parser reads it. */
export function positionTextMistake(
  ruleset: PositionRuleset,
  text: string,
): PositionMistake | undefined {
  return mistakeOf('position', text, PARSERS[ruleset]);
}

/** What is wrong with a take-and-break code, or undefined when the package reads it. */
export function codeMistake(code: string): PositionMistake | undefined {
  return mistakeOf('code', code, parseTakeAndBreak);
}
