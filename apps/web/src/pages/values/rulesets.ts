import {
  MAX_AMAZONS_CELLS,
  MAX_BACKSLIDING_LENGTH,
  MAX_CAKE_PIECES,
  MAX_CAKE_SIDE,
  MAX_DOMINEERING_HEIGHT,
  MAX_DOMINEERING_WIDTH,
  MAX_GRAPH_SIZE,
  MAX_GRID_CELLS,
  MAX_TOADS_FROGS_LENGTH,
  MAX_TOPPLING_DOMINOES,
} from '@cgkit/cgt-values/rulesets';
import type { PositionRuleset } from '../../worker/tasks/cgt.js';

/*
 * How the Values page edits each ruleset's position: the text is the CLI's (`cgkit cgt <id>`),
 * read and valued by the package in the worker. This is only what the editor shows: the symbols a
 * click cycles through, the words for them, and the package's size limits.
 */

/** Whose a cell is, for its colour. */
export type Tone = 'empty' | 'blocked' | 'left' | 'right';

/** A cell's character in the position text, and what it is. */
export interface CellSymbol {
  readonly char: string;
  readonly name: string;
  readonly tone: Tone;
}

/** A board's size limits, checked before a row or column is added. */
export interface GridLimits {
  readonly rows: number;
  readonly columns: number;
  readonly cells: number;
}

interface Common {
  readonly id: PositionRuleset;
  readonly title: string;
  /** What the position text is, in a sentence. */
  readonly help: string;
  /** The package's limits, in words. */
  readonly limits: string;
  readonly example: string;
}

/** Grids (rows separated by `|`) and strips (one row): cells clicked through `symbols`. */
export interface GridRuleset extends Common {
  readonly editor: 'grid' | 'strip';
  /** In click order; the first is the cell new rows and columns get. */
  readonly symbols: readonly CellSymbol[];
  readonly size: GridLimits;
}

/** Stalks or rows of dominoes, pieces separated by spaces: cells clicked through `symbols`. */
export interface PiecesRuleset extends Common {
  readonly editor: 'pieces';
  /** In click order; the first is the cell new pieces and cells get. */
  readonly symbols: readonly CellSymbol[];
  /** What a piece and a cell are called. */
  readonly piece: string;
  readonly cell: string;
  /** Where a piece starts, said beside it. */
  readonly start?: string;
  /** The package's limit on cells in all. */
  readonly maxCells: number;
}

/** Positions written as text only: rectangles. */
export interface TextRuleset extends Common {
  readonly editor: 'text';
}

export type RulesetInfo = GridRuleset | PiecesRuleset | TextRuleset;

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
const GRID_LIMITS = `At most ${MAX_GRID_CELLS.toLocaleString('en')} cells.`;
const ROWS = 'Rows are separated by |.';
const CAKE_LIMITS = `Sides from 1 to ${MAX_CAKE_SIDE.toLocaleString('en')}, at most ${MAX_CAKE_PIECES.toLocaleString('en')} rectangles.`;

const strip = (length: number): GridLimits => ({ rows: 1, columns: length, cells: length });

const cake = (id: PositionRuleset, title: string, rule: string, example: string): TextRuleset => ({
  id,
  title,
  editor: 'text',
  help: `Rectangles WxH (width first) separated by spaces: ${rule}`,
  limits: CAKE_LIMITS,
  example,
});

