import { NotationError } from '../short/notation.js';
import type { OptionKeys, PartizanRuleset } from './ruleset.js';

/**
 * A Domineering board as bit rows: bit c of `rows[r]` is set when the cell in row r, column c is
 * filled. Left places vertical dominoes, Right horizontal ones, on empty cells.
 */
export interface DomineeringPosition {
  readonly width: number;
  readonly height: number;
  readonly rows: ArrayLike<number>;
}

/** Boards are at most this wide (a row is one 32-bit word). */
export const MAX_DOMINEERING_WIDTH = 30;
/** Boards are at most this tall: far past what an exact search can finish. */
export const MAX_DOMINEERING_HEIGHT = 64;

/** Reads a grid written as rows separated by `|`: `.` empty, `#` filled (e.g. `..|..`). */
export function parseDomineering(text: string): DomineeringPosition {
  const lines = text.split('|');
  if (lines.length > MAX_DOMINEERING_HEIGHT) {
    const at = lines.slice(0, MAX_DOMINEERING_HEIGHT).join('|').length + 2;
    throw new NotationError(text, at, `at most ${MAX_DOMINEERING_HEIGHT} rows`, 'more');
  }
  const width = lines[0]!.length;
  const rows = new Array<number>(lines.length).fill(0);
  let column = 1;
  lines.forEach((line, r) => {
    if (line.length !== width || width === 0) {
      const expected =
        width === 0 ? "a row of '.' and '#'" : `a row of ${width} cells like the first`;
      throw new NotationError(text, column, expected, JSON.stringify(line));
    }
    [...line].forEach((c, i) => {
      if (c !== '.' && c !== '#') {
        throw new NotationError(text, column + i, "'.' (empty) or '#' (filled)", JSON.stringify(c));
      }
      if (c === '#') rows[r]! |= 1 << i;
    });
    column += line.length + 1;
  });
  if (width > MAX_DOMINEERING_WIDTH) {
    throw new NotationError(
      text,
      MAX_DOMINEERING_WIDTH + 1,
      `at most ${MAX_DOMINEERING_WIDTH} columns`,
      'more',
    );
  }
  return { width, height: lines.length, rows };
}

/** The board as rows separated by `|`. */
export function formatDomineering(p: DomineeringPosition): string {
  return Array.from(p.rows, (row) => {
    let line = '';
    for (let c = 0; c < p.width; c++) line += (row >>> c) & 1 ? '#' : '.';
    return line;
  }).join('|');
}

const fullRow = (width: number): number => (width >= 32 ? 0xffffffff : ((1 << width) >>> 0) - 1);

function place(
  p: DomineeringPosition,
  r1: number,
  r2: number,
  bits1: number,
  bits2: number,
): DomineeringPosition {
  const rows = new Array<number>(p.height);
  for (let r = 0; r < p.height; r++) rows[r] = p.rows[r]!;
  rows[r1]! |= bits1;
  rows[r2]! |= bits2;
  return { width: p.width, height: p.height, rows };
}

/** Bytes with their bits in reverse order, for mirroring rows. */
const REVERSED_BYTES = Uint8Array.from({ length: 256 }, (_, b) => {
  let r = 0;
  for (let i = 0; i < 8; i++) if ((b >>> i) & 1) r |= 128 >>> i;
  return r;
});

function reverseBits(row: number, width: number): number {
  const r =
    (REVERSED_BYTES[row & 255]! << 24) |
    (REVERSED_BYTES[(row >>> 8) & 255]! << 16) |
    (REVERSED_BYTES[(row >>> 16) & 255]! << 8) |
    REVERSED_BYTES[row >>> 24]!;
  return r >>> (32 - width);
}

/**
 * The key of a board: the least encoding of its four orientation-preserving reflections. Boards
 * of at most 27 cells get a small integer (V8 hashes those fastest, and most regions a search
 * meets are that small): a leading 1, the cells, and the width in the last 3 bits. Boards of at
 * most 43 cells get a negative number, larger ones a string.
 */
