// The Masyu commands built on the package's human deductions: explain (the steps), hint (the next
// one) and generate (puzzles rated by the rules their solving needs).
import {
  LEVELS,
  edgeToJson,
  explain,
  formatSteps,
  generatePuzzle,
  hint,
  stepToJson,
  type Deduction,
  type GeneratedPuzzle,
  type Level,
  type MasyuProgress,
} from '@cgkit/masyu';
import {
  MASYU_FORMATS,
  drawMasyu,
  formatMasyu,
  masyuSolutionRows,
  parseMasyuProgress,
  type MasyuFormat,
} from '@cgkit/io-formats/masyu';
import { withDeadline, type Progress as SolveProgress } from '@cgkit/core-search';
import { Option, type Command } from 'commander';
import {
  UserError,
  solveControl,
  paint,
  parseIntOption,
  printJson,
  progress,
  readInput,
  type CommandModule,
} from '../cli-kit.js';
import { type MasyuInputOptions, masyuFormatOption, readMasyuPuzzle } from './masyu-input.js';

type InputOptions = MasyuInputOptions & { json?: boolean };

const PUZZLE_ARGUMENT =
  'the puzzle: a grid (. W B, one row per line), a puzz.link URL or a Pearl game id; - for stdin';

/** The generator's progress in words: `loop 3: removing pearls, 4 of 10 tried`. */
function generateStage({ phase, done, total, message }: SolveProgress): string {
  switch (phase) {
    case 'loops':
      return `loop ${done}`;
    case 'pearls tried':
      return `${message}: removing pearls, ${done} of ${total} tried`;
    default:
      return `${message}: removing ${phase}`;
  }
}

async function explainCommand(
  file: string | undefined,
  options: InputOptions & { depth: string; timeLimit: string },
): Promise<void> {
  const depth = parseIntOption(options.depth, '--depth', 0, 3);
  const seconds = parseIntOption(options.timeLimit, '--time-limit', 1, 86_400);
  const puzzle = await readMasyuPuzzle(file, options);
  const report = progress('masyu explain');
  report.update('deducing');
  // The global --time-limit and --max-memory hold too: past them, the explanation stops.
  let result: Deduction;
  try {
    const control = solveControl();
    result = explain(puzzle, { depth, proofs: withDeadline(control, seconds * 1000), ...control });
  } finally {
    report.done();
  }
  const solved = result.outcome === 'solved';
  if (options.json === true) {
    printJson({
      steps: result.steps.map((step) => stepToJson(step, puzzle.cols)),
      difficulty: result.difficulty ?? null,
      solved,
      outcome: result.outcome,
      timedOut: result.timedOut,
      solution: solved ? masyuSolutionRows(result.board.lines()) : null,
    });
    return;
  }
  const ending = {
    solved: paint(`solved (${result.difficulty ?? ''})`, 'green'),
    stalled: paint(
      result.timedOut
        ? `stuck: the time limit (${seconds} s) stopped the proofs by contradiction`
        : `stuck: no rule applies (proofs by contradiction with up to ${depth} nested assumptions)`,
      'cyan',
    ),
    contradiction: paint('no solution: the last step shows the puzzle impossible', 'red'),
  }[result.outcome];
  process.stdout.write(
    `${formatSteps(result.steps)}${ending}\n${drawMasyu(puzzle, result.board.lines())}`,
  );
}

async function hintCommand(
  file: string,
  options: InputOptions & { progress?: string },
): Promise<void> {
  if (file === '-' && options.progress === '-') {
    throw new UserError('the puzzle and the progress cannot both come from stdin');
  }
  const puzzle = await readMasyuPuzzle(file, options);
  let current: MasyuProgress = {
    rows: puzzle.rows,
    cols: puzzle.cols,
    marks: new Uint8Array(2 * puzzle.rows * puzzle.cols),
  };
  if (options.progress !== undefined) {
    const input = await readInput(options.progress);
    current = parseMasyuProgress(input.text, input.name, puzzle.rows, puzzle.cols);
  }
  const result = hint(puzzle, current, solveControl());
  if (options.json === true) {
    if (result.kind === 'step')
      printJson({ kind: 'step', step: stepToJson(result.step, puzzle.cols) });
    else if (result.kind === 'mistake') {
      printJson({ kind: 'mistake', ...edgeToJson(result, puzzle.cols), text: result.text });
    } else printJson({ kind: result.kind });
    return;
  }
  const text = {
    solved: () => 'solved: the loop is complete',
    stuck: () => 'no rule applies to these marks',
    mistake: () => (result.kind === 'mistake' ? `mistake: ${result.text}` : ''),
    step: () => (result.kind === 'step' ? `${result.step.rule}: ${result.step.text}` : ''),
  }[result.kind]();
  process.stdout.write(`${text}\n`);
}

function parseSize(value: string): { rows: number; cols: number } {
  const match = /^(\d+)x(\d+)$/i.exec(value.trim());
  if (match === null)
    throw new UserError(`--size expects ROWSxCOLS (like 10x10), got ${JSON.stringify(value)}`);
  const rows = parseIntOption(match[1]!, '--size rows', 3, 200);
  const cols = parseIntOption(match[2]!, '--size columns', 3, 200);
  return { rows, cols };
}

