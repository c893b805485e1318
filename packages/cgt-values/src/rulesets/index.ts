/**
 * Rulesets: games valued position by position. `PartizanSolver` values any `PartizanRuleset`;
 * each game (Domineering, Toads and Frogs, Clobber, Konane, Cram, Quelhas, Col, Snort, Hackenbush, the
 * cakes, Toppling Dominoes, Fission, Amazons, backsliding Toads and Frogs, Fox and Geese, and the
 * impartial
 * Wythoff, Mem, Take-Away, Mock Turtles, Ruler and Arc Kayles) is one module with its position
 * type, text format and rules, and `POSITION_RULESETS` lists them all for the apps.
 *
 * @packageDocumentation
 */
export {
  PartizanSolver,
  type OptionKeys,
  type PartizanRuleset,
  type SolverOptions,
} from './ruleset.js';
export {
  domineering,
  formatDomineering,
  MAX_DOMINEERING_HEIGHT,
  MAX_DOMINEERING_WIDTH,
  parseDomineering,
  type DomineeringPosition,
} from './domineering.js';
export {
  MAX_TOADS_FROGS_LENGTH,
  parseToadsFrogs,
  toadsAndFrogs,
  type ToadsFrogsPosition,
} from './toads-frogs.js';
export { formatGrid, gridKey, MAX_GRID_CELLS, parseGrid, type Grid } from './grid.js';
export { clobber, formatClobber, parseClobber, type ClobberPosition } from './clobber.js';
export { formatKonane, konane, parseKonane, type KonanePosition } from './konane.js';
export { cram, formatCram, parseCram, type CramPosition } from './cram.js';
export { formatQuelhas, parseQuelhas, quelhas, type QuelhasPosition } from './quelhas.js';
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
} from './col-snort.js';
export {
  formatHackenbush,
  hackenbush,
  parseHackenbush,
  type HackenbushColour,
  type HackenbushPosition,
} from './hackenbush.js';
export {
  cutcake,
  eatcake,
  formatCake,
  MAX_CAKE_PIECES,
  MAX_CAKE_SIDE,
  maundyCake,
  parseCake,
  type CakePosition,
} from './cakes.js';
export {
  formatToppling,
  MAX_TOPPLING_DOMINOES,
  parseToppling,
  topplingDominoes,
  type TopplingPosition,
} from './toppling-dominoes.js';
export { fission, formatFission, parseFission, type FissionPosition } from './fission.js';
export {
  amazons,
  formatAmazons,
  MAX_AMAZONS_CELLS,
  parseAmazons,
  type AmazonsPosition,
} from './amazons.js';
export {
  formatWythoff,
  MAX_WYTHOFF_HEAP,
  MAX_WYTHOFF_PAIRS,
  MAX_WYTHOFF_REACH,
  parseGenWythoff,
  parseWythoff,
  wythoff,
  type WythoffPosition,
} from './wythoff.js';
export {
  formatMemory,
  MAX_MEMORY_HEAP,
  MAX_TAKE_AWAY_FACTOR,
  mem,
  parseMem,
  parseTakeAway,
  takeAway,
  type MemoryPosition,
} from './mem.js';
export { MAX_COINS, mockTurtles, parseCoins, ruler, type CoinsPosition } from './coins.js';
export {
  arcKayles,
  formatArcKayles,
  parseArcKayles,
  type ArcKaylesPosition,
} from './arc-kayles.js';
export {
  POSITION_RULESETS,
  rulesetNamed,
  type CellSymbol,
  type CellTone,
  type GridLimits,
  type LoopyRulesetEntry,
  type PositionEditor,
  type RulesetEntry,
  type RulesetName,
  type RulesetText,
  type ShortRulesetEntry,
} from './positions.js';
export {
  backslidingOptions,
  backslidingToadsFrogs,
  MAX_BACKSLIDING_LENGTH,
  parseBackslidingToadsFrogs,
  type BackslidingPosition,
} from './backsliding-toads-frogs.js';
export {
  foxAndGeese,
  foxAndGeeseOptions,
  foxEscaped,
  formatFoxAndGeese,
  MAX_FOX_GEESE_ROWS,
  MAX_FOX_GEESE_WIDTH,
  parseFoxAndGeese,
  type FoxAndGeesePosition,
} from './fox-and-geese.js';