function boardKey(p: DomineeringPosition): number | string {
  const { width, height, rows } = p;
  if (width * height <= 27 && width <= 8) {
    const shift = 1 << width;
    // A row of at most 8 cells is mirrored by one lookup.
    const mirror = 8 - width;
    let a = 1;
    let b = 1;
    let c = 1;
    let d = 1;
    for (let i = 0; i < height; i++) {
      const top = rows[i]!;
      const bottom = rows[height - 1 - i]!;
      a = a * shift + top;
      b = b * shift + bottom;
      c = c * shift + (REVERSED_BYTES[top]! >>> mirror);
      d = d * shift + (REVERSED_BYTES[bottom]! >>> mirror);
    }
    return Math.min(a, b, c, d) * 8 + width - 1;
  }
  if (width * height <= 43 && height < 32) {
    // Top-down and bottom-up, as is and mirrored, in one pass.
    const scale = 2 ** width;
    let a = 0;
    let b = 0;
    let c = 0;
    let d = 0;
    for (let i = 0; i < height; i++) {
      const top = rows[i]!;
      const bottom = rows[height - 1 - i]!;
      a = a * scale + top;
      b = b * scale + bottom;
      c = c * scale + reverseBits(top, width);
      d = d * scale + reverseBits(bottom, width);
    }
    return -(Math.min(a, b, c, d) * 1024 + width * 32 + height) - 1;
  }
  const mirrored = Array.from(rows, (row) => reverseBits(row, width));
  const encodings = [Array.from(rows), mirrored].flatMap((r) => [r, r.slice().reverse()]);
  const keys = encodings.map(
    (r) => `${width}:${r.map((row) => String.fromCharCode(row & 0xffff, row >>> 16)).join('')}`,
  );
  return keys.reduce((x, y) => (y < x ? y : x));
}

/** Scratch rows of `regions` (boards are at most 64 rows; a region's rows are padded by one). */
const emptyRows = new Array<number>(MAX_DOMINEERING_HEIGHT).fill(0);
const regionRows = new Array<number>(MAX_DOMINEERING_HEIGHT + 2).fill(0);

/**
 * The connected regions of empty cells that can still take a domino, each cropped to its
 * bounding box: the board is their sum. Flood fill works on whole rows at once, each row's runs
 * filled before the next. A board that is one region already, uncropped, is returned as it is
 * (the solver then keys it once).
 */
function regions(p: DomineeringPosition): DomineeringPosition[] {
  const { width, height } = p;
  if ((width + 1) * height <= 32) return packedRegions(p);
  const full = fullRow(width);
  const empty = emptyRows;
  for (let r = 0; r < height; r++) empty[r] = ~p.rows[r]! & full;
  const parts: DomineeringPosition[] = [];
  // Row r of the region is region[r + 1]: the padding rows stay empty.
  const region = regionRows;
  for (let start = 0; start < height; start++) {
    while (empty[start] !== 0) {
      region.fill(0, 0, height + 2);
      region[start + 1] = empty[start]! & -empty[start]!;
      for (let changed = true; changed;) {
        changed = false;
        for (let r = 0; r < height; r++) {
          const here = region[r + 1]!;
          const row = empty[r]!;
          // Along the row: the whole runs of empty cells that the cells above and below touch.
          let grown = (here | region[r]! | region[r + 2]!) & row;
          for (;;) {
            const wider = (grown | (grown << 1) | (grown >>> 1)) & row;
            if (wider === grown) break;
            grown = wider;
          }
          if (grown === here) continue;
          region[r + 1] = grown;
          changed = true;
        }
      }
      let cells = 0;
      let top = height;
      let bottom = -1;
      let union = 0;
      for (let r = 0; r < height; r++) {
        const bits = region[r + 1]!;
        if (bits === 0) continue;
        empty[r] = (empty[r]! & ~bits) >>> 0;
        cells += popcount(bits);
        top = Math.min(top, r);
        bottom = r;
        union |= bits;
      }
      if (cells < 2) continue;
      if (top === 0 && bottom === height - 1 && union === full && parts.length === 0) {
        // The whole board, unless other cells remain: then it is cropped like any region.
        let rest = 0;
        for (let r = 0; r < height; r++) rest |= empty[r]!;
        if (rest === 0 && sameCells(p, region)) return [p];
      }
      const left = 31 - Math.clz32(union & -union);
      const partWidth = 32 - Math.clz32(union) - left;
      const partFull = fullRow(partWidth);
      const rows: number[] = [];
      for (let r = top; r <= bottom; r++) rows.push((~(region[r + 1]! >>> left) & partFull) >>> 0);
      parts.push({ width: partWidth, height: rows.length, rows });
    }
  }
  return parts;
}

