import { takeAndBreakGrundy } from '@cgkit/cgt-values/impartial';
import { POSITION_RULESETS } from '@cgkit/cgt-values/rulesets';
import type { Command } from 'commander';
import { parseIntOption, printJson, solveControl } from '../cli-kit.js';
import { printLoopy } from './cgt-loopy.js';
import {
  checkSvg,
  gameOptions,
  heapValues,
  onInput,
  parsed,
  positionText,
  report,
  solve,
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

function takeBreak(code: string, countText: string, options: JsonOption): void {
  const count = parseIntOption(countText, '--count', 1, 1_000_000);
  const result = heapValues('take-and-break', code, count, (control) =>
    takeAndBreakGrundy(code, count, control),
  );
  const { values, period, preperiod, saltus, proved, reason } = result;
  if (options.json === true) {
    printJson({ code, values: Array.from(values), period, preperiod, saltus, proved, reason });
    return;
  }
  const kind = saltus === 0 ? `period ${period}` : `arithmetic period ${period}, saltus ${saltus}`;
  const regularity =
    period === undefined
      ? `no period found within ${count}`
      : `${kind}, preperiod ${preperiod}${proved ? ' (proved)' : ` (holds up to ${count}, not proved: ${reason})`}`;
  process.stdout.write(`${values.join(' ')}\n${regularity}\n`);
}

/** Adds `cgkit cgt <ruleset>` for each ruleset of the table, and `cgkit cgt take-break`. */
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
          const start = parsed('position', text, entry.parse);
          const { game, positions } = onInput('position', text, () =>
            entry.graph(start, solveControl()),
          );
          onInput('position', text, () => printLoopy(game, positions.length, options));
        });
    }
  }
  cgt
    .command('take-break')
    .description(
      "Grundy values of a take-and-break game of any code: octal or hexadecimal (0.77, 0.3F), with ! (heaps all different, 4!.0 is Grundy's game) or ? (not all equal), repeated digits (0.[3]), or a subtraction game S(1,3,4)",
    )
    .argument('<code>', 'the code')
    .requiredOption('--count <n>', 'how many heap sizes, 0 to n-1')
    .option('--json', 'output {code, values, period, preperiod, saltus, proved, reason}')
    .action((code: string, options: JsonOption & { count: string }) => {
      takeBreak(code, options.count, options);
    });
}