/** Every ruleset of the page, in the order of its list. */
export const RULESETS: readonly RulesetInfo[] = [
  {
    id: 'domineering',
    title: 'Domineering',
    editor: 'grid',
    help: `${ROWS} . empty, # filled. Left places vertical dominoes, Right horizontal ones.`,
    limits: `At most ${MAX_DOMINEERING_WIDTH} columns and ${MAX_DOMINEERING_HEIGHT} rows.`,
    example: '...|...|..#',
    symbols: [EMPTY, FILLED],
    size: {
      rows: MAX_DOMINEERING_HEIGHT,
      columns: MAX_DOMINEERING_WIDTH,
      cells: MAX_DOMINEERING_HEIGHT * MAX_DOMINEERING_WIDTH,
    },
  },
  {
    id: 'cram',
    title: 'Cram',
    editor: 'grid',
    help: `${ROWS} . empty, # filled. Either player places a domino either way (impartial Domineering).`,
    limits: GRID_LIMITS,
    example: '...|...',
    symbols: [EMPTY, FILLED],
    size: ANY_GRID,
  },
  {
    id: 'clobber',
    title: 'Clobber',
    editor: 'grid',
    help: `${ROWS} x Left's stones, o Right's, . empty, # no cell. A stone clobbers an adjacent stone of the other player.`,
    limits: GRID_LIMITS,
    example: 'xxo|.o.',
    symbols: [EMPTY, LEFT_STONE, RIGHT_STONE, NO_CELL],
    size: ANY_GRID,
  },
  {
    id: 'konane',
    title: 'Konane',
    editor: 'grid',
    help: `${ROWS} x Left's stones, o Right's, . empty, # no cell. A stone jumps an adjacent stone of the other player into an empty cell.`,
    limits: GRID_LIMITS,
    example: 'xo.|.ox',
    symbols: [EMPTY, LEFT_STONE, RIGHT_STONE, NO_CELL],
    size: ANY_GRID,
  },
  {
    id: 'fission',
    title: 'Fission',
    editor: 'grid',
    help: `${ROWS} x stones, . empty, # no cell. Left splits a stone vertically, Right horizontally.`,
    limits: GRID_LIMITS,
    example: '.x.|...|.x.',
    symbols: [EMPTY, { char: 'x', name: 'stone', tone: 'left' }, NO_CELL],
    size: ANY_GRID,
  },
  {
    id: 'amazons',
    title: 'Amazons',
    editor: 'grid',
    help: `${ROWS} x Left's amazons, o Right's, . empty, # burnt. An amazon moves like a queen, then shoots an arrow like a queen.`,
    limits: `Small boards: at most ${MAX_AMAZONS_CELLS} cells.`,
    example: 'x...|...o',
    symbols: [
      EMPTY,
      { char: 'x', name: "Left's amazon", tone: 'left' },
      { char: 'o', name: "Right's amazon", tone: 'right' },
      { char: '#', name: 'burnt', tone: 'blocked' },
    ],
    size: { rows: MAX_AMAZONS_CELLS, columns: MAX_AMAZONS_CELLS, cells: MAX_AMAZONS_CELLS },
  },
  {
    id: 'col',
    title: 'Col',
    editor: 'grid',
    help: `${ROWS} . uncoloured, x Left's colour, o Right's, # no cell. Nobody colours a cell next to their own colour. The text may also be a graph {"vertices": "..x", "edges": [[0, 1]]}.`,
    limits: GRID_LIMITS,
    example: '...|.x.',
    symbols: COLOURS,
    size: ANY_GRID,
  },
  {
    id: 'snort',
    title: 'Snort',
    editor: 'grid',
    help: `${ROWS} . uncoloured, x Left's colour, o Right's, # no cell. Nobody colours a cell next to the other's colour. The text may also be a graph {"vertices": "..x", "edges": [[0, 1]]}.`,
    limits: GRID_LIMITS,
    example: '...|.x.',
    symbols: COLOURS,
    size: ANY_GRID,
  },
  {
    id: 'toads-frogs',
    title: 'Toads and Frogs',
    editor: 'strip',
    help: 'T toads (Left, moving right), F frogs (Right, moving left), . empty.',
    limits: `At most ${MAX_TOADS_FROGS_LENGTH.toLocaleString('en')} cells.`,
    example: 'TT..FF',
    symbols: [EMPTY, TOAD, FROG],
    size: strip(MAX_TOADS_FROGS_LENGTH),
  },
  {
    id: 'backsliding-toads-frogs',
    title: 'Backsliding Toads and Frogs (loopy)',
    editor: 'strip',
    help: 'T toads (Left), F frogs (Right), . empty; a creature may also step back, so play can loop and end in a draw.',
    limits: `At most ${MAX_BACKSLIDING_LENGTH} cells.`,
    example: 'TT.F',
    symbols: [EMPTY, TOAD, FROG],
    size: strip(MAX_BACKSLIDING_LENGTH),
  },
  {
    id: 'hackenbush',
    title: 'Hackenbush',
    editor: 'pieces',
    symbols: COLOURED,
    piece: 'stalk',
    cell: 'edge',
    start: 'from the ground up',
    maxCells: MAX_GRAPH_SIZE,
    help: 'Stalks from the ground up, separated by spaces: B blue (Left), R red (Right), G green (either); or a graph {"ground": [0], "edges": [[0, 1, "B"]]}.',
    limits: `At most ${MAX_GRAPH_SIZE.toLocaleString('en')} edges.`,
    example: 'BRR GG',
  },
  {
    id: 'toppling-dominoes',
    title: 'Toppling Dominoes',
    editor: 'pieces',
    symbols: COLOURED,
    piece: 'row',
    cell: 'domino',
    maxCells: MAX_TOPPLING_DOMINOES,
    help: 'Rows of dominoes separated by spaces: B blue (Left), R red (Right), G green (either).',
    limits: `At most ${MAX_TOPPLING_DOMINOES.toLocaleString('en')} dominoes.`,
    example: 'BBR GR',
  },
  cake('cutcake', 'Cutcake', 'Left cuts vertically, Right horizontally.', '4x3 2x2'),
  cake('eatcake', 'Eatcake', 'Left eats a column, Right a row.', '3x3'),
  cake(
    'maundy-cake',
    'Maundy Cake',
    'Left cuts into equal parts vertically, Right horizontally.',
    '6x4',
  ),
];

/** The ruleset named in a link, or undefined for a name the page does not know. */
export function rulesetNamed(id: string): RulesetInfo | undefined {
  return RULESETS.find((r) => r.id === id);
}
