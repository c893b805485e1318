import type { SolveControl } from '@cgkit/core-search';
import type { LoopyGame } from '../loopy/graph.js';
import type { PartizanRuleset } from './ruleset.js';
import { amazons, parseAmazons } from './amazons.js';
import { backslidingToadsFrogs, parseBackslidingToadsFrogs } from './backsliding-toads-frogs.js';
import { cutcake, eatcake, maundyCake, parseCake } from './cakes.js';
import { clobber, parseClobber } from './clobber.js';
import { col, parseColoring, snort } from './col-snort.js';
import { cram, parseCram } from './cram.js';
import { domineering, parseDomineering } from './domineering.js';
import { fission, parseFission } from './fission.js';
import { hackenbush, parseHackenbush } from './hackenbush.js';
import { konane, parseKonane } from './konane.js';
import { parseToadsFrogs, toadsAndFrogs } from './toads-frogs.js';
import { parseToppling, topplingDominoes } from './toppling-dominoes.js';

// The one table of the rulesets whose positions are written as text: each name with its parser
// and its rules, so that the CLI (`cgkit cgt <name>`) and the web app read and value a position
// the same way, and a new ruleset is added here once.

/** What every ruleset of the table has: its name, how a position is written, and its parser. */
export interface RulesetText<P> {
  /** The name in commands and links, such as `clobber` or `maundy-cake`. */
  readonly name: string;
  /** The game's name for people, such as `Maundy Cake`. */
  readonly title: string;
  /** What the position's text is, in a line: the ruleset's title, then its symbols. */
  readonly description: string;
  /** A position's text, valued in a moment. */
  readonly example: string;
  /** Reads a position, throwing a `NotationError` (with its column) on a mistake. */
  readonly parse: (text: string) => P;
}

/** A short game's ruleset of the table: its positions are valued by a `PartizanSolver`. */
export interface ShortRulesetEntry<P> extends RulesetText<P> {
  readonly kind: 'short';
  readonly ruleset: PartizanRuleset<P>;
}

/** A loopy game's ruleset of the table: a position's game graph, for the loopy functions. */
export interface LoopyRulesetEntry<P> extends RulesetText<P> {
  readonly kind: 'loopy';
  /** The graph of every position reachable from `position` (node 0), and those positions. */
  graph(position: P, control?: SolveControl): { game: LoopyGame; positions: readonly P[] };
}

/** A ruleset of {@link POSITION_RULESETS}, short or loopy. */
export type RulesetEntry = ShortRulesetEntry<unknown> | LoopyRulesetEntry<unknown>;

/** A short ruleset, its parser checked against its rules. */
const short = <N extends string, P>(
  entry: Omit<ShortRulesetEntry<P>, 'kind'> & { readonly name: N },
): ShortRulesetEntry<unknown> & { readonly name: N } => ({ kind: 'short', ...entry });

/** A loopy ruleset, its parser checked against its graph. */
const loopy = <N extends string, P>(
  entry: Omit<LoopyRulesetEntry<P>, 'kind'> & { readonly name: N },
): LoopyRulesetEntry<unknown> & { readonly name: N } => ({ kind: 'loopy', ...entry });

const GRID = 'rows separated by |';

