/**
 * Loopy games: finite graphs of positions that may repeat, their outcomes, sums, sides
 * (onsides and offsides, by sidling and unravelling), comparison (pair by pair, or of the
 * positions a question needs), simplest forms, stops, degree
 * and variety, ordinal sums and powers to pseudonumbers (`^.Pow(on)`), and CGSuite's text notation.
 *
 * @packageDocumentation
 */
export {
  isStopper,
  loopyCompare,
  loopyNegate,
  loopyOutcome,
  loopySum,
  MAX_LOOPY_NODES,
  outcomeLabel,
  reachable,
  solveGraph,
  type LoopyGame,
  type LoopyOutcome,
  type LoopyRelation,
  type LoopyResult,
} from './graph.js';
export { loopySimplify } from './simplify.js';
export { stopperQuotient, type StopperQuotient } from './quotient.js';
export { MAX_ORDER_STATES, StopperOrder } from './stopper-order.js';
export type { LoopyGraph } from './side-order.js';
export { loopySides, MAX_SIDLING_ROUNDS, type LoopySides } from './sides.js';
export { formatLoopy, LoopyNotationError, MAX_LOOPY_NESTING, parseLoopy } from './notation.js';
export {
  loopyOrdinalSum,
  loopyPow,
  loopyPowTo,
  loopySubordinate,
  pseudonumberGame,
  pseudonumberOf,
  type Pseudonumber,
} from './powers.js';
export { analyzeLoopy, MAX_VARIETY_POSITIONS, type LoopyAnalysis } from './report.js';
export {
  formatStop,
  loopyDegree,
  loopyStops,
  loopyVariety,
  LoopyVarietyError,
  type LoopyStop,
  type LoopyStops,
} from './values.js';
