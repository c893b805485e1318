import type { MasyuPuzzle } from '@cgkit/masyu';
import { FormatError } from '../errors.js';
import { JsonScanner, type JsonMember } from '../json-scanner.js';
import { parseEachLine, parseOneLine, type LineReader, type SourceLine } from '../lines.js';
import { parseMasyuGrid } from './grid.js';
import { parseMasyuPearlId } from './pearl-id.js';
import { parseMasyuUrl } from './url.js';

/** One puzzle of a JSON Lines batch, with the other fields of its line to pass through. */
export interface MasyuJsonlCase {
  readonly puzzle: MasyuPuzzle;
  /** Every member of the line except the one the puzzle was read from, as written, in order. */
  readonly fields: readonly JsonMember[];
  /** The 1-based line number in the source. */
  readonly line: number;
}

const FIELDS = ['puzzle', 'url', 'pearl_id'] as const;
type PuzzleField = (typeof FIELDS)[number];
const OBJECT = 'a JSON object, one puzzle per line';

/**
 * Parses a JSON Lines batch of Masyu puzzles: one JSON object per line holding the puzzle as
 * `puzzle` (row strings), `url` (puzz.link) or `pearl_id` (Simon Tatham's Pearl), exactly one of
 * them, once: a line with two (or one key twice) is an error at the second, since the answer
 * could not say which puzzle it solved. Blank lines are skipped. The other members are kept as
 * written.
 */
export function parseMasyuJsonl(text: string, source = '<input>'): MasyuJsonlCase[] {
  return parseEachLine(text, source, parseCase);
}

/**
 * Parses one line of a Masyu JSON Lines stream (line `lineNumber` of `source`), so a batch of any
 * size is read in bounded memory; undefined for a blank line.
 */
export function parseMasyuJsonlLine(
  text: string,
  source: string,
  lineNumber: number,
): MasyuJsonlCase | undefined {
  return parseOneLine(text, source, lineNumber, parseCase);
}

function parseCase(reader: LineReader, line: SourceLine): MasyuJsonlCase {
  const json = new JsonScanner(reader, line);
  json.expect('{', OBJECT);
  const fields: JsonMember[] = [];
  let chosen: { key: PuzzleField; column: number } | undefined;
  if (!json.accept('}')) {
    do {
      const key = json.string('a key in double quotes');
      json.expect(':');
      const keyText = line.raw.slice(key.start - 1, key.columns.at(-1));
      if (isPuzzleField(key.value)) {
        if (chosen !== undefined) {
          json.fail(`one puzzle per line (this line already has "${chosen.key}")`, key.start);
        }
        json.peek();
        chosen = { key: key.value, column: json.column };
        json.skipValue();
        continue;
      }
      fields.push({ key: key.value, keyText, valueText: json.rawValue().text });
    } while (json.accept(','));
    json.expect('}', "',' or '}'");
  }
  json.expectEnd(`the end of the line after the object (${OBJECT})`);
  if (chosen === undefined) {
    throw reader.error(line, line.column, 'a "puzzle", "url" or "pearl_id" field', 'none');
  }
  json.seek(chosen.column);
  return { puzzle: readField(reader, json, line, chosen.key), fields, line: line.line };
}

function isPuzzleField(key: string): key is PuzzleField {
  return (FIELDS as readonly string[]).includes(key);
}

function readField(
  reader: LineReader,
  json: JsonScanner,
  line: SourceLine,
  key: PuzzleField,
): MasyuPuzzle {
  const column = json.column;
  const what = key === 'puzzle' ? 'an array of row strings' : 'a string';
  const wrongType = (): never => json.fail(`"${key}" as ${what}`, column);
  let value: string;
  if (key === 'puzzle') {
    if (!json.accept('[')) wrongType();
    const rows: string[] = [];
    if (!json.accept(']')) {
      do {
        if (json.peek() !== '"') wrongType();
        rows.push(json.string().value);
      } while (json.accept(','));
      if (!json.accept(']')) wrongType();
    }
    value = rows.join('\n');
  } else {
    if (json.peek() !== '"') wrongType();
    value = json.string().value;
  }
  try {
    if (key === 'url') return parseMasyuUrl(value, reader.source);
    if (key === 'pearl_id') return parseMasyuPearlId(value, reader.source);
    return parseMasyuGrid(value, reader.source);
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
