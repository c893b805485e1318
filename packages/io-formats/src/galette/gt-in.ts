import { Portion, type Cake } from '@cgkit/galette';
import { LineReader, tokenize, type SourceLine, type TextToken } from '../lines.js';

/** The largest cake the Galette files describe, in portions (a guard against absurd sizes). */
export const MAX_CAKE_PORTIONS = 10_000_000;

/**
 * The rows M and columns N at the start of a Galette file's first line, each at least 1 and the
 * cake at most {@link MAX_CAKE_PORTIONS} portions.
 */
export function readCakeSize(
  reader: LineReader,
  header: SourceLine,
  m: TextToken | undefined,
  n: TextToken | undefined,
): { rows: number; cols: number } {
  const rows = reader.integer(header, m, 'the number of rows M', 1, MAX_CAKE_PORTIONS);
  const cols = reader.integer(header, n, 'the number of columns N', 1, MAX_CAKE_PORTIONS);
  if (rows * cols > MAX_CAKE_PORTIONS) {
    throw reader.errorAt(header, n, `a cake of at most ${MAX_CAKE_PORTIONS} portions (M × N)`);
  }
  return { rows, cols };
}

/** How the coordinates of a GT.in file are read. */
export interface GtInOptions {
  /** Coordinates count from 0 rather than from 1. */
  zeroBased?: boolean;
  /** `x` is the column and `y` the row (by default `x` is the row). */
  xIsColumn?: boolean;
}

/**
 * Parses a GT.in file: a line `M N K` (rows, columns, poisoned portions), then K lines `x y`,
 * one poisoned portion each (1-based, x the row, unless the options say otherwise).
 */
export function parseGtIn(text: string, source = 'GT.in', options: GtInOptions = {}): Cake {
  const reader = new LineReader(source, text);
  const header = reader.expectLine('the line "M N K" (rows, columns, poisoned portions)');
  const [m, n, k, extra] = tokenize(header);
  const { rows, cols } = readCakeSize(reader, header, m, n);
  const count = reader.integer(header, k, 'the number of poisoned portions K', 0, rows * cols);
  if (extra !== undefined) throw reader.errorAt(header, extra, 'the end of the line after K');
  const base = options.zeroBased === true ? 0 : 1;
  const [xName, yName] = options.xIsColumn === true ? ['column', 'row'] : ['row', 'column'];
  const [xMax, yMax] = options.xIsColumn === true ? [cols, rows] : [rows, cols];
  const cells = new Uint8Array(rows * cols);
  const seenOn = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    const line = reader.expectLine(`poisoned portion ${i + 1} of ${count} as "x y"`);
    const [xt, yt, rest] = tokenize(line);
    const x = reader.integer(line, xt, `x, the ${xName}`, base, xMax - 1 + base) - base;
    const y = reader.integer(line, yt, `y, the ${yName}`, base, yMax - 1 + base) - base;
    if (rest !== undefined) throw reader.errorAt(line, rest, 'the end of the line after y');
    const [row, col] = options.xIsColumn === true ? [y, x] : [x, y];
    const cell = row * cols + col;
    const earlier = seenOn.get(cell);
    if (earlier !== undefined) {
      throw reader.error(
        line,
        xt!.column,
        `a portion not already poisoned on line ${earlier}`,
        'a duplicate',
      );
    }
    seenOn.set(cell, line.line);
    cells[cell] = Portion.poisoned;
  }
  const surplus = reader.next();
  if (surplus !== undefined) {
    throw reader.error(
      surplus,
      surplus.column,
      `the end of the file (K = ${count} poisoned portions on line ${header.line})`,
      'another line',
    );
  }
  return { rows, cols, cells };
}

/** Writes a cake's size and poisoned portions as GT.in (eaten portions are not representable). */
export function printGtIn(cake: Cake, options: GtInOptions = {}): string {
  const base = options.zeroBased === true ? 0 : 1;
  const lines: string[] = [];
  for (let i = 0; i < cake.cells.length; i++) {
    if (cake.cells[i] !== Portion.poisoned) continue;
    const row = Math.floor(i / cake.cols) + base;
    const col = (i % cake.cols) + base;
    lines.push(options.xIsColumn === true ? `${col} ${row}` : `${row} ${col}`);
  }
  return [`${cake.rows} ${cake.cols} ${lines.length}`, ...lines].join('\n') + '\n';
}
