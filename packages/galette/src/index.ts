export {
  Portion,
  createCake,
  emptyCakeSizes,
  eat,
  isLegalBite,
  legalBites,
  mirrorCake,
  portionAt,
  transposeCake,
  type Bite,
  type Cake,
} from './cake.js';
export { cakeImages, cakeKey, galetteGame } from './game.js';
export { formatNimber, parseNimber } from './nimber.js';
export { StripValues } from './strip.js';
export { type SolveStats } from './engine.js';
export {
  GaletteSolver,
  type BiteOption,
  type CakeAnalysis,
  type GaletteSolverOptions,
} from './solver.js';
export { SharedPartTable, type SharedPartTableOptions } from './shared-table.js';
