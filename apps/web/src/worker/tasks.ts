import type { EscapeBestMove } from '@cgkit/board-escape';
import type { Bite, Cake } from '@cgkit/galette';
import type { Level, MasyuPuzzle } from '@cgkit/masyu';
import type { Report } from './protocol.js';
import {
  evaluateExpression,
  evaluatePosition,
  octalSequence,
  type OctalReport,
  type PositionRuleset,
  type ValueReport,
} from './tasks/cgt.js';
import {
  boardEscapeRemoteness,
  chooseBoardEscapeMove,
  type BoardEscapeGame,
} from './tasks/board-escape.js';
import {
  analyzeGalette,
  chooseGaletteBite,
  emptyCakeTable,
  galetteRemoteness,
  type CakeValue,
  type GaletteAnalysis,
  type GaletteGame,
} from './tasks/galette.js';
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
import type { RemotenessReport } from './tasks/remoteness.js';
import {
  analyzeThirtyOne,
  type ThirtyOneAnalysis,
  type ThirtyOneGame,
} from './tasks/thirty-one.js';

/** Every task the worker runs: its input, its output and what it reports on the way. */
export interface TaskMap {
  'thirty-one/analyze': { input: ThirtyOneGame; output: ThirtyOneAnalysis; partial: never };
  'galette/analyze': { input: GaletteGame; output: GaletteAnalysis; partial: never };
  'galette/choose': { input: Cake; output: Bite | null; partial: never };
  'galette/remoteness': { input: GaletteGame; output: RemotenessReport; partial: never };
  'galette/table': {
    input: { rows: number; cols: number };
    output: CakeValue[];
    partial: CakeValue;
  };
  'board-escape/remoteness': {
    input: BoardEscapeGame;
    output: RemotenessReport;
    partial: never;
  };
  'board-escape/choose': {
    input: BoardEscapeGame;
    output: EscapeBestMove;
    partial: never;
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
    input: { rows: number; cols: number; difficulty: Level; seed: number };
    output: MasyuPuzzle;
    partial: never;
  };
  'cgt/expression': { input: string; output: ValueReport; partial: never };
  'cgt/position': {
    input: { ruleset: PositionRuleset; position: string };
    output: ValueReport;
    partial: never;
  };
  'cgt/octal': { input: { code: string; count: number }; output: OctalReport; partial: never };
}

export type TaskName = keyof TaskMap;

type TaskRunners = {
  [Name in TaskName]: (
    input: TaskMap[Name]['input'],
    report: Report<TaskMap[Name]['partial']>,
  ) => TaskMap[Name]['output'];
};

export const taskRunners: TaskRunners = {
  'thirty-one/analyze': analyzeThirtyOne,
  'galette/analyze': analyzeGalette,
  'galette/choose': chooseGaletteBite,
  'galette/table': emptyCakeTable,
  'galette/remoteness': galetteRemoteness,
  'board-escape/remoteness': boardEscapeRemoteness,
  'board-escape/choose': chooseBoardEscapeMove,
  'masyu/solve': solveMasyu,
  'masyu/hint': masyuHint,
  'masyu/check': checkMasyu,
  'masyu/rate': rateMasyu,
  'masyu/generate': generateMasyu,
  'cgt/expression': evaluateExpression,
  'cgt/position': ({ ruleset, position }) => evaluatePosition(ruleset, position),
  'cgt/octal': ({ code, count }) => octalSequence(code, count),
};
