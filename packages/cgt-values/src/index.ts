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
export { octalGrundy, parseOctalCode, type GrundySequence, type OctalOptions } from './octal.js';
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
export { atomicWeight, isAllSmall } from './atomic-weight.js';
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
