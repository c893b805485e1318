import {
  MasyuCell,
  Dir,
  MAX_MASYU_SIDE,
  cellDirections,
  loopFromDirections,
  type MasyuLoop,
  type MasyuPuzzle,
} from '@cgkit/masyu';
import { describeFound } from '../errors.js';
import { LineReader, tokenize, type TextToken } from '../lines.js';

const LETTERS = [
  ['U', Dir.up],
  ['D', Dir.down],
  ['L', Dir.left],
  ['R', Dir.right],
] as const;

const EXPECTED_CELL = 'a cell: . (unused) or the directions it connects to, from U D L R';

/**
 * Parses a solution grid: one line per row, cells separated by spaces, each `.` (unused) or the
 * directions the loop leaves it by, as letters from `U D L R` (`LR`, `UD`, `DR`, …). Every
 * connection must be returned by the neighbour it points to.
 */
export function parseMasyuSolution(text: string, source = '<input>'): MasyuLoop {
  const reader = new LineReader(source, text);
  const tokens: TextToken[][] = [];
  const lines = [];
  const dirs: number[] = [];
  let previous = -1;
  for (let line = reader.next(); line !== undefined; line = reader.next()) {
    if (previous >= 0 && line.line !== previous + 1) {
      throw reader.error(
        line,
        line.column,
        'the end of the solution (it ends at a blank line)',
        'a row',
      );
    }
    previous = line.line;
    const row = tokenize(line);
    const width = tokens[0]?.length ?? row.length;
    if (row.length !== width) {
      const token = row[width];
      throw reader.errorAt(
        line,
        token,
        token === undefined ? `${width} cells, like the first row` : 'the end of the row',
      );
    }
    if (width > MAX_MASYU_SIDE || tokens.length === MAX_MASYU_SIDE) {
      throw reader.error(
        line,
        line.column,
        `a grid of at most ${MAX_MASYU_SIDE}×${MAX_MASYU_SIDE} cells`,
        'more',
      );
    }
    for (const token of row) {
      let d = 0;
      if (token.text !== '.') {
        let order = -1;
        for (const ch of token.text) {
          const index = LETTERS.findIndex(([letter]) => letter === ch);
          if (index <= order) throw reader.errorAt(line, token, EXPECTED_CELL);
          order = index;
          d |= LETTERS[index]![1];
        }
      }
      dirs.push(d);
    }
    tokens.push(row);
    lines.push(line);
  }
  if (tokens.length === 0) throw reader.errorAtEnd('a row of the solution');
  const rows = tokens.length;
  const cols = tokens[0]!.length;
  const built = loopFromDirections(rows, cols, dirs);
  if ('mismatch' in built) {
    const r = Math.floor(built.mismatch / cols);
    const c = built.mismatch % cols;
    throw reader.error(
      lines[r]!,
      tokens[r]![c]!.column,
      'connections returned by the neighbouring cells (and none off the grid)',
      describeFound(tokens[r]![c]!.text),
    );
  }
  return built.loop;
}

/** The solution grid as row strings (the machine format of the JSON output). */
export function masyuSolutionRows(loop: MasyuLoop): string[] {
  const dirs = cellDirections(loop);
  const rows: string[] = [];
  for (let r = 0; r < loop.rows; r++) {
    const cells: string[] = [];
    for (let c = 0; c < loop.cols; c++) {
      const d = dirs[r * loop.cols + c]!;
      cells.push(
        d === 0
          ? '.'
          : LETTERS.filter(([, bit]) => (d & bit) !== 0)
              .map(([l]) => l)
              .join(''),
      );
    }
    rows.push(cells.join(' '));
  }
  return rows;
}

/** Writes a solution grid: the text {@link parseMasyuSolution} reads. */
export function formatMasyuSolution(loop: MasyuLoop): string {
  return `${masyuSolutionRows(loop).join('\n')}\n`;
}

const LINE_CHARS: Readonly<Record<number, string>> = {
  [Dir.left | Dir.right]: '─',
  [Dir.up | Dir.down]: '│',
  [Dir.down | Dir.right]: '┌',
  [Dir.down | Dir.left]: '┐',
  [Dir.up | Dir.right]: '└',
  [Dir.up | Dir.left]: '┘',
};

/**
 * Draws a puzzle for people with box-drawing characters: `●` black and `○` white pearls, the
 * loop (when given) as lines through the cells, `·` for unused cells.
 */
export function drawMasyu(puzzle: MasyuPuzzle, loop?: MasyuLoop): string {
  const dirs =
    loop === undefined ? new Uint8Array(puzzle.rows * puzzle.cols) : cellDirections(loop);
  const lines: string[] = [];
  for (let r = 0; r < puzzle.rows; r++) {
    let text = '';
    for (let c = 0; c < puzzle.cols; c++) {
      const cell = r * puzzle.cols + c;
      const d = dirs[cell]!;
      const kind = puzzle.cells[cell];
      text +=
        kind === MasyuCell.black
          ? '●'
          : kind === MasyuCell.white
            ? '○'
            : (LINE_CHARS[d] ?? (d === 0 ? '·' : '┼'));
      if (c + 1 < puzzle.cols) text += (d & Dir.right) !== 0 ? '─' : ' ';
    }
    lines.push(text);
  }
  return `${lines.join('\n')}\n`;
}
