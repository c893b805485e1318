import { formatCakeText, parseCakeText } from '@cgkit/io-formats';
import { choice, parseLinkText } from '../../shell/link-params.js';
import { Portion, createCake, replayBites, type Bite, type Cake } from '@cgkit/galette';

export type Opponent = 'computer' | 'person';

/** Everything a link to a game of Galette toxique carries. */
export interface GaletteSetup {
  /** The cake the game started from. */
  readonly start: Cake;
  readonly bites: readonly Bite[];
  /** The player to move at the start, numbered as GT.txt numbers them. */
  readonly startPlayer: 1 | 2;
  readonly opponent: Opponent;
  readonly computerFirst: boolean;
  readonly showValues: boolean;
}

/** The classic start: a 5×6 cake whose corner portion is poisoned. */
export const DEFAULT_CAKE: Cake = createCake(5, 6, [{ row: 0, col: 0 }]);

/** Writes a cake as links do: its rows of GT.txt letters separated by dashes, `VOO-OOO`. */
export function formatCake(cake: Cake): string {
  return formatCakeText(cake);
}

/** Reads a cake written by {@link formatCake}; throws a RangeError naming what is wrong. */
export function parseCake(text: string): Cake {
  return parseLinkText(
    (cake) => parseCakeText(cake, 'cake'),
    text,
    'the cake is rows of O (uneaten), X (eaten) and V (poisoned) separated by dashes',
  );
}

const formatBite = ({ row, col }: Bite): string => `${row}-${col}`;

function parseBite(text: string): Bite {
  const match = /^(\d+)-(\d+)$/.exec(text);
  if (match === null) throw new RangeError(`a bite is written row-column, got ${text}`);
  return { row: Number(match[1]), col: Number(match[2]) };
}

/** Reads a game from the page's URL parameters; throws a RangeError naming what is wrong. */
export function readSetup(params: URLSearchParams): GaletteSetup {
  const cakeText = params.get('cake');
  const start = cakeText === null ? DEFAULT_CAKE : parseCake(cakeText);
  const bitesText = params.get('bites') ?? '';
  const bites = bitesText === '' ? [] : bitesText.split('.').map(parseBite);
  replayBites(start, bites); // throws a RangeError naming the first bite that cannot be taken
  return {
    start,
    bites,
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
    bites: setup.bites.map(formatBite).join('.'),
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