/**
 * {@link regions} of a board whose empty cells fit in one 32-bit word, rows `width + 1` bits apart
 * (the gap keeps a row's ends apart): a region grows from a cell by whole-board shifts.
 */
function packedRegions(p: DomineeringPosition): DomineeringPosition[] {
  const { width, height } = p;
  const stride = width + 1;
  const full = fullRow(width);
  let empty = 0;
  for (let r = 0; r < height; r++) empty |= (~p.rows[r]! & full) << (r * stride);
  const all = empty;
  const parts: DomineeringPosition[] = [];
  while (empty !== 0) {
    let region = empty & -empty;
    for (;;) {
      const grown =
        (region | (region << 1) | (region >>> 1) | (region << stride) | (region >>> stride)) &
        empty;
      if (grown === region) break;
      region = grown;
    }
    empty ^= region;
    if ((region & (region - 1)) === 0) continue; // one cell: no domino fits
    if (region === all) {
      // Every empty cell: the board itself unless its edges are filled (then cropped).
      let union = 0;
      for (let r = 0; r < height; r++) union |= (region >>> (r * stride)) & full;
      if (union === full && (region & full) !== 0 && region >>> ((height - 1) * stride) !== 0) {
        return [p];
      }
    }
    let top = -1;
    let bottom = 0;
    let union = 0;
    for (let r = 0; r < height; r++) {
      const bits = (region >>> (r * stride)) & full;
      if (bits === 0) continue;
      if (top < 0) top = r;
      bottom = r;
      union |= bits;
    }
    const left = 31 - Math.clz32(union & -union);
    const partWidth = 32 - Math.clz32(union) - left;
    const partFull = fullRow(partWidth);
    // Rows made at their length: a region is cropped at every split a search meets.
    const rows = new Array<number>(bottom - top + 1);
    for (let r = top; r <= bottom; r++) {
      rows[r - top] = (~(((region >>> (r * stride)) & full) >>> left) & partFull) >>> 0;
    }
    parts.push({ width: partWidth, height: rows.length, rows });
  }
  return parts;
}

/** Whether the region (rows padded by one) is every empty cell of the board. */
function sameCells(p: DomineeringPosition, region: readonly number[]): boolean {
  const full = fullRow(p.width);
  for (let r = 0; r < p.height; r++) if ((~p.rows[r]! & full) !== region[r + 1]) return false;
  return true;
}

function popcount(x: number): number {
  let n = 0;
  for (let v = x >>> 0; v !== 0; v &= v - 1) n++;
  return n;
}

