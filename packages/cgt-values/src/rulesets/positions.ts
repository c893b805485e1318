import type { SolveControl } from '@cgkit/core-search';
import type { LoopyGame } from '../loopy/graph.js';
import type { PartizanRuleset } from './ruleset.js';
import { amazons, MAX_AMAZONS_CELLS, parseAmazons } from './amazons.js';
import { arcKayles, parseArcKayles } from './arc-kayles.js';
import {
  backslidingToadsFrogs,
  MAX_BACKSLIDING_LENGTH,
  parseBackslidingToadsFrogs,
} from './backsliding-toads-frogs.js';
import {
  cutcake,
  eatcake,
  MAX_CAKE_PIECES,
  MAX_CAKE_SIDE,
  maundyCake,
  parseCake,
} from './cakes.js';
import { clobber, parseClobber } from './clobber.js';
import { MAX_COINS, mockTurtles, parseCoins, ruler } from './coins.js';
import { col, parseColoring, snort } from './col-snort.js';
import { cram, parseCram } from './cram.js';
import { parseQuelhas, quelhas } from './quelhas.js';
import {
  domineering,
  MAX_DOMINEERING_HEIGHT,
  MAX_DOMINEERING_WIDTH,
  parseDomineering,
} from './domineering.js';
import { fission, parseFission } from './fission.js';
import {
  foxAndGeese,
  MAX_FOX_GEESE_ROWS,
  MAX_FOX_GEESE_WIDTH,
  parseFoxAndGeese,
} from './fox-and-geese.js';
import { MAX_GRAPH_SIZE } from './graph.js';
import { MAX_GRID_CELLS } from './grid.js';
import { hackenbush, parseHackenbush } from './hackenbush.js';
import { konane, parseKonane } from './konane.js';
import {
  MAX_MEMORY_HEAP,
  MAX_TAKE_AWAY_FACTOR,
  mem,
  parseMem,
  parseTakeAway,
  takeAway,
} from './mem.js';
import { MAX_TOADS_FROGS_LENGTH, parseToadsFrogs, toadsAndFrogs } from './toads-frogs.js';
import { MAX_TOPPLING_DOMINOES, parseToppling, topplingDominoes } from './toppling-dominoes.js';
import {
  MAX_WYTHOFF_HEAP,
  MAX_WYTHOFF_PAIRS,
  MAX_WYTHOFF_REACH,
  parseGenWythoff,
  parseWythoff,
  wythoff,
} from './wythoff.js';

// The one table of the rulesets whose positions are written as text: each name with its title,
// parser, rules, example, limits and editor, so that the CLI (`cgkit cgt <name>`) and the web
// app read, value and edit a position the same way, and a new ruleset is added here once.

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
  /** What the position's text is and how the game is played, in a sentence or two. */
  readonly help: string;
  /** The ruleset's size limits, in words. */
  readonly limits: string;
  /** How an editor draws and changes a position. */
  readonly editor: PositionEditor;
  /** Reads a position, throwing a `NotationError` (with its column) on a mistake. */
  readonly parse: (text: string) => P;
}

/** Whose a cell is, for its colour in an editor. */
export type CellTone = 'empty' | 'blocked' | 'left' | 'right';

/** A cell's character in the position text, and what it is. */
export interface CellSymbol {
  readonly char: string;
  readonly name: string;
  readonly tone: CellTone;
}

/** A board's size limits, checked before a row or column is added. */
export interface GridLimits {
  readonly rows: number;
  readonly columns: number;
  readonly cells: number;
}

/**
 * How a position is edited by clicking (the web app's Values page): a grid (rows separated by
 * `|`) or a strip (one row) whose cells cycle through `symbols`; pieces (stalks, rows of
 * dominoes) separated by spaces; or text only (rectangles).
 */
export type PositionEditor =
  | {
      readonly kind: 'grid' | 'strip';
      /** In click order; the first is the cell new rows and columns get. */
      readonly symbols: readonly CellSymbol[];
      readonly size: GridLimits;
    }
  | {
      readonly kind: 'pieces';
      /** In click order; the first is the cell new pieces and cells get. */
      readonly symbols: readonly CellSymbol[];
      /** What a piece and a cell are called. */
      readonly piece: string;
      readonly cell: string;
      /** Where a piece starts, said beside it. */
      readonly start?: string;
      /** The limit on cells in all. */
      readonly maxCells: number;
    }
  | { readonly kind: 'text' };

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

