/**
 * Impartial games under normal play: nimber arithmetic (sum, product, quotient, inverse) and heap
 * games (octal codes and take-and-break games) with their Grundy values and proved periods.
 *
 * @packageDocumentation
 */
export { nimInverse, nimProduct, nimQuotient, nimSum } from '../short/nimber.js';
export { octalGrundy, parseOctalCode, type GrundySequence, type OctalOptions } from './octal.js';
export {
  parseTakeAndBreak,
  proveSingleHeapPeriod,
  takeAndBreakGrundy,
  takeAndBreakMoves,
  type TakeAndBreakCode,
  type TakeAndBreakValues,
} from './take-and-break.js';