/** Domineering: Left (vertical) and Right (horizontal) take turns placing dominoes. */
export const domineering: PartizanRuleset<DomineeringPosition> = {
  name: 'Domineering',
  leftOptions(p) {
    const options: DomineeringPosition[] = [];
    const full = fullRow(p.width);
    for (let r = 0; r + 1 < p.height; r++) {
      let free = ~(p.rows[r]! | p.rows[r + 1]!) & full;
      while (free !== 0) {
        const bit = free & -free;
        free ^= bit;
        options.push(place(p, r, r + 1, bit, bit));
      }
    }
    return options;
  },
  rightOptions(p) {
    const options: DomineeringPosition[] = [];
    const full = fullRow(p.width);
    for (let r = 0; r < p.height; r++) {
      const free = ~p.rows[r]! & full;
      let pairs = free & (free >>> 1);
      while (pairs !== 0) {
        const bit = pairs & -pairs;
        pairs ^= bit;
        options.push(place(p, r, r, bit | (bit << 1), 0));
      }
    }
    return options;
  },
  key: keyOf,
  optionKeys,
  option(p, move) {
    const m = moveTable(p.width, p.height).moves;
    return place(p, m[4 * move]!, m[4 * move + 1]!, m[4 * move + 2]!, m[4 * move + 3]!);
  },
  components: regions,
  // The transposed board is the negative (the players swap directions): a board and its
  // transpose share one entry, keyed by the smaller key.
  conjugate(p) {
    if (p.width * p.height > 27 || p.height > 8) return undefined;
    const pKey = keyOf(p);
    // The transpose is keyed in scratch rows, and built only when it is the one stored.
    const t = transposeInto(p, scratch);
    const tKey = boardKey(t);
    if (tKey >= pKey) return undefined;
    const flipped = { width: t.width, height: t.height, rows: t.rows.slice(0, t.height) };
    // The solver asks next for the key of the board it stores, computed here already.
    lastKeyed = flipped;
    lastKey = tKey;
    return flipped;
  },
};

/**
 * The board keyed last, and its key: the solver keys a position, then, when it is not stored,
 * conjugates it, which needs the same key; a conjugate is keyed next. A key is most of the cost
 * of a table hit.
 */
let lastKeyed: DomineeringPosition | undefined;
let lastKey: number | string = 0;

function keyOf(p: DomineeringPosition): number | string {
  if (p !== lastKeyed) {
    lastKey = boardKey(p);
    lastKeyed = p;
  }
  return lastKey;
}

/** Rows for a transpose that is only keyed (boards transposed are at most 27 rows tall). */
const scratch: { width: number; height: number; rows: number[] } = {
  width: 0,
  height: 0,
  rows: new Array<number>(32).fill(0),
};

/** The board mirrored in its main diagonal, written into `into`. */
function transposeInto<T extends { width: number; height: number; rows: number[] }>(
  p: DomineeringPosition,
  into: T,
): T {
  const rows = into.rows;
  rows.fill(0, 0, p.width);
  for (let r = 0; r < p.height; r++) {
    let row = p.rows[r]!;
    while (row !== 0) {
      const c = 31 - Math.clz32(row & -row);
      row &= row - 1;
      rows[c]! |= 1 << r;
    }
  }
  into.width = p.height;
  into.height = p.width;
  return into;
}

/** The board mirrored in its main diagonal. */
export function transpose(p: DomineeringPosition): DomineeringPosition {
  return transposeInto(p, { width: 0, height: 0, rows: new Array<number>(p.width) });
}

/**
 * The moves of a board of one size, for keying its options without building them: a board of at
 * most 27 cells, at most 8 wide and tall, is keyed by the least of its four reflections as a
 * number (see {@link boardKey}), and its transpose likewise. Each reflection of a board is its
 * filled cells' bits in that reflection: an option's eight images are the board's ORed with its
 * domino's.
 */
interface MoveTable {
  /** Left's (vertical) moves, then Right's, by their top or left cell. */
  readonly leftCount: number;
  readonly count: number;
  /** Per move: the rows and bits `place` fills. */
  readonly moves: Int32Array;
  /** Per move, eight masks: its domino in the four reflections, then in the transpose's four. */
  readonly images: Int32Array;
  /** Per cell (r·width + c), its eight masks likewise. */
  readonly cells: Int32Array;
}

const moveTables: (MoveTable | undefined)[] = [];

function moveTable(width: number, height: number): MoveTable {
  return moveTables[width * 16 + height] ?? newMoveTable(width, height);
}