/**
 * A count with thousands separators (12,345), written out: `toLocaleString` would load the ICU
 * locale data on import (about 15 ms of CPU, paid by every program that imports the rulesets).
 */
const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

const GRID = 'rows separated by |';
const ROWS = 'Rows are separated by |.';
const GRID_LIMITS = `At most ${thousands(MAX_GRID_CELLS)} cells.`;
const CAKE_HELP = 'Rectangles WxH (width first) separated by spaces:';
const CAKE_LIMITS = `Sides from 1 to ${thousands(MAX_CAKE_SIDE)}, at most ${thousands(MAX_CAKE_PIECES)} rectangles.`;

const EMPTY: CellSymbol = { char: '.', name: 'empty', tone: 'empty' };
const FILLED: CellSymbol = { char: '#', name: 'filled', tone: 'blocked' };
const NO_CELL: CellSymbol = { char: '#', name: 'no cell', tone: 'blocked' };
const LEFT_STONE: CellSymbol = { char: 'x', name: "Left's stone", tone: 'left' };
const RIGHT_STONE: CellSymbol = { char: 'o', name: "Right's stone", tone: 'right' };
/** Hackenbush's edges and Toppling Dominoes' dominoes. */
const COLOURED: readonly CellSymbol[] = [
  { char: 'B', name: 'blue (Left)', tone: 'left' },
  { char: 'R', name: 'red (Right)', tone: 'right' },
  { char: 'G', name: 'green (either)', tone: 'empty' },
];
/** A coin-turning game's coins. */
const COINS: readonly CellSymbol[] = [
  { char: '.', name: 'tails', tone: 'empty' },
  { char: 'H', name: 'heads', tone: 'left' },
];
const COINS_HELP = 'A row of coins numbered from 1 on the left: H heads, . tails.';
const WYTHOFF_LIMITS = `Heaps from 0 to ${MAX_WYTHOFF_HEAP}, at most ${MAX_WYTHOFF_PAIRS} pairs.`;
const MEMORY_LIMITS = `Heaps and memories from 0 to ${MAX_MEMORY_HEAP}, at most ${MAX_WYTHOFF_PAIRS} heaps.`;
const TOAD: CellSymbol = { char: 'T', name: 'toad', tone: 'left' };
const FROG: CellSymbol = { char: 'F', name: 'frog', tone: 'right' };
/** Col's and Snort's cells. */
const COLOURS: readonly CellSymbol[] = [
  EMPTY,
  { char: 'x', name: "Left's colour", tone: 'left' },
  { char: 'o', name: "Right's colour", tone: 'right' },
  NO_CELL,
];
const ANY_GRID: GridLimits = {
  rows: MAX_GRID_CELLS,
  columns: MAX_GRID_CELLS,
  cells: MAX_GRID_CELLS,
};
const strip = (length: number): GridLimits => ({ rows: 1, columns: length, cells: length });
const grid = (symbols: readonly CellSymbol[], size = ANY_GRID): PositionEditor => ({
  kind: 'grid',
  symbols,
  size,
});
const TEXT: PositionEditor = { kind: 'text' };

