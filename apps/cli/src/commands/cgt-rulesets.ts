import type { Game } from '@cgkit/cgt-values';
import {
  POSITION_RULESETS,
  PartizanSolver,
  type PartizanRuleset,
} from '@cgkit/cgt-values/rulesets';
import type { Command } from 'commander';
import { progress, solveControl } from '../cli-kit.js';
import {
  checkSvg,
  gameOptions,
  onInput,
  parsed,
  positionText,
  report,
  refusingTooLarge,
  type GameOptions,
  type JsonOption,
} from './cgt-kit.js';

// `cgkit cgt <ruleset> POSITION`, one command for each ruleset of cgt-values' POSITION_RULESETS
// table, all alike: the position given as an argument or read from standard input (`-`); a
// short game's value and outcome class with `--json`, `--rcf` and `--svg` as for `eval`, a loopy
// game's outcome, sides and `--json` as for `loopy`.

/** A ruleset's description for the help: a grid may also be read line by line from stdin. */
const describe = (description: string): string =>
  description.replace('rows separated by |', 'rows separated by | (or lines, from standard input)');

/** The canonical form of a position, with progress on stderr (on a terminal). */
export function solve<P>(ruleset: PartizanRuleset<P>, position: P): Game {
  const report = progress(ruleset.name);
  try {
    const solver = new PartizanSolver(ruleset, {
      onProgress: ({ done }) => report.update(`${done} positions`),
      ...solveControl(),
    });
    return refusingTooLarge(() => solver.canonicalForm(position));
  } finally {
    report.done();
  }
}

/** Adds `cgkit cgt <ruleset>` for each ruleset of the table. */
export function registerRulesetCommands(cgt: Command): void {
  for (const entry of POSITION_RULESETS) {
    const command = cgt
      .command(entry.name)
      .summary(`${entry.title}: the value of a position`)
      .description(`the value of a position: ${describe(entry.description)}`)
      .argument('<position>', `e.g. "${entry.example}", or - to read it from standard input`);
    if (entry.kind === 'short') {
      gameOptions(command).action(async (argument: string, options: GameOptions) => {
        const text = await positionText(argument);
        const position = parsed('position', text, entry.parse);
        await checkSvg(options);
        await report(solve(entry.ruleset, position), options, { withOutcome: true });
      });
    } else {
      command
        .option('--json', 'outcome, stopper or not, simplest form and sides as JSON')
        .action(async (argument: string, options: JsonOption) => {
          const text = await positionText(argument);
          // Loopy games' report, loaded only for theirs (`cgt domineering` needs none of it).
          const { printLoopy } = await import('./cgt-loopy.js');
          const start = parsed('position', text, entry.parse);
          const { game, positions } = onInput('position', text, () =>
            entry.graph(start, solveControl()),
          );
          onInput('position', text, () => printLoopy(game, positions.length, options));
        });
    }
  }
}
