import { MAX_K, solveBoardEscape, type BoardEscapeResult } from '@cgkit/board-escape';
import { checkControl } from '@cgkit/core-search';
import { parseBoardEscapeBoard, parseBoardEscapeJsonlLine } from '@cgkit/io-formats/board-escape';
import type { Command } from 'commander';
import {
  UserError,
  parseIntOption,
  readInput,
  answerLines,
  openStdin,
  solveControl,
  writeOut,
  type CommandModule,
} from '../cli-kit.js';
import { addPlayOptions, seedOption, type PlayCommandOptions } from '../match-play.js';
import { playBoardEscape } from './board-escape-play.js';

interface SolveOptions {
  k?: string;
  json?: boolean;
  jsonl?: boolean;
}

/** The official examples of TopCoder SRM 676 (BoardEscapeDiv2, then BoardEscape). */
const EXAMPLES: readonly { rows: readonly string[]; k: number }[] = [
  { rows: ['T.#', '#.E'], k: 3 },
  { rows: ['E#E', '#T#', 'E#E'], k: 99 },
  { rows: ['#E...', '#...E', 'E.T#.', '..#..'], k: 13 },
  { rows: ['TE'], k: 50 },
  { rows: ['.T.'], k: 1 },
  { rows: ['TE'], k: 2 },
  { rows: ['E#E', '#T#', 'E#E'], k: 1_000_000 },
  { rows: ['T.T.T.', '.E.E.E'], k: 1 },
  { rows: ['TTE'], k: 6 },
];

/** One result for people: the winner, the Grundy value and a winning first move. */
function describe(result: BoardEscapeResult): string {
  const move = result.winningMove;
  const how =
    move === null
      ? 'Alice has no winning move'
      : `Alice moves the token at row ${move.row}, column ${move.column} ${move.direction}`;
  return `${result.winner} wins (Grundy value ${result.grundy}): ${how}`;
}

async function solve(file: string | undefined, options: SolveOptions): Promise<void> {
  if (options.jsonl === true) {
    if (options.k !== undefined)
      throw new UserError('-k does not apply to --jsonl: each line has its own "k"');
    // One game at a time, as the lines arrive: a batch of any size runs in bounded memory, and
    // stops at Ctrl-C or the time limit between two games.
    const control = solveControl();
    await answerLines(
      file,
      ({ text, line, name }) => {
        checkControl(control);
        const game = parseBoardEscapeJsonlLine(text, name, line);
        return game === undefined
          ? undefined
          : answer(solveBoardEscape(game.board, game.k), options);
      },
      control,
    );
    return;
  }
  if (options.k === undefined) {
    throw new UserError(`missing -k K: the number every token starts with (1 to ${MAX_K})`);
  }
  const k = parseIntOption(options.k, '-k', 1, MAX_K);
  const input = await readInput(file);
  await writeOut(
    answer(solveBoardEscape(parseBoardEscapeBoard(input.text, input.name), k), options),
  );
}

interface PlayOptions extends PlayCommandOptions {
  k?: string;
}

async function play(file: string, options: PlayOptions): Promise<void> {
  if (file === '-') {
    throw new UserError('board-escape play reads the moves on stdin: name the board file, not -');
  }
  if (options.k === undefined) {
    throw new UserError(`missing -k K: the number every token starts with (1 to ${MAX_K})`);
  }
  const k = parseIntOption(options.k, '-k', 1, MAX_K);
  const seed = seedOption(options.seed);
  const input = await readInput(file);
  await playBoardEscape({
    input: openStdin(),
    output: process.stdout,
    board: parseBoardEscapeBoard(input.text, input.name),
    k,
    policy: options.computer,
    seed,
    ...(options.first === undefined ? {} : { first: options.first }),
  });
}

/** A result's line of output: the winner, or the whole result as JSON (`--json`). */
function answer(result: BoardEscapeResult, options: SolveOptions): string {
  return options.json === true ? `${JSON.stringify(result)}\n` : `${result.winner}\n`;
}

export const boardEscapeCommand: CommandModule = {
  title: 'BoardEscape',
  register(program: Command) {
    const command = program
      .command('board-escape')
      .description('TopCoder BoardEscape: tokens counting down on a grid with exits');
    command
      .command('solve')
      .description('print the winner, Alice (who moves first) or Bob')
      .argument(
        '[file]',
        'the board, one row per line (T token, E exit, # obstacle, . empty), or - for stdin',
      )
      .option('-k <K>', `the number every token starts with, 1 to ${MAX_K}`)
      .option('--jsonl', 'read JSON Lines {"board": [rows…], "k": K}; one result per line')
      .option('--json', 'print {winner, grundy, winningMove} instead of the winner alone')
      .action((file: string | undefined, options: SolveOptions) => solve(file, options));
    const playCommand = command
      .command('play')
      .description('play against the computer in the terminal, moves typed as ROW COLUMN DIRECTION')
      .argument('<file>', 'the board, one row per line (T token, E exit, # obstacle, . empty)')
      .option('-k <K>', `the number every token starts with, 1 to ${MAX_K}`);
    addPlayOptions(playCommand, 'moves').action((file: string, options: PlayOptions) =>
      play(file, options),
    );
  },
  demo() {
    const lines = EXAMPLES.map(({ rows, k }) => {
      const board = parseBoardEscapeBoard(rows.join('\n'), 'example');
      const shown = rows.map((row) => JSON.stringify(row)).join(',');
      return `{${shown}} k=${k}: ${describe(solveBoardEscape(board, k))}`;
    });
    const full = parseBoardEscapeBoard(`${'T'.repeat(50)}\n`.repeat(50), 'example');
    lines.push(
      `50×50 board of 2500 tokens, k=${MAX_K}: ${describe(solveBoardEscape(full, MAX_K))}`,
    );
    return lines.join('\n');
  },
};
