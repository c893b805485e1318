/**
 * Misère play: impartial games' misère canonical forms and their sums, differences, genera, mates,
 * tameness and phyla (generally tame, tameable, half-tame, restive, restless), parts and partitions into primes, take-and-break games and their misère quotients; partizan games' misère outcomes
 * and classes (dead ends, dead-ending, blocking, dicot, P-free), their order and reduced forms modulo
 * dead-ending games, modulo P-free dead-ending games and modulo P-free blocking games, and the monoid of Left dead ends (factors, atoms, races).
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
export { misereDifference } from './difference.js';
export { formatGenus, genus, type Genus } from './genus.js';
export { mate } from './mate.js';
export { isTame, isTameGenus } from './tame.js';
export { isRestive, isRestless } from './restive.js';
export {
  isGenerallyRestive,
  isGenerallyTame,
  isHalfTame,
  isTameable,
  miserePhylum,
  type MiserePhylum,
} from './phylum.js';
export { isMiserePrime, misereEvenPart, miserePartitions, misereParts } from './parts.js';
export { misereOctal, octalGenera, octalMoves, type MisereOctal } from './octal.js';
export {
  isBlocking,
  isDeadEnd,
  isDeadEnding,
  isDicot,
  isPFree,
  LoopyGameError,
  partizanMisere,
  partizanMisereOf,
  partizanMisereOutcome,
  type PartizanForm,
  type PartizanMisereOutcome,
  type PartizanMisereReport,
  type PartizanMoves,
} from './partizan.js';
export {
  deadEndingCompare,
  deadEndingEqual,
  deadEndingGeq,
  strongMisereOutcome,
  waitingGame,
} from './dead-ending.js';
export { deadEndingReduced, formatPartizanForm } from './dead-ending-reduced.js';
export {
  pFreeDeadEndingCompare,
  pFreeDeadEndingEqual,
  pFreeDeadEndingGeq,
  pFreeDeadEndingReduced,
} from './p-free-dead-ending.js';
export {
  isPFreeBlocking,
  pFreeBlockingCompare,
  pFreeBlockingEqual,
  pFreeBlockingGeq,
  pFreeBlockingReduced,
} from './p-free-blocking.js';
export {
  describePartizanMisere,
  type PartizanMisereDescription,
  type PartizanMisereDescriptionOptions,
} from './partizan-misere-description.js';
export {
  leftDeadEnd,
  leftDeadEndCanonical,
  leftDeadEndCompare,
  leftDeadEndForm,
  leftDeadEndGeq,
  leftDeadEndInteger,
  leftDeadEndsBornBy,
  leftDeadEndSum,
  MAX_LEFT_DEAD_END_BIRTHDAY,
  MAX_LEFT_DEAD_END_TEXT,
  parseLeftDeadEnd,
  parseLeftDeadEndSum,
  type LeftDeadEnd,
} from './left-dead-end.js';
export {
  isLeftDeadEndAtom,
  leftDeadEndFactors,
  leftDeadEndFlexibility,
  leftDeadEndRace,
  leftDeadEndRacing,
  leftDeadEndReport,
  leftDeadEndStalling,
  type LeftDeadEndFactor,
  type LeftDeadEndReport,
  type LeftDeadEndReportOptions,
} from './left-dead-end-tools.js';
export { misereQuotient, QuotientNotFoundError, type MisereQuotient } from './quotient.js';
