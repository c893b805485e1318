export {
  abortError,
  bothControls,
  checkControl,
  Checkpoints,
  DEFAULT_MAX_MEMORY_BYTES,
  DeadlineError,
  isAbortError,
  isCancelled,
  memoryBudget,
  MemoryBudgetError,
  readClock,
  pastDeadline,
  quietControl,
  reserveMemory,
  shareBudget,
  signalWithDeadline,
  steppingClock,
  withDeadline,
  withProgress,
  type AbortSignalLike,
  type Clock,
  type MemoryProbe,
  type Progress,
  type SolveControl,
} from './control.js';
export type {
  GameRules,
  ImpartialGame,
  Outcome,
  PositionKey,
  SearchOptions,
  SearchStats,
} from './game.js';
export type { MoveValue, Solution } from './value.js';
export { Solver, solveGame } from './solver.js';
export { solveLoopy, type LoopySolution } from './loopy.js';
export { GrundySolver, grundy, mex } from './grundy.js';
export {
  checkConformance,
  ConformanceError,
  type ConformanceOptions,
  type ConformanceReport,
} from './conformance.js';
export { TranspositionTable } from './table.js';
export { SeededRandom } from './random.js';
export { nim, nimMatch, type NimMove, type NimPosition } from './examples/nim.js';
export {
  GUESS_SHARE,
  LEARNER_PERFECT_CHANCE,
  MATCH_POLICIES,
  Match,
  solvedMatchGame,
  unvaluedMatchGame,
  withSearchedRemoteness,
  type BudgetedRemoteness,
  type ComputerChoice,
  type ComputerMoveOptions,
  type MatchGame,
  type MatchGuess,
  type MatchMoveValue,
  type MatchPolicy,
  type MatchResult,
  type MatchRules,
  type MatchStartOptions,
  type MatchValueOptions,
  type MatchPlayer,
  type SolvedMatchOptions,
} from './match.js';
export type { GameDescriptor, MatchStart, TwoPlayerDescriptor } from './game-descriptor.js';
export { subtractionGame } from './examples/subtraction.js';
export { RemotenessSearch, SearchBudgetSpent } from './remoteness-search.js';
export { withKnownWinners } from './known-winners.js';
export { kayles, type KaylesMove, type KaylesPosition } from './examples/kayles.js';
export { ticTacToe, emptyTicTacToe, type TicTacToePosition } from './examples/tic-tac-toe.js';
export { graphGame } from './examples/graph-game.js';
