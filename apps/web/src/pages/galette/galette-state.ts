import { formatCakeText, parseCakeText } from '@cgkit/io-formats';
import { choice, parseLinkText } from '../../shell/link-params.js';
import { count } from '../../shell/words.js';
import { Portion, createCake, type Bite, type Cake } from '@cgkit/galette';
import type { MatchSetup } from '../../shell/game-adapter.js';

/** Everything a link to a game of Galette toxique carries. */
export interface GaletteSetup extends MatchSetup<Bite> {
  /** The cake the game started from. */
  readonly start: Cake;
  /** The player to move at the start, numbered as GT.txt numbers them. */
  readonly startPlayer: 1 | 2;
}

/** The most rows and columns of a cake (the size form's limit). */
export const MAX_CAKE_SIDE = 20;

/** The classic start: a 5×6 cake whose corner portion is poisoned. */
export const DEFAULT_CAKE: Cake = createCake(5, 6, [{ row: 0, col: 0 }]);

/** Writes a cake as links do: its rows of GT.txt letters separated by dashes, `VOO-OOO`. */
export function formatCake(cake: Cake): string {
  return formatCakeText(cake);
}

/** Reads a cake written by {@link formatCake}; throws a RangeError naming what is wrong. */
export function parseCake(text: string): Cake {
  const cake = parseLinkText(
    (cake) => parseCakeText(cake, 'cake'),
    text,
    'the cake is rows of O (uneaten), X (eaten) and V (poisoned) separated by dashes',
  );
  checkCakeSize(cake.rows, cake.cols);
  return cake;
}

/** Throws a RangeError unless a cake of this size fits the page: 2 to 20 rows and columns. */
export function checkCakeSize(rows: number, cols: number): void {
  if (rows < 2 || cols < 2) {
    throw new RangeError(
      `a cake of ${count(rows, 'row')} and ${count(cols, 'column')} has no room for a 2×2 bite: give it at least 2 of each`,
    );
  }
  if (rows > MAX_CAKE_SIDE || cols > MAX_CAKE_SIDE) {
    throw new RangeError(
      `a cake has at most ${MAX_CAKE_SIDE} rows and ${MAX_CAKE_SIDE} columns here, got ${rows}×${cols}`,
    );
  }
}

/** A bite in a link: its top-left portion's row and column, counted from 1 (`2-3`). */
const formatBite = ({ row, col }: Bite): string => `${row + 1}-${col + 1}`;

function parseBite(text: string, i: number, first: number): Bite {
  const match = /^(\d+)-(\d+)$/.exec(text);
  if (match === null) {
    throw new RangeError(`move ${i + 1} is written row-column, like 2-3, got “${text}”`);
  }
  const bite = { row: Number(match[1]) - first, col: Number(match[2]) - first };
  if (bite.row < 0 || bite.col < 0) {
    throw new RangeError(`move ${i + 1}: rows and columns are counted from 1, got “${text}”`);
  }
  return bite;
}

/**
 * The bites of a link: `play=2-3.1-1`, counted from 1; links written before that
 * (`bites=1-2.0-0`, from 0) are still read.
 */
function readBites(params: URLSearchParams): Bite[] {
  const fromOne = params.has('play');
  const text = params.get('play') ?? params.get('bites') ?? '';
  if (text === '') return [];
  return text.split('.').map((bite, i) => parseBite(bite, i, fromOne ? 1 : 0));
}

/** Reads a game from the page's URL parameters; throws a RangeError naming what is wrong. */
export function readSetup(params: URLSearchParams): GaletteSetup {
  const cakeText = params.get('cake');
  const start = cakeText === null ? DEFAULT_CAKE : parseCake(cakeText);
  return {
    start,
    moves: readBites(params),
    startPlayer: choice(params, 'j', ['1', '2'] as const) === '2' ? 2 : 1,
    opponent: choice(params, 'vs', ['person', 'computer'] as const) ?? 'computer',
    computerFirst: choice(params, 'first', ['computer', 'you'] as const) === 'computer',
    showValues: choice(params, 'values', ['on', 'off'] as const) === 'on',
  };
}

/** The URL parameters of a game; defaults are left out so links stay short. */
export function writeSetup(setup: GaletteSetup): Record<string, string | undefined> {
  const cake = formatCake(setup.start);
  return {
    cake: cake === formatCake(DEFAULT_CAKE) ? undefined : cake,
    play: setup.moves.map(formatBite).join('.'),
    bites: undefined,
    j: setup.startPlayer === 2 ? '2' : undefined,
    vs: setup.opponent === 'person' ? 'person' : undefined,
    first: setup.computerFirst ? 'computer' : undefined,
    values: setup.showValues ? 'on' : undefined,
  };
}

/** The portion states a click cycles through when editing: uneaten, poisoned, eaten. */
export function nextPortion(portion: number): Portion {
  if (portion === Portion.uneaten) return Portion.poisoned;
  if (portion === Portion.poisoned) return Portion.eaten;
  return Portion.uneaten;
}

/** The cake with one portion changed (a new cake). */
export function withPortion(cake: Cake, row: number, col: number, portion: Portion): Cake {
  const cells = cake.cells.slice();
  cells[row * cake.cols + col] = portion;
  return { rows: cake.rows, cols: cake.cols, cells };
}
