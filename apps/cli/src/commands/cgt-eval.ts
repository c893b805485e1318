import {
  canonicalFormOf,
  cool,
  formatExplicitGame,
  heat,
  isExplicit,
  parseExplicitGame,
  parseGame,
  type Game,
} from '@cgkit/cgt-values';
import type { Command } from 'commander';
import { UserError, solveControl } from '../cli-kit.js';
import {
  checkSvg,
  gameOptions,
  parsed,
  refusingTooLarge,
  report,
  type GameOptions,
} from './cgt-kit.js';

// `cgkit cgt eval`, `cool` and `heat`: a short game's value from an expression, registered on
// the `cgt` command by cgt.ts.

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

/** Adds `eval`, `cool` and `heat` to the `cgt` command. */
export function registerEvalCommands(cgt: Command): void {
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
      .description('G cooled by t: {G^L_t - t | G^R_t + t}, down to the mean past its temperature')
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
}
