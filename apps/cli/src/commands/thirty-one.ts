import {
  DEFAULT_LIMIT,
  STANDARD_KEYPAD,
  ThirtyOneSolver,
  cellOf,
  createKeypad,
  hasDistinctDigits,
  isPastLimit,
  legalKeys,
  solveKeypad,
  thirtyOneStart,
  type Analysis,
  type KeyCell,
  type Keypad,
  type ThirtyOnePosition,
} from '@cgkit/thirty-one';
import {
  ThirtyOneCaseReader,
  formatKeypadText,
  parseKeypadText,
  parseThirtyOneCases,
  printThirtyOneResults,
  thirtyOneVerdict,
  type ThirtyOneCase,
} from '@cgkit/io-formats/thirty-one';
import { Option, type Command } from 'commander';
import {
  UserError,
  solveControl,
  openStdin,
  parseIntOption,
  printJson,
  progress,
  answerLines,
  type CommandModule,
} from '../cli-kit.js';
import { playThirtyOne } from './thirty-one-play.js';
import { addPlayOptions, seedOption, type PlayCommandOptions } from '../match-play.js';

/** The largest limit the CLI accepts (its solve takes tens of milliseconds and 4 MB). */
const MAX_LIMIT = 100_000;

interface SolveOptions {
  json?: boolean;
  explain?: boolean;
}

interface GameOptions extends Partial<PlayCommandOptions> {
  keypad: string;
  limit: string;
  start?: string;
  json?: boolean;
}

/** The digits of some keys, in increasing order. */
function digitsOf(keypad: Keypad, cells: readonly KeyCell[]): number[] {
  return cells.map((cell) => keypad.digits[cell]!).sort((a, b) => a - b);
}

/** "1", "1 or 4", "1, 4 or 6". */
function either(values: readonly number[]): string {
  if (values.length <= 1) return values.join('');
  return `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]!}`;
}

function moves(n: number): string {
  return n === 1 ? '1 move' : `${n} moves`;
}

/** A case's answer in words: the verdict, then how to win or how long the loss lasts. */
function explain(
  keypad: Keypad,
  position: ThirtyOnePosition,
  analysis: Analysis,
  limit: number,
): string {
  const { result, winningKeys, remoteness } = analysis;
  const verdict = thirtyOneVerdict(result);
  const length = `the game ends in ${moves(remoteness)} with best play`;
  if (isPastLimit(position, limit)) return `${verdict}: the total is already past ${limit}`;
  if (result === 'win') {
    return `${verdict}: pressing ${either(digitsOf(keypad, winningKeys))} wins; ${length}`;
  }
  if (remoteness === 0) return `${verdict}: no key can be pressed`;
  return `${verdict}: every key loses; ${length}`;
}

/** A case's line of output: the verdict alone, in words (`--explain`), or JSON (`--json`). */
type Answer = (solver: ThirtyOneSolver, position: ThirtyOneCase) => string;

const verdictLine: Answer = (solver, position) =>
  solver.wins(position.keypad, position) ? 'GANA\n' : 'PIERDE\n';

const explainedLine: Answer = (solver, position) =>
  `${explain(position.keypad, position, solver.analyze(position.keypad, position), DEFAULT_LIMIT)}\n`;

const jsonLine: Answer = (solver, position) => {
  const { keypad } = position;
  const analysis = solver.analyze(keypad, position);
  return `${JSON.stringify({
    total: position.total,
    last: keypad.digits[position.last],
    keypad: formatKeypadText(keypad),
    result: analysis.result,
    winningKeys: digitsOf(keypad, analysis.winningKeys),
    remoteness: analysis.remoteness,
  })}\n`;
};

/** Lines between two progress reports (throttled further by the clock). */
const REPORT_EVERY_LINES = 1024;

/**
 * Answers a cases file as it streams in: each case is read, solved (a lookup once its class of
 * keypads is solved) and its line queued for output, so memory does not grow with the input. A
 * bad line stops the batch with its error (exit code 2) after the answers of the cases before it
 * have been printed, as the other batches do.
 */
async function solve(file: string | undefined, options: SolveOptions): Promise<void> {
  const control = solveControl();
  const solver = new ThirtyOneSolver({ limit: DEFAULT_LIMIT, ...control });
  const answer =
    options.explain === true ? explainedLine : options.json === true ? jsonLine : verdictLine;
  const reader = new ThirtyOneCaseReader(file === undefined || file === '-' ? '<stdin>' : file);
  const report = progress('thirty-one');
  let lines = 0;
  try {
    await answerLines(
      file,
      ({ text, line }) => {
        if (++lines % REPORT_EVERY_LINES === 0) {
          report.update(`${reader.casesRead} of ${reader.count ?? '?'} cases`);
        }
        const position = reader.readLine(text, line);
        return position === undefined ? undefined : answer(solver, position);
      },
      control,
    );
    reader.end();
  } finally {
    report.done();
  }
}