/** The rulesets whose positions are written as text, in the order the CLI lists them. */
export const POSITION_RULESETS = [
  short({
    name: 'domineering',
    title: 'Domineering',
    description: `Domineering (Left places dominoes vertically, Right horizontally): . empty, # filled; ${GRID}`,
    example: '...|...',
    ruleset: domineering,
    parse: parseDomineering,
  }),
  short({
    name: 'toads-frogs',
    title: 'Toads and Frogs',
    description: "Toads and Frogs: a strip of T (Left's toads), F (Right's frogs), . empty",
    example: 'TT..FF',
    ruleset: toadsAndFrogs,
    parse: parseToadsFrogs,
  }),
  short({
    name: 'clobber',
    title: 'Clobber',
    description: `Clobber: x Left's stones, o Right's, . empty, # no cell; ${GRID}`,
    example: 'xxo|.o.',
    ruleset: clobber,
    parse: parseClobber,
  }),
  short({
    name: 'konane',
    title: 'Konane',
    description: `Konane: x Left's stones, o Right's, . empty, # no cell; ${GRID}`,
    example: 'xo.|.ox',
    ruleset: konane,
    parse: parseKonane,
  }),
  short({
    name: 'cram',
    title: 'Cram',
    description: `Cram (impartial Domineering): . empty, # filled; ${GRID}`,
    example: '...|...',
    ruleset: cram,
    parse: parseCram,
  }),
  short({
    name: 'fission',
    title: 'Fission',
    description: `Fission: x stones (Left splits them vertically, Right horizontally), . empty; ${GRID}`,
    example: '.x.|...|.x.',
    ruleset: fission,
    parse: parseFission,
  }),
  short({
    name: 'col',
    title: 'Col',
    description: `Col: . uncoloured, x Left's colour, o Right's; ${GRID}, or a graph {"vertices", "edges"}`,
    example: '...|.x.',
    ruleset: col,
    parse: parseColoring,
  }),
  short({
    name: 'snort',
    title: 'Snort',
    description: `Snort: . uncoloured, x Left's colour, o Right's; ${GRID}, or a graph {"vertices", "edges"}`,
    example: '...|.x.',
    ruleset: snort,
    parse: parseColoring,
  }),
  short({
    name: 'amazons',
    title: 'Amazons',
    description: `Amazons board of at most 64 cells: x Left's amazons, o Right's, . empty, # burnt; ${GRID}`,
    example: 'x...|...o',
    ruleset: amazons,
    parse: parseAmazons,
  }),
  short({
    name: 'hackenbush',
    title: 'Hackenbush',
    description:
      'Hackenbush: stalks of B (blue, Left), R (red, Right), G (green) from the ground up, separated by spaces, or a graph {"ground", "edges"}',
    example: 'BRR GG',
    ruleset: hackenbush,
    parse: parseHackenbush,
  }),
  short({
    name: 'cutcake',
    title: 'Cutcake',
    description: 'Cutcake: rectangles WxH (Left cuts vertically, Right horizontally)',
    example: '4x3 2x2',
    ruleset: cutcake,
    parse: parseCake,
  }),
  short({
    name: 'eatcake',
    title: 'Eatcake',
    description: 'Eatcake: rectangles WxH (Left eats a column, Right a row)',
    example: '3x3',
    ruleset: eatcake,
    parse: parseCake,
  }),
  short({
    name: 'maundy-cake',
    title: 'Maundy Cake',
    description:
      'Maundy Cake: rectangles WxH (Left cuts into equal parts vertically, Right horizontally)',
    example: '6x4',
    ruleset: maundyCake,
    parse: parseCake,
  }),
  short({
    name: 'toppling-dominoes',
    title: 'Toppling Dominoes',
    description: 'Toppling Dominoes: rows of B (Left), R (Right), G (either) separated by spaces',
    example: 'BBR GR',
    ruleset: topplingDominoes,
    parse: parseToppling,
  }),
  loopy({
    name: 'backsliding-toads-frogs',
    title: 'Backsliding Toads and Frogs',
    description:
      "Backsliding Toads and Frogs (creatures may step back, so play can loop): a strip of T (Left's toads), F (Right's frogs), . empty",
    example: 'FF.TT.',
    graph: backslidingToadsFrogs,
    parse: parseBackslidingToadsFrogs,
  }),
] as const;

/** The name of a ruleset of {@link POSITION_RULESETS}. */
export type RulesetName = (typeof POSITION_RULESETS)[number]['name'];

/** The entry of {@link POSITION_RULESETS} named `name`; a name not in the table is a RangeError. */
export function rulesetNamed<N extends RulesetName>(
  name: N,
): Extract<(typeof POSITION_RULESETS)[number], { readonly name: N }> {
  const entry = POSITION_RULESETS.find((r) => r.name === name);
  if (entry === undefined) throw new RangeError(`no ruleset is named ${JSON.stringify(name)}`);
  return entry as Extract<(typeof POSITION_RULESETS)[number], { readonly name: N }>;
}
