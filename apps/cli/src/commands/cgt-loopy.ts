import { analyzeLoopy, formatLoopy, parseLoopy, type LoopyGame } from '@cgkit/cgt-values/loopy';
import type { Command } from 'commander';
import { printJson, readInput, solveControl } from '../cli-kit.js';
import { onInput, type JsonOption } from './cgt-kit.js';

// `cgkit cgt loopy` (loopy games), registered on the `cgt` command by cgt.ts, and the report of
// a loopy game that the loopy rulesets (backsliding Toads-and-Frogs) print too.

/** Games of more positions than this are not written out in the report (their count is). */
const MAX_SHOWN_POSITIONS = 200;

/** Prints what cgt-values' `analyzeLoopy` says of a game graph of `size` positions. */
export function printLoopy(
  game: LoopyGame,
  size: number,
  options: { json?: boolean | undefined; compare?: LoopyGame | undefined },
): void {
  const control = solveControl();
  const analysis = analyzeLoopy(game, control, options.compare);
  const text = size <= MAX_SHOWN_POSITIONS ? formatLoopy(game, control) : `(${size} positions)`;
  if (options.json === true) {
    printJson({ game: text, ...analysis });
    return;
  }
  const names = { L: 'Left wins', R: 'Right wins', D: 'draw' };
  const { outcome, leftFirst, rightFirst, stopper, simplest, onside, offside } = analysis;
  const lines = [
    simplest ?? text,
    `outcome ${outcome} (Left first: ${names[leftFirst]}; Right first: ${names[rightFirst]})`,
    stopper
      ? 'a stopper: its onside and offside are its simplest form'
      : `not a stopper; onside ${onside}, offside ${offside}${analysis.stopperSided ? '' : ' (not stoppers)'}`,
  ];
  if (stopper) {
    lines.push(
      `stops ${analysis.leftStop} (Left), ${analysis.rightStop} (Right); degree ${analysis.degree}; variety ${analysis.variety}`,
    );
  }
  if (analysis.compare !== undefined) lines.push(`compared: ${analysis.compare}`);
  process.stdout.write(lines.join('\n') + '\n');
}

/** Adds `loopy` to the `cgt` command. */
export function registerLoopyCommand(cgt: Command): void {
  cgt
    .command('loopy')
    .description(
      "a loopy game in CGSuite's notation: outcome with draws, stopper or not, simplest form, sides, a stopper's stops, degree and variety",
    )
    .argument(
      '<game>',
      'CGSuite notation: "{pass|*}", "a{0|a}", "{0||pass|0}", "3/2under", "+-on", "on + off", ^[on], dud, "^.Pow(on)", "G.PowTo(x)"…, or - to read it from standard input',
    )
    .option('--compare <game>', 'compare with another game (<, =, >, ||)')
    .option('--json', 'output as JSON')
    .action(async (argument: string, options: JsonOption & { compare?: string }) => {
      const control = solveControl();
      const text = argument === '-' ? (await readInput('-')).text.trim() : argument;
      const game = onInput('game', text, () => parseLoopy(text, control));
      const other =
        options.compare === undefined
          ? undefined
          : onInput('game', options.compare, () => parseLoopy(options.compare!, control));
      onInput('game', text, () =>
        printLoopy(game, game.left.length, { json: options.json, compare: other }),
      );
    });
}