/** The keypad named by `--keypad`: each digit must name one key. */
function keypadOption(text: string): Keypad {
  const keypad = parseKeypadText(text, '--keypad');
  if (!hasDistinctDigits(keypad)) {
    throw new UserError(`--keypad ${text}: a digit appears twice, so it would not name one key`);
  }
  return keypad;
}

/** The keypad, limit and start total of `openings` and `play`. */
function gameOptions(options: GameOptions): { keypad: Keypad; limit: number; start?: number } {
  const keypad = keypadOption(options.keypad);
  const limit = parseIntOption(options.limit, '--limit', 0, MAX_LIMIT);
  if (options.start === undefined) return { keypad, limit };
  return { keypad, limit, start: parseIntOption(options.start, '--start', 0, limit) };
}

function openings(options: GameOptions): void {
  const { keypad, limit, start = 0 } = gameOptions(options);
  const winning = digitsOf(keypad, solveKeypad(keypad, { limit }).winningOpenings(start));
  if (options.json === true) {
    printJson({ limit, start, winningOpenings: winning });
    return;
  }
  const where = `From ${start} with limit ${limit} on ${formatKeypadText(keypad)}`;
  process.stdout.write(
    winning.length === 0
      ? `${where}, no first key wins: the second player wins.\n`
      : `${where}, the first player wins by pressing ${either(winning)}.\n`,
  );
}

async function play(options: GameOptions): Promise<void> {
  const { keypad, limit, start } = gameOptions(options);
  await playThirtyOne({
    input: openStdin(),
    output: process.stdout,
    keypad,
    limit,
    start: start ?? Math.floor(Math.random() * (limit + 1)),
    ...(options.first === undefined ? {} : { first: options.first }),
    policy: options.computer ?? 'perfect',
    seed: seedOption(options.seed),
  });
}

const keypadHelp = 'the keypad, rows of digits separated by /';

export const thirtyOneCommand: CommandModule = {
  title: 'Thirty-one (¡Pasa la calculadora!)',
  register(program: Command) {
    const command = program
      .command('thirty-one')
      .description('the calculator game 31: keys in the row or column of the last one pressed');
    command
      .command('solve')
      .description('print GANA or PIERDE for the player receiving the turn, one line per case')
      .argument(
        '[file]',
        'the number of cases, then lines "total last-key [9 keypad digits]", or - for stdin',
      )
      .option('--json', 'print {total, last, keypad, result, winningKeys, remoteness} per line')
      .addOption(
        new Option('--explain', 'add the winning keys and the remoteness in words').conflicts(
          'json',
        ),
      )
      .action((file: string | undefined, options: SolveOptions) => solve(file, options));
    command
      .command('openings')
      .description('print which first keys win a game from a start total')
      .option('--keypad <digits>', keypadHelp, formatKeypadText(STANDARD_KEYPAD))
      .option('--limit <n>', 'the total no one may pass', String(DEFAULT_LIMIT))
      .option('--start <total>', 'the total at the start', '0')
      .option('--json', 'print {limit, start, winningOpenings}')
      .action((options: GameOptions) => openings(options));
    const playCommand = command
      .command('play')
      .description('play against the computer in the terminal')
      .option('--keypad <digits>', keypadHelp, formatKeypadText(STANDARD_KEYPAD))
      .option('--limit <n>', 'the total no one may pass', String(DEFAULT_LIMIT))
      .option('--start <total>', 'the total at the start (default: random)');
    addPlayOptions(playCommand, 'presses').action((options: GameOptions) => play(options));
  },
  demo() {
    const solver = new ThirtyOneSolver();
    const examples = printThirtyOneResults(
      parseThirtyOneCases('3\n28 9\n29 2\n19 3\n', 'example').map(
        (position) => solver.analyze(position.keypad, position).result,
      ),
    ).trimEnd();
    const seed = createKeypad([
      [3, 7, 1],
      [2, 5, 8],
      [9, 4, 6],
    ]);
    const afterOne = digitsOf(seed, legalKeys(seed, cellOf(seed, 1)));
    const lines = [
      `Acepta el Reto 220, cases "28 9", "29 2", "19 3": ${examples.split('\n').join(', ')}`,
      `keypad 371/258/946, after a 1: keys ${afterOne.join(', ')} may be pressed`,
    ];
    for (const keypad of [STANDARD_KEYPAD, seed]) {
      const solved = solver.solve(keypad);
      const winning = digitsOf(keypad, solved.winningOpenings(0));
      const verdict =
        winning.length === 0
          ? 'no first key wins'
          : `the first player wins by pressing ${either(winning)}`;
      const remoteness = solved.remoteness(thirtyOneStart(0));
      lines.push(
        `keypad ${formatKeypadText(keypad)} from 0: ${verdict} (game over in ${moves(remoteness)})`,
      );
    }
    return lines.join('\n');
  },
};
