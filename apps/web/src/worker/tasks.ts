import type { MasyuPuzzle } from '@cgkit/masyu';
import type { Report } from './protocol.js';
import {
  evaluateExpression,
  evaluatePosition,
  takeBreakSequence,
  type OctalReport,
  type PositionMistake,
  type PositionInput,
  type PositionReport,
  type ValueReport,
} from './tasks/cgt.js';
import { boardEscapeWorker } from './tasks/board-escape.js';
import { emptyCakeTable, galetteWorker, type CakeValue } from './tasks/galette.js';
import {
  analyzeMatch,
  chooseMove,
  type ComputerChoice,
  type GameId,
  type MatchAnalysis,
  type MatchInput,
  type WorkerGame,
} from './tasks/match.js';
import {
  checkMasyu,
  generateMasyu,
  masyuHint,
  rateMasyu,
  solveMasyu,
  type MasyuCheck,
  type MasyuHint,
  type MasyuRating,
  type MasyuSolution,
} from './tasks/masyu.js';
import { thirtyOneWorker } from './tasks/thirty-one.js';

/** How the worker plays each two-player game (see `tasks/match.ts`). */
const GAMES = {
  'thirty-one': thirtyOneWorker,
  galette: galetteWorker,
  'board-escape': boardEscapeWorker,
} as unknown as Readonly<Record<GameId, WorkerGame<unknown, unknown, unknown>>>;

/** Every task the worker runs: its input, its output and what it reports on the way. */
export interface TaskMap {
  'match/analyze': { input: MatchInput; output: MatchAnalysis; partial: never };
  'match/computer': { input: MatchInput; output: ComputerChoice; partial: never };
  'galette/table': {
    input: { rows: number; cols: number };
    output: CakeValue[];
    partial: CakeValue;
  };
  'masyu/solve': { input: MasyuPuzzle; output: MasyuSolution; partial: never };
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
  ) => TaskMap[Name]['output'];
};

export const taskRunners: TaskRunners = {
  'match/analyze': (input, report) => analyzeMatch(GAMES, input, report),
  'match/computer': (input, report) => chooseMove(GAMES, input, report),
  'galette/table': emptyCakeTable,
  'masyu/solve': solveMasyu,
  'masyu/hint': masyuHint,
  'masyu/check': checkMasyu,
  'masyu/rate': rateMasyu,
  'masyu/generate': generateMasyu,
  'cgt/expression': evaluateExpression,
  'cgt/position': evaluatePosition,
  'cgt/take-break': takeBreakSequence,
};
