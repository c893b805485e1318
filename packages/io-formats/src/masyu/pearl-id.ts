import { MasyuCell, MAX_MASYU_SIDE, createPuzzle, type MasyuPuzzle } from '@cgkit/masyu';
import { countOf, describeFound } from '../errors.js';
import { oneLine } from './one-line.js';

/**
 * Parses a game id of Simon Tatham's Pearl, `WxH:DESC` (parameters such as `10x10de:` are
 * allowed before the colon): `B` black, `W` white, and `a`–`z` a run of 1 to 26 empty cells,
 * row by row.
 */
export function parseMasyuPearlId(text: string, source = '<input>'): MasyuPuzzle {
  const { reader, line } = oneLine(text, source, 'a Pearl game id');
  const id = line.raw.trimEnd();
  const base = line.column - 1;
  const at = (index: number, expected: string, found: string): Error =>
    reader.error(line, index + 1, expected, found);
  const head = /^(\d+)x(\d+)([a-z]*):/.exec(id.slice(base));
  if (head === null) throw at(base, 'a Pearl game id WxH:DESC', describeFound(line.text));
  const cols = Number(head[1]);
  const rows = Number(head[2]);
  if (!(cols >= 1 && cols <= MAX_MASYU_SIDE))
    throw at(base, `a width from 1 to ${MAX_MASYU_SIDE}`, head[1]!);
  if (!(rows >= 1 && rows <= MAX_MASYU_SIDE)) {
    throw at(base + head[1]!.length + 1, `a height from 1 to ${MAX_MASYU_SIDE}`, head[2]!);
  }
  const cells = new Uint8Array(rows * cols);
  let cell = 0;
  for (let i = base + head[0].length; i < id.length; i++) {
    const ch = id[i]!;
    const run = ch >= 'a' && ch <= 'z' ? ch.charCodeAt(0) - 96 : ch === 'B' || ch === 'W' ? 1 : 0;
    if (run === 0) throw at(i, 'B, W, or a run of empty cells a-z', describeFound(ch));
    if (cell + run > cells.length) {
      throw at(
        i,
        `${countOf(cells.length - cell, 'more cell')} (the grid has ${cells.length})`,
        describeFound(ch),
      );
    }
    if (ch === 'B') cells[cell] = MasyuCell.black;
    if (ch === 'W') cells[cell] = MasyuCell.white;
    cell += run;
  }
  if (cell < cells.length) {
    throw at(
      id.length,
      `${countOf(cells.length - cell, 'more cell')} (the grid has ${cells.length})`,
      'end of line',
    );
  }
  return createPuzzle(rows, cols, cells);
}

/** Writes a puzzle as a Pearl game id. */
export function formatMasyuPearlId(puzzle: MasyuPuzzle): string {
  let desc = '';
  let run = 0;
  const flush = (): void => {
    for (; run > 0; run -= Math.min(run, 26)) desc += String.fromCharCode(96 + Math.min(run, 26));
  };
  for (const v of puzzle.cells) {
    if (v === MasyuCell.empty) {
      run++;
      continue;
    }
    flush();
    desc += v === MasyuCell.black ? 'B' : 'W';
  }
  flush();
  return `${puzzle.cols}x${puzzle.rows}:${desc}`;
}
