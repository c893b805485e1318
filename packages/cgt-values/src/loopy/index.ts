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
  loopySides,
  loopySimplify,
  loopySum,
  MAX_LOOPY_NODES,
  MAX_SIDLING_ROUNDS,
  outcomeLabel,
  reachable,
  solveGraph,
  type LoopyGame,
  type LoopyOutcome,
  type LoopyRelation,
  type LoopyResult,
  type LoopySides,
} from './graph.js';
export { formatLoopy, LoopyNotationError, MAX_LOOPY_NESTING, parseLoopy } from './notation.js';
export { analyzeLoopy, type LoopyAnalysis } from './report.js';
