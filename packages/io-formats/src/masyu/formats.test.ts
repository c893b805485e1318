import { createPuzzle, type MasyuPuzzle } from '@cgkit/masyu';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FormatError } from '../errors.js';
import { fuzzFormat } from '../testing/fuzz.js';
import { MASYU_FORMATS, detectMasyuFormat, formatMasyu, parseMasyu } from './detect.js';
import { formatMasyuGrid, parseMasyuGrid } from './grid.js';
import { formatMasyuPearlId, parseMasyuPearlId } from './pearl-id.js';
import { formatMasyuUrl, parseMasyuUrl } from './url.js';

const puzzles = fc
  .record({ rows: fc.integer({ min: 1, max: 12 }), cols: fc.integer({ min: 1, max: 12 }) })
  .chain(({ rows, cols }) =>
    fc
      .array(fc.integer({ min: 0, max: 2 }), { minLength: rows * cols, maxLength: rows * cols })
      .map((cells) => createPuzzle(rows, cols, cells)),
  );

/** A puzzle of puzzle-masyu.com, as grid rows and as its published Pearl id. */
const SITE = {
  rows: ['BW..W.', '......', '.W.WW.', '....WB', '.B....', 'B....B'],
  pearlId: '6x6:BWbWhWaWWeWBaBdBdB',
};

function errorOf(parse: () => unknown): FormatError {
  try {
    parse();
  } catch (error) {
    if (error instanceof FormatError) return error;
    throw error;
  }
  throw new Error('expected a FormatError');
}

describe('Masyu puzzle formats', () => {
  it('round-trips every puzzle through each format', () => {
    fc.assert(
      fc.property(puzzles, fc.constantFrom(...MASYU_FORMATS), (puzzle, format) => {
        const text = formatMasyu(puzzle, format);
        expect(detectMasyuFormat(text)).toBe(format);
        expect(parseMasyu(text)).toEqual(puzzle);
      }),
    );
  });

  it('reads the pzprjs example URL, from any pzpr host and with either type name', () => {
    const grid = parseMasyuGrid('..W...\n.B..W.\n......\n...B..\n.W....\n......\n');
    for (const url of [
      'https://puzz.link/p?mashu/6/6/1063000i3000',
      'http://pzv.jp/p.html?mashu/6/6/1063000i3000',
      'https://puzz.link/p?masyu/6/6/1063000i3000',
    ]) {
      expect(parseMasyuUrl(url)).toEqual(grid);
    }
    expect(formatMasyuUrl(grid)).toBe('https://puzz.link/p?mashu/6/6/1063000i3000');
  });

  it('reads the Pearl ids of puzzle-masyu.com, with or without parameters', () => {
    const grid = parseMasyuGrid(SITE.rows.join('\n'));
    expect(parseMasyuPearlId(SITE.pearlId)).toEqual(grid);
    expect(parseMasyuPearlId(SITE.pearlId.replace(':', 'de:'))).toEqual(grid);
    expect(formatMasyuPearlId(grid)).toBe(SITE.pearlId);
    const long = createPuzzle(1, 60, [...new Array<number>(59).fill(0), 2]);
    expect(formatMasyuPearlId(long)).toBe('60x1:zzgB');
    expect(parseMasyuPearlId('60x1:zzgB')).toEqual(long);
  });

  it('accepts every grid alphabet, with or without spaces', () => {
    const expected: MasyuPuzzle = parseMasyuGrid('.WB\nB.W');
    for (const text of ['0 1 2\n2 0 1', '.wb\nx.o', '. W B\r\nB . W\r\n', '\n\n0ox\nX.O\n\n']) {
      expect(parseMasyuGrid(text)).toEqual(expected);
    }
    expect(formatMasyuGrid(expected)).toBe('.WB\nB.W\n');
  });

  it('says where a grid goes wrong and what was expected', () => {
    expect(errorOf(() => parseMasyuGrid('..W\n.Q.', 'p.txt')).render()).toBe(
      'p.txt:2:2: expected a cell: . or 0 (empty), W, o or 1 (white), B, x or 2 (black), found "Q"\n  .Q.\n   ^',
    );
    expect(errorOf(() => parseMasyuGrid('.🎂.')).message).toMatch(/found "🎂"$/);
    expect(errorOf(() => parseMasyuGrid('...\n..')).message).toMatch(/1 more cell \(/);
    expect(errorOf(() => parseMasyuGrid('...\n....')).column).toBe(4);
    expect(errorOf(() => parseMasyuGrid('...\n\n...')).line).toBe(3);
    expect(errorOf(() => parseMasyuGrid('')).message).toMatch(/a row of the grid/);
  });

  it('refuses puzzles larger than 200×200 with a clear message', () => {
    const wide = '.'.repeat(201);
    expect(errorOf(() => parseMasyuGrid(wide)).message).toMatch(/at most 200 cells in a row/);
    expect(errorOf(() => parseMasyuGrid(`${'.\n'.repeat(201)}`)).message).toMatch(
      /at most 200 rows/,
    );
    expect(errorOf(() => parseMasyuUrl('https://puzz.link/p?mashu/201/5/0')).message).toMatch(
      /number of columns \(1 to 200\)/,
    );
    expect(errorOf(() => parseMasyuPearlId('300x300:a')).message).toMatch(/width from 1 to 200/);
  });

  it('points into URLs and ids at the offending character', () => {
    const short = errorOf(() => parseMasyuUrl('https://puzz.link/p?mashu/6/6/1063'));
    expect(short.column).toBe(35);
    expect(short.message).toMatch(/cell code/);
    expect(errorOf(() => parseMasyuUrl('https://puzz.link/p?nurikabe/6/6/0')).column).toBe(21);
    expect(errorOf(() => parseMasyuUrl('https://puzz.link/p?mashu/6/x/0')).column).toBe(29);
    expect(errorOf(() => parseMasyuUrl('https://puzz.link/p?mashu/1/1/1')).message).toMatch(
      /past the end/,
    );
    expect(errorOf(() => parseMasyuPearlId('2x2:aQb')).column).toBe(6);
    expect(errorOf(() => parseMasyuPearlId('2x2:c')).message).toMatch(/1 more cell \(/);
    expect(errorOf(() => parseMasyuPearlId('2x2:e')).message).toMatch(/4 more cells|more cells/);
  });

  it('parses anything or throws a FormatError', () => {
    fuzzFormat({
      name: 'masyu grid',
      parse: (text) => parseMasyuGrid(text),
      samples: ['..W\n.B.\n...', '0 1 2\n2 0 1'],
      alphabet: ' \n.WBwbox012Q',
    });
    fuzzFormat({
      name: 'masyu url',
      parse: (text) => parseMasyuUrl(text),
      samples: ['https://puzz.link/p?mashu/6/6/1063000i3000'],
      alphabet: '/?:.0123456789aiqzmashu\n',
    });
    fuzzFormat({
      name: 'masyu pearl id',
      parse: (text) => parseMasyuPearlId(text),
      samples: [SITE.pearlId],
      alphabet: '0123456789x:BWabcz\n',
    });
  });
});
