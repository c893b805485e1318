import type { MasyuPuzzle } from '@cgkit/masyu';
import { FormatError } from '../errors.js';
import { LineReader, type SourceLine } from '../lines.js';
import { parseMasyuGrid } from './grid.js';
import { parseMasyuPearlId } from './pearl-id.js';
import { parseMasyuUrl } from './url.js';

/** One puzzle of a JSON Lines batch, with the other fields of its line to pass through. */
export interface MasyuJsonlCase {
  readonly puzzle: MasyuPuzzle;
  /** Every field of the line except the one the puzzle was read from. */
  readonly fields: Readonly<Record<string, unknown>>;
  /** The 1-based line number in the source. */
  readonly line: number;
}

const FIELDS = ['puzzle', 'url', 'pearl_id'] as const;

/**
 * Parses a JSON Lines batch of Masyu puzzles: one JSON object per line holding the puzzle as
 * `puzzle` (row strings), `url` (puzz.link) or `pearl_id` (Simon Tatham's Pearl), read in that
 * order of preference. Blank lines are skipped.
 */
export function parseMasyuJsonl(text: string, source = '<input>'): MasyuJsonlCase[] {
  const reader = new LineReader(source, text);
  const cases: MasyuJsonlCase[] = [];
  for (let line = reader.next(); line !== undefined; line = reader.next()) {
    let value: unknown;
    try {
      value = JSON.parse(line.raw);
    } catch (error) {
      const at = /position (\d+)/.exec(String(error));
      const column = at === null ? line.column : Number(at[1]) + 1;
      throw reader.error(line, column, 'a JSON object, one puzzle per line', 'invalid JSON');
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw reader.error(
        line,
        line.column,
        'a JSON object, one puzzle per line',
        'another JSON value',
      );
    }
    const record = value as Record<string, unknown>;
    const key = FIELDS.find((k) => k in record);
    if (key === undefined) {
      throw reader.error(line, line.column, 'a "puzzle", "url" or "pearl_id" field', 'none');
    }
    const { [key]: field, ...fields } = record;
    cases.push({ puzzle: readField(reader, line, key, field), fields, line: line.line });
  }
  return cases;
}

function readField(reader: LineReader, line: SourceLine, key: string, field: unknown): MasyuPuzzle {
  const column = Math.max(line.column, line.raw.indexOf(`"${key}"`) + 1);
  const isRows = Array.isArray(field) && field.every((row) => typeof row === 'string');
  if (key === 'puzzle' ? !isRows : typeof field !== 'string') {
    const what = key === 'puzzle' ? 'an array of row strings' : 'a string';
    throw reader.error(
      line,
      column,
      `"${key}" as ${what}`,
      JSON.stringify(field)?.slice(0, 20) ?? 'nothing',
    );
  }
  try {
    if (key === 'url') return parseMasyuUrl(field as string, reader.source);
    if (key === 'pearl_id') return parseMasyuPearlId(field as string, reader.source);
    return parseMasyuGrid((field as string[]).join('\n'), reader.source);
  } catch (error) {
    if (!(error instanceof FormatError)) throw error;
    const where =
      key === 'puzzle' ? `row ${error.line}, column ${error.column}` : `character ${error.column}`;
    throw new FormatError(
      reader.source,
      { line: line.line, column },
      `a valid "${key}" (at its ${where}: ${error.message})`,
      { lineText: line.raw },
    );
  }
}
