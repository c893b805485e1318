import {
  formatGame,
  leftStop,
  mean,
  nimInverse,
  nimProduct,
  nimQuotient,
  nimSum,
  NotationError,
  octalGrundy,
  outcome,
  parseDomineering,
  parseGame,
  parseToadsFrogs,
  PartizanSolver,
  rightStop,
  temperature,
  domineering,
  toadsAndFrogs,
  type Game,
  type PartizanRuleset,
} from '@cgkit/cgt-values';
import type { SolveControl } from '@cgkit/core-search';
import { pointAt } from '@cgkit/io-formats';
import type { Command } from 'commander';
import {
  UserError,
  solveControl,
  parseIntOption,
  printJson,
  progress,
  type CommandModule,
} from '../cli-kit.js';
import { registerRulesetCommands } from './cgt-rulesets.js';
import { registerMisereCommands } from './cgt-misere.js';

interface JsonOption {
  json?: boolean;
}

/** Runs a parser of the notation, turning its errors into a message with a caret. */
function parsed<T>(what: string, text: string, parse: (text: string) => T): T {
  try {
    return refusingTooLarge(() => parse(text));
  } catch (error) {
    if (error instanceof NotationError) {
      throw new UserError(`bad ${what}: ${error.message}\n${pointAt(text, error.column)}`);
    }
    throw error;
  }
}

/**
 * Runs work on the user's games: values too large or too deep to build (such as the options of
 * *100000) are refused with a RangeError, a mistake in the input. A stack overflow is not one.
 */
function refusingTooLarge<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof RangeError && !error.message.includes('call stack')) {
      throw new UserError(error.message);
    }
    throw error;
  }
}

/** The record of `--json`: values written in the notation. */
function describeGame(g: Game, control: SolveControl): Record<string, string | boolean> {
  return {
    canonical: formatGame(g, control),
    outcome: outcome(g, control),
    isNumber: g.isNumber,
    isNimber: g.isNimber,
    leftStop: leftStop(g, control).toString(),
    rightStop: rightStop(g, control).toString(),
    mean: mean(g, control).toString(),
    temperature: temperature(g, control).toString(),
  };
}

/** Prints a game; working out its form and values is under Ctrl-C, --time-limit and --max-memory. */
function report(g: Game, options: JsonOption): void {
  const control = solveControl();
  const text = refusingTooLarge(() =>
    options.json === true ? describeGame(g, control) : formatGame(g, control),
  );
  if (typeof text === 'string') process.stdout.write(`${text}\n`);
  else printJson(text);
}

function nimber(text: string): bigint {
  if (!/^\d+$/.test(text))
    throw new UserError(`a nimber is a whole number, got ${JSON.stringify(text)}`);
  return BigInt(text);
}

function nim(a: string, op: string | undefined, b: string | undefined): bigint {
  const control = solveControl();
  if (a === 'inv') {
    if (op === undefined || b !== undefined) throw new UserError('usage: cgkit cgt nim inv A');
    const x = nimber(op);
    if (x === 0n) throw new UserError('0 has no nim-inverse');
    return nimInverse(x, control);
  }
  if (op === undefined || b === undefined)
    throw new UserError('usage: cgkit cgt nim A OP B, OP one of + * /');
  const [x, y] = [nimber(a), nimber(b)];
  if (op === '+') return nimSum(x, y);
  if (op === '*' || op === 'x') return nimProduct(x, y, control);
  if (op === '/') {
    if (y === 0n) throw new UserError('division by the nimber 0');
    return nimQuotient(x, y, control);
  }
  throw new UserError(`unknown nim operation ${JSON.stringify(op)}: use +, * or /`);
}

function octalReport(code: string, countText: string, options: JsonOption): void {
  const count = parseIntOption(countText, '--count', 1, 10_000_000);
  const report = progress(`octal ${code}`);
  let result;
  try {
    result = octalGrundy(code, count, {
      onProgress: ({ done }) => report.update(`${done} of ${count} heaps`),
      ...solveControl(),
    });
  } catch (error) {
    if (error instanceof SyntaxError) throw new UserError(error.message);
    throw error;
  } finally {
    report.done();
  }
  if (options.json === true) {
    printJson({
      code,
      values: Array.from(result.values),
      period: result.period ?? null,
      preperiod: result.preperiod ?? null,
    });
    return;
  }
  const period =
    result.period === undefined
      ? `not yet periodic within ${count}`
      : `period ${result.period}, preperiod ${result.preperiod}`;
  process.stdout.write(`${result.values.join(' ')}\n${period}\n`);
}

