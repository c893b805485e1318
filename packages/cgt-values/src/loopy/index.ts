/**
 * Loopy games: finite graphs of positions that may repeat, their outcomes, sums, sides
 * (onsides and offsides), comparison and simplest forms, and their text notation.
 *
 * @packageDocumentation
 */
export {
  isStopper,
  loopyCompare,
  loopyNegate,
  loopyOutcome,
  loopySimplify,
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
export { loopySides, MAX_SIDLING_ROUNDS, type LoopySides } from './sides.js';
export { formatLoopy, LoopyNotationError, MAX_LOOPY_NESTING, parseLoopy } from './notation.js';
export { analyzeLoopy, type LoopyAnalysis } from './report.js';
