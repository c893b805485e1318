import type { Command } from 'commander';
import type { CommandModule } from '../cli-kit.js';

// `cgkit cgt`: each group of its subcommands is registered by a module of its own, loaded only
// when one of its subcommands runs (`cgt eval 0` loads no ruleset, misère or loopy game, nor
// their code in the bundle). `cgt --help`, or a name none has, loads them all, in help's order.

/**
 * The commands of cgt-values' POSITION_RULESETS, in its order: listed here so that naming one
 * loads the rulesets' module alone (cgt-subcommands.test.ts checks the list; a ruleset missing
 * from it still runs, after every module is loaded).
 */
const RULESET_COMMANDS = [
  'domineering',
  'toads-frogs',
  'clobber',
  'konane',
  'cram',
  'quelhas',
  'fission',
  'col',
  'snort',
  'amazons',
  'hackenbush',
  'cutcake',
  'eatcake',
  'maundy-cake',
  'toppling-dominoes',
  'wythoff',
  'gen-wythoff',
  'mem',
  'take-away',
  'mock-turtles',
  'ruler',
  'arc-kayles',
  'backsliding-toads-frogs',
  'fox-and-geese',
];

/** Subcommands of `cgt`, and how to load the function that registers them. */
export interface CgtSubcommands {
  readonly names: readonly string[];
  readonly load: () => Promise<(cgt: Command) => void>;
}

/** Every group of `cgt`'s subcommands, in the order `cgt --help` lists them. */
export const CGT_SUBCOMMANDS: readonly CgtSubcommands[] = [
  {
    names: ['eval', 'cool', 'heat'],
    load: async () => (await import('./cgt-eval.js')).registerEvalCommands,
  },
  {
    names: ['octal', 'nim'],
    load: async () => (await import('./cgt-impartial.js')).registerOctalAndNimCommands,
  },
  {
    names: RULESET_COMMANDS,
    load: async () => (await import('./cgt-rulesets.js')).registerRulesetCommands,
  },
  {
    names: ['take-break'],
    load: async () => (await import('./cgt-impartial.js')).registerTakeBreakCommand,
  },
  { names: ['misere'], load: async () => (await import('./cgt-misere.js')).registerMisereCommands },
  { names: ['loopy'], load: async () => (await import('./cgt-loopy.js')).registerLoopyCommand },
];

export const cgtCommand: CommandModule = {
  title: 'Combinatorial game values',
  async register(program: Command, argv: readonly string[] = []) {
    const cgt = program
      .command('cgt')
      .description(
        "combinatorial game theory in CGSuite's notation: canonical forms, thermographs, nimbers, octal games",
      )
      // The command column is wide (backsliding-toads-frogs [options] <position>): wrap the
      // descriptions beside it rather than print lines of 250 characters.
      .configureHelp({ minWidthToWrap: 24 });
    // The subcommand right after `cgt` (an option before it, such as --help, needs them all).
    const at = argv.indexOf('cgt');
    const name = at < 0 ? undefined : argv[at + 1];
    const named = CGT_SUBCOMMANDS.filter((group) => group.names.includes(name!));
    for (const group of named.length > 0 ? named : CGT_SUBCOMMANDS) (await group.load())(cgt);
  },
  async demo() {
    return (await import('./cgt-demo.js')).cgtDemo();
  },
};