/** Solves a position with progress on stderr (on a terminal) and Ctrl-C to stop. */
function solveWithProgress<P>(ruleset: PartizanRuleset<P>, position: P): Game {
  const report = progress(ruleset.name);
  try {
    const solver = new PartizanSolver(ruleset, {
      onProgress: ({ done }) => report.update(`${done} positions`),
      ...solveControl(),
    });
    return solver.canonicalForm(position);
  } finally {
    report.done();
  }
}

export const cgtCommand: CommandModule = {
  title: 'Combinatorial game values',
  register(program: Command) {
    const cgt = program
      .command('cgt')
      .description('combinatorial game theory: canonical forms, nimbers, octal games');
    cgt
      .command('eval')
      .description('the canonical form of a game expression such as "{1/2|-2}" or "^ + *"')
      .argument('<expr>', 'the expression (put -- before one that starts with -)')
      .option('--json', 'canonical form, outcome, stops, mean and temperature as JSON')
      .action((expr: string, options: JsonOption) => {
        report(
          parsed('expression', expr, (text) => parseGame(text, solveControl())),
          options,
        );
      });
    cgt
      .command('octal')
      .description('Grundy values of an octal game such as 0.77 (Kayles), with its period')
      .argument('<code>', 'the octal code, e.g. 0.77, 0.07, 0.137, 4.07')
      .requiredOption('--count <n>', 'how many heap sizes, 0 to n-1')
      .option('--json', 'output {code, values, period, preperiod}')
      .action((code: string, options: JsonOption & { count: string }) => {
        octalReport(code, options.count, options);
      });
    cgt
      .command('nim')
      .description('nimber arithmetic: A + B, A * B, A / B, or inv A')
      .argument('<a>', 'a whole number, or inv')
      .argument('[op]', '+, * or / (or the number to invert)')
      .argument('[b]', 'a whole number')
      .action((a: string, op: string | undefined, b: string | undefined) => {
        process.stdout.write(`${nim(a, op, b)}\n`);
      });
    cgt
      .command('domineering')
      .description('the value of a Domineering grid (Left vertical), rows separated by |')
      .argument('<grid>', 'e.g. "...|..." with . empty and # filled')
      .option('--json', 'canonical form, outcome, stops, mean and temperature as JSON')
      .action((grid: string, options: JsonOption) => {
        const board = parsed('grid', grid, parseDomineering);
        report(solveWithProgress(domineering, board), options);
      });
    cgt
      .command('toads-frogs')
      .description('the value of a Toads-and-Frogs strip (Left toads T, Right frogs F)')
      .argument('<strip>', 'e.g. "TT..FF"')
      .option('--json', 'canonical form, outcome, stops, mean and temperature as JSON')
      .action((strip: string, options: JsonOption) => {
        report(solveWithProgress(toadsAndFrogs, parsed('strip', strip, parseToadsFrogs)), options);
      });
    registerRulesetCommands(cgt);
    registerMisereCommands(cgt);
  },
  demo() {
    const lines = [
      ...['^ + ^', '{1/2|-2}', '+-1 + +-1', '{3||2|1}'].map((e) => {
        const g = parseGame(e);
        return `${e} = ${formatGame(g)} (outcome ${outcome(g)}, mean ${mean(g).toString()}, temperature ${temperature(g).toString()})`;
      }),
      `Domineering ...|... = ${formatGame(new PartizanSolver(domineering).canonicalForm(parseDomineering('...|...')))}`,
      `Toads and Frogs TTT..FFF = ${formatGame(new PartizanSolver(toadsAndFrogs).canonicalForm('TTT..FFF'))}`,
    ];
    const kayles = octalGrundy('0.77', 200);
    lines.push(`Kayles (0.77): period ${kayles.period}, preperiod ${kayles.preperiod}`);
    lines.push(`nim: 8 * 8 = ${nimProduct(8n, 8n)}, inverse of 2 = ${nimInverse(2n)}`);
    return lines.join('\n');
  },
};
