import { type Game, type OutcomeClass } from '@cgkit/cgt-values';
import { takeAndBreakGrundy } from '@cgkit/cgt-values/impartial';
import { POSITION_RULESETS, type RulesetName } from '@cgkit/cgt-values/rulesets';
import type { Command } from 'commander';
import { parseIntOption, printJson, readInput, solveControl } from '../cli-kit.js';
import {
  describeValue,
  heapValues,
  parsed,
  refusingTooLarge,
  solve,
  type JsonOption,
} from './cgt-kit.js';

// `cgkit cgt <ruleset> POSITION`: the canonical value and outcome class of a position of one of
// cgt-values' rulesets (its POSITION_RULESETS table), the position given as an argument or read
// from standard input (`-`).

/**
 * Rulesets whose commands are registered elsewhere: Domineering and Toads-and-Frogs by cgt.ts
 * (with --rcf and --svg), the loopy ones by cgt-misere.ts.
 */
const OWN_COMMANDS: ReadonlySet<RulesetName> = new Set(['domineering', 'toads-frogs']);

/** The table's short rulesets that get a command here. */
const COMMANDS = POSITION_RULESETS.flatMap((r) =>
  r.kind === 'short' && !OWN_COMMANDS.has(r.name) ? [r] : [],
);

/** A ruleset's description for the help: a grid may also be read line by line from stdin. */
const describe = (description: string): string =>
  description.replace('rows separated by |', 'rows separated by | (or lines, from standard input)');

/** The position's text: the argument, or standard input for `-` (lines of a grid joined by |). */
async function positionText(argument: string): Promise<string> {
  if (argument !== '-') return argument;
  const { text } = await readInput('-');
  const trimmed = text.trim();
  return trimmed.startsWith('{') ? trimmed : trimmed.split(/\r?\n/).join('|');
}

const OUTCOMES: Record<OutcomeClass, string> = {
  L: 'Left wins',
  R: 'Right wins',
  N: 'the first player wins',
  P: 'the second player wins',
};

function print(g: Game, options: JsonOption): void {
  const control = solveControl();
  const value = refusingTooLarge(() => describeValue(g, control));
  if (options.json === true) {
    printJson(value);
    return;
  }
  process.stdout.write(
    `${value.canonical}\noutcome ${value.outcome}: ${OUTCOMES[value.outcome]}\n`,
  );
}

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

/** Adds `cgkit cgt <ruleset>` for each ruleset, and `cgkit cgt take-break`. */
export function registerRulesetCommands(cgt: Command): void {
  for (const c of COMMANDS) {
    cgt
      .command(c.name)
      .description(`the value of a ${describe(c.description)}`)
      .argument('<position>', `e.g. "${c.example}", or - to read it from standard input`)
      .option('--json', 'canonical form, outcome, stops, mean and temperature as JSON')
      .action(async (argument: string, options: JsonOption) => {
        const text = await positionText(argument);
        print(solve(c.ruleset, parsed('position', text, c.parse)), options);
      });
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
