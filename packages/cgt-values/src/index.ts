/**
 * Short partizan games: canonical forms, numbers, nimbers and ups, their arithmetic, order,
 * stops, thermographs, temperature theory, atomic weights and the operations of CGSuite (Norton
 * product, ordinal sum, heating, overheating, reduced canonical form…), with the text notation
 * that reads and prints them, and explicit forms (games as written, CGSuite's quoted games) for
 * the operations that depend on forms.
 *
 * The other theories are entries of their own, so that a program loads what it uses:
 * `@cgkit/cgt-values/impartial` (nimber arithmetic, octal and take-and-break games),
 * `/misere` (misère play), `/loopy` (loopy games), `/rulesets` (games valued position by
 * position: Domineering, Clobber… and the table of them all) and `/plots` (thermographs as SVG).
 *
 * @packageDocumentation
 */
export { Dyadic, simplestBetween, type Bound } from './short/dyadic.js';
export { add, birthday, multiple, negate, subtract, sum, up } from './short/arithmetic.js';
export {
  compare,
  geq,
  leftStop,
  leq,
  outcome,
  rightStop,
  type OutcomeClass,
} from './short/order.js';
export type { Relation } from './relation.js';
export { game } from './short/canonical.js';
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
} from './short/store.js';
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
} from './short/thermograph.js';
export {
  formatExplicitGame,
  formatGame,
  NotationError,
  parseExplicitGame,
  parseGame,
} from './short/notation.js';
export {
  canonicalFormOf,
  explicitConjunctiveSum,
  ExplicitGame,
  explicitGame,
  explicitOrdinalSum,
  explicitOverheat,
  explicitSelectiveSum,
  isExplicit,
  negateForm,
  type GameForm,
} from './short/explicit.js';
export { explicitForm, type GameTreeRules } from './short/explicit-tree.js';
export {
  atomicWeight,
  atomicWeightIfDefined,
  isAllSmall,
  NotAtomicError,
} from './short/atomic-weight.js';
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
} from './short/operations.js';
export { companion } from './short/companion.js';
export { NotSubordinateError, subordinate } from './short/subordinate.js';
export {
  conwayProduct,
  explicitConwayProduct,
  explicitOrdinalProduct,
  ordinalProduct,
} from './short/products.js';
export { pow, powTo } from './short/powers.js';
export { InputLimitError } from './input-limit.js';
export {
  describeGame,
  describeValue,
  gameTitle,
  MAX_DESCRIBED_INCENTIVES,
  type GameDescription,
  type ValueDescription,
} from './short/report.js';