async function generateCommand(options: {
  size: string;
  difficulty: Level;
  seed?: string;
  minimal?: boolean;
  format: MasyuFormat;
  json?: boolean;
  count?: string;
  queue?: string;
}): Promise<void> {
  const { rows, cols } = parseSize(options.size);
  const seed =
    options.seed === undefined
      ? Math.floor(Math.random() * 2 ** 32)
      : parseIntOption(options.seed, '--seed', 0, 2 ** 32 - 1);
  // Said at once: a generation stopped early can be run again, with a longer time limit.
  if (options.seed === undefined) process.stderr.write(`seed ${seed}\n`);
  if (options.count !== undefined || options.queue !== undefined) {
    const control = solveControl();
    const request = {
      rows,
      cols,
      difficulty: options.difficulty,
      minimal: options.minimal === true,
      seed,
      count: parseIntOption(options.count ?? '1', '--count', 1, 1_000_000),
    };
    const { format, queue } = options;
    // The queue's modules (BullMQ, Redis) load only for a collection.
    const { generateCollection } = await import('../queue/masyu-queue.js');
    return generateCollection({ ...request, format, json: options.json === true, queue }, control);
  }
  const report = progress('masyu generate');
  const started = Date.now();
  let generated: GeneratedPuzzle;
  try {
    generated = generatePuzzle({
      rows,
      cols,
      difficulty: options.difficulty,
      seed,
      minimal: options.minimal === true,
      ...solveControl(),
      onProgress: (progress) =>
        report.update(
          `${generateStage(progress)}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
        ),
    });
  } catch (error) {
    // The generator's RangeError: no puzzle of that difficulty from this seed.
    if (error instanceof RangeError) throw new UserError(`${error.message}; try another --seed`);
    throw error;
  } finally {
    report.done();
  }
  const { puzzle } = generated;
  const pearls = puzzle.cells.reduce((n, kind) => n + (kind === 0 ? 0 : 1), 0);
  if (options.json === true) {
    printJson({
      puzzle: formatMasyu(puzzle, options.format).trimEnd(),
      rows,
      cols,
      difficulty: generated.difficulty,
      seed,
      minimal: options.minimal === true,
      pearls,
      solution: masyuSolutionRows(generated.solution),
      ms: Date.now() - started,
    });
    return;
  }
  process.stdout.write(formatMasyu(puzzle, options.format));
}

export const masyuDeductionsCommand: CommandModule = {
  title: 'Masyu, explained',
  register(program: Command) {
    const masyu =
      program.commands.find((c) => c.name() === 'masyu') ??
      program.command('masyu').description('Masyu: draw one loop through every pearl');
    masyu
      .command('explain')
      .description(
        'solve step by step as a person would, naming each rule, and rate the difficulty',
      )
      .argument('[file]', PUZZLE_ARGUMENT)
      .addOption(masyuFormatOption())
      .option('--depth <n>', 'nested assumptions allowed in a proof by contradiction (0 to 3)', '2')
      .option('--time-limit <seconds>', 'time allowed for proofs by contradiction', '10')
      .option('--json', 'print {steps: [{rule, cells, edges, text, …}], difficulty, solved, …}')
      .action(
        (file: string | undefined, options: InputOptions & { depth: string; timeLimit: string }) =>
          explainCommand(file, options),
      );
    masyu
      .command('hint')
      .description('the next step from your progress, or the first mistake in it')
      .argument('<puzzle>', PUZZLE_ARGUMENT)
      .option(
        '--progress <file>',
        'your marks: rows of cells like DR (drawn sides) or Rd (d crossed out), . for none; - for stdin',
      )
      .addOption(masyuFormatOption())
      .option('--json', 'print {kind: "step"|"mistake"|"solved"|"stuck", …}')
      .action((file: string, options: InputOptions & { progress?: string }) =>
        hintCommand(file, options),
      );
    masyu
      .command('generate')
      .description('a random puzzle with a unique solution, at a difficulty')
      .requiredOption('--size <RxC>', 'rows and columns, like 10x10 (3 to 200 each)')
      .addOption(
        new Option('--difficulty <level>', 'the rules it needs')
          .choices([...LEVELS])
          .makeOptionMandatory(),
      )
      .option(
        '--seed <n>',
        'the random seed (0 to 4294967295): the same seed gives the same puzzle',
      )
      .option('--minimal', 'remove every pearl not needed for uniqueness')
      .addOption(
        new Option('--format <format>', 'the output format')
          .choices([...MASYU_FORMATS])
          .default('grid'),
      )
      .option(
        '--json',
        'print {puzzle, rows, cols, difficulty, seed, minimal, pearls, solution, ms}',
      )
      .option(
        '--count <n>',
        'a collection of n distinct puzzles (from seeds seed, seed + 1…), in order; --json: one a line',
      )
      .option(
        '--queue <url>',
        'make each puzzle of --count a job for `cgkit worker` processes on this Redis queue',
      )
      .action((options: Parameters<typeof generateCommand>[0]) => generateCommand(options));
  },
  demo() {
    const { puzzle } = generatePuzzle({ rows: 6, cols: 6, difficulty: 'medium', seed: 1 });
    const result = explain(puzzle);
    return (
      `a generated 6×6 puzzle (seed 1):\n${formatMasyu(puzzle, 'grid')}` +
      `${result.difficulty ?? result.outcome}, ${result.steps.length} steps; the first three:\n` +
      formatSteps(result.steps.slice(0, 3))
    );
  },
};
