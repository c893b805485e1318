import {
  canonicalFormOf,
  cool,
  formatExplicitGame,
  formatGame,
  heat,
  isExplicit,
  mean,
  outcome,
  parseExplicitGame,
  parseGame,
  temperature,
  type Game,
} from '@cgkit/cgt-values';
import {
  nimInverse,
  nimProduct,
  nimQuotient,
  nimSum,
  octalGrundy,
} from '@cgkit/cgt-values/impartial';
import {
  domineering,
  parseDomineering,
  PartizanSolver,
  toadsAndFrogs,
} from '@cgkit/cgt-values/rulesets';
import type { Command } from 'commander';
import {
  UserError,
  solveControl,
  parseIntOption,
  printJson,
  type CommandModule,
} from '../cli-kit.js';
import {
  checkSvg,
  gameOptions,
  heapValues,
  parsed,
  refusingTooLarge,
  report,
  type GameOptions,
  type JsonOption,
} from './cgt-kit.js';
import { registerRulesetCommands } from './cgt-rulesets.js';
import { registerMisereCommands } from './cgt-misere.js';
import { registerLoopyCommand } from './cgt-loopy.js';

/** The game of an expression argument. */
function gameOf(expr: string): Game {
  return parsed('expression', expr, (text) => parseGame(text, solveControl()));
}

/** A temperature: an expression whose value is a number. */
function temperatureOf(text: string): Game {
  const t = gameOf(text);
  if (t.number === undefined) {
    throw new UserError(`a temperature is a number such as 1 or 1/2, got ${JSON.stringify(text)}`);
  }
  return t;
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
    throw new UserError('usage: cgkit cgt nim A OP B, OP one of + * x /');
  const [x, y] = [nimber(a), nimber(b)];
  if (op === '+') return nimSum(x, y);
  if (op === '*' || op === 'x') return nimProduct(x, y, control);
  if (op === '/') {
    if (y === 0n) throw new UserError('division by the nimber 0');
    return nimQuotient(x, y, control);
  }
  throw new UserError(`unknown nim operation ${JSON.stringify(op)}: use +, * (or x) or /`);
}

function octalReport(code: string, countText: string, options: JsonOption): void {
  const count = parseIntOption(countText, '--count', 1, 10_000_000);
  const result = heapValues('octal', code, count, (control) => octalGrundy(code, count, control));
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

export const cgtCommand: CommandModule = {
  title: 'Combinatorial game values',
  register(program: Command) {
    const cgt = program
      .command('cgt')
      .description(
        "combinatorial game theory in CGSuite's notation: canonical forms, thermographs, nimbers, octal games",
      )
      // The command column is wide (backsliding-toads-frogs [options] <position>): wrap the
      // descriptions beside it rather than print lines of 250 characters.
      .configureHelp({ minWidthToWrap: 24 });
    gameOptions(
      cgt
        .command('eval')
        .description(
          'the canonical form of a game expression in CGSuite\'s notation, such as "{1/2|-2}", "^ + *" or "5 * {3||2|0}"; a quoted game such as "\'{*|*}\'" is printed as given first',
        )
        .argument('<expr>', 'the expression (put -- before one that starts with -)'),
    ).action(async (expr: string, options: GameOptions) => {
      await checkSvg(options);
      // A quoted game '{…}' is printed as given, then its canonical form.
      const g = parsed('expression', expr, (text) => parseExplicitGame(text, solveControl()));
      if (!isExplicit(g)) return report(g, options);
      const [value, form] = refusingTooLarge((): [Game, string] => [
        canonicalFormOf(g, solveControl()),
        formatExplicitGame(g, solveControl()),
      ]);
      await report(value, options, { form });
    });
    gameOptions(
      cgt
        .command('cool')
        .description(
          'G cooled by t: {G^L_t - t | G^R_t + t}, down to the mean past its temperature',
        )
        .argument('<expr>', 'the game G')
        .argument('<t>', 'the temperature, a number above -1 such as 1, 1/2 or -1/2'),
    ).action(async (expr: string, t: string, options: GameOptions) => {
      await checkSvg(options);
      const [g, by] = [gameOf(expr), temperatureOf(t)];
      await report(
        refusingTooLarge(() => cool(g, by.number!, solveControl())),
        options,
      );
    });
    gameOptions(
      cgt
        .command('heat')
        .description('G heated by t: {∫G^L + t | ∫G^R - t}, numbers unchanged')
        .argument('<expr>', 'the game G')
        .argument('<t>', 'the game to heat by, such as 1 or *'),
    ).action(async (expr: string, t: string, options: GameOptions) => {
      await checkSvg(options);
      const [g, by] = [gameOf(expr), gameOf(t)];
      await report(
        refusingTooLarge(() => heat(g, by, solveControl())),
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
      .description('nimber arithmetic: A + B, A * B (or A x B), A / B, or inv A')
      .argument('<a>', 'a whole number, or inv')
      .argument('[op]', '+, * (or x, which the shell leaves alone) or /; after inv, the number')
      .argument('[b]', 'a whole number')
      .action((a: string, op: string | undefined, b: string | undefined) => {
        process.stdout.write(`${nim(a, op, b)}\n`);
      });
    registerRulesetCommands(cgt);
    registerMisereCommands(cgt);
    registerLoopyCommand(cgt);
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
