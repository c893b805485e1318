/**
 * Misère play of impartial games: misère canonical forms and their sums, genera, misère octal
 * games and their misère quotients.
 *
 * @packageDocumentation
 */
export {
  formatMisere,
  linked,
  MAX_MISERE_BIRTHDAY,
  MAX_MISERE_TEXT,
  misereGame,
  MisereGame,
  misereNimber,
  MisereNotationError,
  misereSum,
  MISERE_ZERO,
  parseMisere,
  type MisereOutcome,
} from './game.js';
export { formatGenus, genus, type Genus } from './genus.js';
export { misereOctal, octalGenera, octalMoves, type MisereOctal } from './octal.js';
export { misereQuotient, QuotientNotFoundError, type MisereQuotient } from './quotient.js';
