import {
  countSolutions,
  solve,
  validateLoop,
  type MasyuLoop,
  type MasyuSolveOptions,
  type MasyuPuzzle,
  type SolveResult,
} from '@cgkit/masyu';
import {
  MASYU_FORMATS,
  drawMasyu,
  formatMasyu,
  masyuSolutionRows,
  parseMasyu,
  formatJsonObject,
  parseMasyuJsonlLine,
  type JsonMember,
  parseMasyuSolution,
  type MasyuFormat,
} from '@cgkit/io-formats/masyu';
import { Option, type Command } from 'commander';
import {
  UserError,
  paint,
  parseIntOption,
  printJson,
  progress,
  readInput,
  answerLines,
  solveControl,
  type CommandModule,
} from '../cli-kit.js';
import { type MasyuInputOptions, masyuFormatOption, readMasyuPuzzle } from './masyu-input.js';

interface SolveOptions extends MasyuInputOptions {
  json?: boolean;
  jsonl?: boolean;
}

/** The example of the pzprjs tests, and a hard 10×10 puzzle of puzzle-masyu.com. */
const EXAMPLES = [
  'https://puzz.link/p?mashu/6/6/1063000i3000',
  '10x10:aWjWbBaWWcWWcWcWWbBlWaWaWaWbWaWaWWbWBaWlWaBWaBaWbWh',
];

/** The fields of a `--jsonl` result line; input fields of the same names go under `input`. */
const RESULT_FIELDS = ['status', 'solution', 'otherSolution', 'ms', 'nodes', 'input'];

/**
 * A result line of `--jsonl`: the input line's own members as written (so nothing a JSON parse
 * would change is lost), then the result's; own members whose names a result field takes (a
 * dataset's expected `solution`, say) are kept under `input`.
 */
function resultLine(fields: readonly JsonMember[], result: Record<string, unknown>): string {
  const kept = fields.filter((f) => !RESULT_FIELDS.includes(f.key));
  const clashing = fields.filter((f) => RESULT_FIELDS.includes(f.key));
  const members: JsonMember[] = [
    ...kept,
    ...Object.entries(result).map(([key, value]) => ({
      key,
      keyText: JSON.stringify(key),
      valueText: JSON.stringify(value),
    })),
  ];
  if (clashing.length > 0) {
    members.push({ key: 'input', keyText: '"input"', valueText: formatJsonObject(clashing) });
  }
  return formatJsonObject(members);
}

/**
 * Runs a search with Ctrl-C, --time-limit and --max-memory, and its progress on stderr (on a
 * terminal).
 */
function searching<T>(search: (options: MasyuSolveOptions) => T): T {
  const report = progress('masyu');
  try {
    return search({
      ...solveControl(),
      onProgress: ({ done, phase }) => {
        if (phase === 'dead ends') report.update(`${done} dead ends`);
      },
    });
  } finally {
    report.done();
  }
}

const solved = (puzzle: MasyuPuzzle): SolveResult => searching((options) => solve(puzzle, options));

/** The solutions of a result: the unique one, or two of several. */
const solutionsOf = (result: SolveResult): MasyuLoop[] =>
  [result.solution, result.otherSolution].filter((loop) => loop !== undefined);

/** The answer for people: the status, then the drawing of each solution found. */
function describe(puzzle: MasyuPuzzle, result: SolveResult): string {
  const { status } = result;
  const { ms, nodes } = result.stats;
  const head = {
    unique: paint('unique solution', 'green'),
    multiple: paint('several solutions; two of them:', 'cyan'),
    none: paint('no solution', 'red'),
  }[status];
  const drawings = solutionsOf(result).map((loop) => drawMasyu(puzzle, loop));
  return `${head} ${paint(`(${ms} ms, ${nodes} nodes)`, 'dim')}\n${drawings.join('\n')}`;
}

async function solveCommand(file: string | undefined, options: SolveOptions): Promise<void> {
  if (options.jsonl === true) {
    if (options.format !== 'auto') {
      throw new UserError('--format does not apply to --jsonl: each line names its own field');
    }
    // One puzzle at a time, as the lines arrive: a batch of any size runs in bounded memory.
    await answerLines(file, ({ text, line, name }) => {
      const jsonl = parseMasyuJsonlLine(text, name, line);
      if (jsonl === undefined) return undefined;
      const found = solved(jsonl.puzzle);
      const [solution, otherSolution] = solutionsOf(found).map(masyuSolutionRows);
      const result = {
        status: found.status,
        solution: solution ?? null,
        otherSolution: otherSolution ?? null,
        ms: found.stats.ms,
        nodes: found.stats.nodes,
      };
      return `${resultLine(jsonl.fields, result)}\n`;
    });
    return;
  }
  const puzzle = await readMasyuPuzzle(file, options);
  const found = solved(puzzle);
  if (options.json !== true) {
    process.stdout.write(describe(puzzle, found));
    return;
  }
  const [solution, otherSolution] = solutionsOf(found).map(masyuSolutionRows);
  printJson({
    status: found.status,
    solution: solution ?? null,
    otherSolution: otherSolution ?? null,
    stats: { ms: found.stats.ms, nodes: found.stats.nodes },
  });
}

