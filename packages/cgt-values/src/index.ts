export { Dyadic, simplestBetween, type Bound } from './dyadic.js';
export { nimInverse, nimProduct, nimQuotient, nimSum } from './nimber.js';
export { add, birthday, multiple, negate, subtract, sum, up } from './arithmetic.js';
export {
  compare,
  geq,
  leftStop,
  leq,
  outcome,
  rightStop,
  type OutcomeClass,
  type Relation,
} from './order.js';
export { game } from './canonical.js';
export {
  Game,
  MAX_NIMBER,
  MAX_WALK_DEPTH,
  num,
  numberUpStar,
  numberUpStarGame,
  star,
  STAR,
  UP,
  ZERO,
  type NumberUpStar,
} from './store.js';
export {
  cool,
  heat,
  mean,
  temperature,
  thermograph,
  valueAt,
  type Piece,
  type Thermograph,
  type Trajectory,
} from './thermograph.js';
export { formatGame, NotationError, parseGame } from './notation.js';
export { InputLimitError } from './input-limit.js';
export { octalGrundy, parseOctalCode, type GrundySequence, type OctalOptions } from './octal.js';
export {
  parseTakeAndBreak,
  proveSingleHeapPeriod,
  takeAndBreakGrundy,
  takeAndBreakMoves,
  type TakeAndBreakCode,
  type TakeAndBreakValues,
} from './take-and-break.js';
export { PartizanSolver, type PartizanRuleset, type SolverOptions } from './ruleset.js';
export {
  domineering,
  formatDomineering,
  MAX_DOMINEERING_HEIGHT,
  MAX_DOMINEERING_WIDTH,
  parseDomineering,
  type DomineeringPosition,
} from './rulesets/domineering.js';
export {
  MAX_TOADS_FROGS_LENGTH,
  parseToadsFrogs,
  toadsAndFrogs,
  type ToadsFrogsPosition,
} from './rulesets/toads-frogs.js';
export {
  atomicWeight,
  atomicWeightIfDefined,
  isAllSmall,
  NotAtomicError,
} from './atomic-weight.js';
// Rulesets (each a module under rulesets/: model, text format, rules).
export { formatGrid, gridKey, MAX_GRID_CELLS, parseGrid, type Grid } from './grid.js';
export { clobber, formatClobber, parseClobber, type ClobberPosition } from './rulesets/clobber.js';
export { formatKonane, konane, parseKonane, type KonanePosition } from './rulesets/konane.js';
export { cram, formatCram, parseCram, type CramPosition } from './rulesets/cram.js';
export {
  formatLabelledGraph,
  MAX_GRAPH_SIZE,
  parseLabelledGraph,
  type LabelledGraph,
} from './graph.js';
export {
  col,
  formatColoring,
  normalizeColoring,
  parseColoring,
  snort,
  type ColoringPosition,
} from './rulesets/col-snort.js';
export {
  formatHackenbush,
  hackenbush,
  parseHackenbush,
  type HackenbushColour,
  type HackenbushPosition,
} from './rulesets/hackenbush.js';
export {
  cutcake,
  eatcake,
  formatCake,
  MAX_CAKE_PIECES,
  MAX_CAKE_SIDE,
  maundyCake,
  parseCake,
  type CakePosition,
} from './rulesets/cakes.js';
export {
  formatToppling,
  MAX_TOPPLING_DOMINOES,
  parseToppling,
  topplingDominoes,
  type TopplingPosition,
} from './rulesets/toppling-dominoes.js';
export { fission, formatFission, parseFission, type FissionPosition } from './rulesets/fission.js';
export {
  amazons,
  formatAmazons,
  MAX_AMAZONS_CELLS,
  parseAmazons,
  type AmazonsPosition,
} from './rulesets/amazons.js';
export {
  POSITION_RULESETS,
  rulesetNamed,
  type LoopyRulesetEntry,
  type RulesetEntry,
  type RulesetName,
  type RulesetText,
  type ShortRulesetEntry,
} from './rulesets/positions.js';
// Misère play of impartial games.
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
} from './misere.js';
export { formatGenus, genus, type Genus } from './genus.js';
export { misereOctal, octalGenera, octalMoves, type MisereOctal } from './misere-octal.js';
export { misereQuotient, QuotientNotFoundError, type MisereQuotient } from './misere-quotient.js';
// Loopy games.
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
} from './loopy-graph.js';
export {
  formatLoopy,
  LoopyNotationError,
  MAX_LOOPY_NESTING,
  parseLoopy,
} from './loopy-notation.js';
export {
  backslidingOptions,
  backslidingToadsFrogs,
  MAX_BACKSLIDING_LENGTH,
  parseBackslidingToadsFrogs,
  type BackslidingPosition,
} from './rulesets/backsliding-toads-frogs.js';
export {
  conjunctiveSum,
  incentives,
  isInfinitesimallyClose,
  leftIncentives,
  MAX_UP_POWER,
  nortonProduct,
  ordinalSum,
  orthodoxMoves,
  overheat,
  reducedCanonicalForm,
  rightIncentives,
  selectiveSum,
  sides,
  upPower,
  upPowerSum,
} from './operations.js';
export { thermographSvg, type ThermographSvgOptions } from './thermograph-svg.js';
