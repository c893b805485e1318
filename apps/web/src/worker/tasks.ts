import type { TwoPlayerDescriptor } from '@cgkit/core-search';
import type { MasyuPuzzle } from '@cgkit/masyu';
import type { Report } from './protocol.js';
import type {
  ComparedInput,
  LeftDeadEndReport,
  LoopyReport,
  MisereReport,
  OctalReport,
  PartizanMisereReport,
  PositionInput,
  PositionMistake,
  PositionReport,
  ValueReport,
} from './tasks/cgt.js';
import type { CakeValue } from './tasks/galette.js';
import type {
  AnyWorkerGame,
  ComputerChoice,
  GameId,
  MatchAnalysis,
  MatchInput,
} from './tasks/match.js';
import type {
  generateMasyu,
  MasyuCheck,
  MasyuHint,
  MasyuRating,
  MasyuSolution,
} from './tasks/masyu.js';

/** Every task the worker runs: its input, its output and what it reports on the way. */
export interface TaskMap {
  'match/analyze': { input: MatchInput; output: MatchAnalysis; partial: never };
  'match/computer': { input: MatchInput; output: ComputerChoice; partial: never };
  'galette/table': {
    input: { rows: number; cols: number };
    output: CakeValue[];
    partial: CakeValue;
  };
  'masyu/solve': {
    /** `holdProgress`: browser tests only (see `solveMasyu`). */
    input: { puzzle: MasyuPuzzle; holdProgress?: boolean };
    output: MasyuSolution;
    partial: never;
  };
  'masyu/hint': {
    input: { puzzle: MasyuPuzzle; marks: Uint8Array };
    output: MasyuHint;
    partial: never;
  };
  'masyu/rate': { input: MasyuPuzzle; output: MasyuRating; partial: never };
  'masyu/check': {
    input: { puzzle: MasyuPuzzle; marks: Uint8Array };
    output: MasyuCheck;
    partial: never;
  };
  'masyu/generate': {
    input: Parameters<typeof generateMasyu>[0];
    output: MasyuPuzzle;
    partial: never;
  };
  'cgt/expression': { input: string; output: ValueReport; partial: never };
  'cgt/position': { input: PositionInput; output: PositionReport; partial: never };
  'cgt/loopy': { input: string; output: LoopyReport; partial: never };
  'cgt/misere': { input: string; output: MisereReport; partial: never };
  'cgt/left-dead-end': { input: ComparedInput; output: LeftDeadEndReport; partial: never };
  'cgt/partizan-misere': {
    input: ComparedInput | PositionInput;
    output: PartizanMisereReport;
    partial: never;
  };
  'cgt/take-break': {
    input: { code: string; count: number };
    output: OctalReport | PositionMistake;
    partial: never;
  };
}

export type TaskName = keyof TaskMap;

type TaskRunners = {
  [Name in TaskName]: (
    input: TaskMap[Name]['input'],
    report: Report<TaskMap[Name]['partial']>,
  ) => Promise<TaskMap[Name]['output']>;
};

// Each task's code is loaded when a task first needs it, so the worker a page starts fetches the
// code of that page's games only (Vite makes each import below a chunk of its own).
const cgt = () => import('./tasks/cgt.js');
const masyu = () => import('./tasks/masyu.js');
const match = () => import('./tasks/match.js');

/**
 * How the worker plays each two-player game of the descriptors (see `tasks/match.ts`), each
 * loaded on first use: the type fails to check when a game of the descriptors is missing.
 */
const builtInGames: { readonly [Game in GameId]: () => Promise<AnyWorkerGame> } = {
  'thirty-one': async () => (await import('./tasks/thirty-one.js')).thirtyOneWorker,
  galette: async () => (await import('./tasks/galette.js')).galetteWorker,
  'board-escape': async () => (await import('./tasks/board-escape.js')).boardEscapeWorker,
};

/** The games the worker plays, by id: the built-in ones and those registered since. */
const workerGames = new Map<string, () => Promise<AnyWorkerGame>>(Object.entries(builtInGames));

/**
 * Lets the worker play a two-player game from its descriptor alone (`match/analyze` and
 * `match/computer` with `game: descriptor.id`), as it plays the built-in ones: its match from
 * the descriptor, valued by the game's own solver.
 */
export function registerWorkerGame<S, P, M>(
  descriptor: TwoPlayerDescriptor<string, S, P, M>,
): void {
  workerGames.set(descriptor.id, async () =>
    (await match()).descriptorWorker(descriptor as TwoPlayerDescriptor<string, unknown, P, M>),
  );
}

async function workerGame(game: string): Promise<AnyWorkerGame> {
  const load = workerGames.get(game);
  if (load === undefined) throw new RangeError(`the worker plays no game named ${game}`);
  return load();
}

export const taskRunners: TaskRunners = {
  'match/analyze': async (input, report) =>
    (await match()).analyzeMatch(await workerGame(input.game), input, report),
  'match/computer': async (input, report) =>
    (await match()).chooseMove(await workerGame(input.game), input, report),
  'galette/table': async (input, report) =>
    (await import('./tasks/galette.js')).emptyCakeTable(input, report),
  'masyu/solve': async ({ puzzle, holdProgress }, report) =>
    (await masyu()).solveMasyu(puzzle, report, holdProgress),
  'masyu/hint': async (input) => (await masyu()).masyuHint(input),
  'masyu/check': async (input, report) => (await masyu()).checkMasyu(input, report),
  'masyu/rate': async (input, report) => (await masyu()).rateMasyu(input, report),
  'masyu/generate': async (input, report) => (await masyu()).generateMasyu(input, report),
  'cgt/expression': async (input) => (await cgt()).evaluateExpression(input),
  'cgt/position': async (input, report) => (await cgt()).evaluatePosition(input, report),
  'cgt/loopy': async (input) => (await cgt()).evaluateLoopyExpression(input),
  'cgt/misere': async (input) => (await cgt()).evaluateMisere(input),
  'cgt/left-dead-end': async (input) => (await cgt()).evaluateLeftDeadEnd(input),
  'cgt/partizan-misere': async (input, report) =>
    (await cgt()).evaluatePartizanMisere(input, report),
  'cgt/take-break': async (input, report) => (await cgt()).takeBreakSequence(input, report),
};