/** A board size's {@link MoveTable}, made and kept (apart from the lookup: it has closures). */
function newMoveTable(width: number, height: number): MoveTable {
  const n = width * height;
  // The bit of cell (r, c) in each image: rows from the top, the first row highest.
  const at = (w: number, h: number, r: number, c: number): number => 2 ** (w * (h - 1 - r) + c);
  const cells = new Int32Array(8 * n);
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const [r2, c2] = [height - 1 - r, width - 1 - c];
      const masks = [
        at(width, height, r, c),
        at(width, height, r2, c),
        at(width, height, r, c2),
        at(width, height, r2, c2),
        at(height, width, c, r),
        at(height, width, c2, r),
        at(height, width, c, r2),
        at(height, width, c2, r2),
      ];
      cells.set(masks, 8 * (r * width + c));
    }
  }
  const moves: number[] = [];
  const images: number[] = [];
  const add = (r1: number, c1: number, r2: number, c2: number): void => {
    moves.push(r1, r2, r1 === r2 ? (1 << c1) | (1 << c2) : 1 << c1, r1 === r2 ? 0 : 1 << c2);
    for (let s = 0; s < 8; s++) {
      images.push(cells[8 * (r1 * width + c1) + s]! | cells[8 * (r2 * width + c2) + s]!);
    }
  };
  // In the order of leftOptions and rightOptions.
  for (let r = 0; r + 1 < height; r++) for (let c = 0; c < width; c++) add(r, c, r + 1, c);
  const leftCount = moves.length / 4;
  for (let r = 0; r < height; r++) for (let c = 0; c + 1 < width; c++) add(r, c, r, c + 1);
  const table = {
    leftCount,
    count: moves.length / 4,
    moves: Int32Array.from(moves),
    images: Int32Array.from(images),
    cells,
  };
  moveTables[width * 16 + height] = table;
  return table;
}

/**
 * {@link PartizanRuleset.optionKeys} for boards of at most 27 cells, 8 wide and tall: each
 * option's key is the least of its four reflections, or of its transpose's (then stored
 * transposed, negated), as `boardKey` and `conjugate` give them.
 */
function optionKeys(p: DomineeringPosition, into: OptionKeys): boolean {
  const { width, height, rows } = p;
  const n = width * height;
  if (n > 27 || width > 8 || height > 8) return false;
  const table = moveTable(width, height);
  if (table.count > into.keys.length) return false;
  const cells = table.cells;
  const full = fullRow(width);
  // The leading 1 of a key.
  const lead = 2 ** n;
  let i0 = lead;
  let i1 = lead;
  let i2 = lead;
  let i3 = lead;
  let i4 = lead;
  let i5 = lead;
  let i6 = lead;
  let i7 = lead;
  for (let r = 0; r < height; r++) {
    let row = rows[r]! & full;
    while (row !== 0) {
      const c = 31 - Math.clz32(row & -row);
      row &= row - 1;
      const at = 8 * (r * width + c);
      i0 |= cells[at]!;
      i1 |= cells[at + 1]!;
      i2 |= cells[at + 2]!;
      i3 |= cells[at + 3]!;
      i4 |= cells[at + 4]!;
      i5 |= cells[at + 5]!;
      i6 |= cells[at + 6]!;
      i7 |= cells[at + 7]!;
    }
  }
  const { images, leftCount, count } = table;
  const keys = into.keys;
  const moves = into.moves;
  let written = 0;
  let left = 0;
  for (let m = 0; m < count; m++) {
    const at = 8 * m;
    const domino = images[at]!;
    if ((i0 & domino) !== 0) continue;
    const own = Math.min(
      i0 | domino,
      i1 | images[at + 1]!,
      i2 | images[at + 2]!,
      i3 | images[at + 3]!,
    );
    const flipped = Math.min(
      i4 | images[at + 4]!,
      i5 | images[at + 5]!,
      i6 | images[at + 6]!,
      i7 | images[at + 7]!,
    );
    const ownKey = own * 8 + width - 1;
    const flippedKey = flipped * 8 + height - 1;
    keys[written] = flippedKey < ownKey ? ~flippedKey : ownKey;
    moves[written] = m;
    written++;
    if (m < leftCount) left++;
  }
  into.count = written;
  into.leftCount = left;
  return true;
}