/** The rulesets whose positions are written as text, in the order the CLI lists them. */
export const POSITION_RULESETS = [
  short({
    name: 'domineering',
    title: 'Domineering',
    description: `Domineering (Left places dominoes vertically, Right horizontally): . empty, # filled; ${GRID}`,
    example: '...|...|..#',
    help: `${ROWS} . empty, # filled. Left places vertical dominoes, Right horizontal ones.`,
    limits: `At most ${MAX_DOMINEERING_WIDTH} columns and ${MAX_DOMINEERING_HEIGHT} rows.`,
    editor: grid([EMPTY, FILLED], {
      rows: MAX_DOMINEERING_HEIGHT,
      columns: MAX_DOMINEERING_WIDTH,
      cells: MAX_DOMINEERING_HEIGHT * MAX_DOMINEERING_WIDTH,
    }),
    ruleset: domineering,
    parse: parseDomineering,
  }),
  short({
    name: 'toads-frogs',
    title: 'Toads and Frogs',
    description: "Toads and Frogs: a strip of T (Left's toads), F (Right's frogs), . empty",
    example: 'TT..FF',
    help: 'T toads (Left, moving right), F frogs (Right, moving left), . empty.',
    limits: `At most ${thousands(MAX_TOADS_FROGS_LENGTH)} cells.`,
    editor: { kind: 'strip', symbols: [EMPTY, TOAD, FROG], size: strip(MAX_TOADS_FROGS_LENGTH) },
    ruleset: toadsAndFrogs,
    parse: parseToadsFrogs,
  }),
  short({
    name: 'clobber',
    title: 'Clobber',
    description: `Clobber: x Left's stones, o Right's, . empty, # no cell; ${GRID}`,
    example: 'xxo|.o.',
    help: `${ROWS} x Left's stones, o Right's, . empty, # no cell. A stone clobbers an adjacent stone of the other player.`,
    limits: GRID_LIMITS,
    editor: grid([EMPTY, LEFT_STONE, RIGHT_STONE, NO_CELL]),
    ruleset: clobber,
    parse: parseClobber,
  }),
  short({
    name: 'konane',
    title: 'Konane',
    description: `Konane: x Left's stones, o Right's, . empty, # no cell; ${GRID}`,
    example: 'xo.|.ox',
    help: `${ROWS} x Left's stones, o Right's, . empty, # no cell. A stone jumps an adjacent stone of the other player into an empty cell.`,
    limits: GRID_LIMITS,
    editor: grid([EMPTY, LEFT_STONE, RIGHT_STONE, NO_CELL]),
    ruleset: konane,
    parse: parseKonane,
  }),
  short({
    name: 'cram',
    title: 'Cram',
    description: `Cram (impartial Domineering): . empty, # filled; ${GRID}`,
    example: '...|...',
    help: `${ROWS} . empty, # filled. Either player places a domino either way (impartial Domineering).`,
    limits: GRID_LIMITS,
    editor: grid([EMPTY, FILLED]),
    ruleset: cram,
    parse: parseCram,
  }),
  short({
    name: 'quelhas',
    title: 'Quelhas',
    description: `Quelhas (Left crosses out vertical segments of 2 or more cells, Right horizontal ones): . empty, # crossed out; ${GRID}`,
    example: '...|...|..#',
    help: `${ROWS} . empty, # crossed out. Left crosses out a vertical segment of two or more empty cells, Right a horizontal one (cgt-tools plays it misère: cgt misere --ruleset quelhas).`,
    limits: GRID_LIMITS,
    editor: grid([EMPTY, FILLED]),
    ruleset: quelhas,
    parse: parseQuelhas,
  }),
  short({
    name: 'fission',
    title: 'Fission',
    description: `Fission: x stones (Left splits them vertically, Right horizontally), . empty; ${GRID}`,
    example: '.x.|...|.x.',
    help: `${ROWS} x stones, . empty, # no cell. Left splits a stone vertically, Right horizontally.`,
    limits: GRID_LIMITS,
    editor: grid([EMPTY, { char: 'x', name: 'stone', tone: 'left' }, NO_CELL]),
    ruleset: fission,
    parse: parseFission,
  }),
  short({
    name: 'col',
    title: 'Col',
    description: `Col: . uncoloured, x Left's colour, o Right's; ${GRID}, or a graph {"vertices", "edges"}`,
    example: '...|.x.',
    help: `${ROWS} . uncoloured, x Left's colour, o Right's, # no cell. Nobody colours a cell next to their own colour. The text may also be a graph {"vertices": "..x", "edges": [[0, 1]]}.`,
    limits: GRID_LIMITS,
    editor: grid(COLOURS),
    ruleset: col,
    parse: parseColoring,
  }),
  short({
    name: 'snort',
    title: 'Snort',
    description: `Snort: . uncoloured, x Left's colour, o Right's; ${GRID}, or a graph {"vertices", "edges"}`,
    example: '...|.x.',
    help: `${ROWS} . uncoloured, x Left's colour, o Right's, # no cell. Nobody colours a cell next to the other's colour. The text may also be a graph {"vertices": "..x", "edges": [[0, 1]]}.`,
    limits: GRID_LIMITS,
    editor: grid(COLOURS),
    ruleset: snort,
    parse: parseColoring,
  }),
  short({
    name: 'amazons',
    title: 'Amazons',
    description: `Amazons board of at most 64 cells: x Left's amazons, o Right's, . empty, # burnt; ${GRID}`,
    example: 'x...|...o',
    help: `${ROWS} x Left's amazons, o Right's, . empty, # burnt. An amazon moves like a queen, then shoots an arrow like a queen.`,
    limits: `Small boards: at most ${MAX_AMAZONS_CELLS} cells.`,
    editor: grid(
      [
        EMPTY,
        { char: 'x', name: "Left's amazon", tone: 'left' },
        { char: 'o', name: "Right's amazon", tone: 'right' },
        { char: '#', name: 'burnt', tone: 'blocked' },
      ],
      { rows: MAX_AMAZONS_CELLS, columns: MAX_AMAZONS_CELLS, cells: MAX_AMAZONS_CELLS },
    ),
    ruleset: amazons,
    parse: parseAmazons,
  }),
  short({
    name: 'hackenbush',
    title: 'Hackenbush',
    description:
      'Hackenbush: stalks of B (blue, Left), R (red, Right), G (green) from the ground up, separated by spaces, or a graph {"ground", "edges"}',
    example: 'BRR GG',
    help: 'Stalks from the ground up, separated by spaces: B blue (Left), R red (Right), G green (either); or a graph {"ground": [0], "edges": [[0, 1, "B"]]}.',
    limits: `At most ${thousands(MAX_GRAPH_SIZE)} edges.`,
    editor: {
      kind: 'pieces',
      symbols: COLOURED,
      piece: 'stalk',
      cell: 'edge',
      start: 'from the ground up',
      maxCells: MAX_GRAPH_SIZE,
    },
    ruleset: hackenbush,
    parse: parseHackenbush,
  }),
  short({
    name: 'cutcake',
    title: 'Cutcake',
    description: 'Cutcake: rectangles WxH (Left cuts vertically, Right horizontally)',
    example: '4x3 2x2',
    help: `${CAKE_HELP} Left cuts vertically, Right horizontally.`,
    limits: CAKE_LIMITS,
    editor: TEXT,
    ruleset: cutcake,
    parse: parseCake,
  }),
  short({
    name: 'eatcake',
    title: 'Eatcake',
    description: 'Eatcake: rectangles WxH (Left eats a column, Right a row)',
    example: '3x3',
    help: `${CAKE_HELP} Left eats a column, Right a row.`,
    limits: CAKE_LIMITS,
    editor: TEXT,
    ruleset: eatcake,
    parse: parseCake,
  }),
  short({
    name: 'maundy-cake',
    title: 'Maundy Cake',
    description:
      'Maundy Cake: rectangles WxH (Left cuts into equal parts vertically, Right horizontally)',
    example: '6x4',
    help: `${CAKE_HELP} Left cuts into equal parts vertically, Right horizontally.`,
    limits: CAKE_LIMITS,
    editor: TEXT,
    ruleset: maundyCake,
    parse: parseCake,
  }),
  short({
    name: 'toppling-dominoes',
    title: 'Toppling Dominoes',
    description: 'Toppling Dominoes: rows of B (Left), R (Right), G (either) separated by spaces',
    example: 'BBR GR',
    help: 'Rows of dominoes separated by spaces: B blue (Left), R red (Right), G green (either).',
    limits: `At most ${thousands(MAX_TOPPLING_DOMINOES)} dominoes.`,
    editor: {
      kind: 'pieces',
      symbols: COLOURED,
      piece: 'row',
      cell: 'domino',
      maxCells: MAX_TOPPLING_DOMINOES,
    },
    ruleset: topplingDominoes,
    parse: parseToppling,
  }),
  short({
    name: 'wythoff',
    title: 'Wythoff',
    description:
      'Wythoff (take from one heap, or the same number from both): pairs of heaps m,n separated by spaces',
    example: '4,7 2,3',
    help: 'Pairs of heaps m,n separated by spaces, each pair a game of its own. A player takes any number from one heap, or the same number from both heaps of a pair.',
    limits: WYTHOFF_LIMITS,
    editor: TEXT,
    ruleset: wythoff,
    parse: parseWythoff,
  }),
  short({
    name: 'gen-wythoff',
    title: 'Generalised Wythoff',
    description:
      'Generalised Wythoff (take from one heap, or k and l from both with |k - l| < r): r: then pairs of heaps m,n',
    example: '2: 4,7',
    help: `The reach r, a colon, then pairs of heaps m,n separated by spaces, such as 2: 3,5 1,2. A player takes any number from one heap, or k from one and l from the other heap of a pair with |k − l| < r (Fraenkel; r = 1 is Wythoff). r from 1 to ${MAX_WYTHOFF_REACH}.`,
    limits: WYTHOFF_LIMITS,
    editor: TEXT,
    ruleset: wythoff,
    parse: parseGenWythoff,
  }),
  short({
    name: 'mem',
    title: 'Mem',
    description:
      'Mem (take at least as many as the last move): heaps n,m (tokens, memory) separated by spaces',
    example: '10,2 7,0',
    help: 'Heaps n,m separated by spaces: n tokens and the memory m, the number the last move there took (0 at the start). A move takes at least m tokens from one heap, and that many are its new memory.',
    limits: MEMORY_LIMITS,
    editor: TEXT,
    ruleset: mem,
    parse: parseMem,
  }),
  short({
    name: 'take-away',
    title: 'Take-Away',
    description:
      'Take-Away (take at most a times the last move; a = 2 is Fibonacci Nim): a: then heaps n,m (tokens, memory)',
    example: '2: 10,3',
    help: `The factor a, a colon, then heaps n,m separated by spaces: n tokens and the memory m, the number the last move there took. A move takes from 1 to a·m tokens from one heap, and that many are its new memory (a = 2 is Fibonacci Nim). a from 1 to ${MAX_TAKE_AWAY_FACTOR}.`,
    limits: MEMORY_LIMITS,
    editor: TEXT,
    ruleset: takeAway,
    parse: parseTakeAway,
  }),
  short({
    name: 'mock-turtles',
    title: 'Mock Turtles',
    description: 'Mock Turtles (turn over one, two or three coins): a row of H heads, . tails',
    example: '.H..H.H',
    help: `${COINS_HELP} A move turns over one, two or three coins, the rightmost from heads to tails.`,
    limits: `At most ${MAX_COINS} coins.`,
    editor: { kind: 'strip', symbols: COINS, size: strip(MAX_COINS) },
    ruleset: mockTurtles,
    parse: parseCoins,
  }),
  short({
    name: 'ruler',
    title: 'Ruler',
    description: 'Ruler (turn over a run of coins): a row of H heads, . tails',
    example: 'H..H.HH',
    help: `${COINS_HELP} A move turns over any run of consecutive coins, the rightmost from heads to tails.`,
    limits: `At most ${MAX_COINS} coins.`,
    editor: { kind: 'strip', symbols: COINS, size: strip(MAX_COINS) },
    ruleset: ruler,
    parse: parseCoins,
  }),
  short({
    name: 'arc-kayles',
    title: 'Arc Kayles',
    description: `Arc Kayles (remove an edge with both its ends): . vertex, # none; ${GRID}, or a graph {"vertices", "edges"}`,
    example: '....|.#..|....',
    help: `${ROWS} . a vertex, # none; neighbours in a row or column are joined. A move removes two joined vertices (on a grid, Cram). The text may also be a graph {"vertices": "...", "edges": [[0, 1], [1, 2]]}.`,
    limits: GRID_LIMITS,
    editor: grid([{ char: '.', name: 'vertex', tone: 'empty' }, NO_CELL]),
    ruleset: arcKayles,
    parse: parseArcKayles,
  }),
  loopy({
    name: 'backsliding-toads-frogs',
    title: 'Backsliding Toads and Frogs',
    description:
      "Backsliding Toads and Frogs (creatures may step back, so play can loop): a strip of T (Left's toads), F (Right's frogs), . empty",
    example: 'FF.TT.',
    help: 'T toads (Left), F frogs (Right), . empty; a creature may also step back, so play can loop and end in a draw.',
    limits: `At most ${MAX_BACKSLIDING_LENGTH} cells.`,
    editor: { kind: 'strip', symbols: [EMPTY, TOAD, FROG], size: strip(MAX_BACKSLIDING_LENGTH) },
    graph: backslidingToadsFrogs,
    parse: parseBackslidingToadsFrogs,
  }),
  loopy({
    name: 'fox-and-geese',
    title: 'Fox and Geese',
    description: `Fox and Geese (the geese step diagonally down, the fox diagonally either way): x Left's geese, o Right's fox, . empty; ${GRID}, top row first`,
    example: 'x.x.x.|......|o.....',
    help: `${ROWS} The top row first, the bottom row last; pieces stand on the dark squares (row + column even, counted from 1 at the bottom left). x geese (Left) step one square diagonally down, the o fox (Right) one square diagonally either way; nobody captures. The board goes on upwards: a fox past the geese is off.`,
    limits: `At most ${MAX_FOX_GEESE_WIDTH} columns and ${MAX_FOX_GEESE_ROWS} rows.`,
    editor: grid(
      [
        EMPTY,
        { char: 'x', name: 'goose (Left)', tone: 'left' },
        { char: 'o', name: 'fox (Right)', tone: 'right' },
      ],
      {
        rows: MAX_FOX_GEESE_ROWS,
        columns: MAX_FOX_GEESE_WIDTH,
        cells: MAX_FOX_GEESE_ROWS * MAX_FOX_GEESE_WIDTH,
      },
    ),
    graph: foxAndGeese,
    parse: parseFoxAndGeese,
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