async function countCommand(
  file: string | undefined,
  options: MasyuInputOptions & { limit: string; json?: boolean },
): Promise<void> {
  const limit = parseIntOption(options.limit, '--limit', 1, 1_000_000);
  const puzzle = await readMasyuPuzzle(file, options);
  // One solution past the limit tells "exactly N" from "more than N".
  const found = searching((options) => countSolutions(puzzle, limit + 1, options));
  const count = Math.min(found.count, limit);
  const complete = found.complete && found.count <= limit;
  if (options.json === true) {
    printJson({ count, complete, stats: { ms: found.stats.ms, nodes: found.stats.nodes } });
  } else {
    const plural = count === 1 ? 'solution' : 'solutions';
    process.stdout.write(
      complete ? `${count} ${plural}\n` : `more than ${count} ${plural} (stopped at --limit)\n`,
    );
  }
}

async function checkCommand(
  puzzleFile: string,
  solutionFile: string,
  options: MasyuInputOptions & { json?: boolean },
): Promise<void> {
  if (puzzleFile === '-' && solutionFile === '-') {
    throw new UserError('the puzzle and the solution cannot both come from stdin');
  }
  const puzzle = await readMasyuPuzzle(puzzleFile, options);
  const input = await readInput(solutionFile);
  const loop = parseMasyuSolution(input.text, input.name);
  const violations = validateLoop(puzzle, loop);
  if (options.json === true) printJson({ valid: violations.length === 0, violations });
  else if (violations.length === 0)
    process.stdout.write(`${paint('valid', 'green')}: a solution\n`);
  else {
    const lines = violations.map((v) => `  ${v.rule}: ${v.message}\n`).join('');
    process.stdout.write(`${paint('not a solution', 'red')}:\n${lines}`);
  }
  if (violations.length > 0) process.exitCode = 1;
}

async function convertCommand(
  file: string | undefined,
  options: MasyuInputOptions & { to: MasyuFormat },
): Promise<void> {
  const puzzle = await readMasyuPuzzle(file, options);
  process.stdout.write(formatMasyu(puzzle, options.to));
}

const PUZZLE_ARGUMENT =
  'the puzzle: a grid (. W B, one row per line), a puzz.link URL or a Pearl game id; - for stdin';

export const masyuCommand: CommandModule = {
  title: 'Masyu',
  register(program: Command) {
    const command = program
      .command('masyu')
      .description('Masyu: draw one loop through every pearl (exact solver)');
    command
      .command('solve')
      .description('print whether the solution is unique, and draw it (or two of several)')
      .argument('[file]', PUZZLE_ARGUMENT)
      .addOption(masyuFormatOption())
      .option('--json', 'print {status, solution, otherSolution, stats: {ms, nodes}}')
      .option(
        '--jsonl',
        'read one JSON object per line ("puzzle", "url" or "pearl_id"); print per line its other ' +
          'fields, then status, solution, otherSolution, ms, nodes; its own fields of those names ' +
          '(or "input") go under "input"',
      )
      .action((file: string | undefined, options: SolveOptions) => solveCommand(file, options));
    command
      .command('count')
      .description('count the solutions, up to a limit')
      .argument('[file]', PUZZLE_ARGUMENT)
      .addOption(masyuFormatOption())
      .requiredOption('--limit <n>', 'stop counting at n solutions (1 to 1000000)')
      .option('--json', 'print {count, complete, stats}; complete: false means more than count')
      .action(
        (
          file: string | undefined,
          options: MasyuInputOptions & { limit: string; json?: boolean },
        ) => countCommand(file, options),
      );
    command
      .command('check')
      .description('say whether a loop solves a puzzle, and which rules it breaks (exit 1 if not)')
      .argument('<puzzle>', PUZZLE_ARGUMENT)
      .argument('<solution>', 'the loop: rows of cells like DR LR DL or . (unused); - for stdin')
      .addOption(masyuFormatOption())
      .option('--json', 'print {valid, violations}')
      .action((puzzle: string, solution: string, options: MasyuInputOptions & { json?: boolean }) =>
        checkCommand(puzzle, solution, options),
      );
    command
      .command('convert')
      .description('write a puzzle in another format')
      .argument('[file]', PUZZLE_ARGUMENT)
      .addOption(masyuFormatOption())
      .addOption(
        new Option('--to <format>', 'the output format')
          .choices([...MASYU_FORMATS])
          .makeOptionMandatory(),
      )
      .action((file: string | undefined, options: MasyuInputOptions & { to: MasyuFormat }) =>
        convertCommand(file, options),
      );
  },
  demo() {
    const parts: string[] = [];
    for (const text of EXAMPLES) {
      const puzzle = parseMasyu(text, 'example');
      const found = solve(puzzle);
      const drawings = solutionsOf(found)
        .map((loop) => drawMasyu(puzzle, loop))
        .join('\n');
      parts.push(`${text}\n${found.status}:\n${drawings}`);
    }
    return parts.join('\n');
  },
};
