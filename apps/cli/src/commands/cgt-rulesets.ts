import {
  amazons,
  clobber,
  col,
  cram,
  cutcake,
  eatcake,
  fission,
  hackenbush,
  konane,
  maundyCake,
  parseAmazons,
  parseCake,
  parseClobber,
  parseColoring,
  parseCram,
  parseFission,
  parseHackenbush,
  parseKonane,
  parseToppling,
  snort,
  takeAndBreakGrundy,
  topplingDominoes,
  type Game,
  type OutcomeClass,
  type PartizanRuleset,
} from '@cgkit/cgt-values';
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
// cgt-values' rulesets, the position given as an argument or read from standard input (`-`).

/** A ruleset command: its name, what it says about itself, and how it reads a position. */
interface RulesetCommand<P> {
  readonly name: string;
  readonly description: string;
  readonly example: string;
  readonly ruleset: PartizanRuleset<P>;
  readonly parse: (text: string) => P;
}

const command = <P>(c: RulesetCommand<P>): RulesetCommand<unknown> => c;

const GRID = 'rows separated by | (or lines, from standard input)';

const COMMANDS: readonly RulesetCommand<unknown>[] = [
  command({
    name: 'clobber',
    description: `Clobber: x Left's stones, o Right's, . empty, # no cell; ${GRID}`,
    example: 'xxo|.o.',
    ruleset: clobber,
    parse: parseClobber,
  }),
  command({
    name: 'konane',
    description: `Konane: x Left's stones, o Right's, . empty, # no cell; ${GRID}`,
    example: 'xo.|.ox',
    ruleset: konane,
    parse: parseKonane,
  }),
  command({
    name: 'cram',
    description: `Cram (impartial Domineering): . empty, # filled; ${GRID}`,
    example: '...|...',
    ruleset: cram,
    parse: parseCram,
  }),
  command({
    name: 'fission',
    description: `Fission: x stones (Left splits them vertically, Right horizontally), . empty; ${GRID}`,
    example: '.x.|...|.x.',
    ruleset: fission,
    parse: parseFission,
  }),
  command({
    name: 'col',
    description: `Col: . uncoloured, x Left's colour, o Right's; ${GRID}, or a graph {"vertices", "edges"}`,
    example: '...|.x.',
    ruleset: col,
    parse: parseColoring,
  }),
  command({
    name: 'snort',
    description: `Snort: . uncoloured, x Left's colour, o Right's; ${GRID}, or a graph {"vertices", "edges"}`,
    example: '...|.x.',
    ruleset: snort,
    parse: parseColoring,
  }),
  command({
    name: 'amazons',
    description: `Amazons board of at most 64 cells: x Left's amazons, o Right's, . empty, # burnt; ${GRID}`,
    example: 'x...|...o',
    ruleset: amazons,
    parse: parseAmazons,
  }),
  command({
    name: 'hackenbush',
    description:
      'Hackenbush: stalks of B (blue, Left), R (red, Right), G (green) from the ground up, separated by spaces, or a graph {"ground", "edges"}',
    example: 'BRR GG',
    ruleset: hackenbush,
    parse: parseHackenbush,
  }),
  command({
    name: 'cutcake',
    description: 'Cutcake: rectangles WxH (Left cuts vertically, Right horizontally)',
    example: '4x3 2x2',
    ruleset: cutcake,
    parse: parseCake,
  }),
  command({
    name: 'eatcake',
    description: 'Eatcake: rectangles WxH (Left eats a column, Right a row)',
    example: '3x3',
    ruleset: eatcake,
    parse: parseCake,
  }),
  command({
    name: 'maundy-cake',
    description:
      'Maundy Cake: rectangles WxH (Left cuts into equal parts vertically, Right horizontally)',
    example: '6x4',
    ruleset: maundyCake,
    parse: parseCake,
  }),
  command({
    name: 'toppling-dominoes',
    description: 'Toppling Dominoes: rows of B (Left), R (Right), G (either) separated by spaces',
    example: 'BBR GR',
    ruleset: topplingDominoes,
    parse: parseToppling,
  }),
];

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
      .description(`the value of a ${c.description}`)
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
