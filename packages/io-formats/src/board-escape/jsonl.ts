import { MAX_K, type EscapeBoard } from '@cgkit/board-escape';
import { parseEachLine, parseOneLine, type LineReader, type SourceLine } from '../lines.js';
import { JsonScanner } from '../json-scanner.js';
import { boardFromRows, type RowText } from './rows.js';

/** One game of a batch: a board and the number k its tokens start with. */
export interface BoardEscapeCase {
  readonly board: EscapeBoard;
  readonly k: number;
  /** The line of the source it came from. */
  readonly line: number;
}

const CASE = 'a JSON object {"board": [rows…], "k": K}';
const K = `k: an integer from 1 to ${MAX_K}`;

/**
 * Parses JSON Lines of BoardEscape games, one `{"board": [rows…], "k": K}` per line, the shape
 * TopCoder test data comes in. Blank lines are skipped; other keys are allowed and ignored.
 */
export function parseBoardEscapeJsonl(text: string, source = '<input>'): BoardEscapeCase[] {
  return parseEachLine(text, source, parseCase);
}

/**
 * Parses one line of a BoardEscape JSON Lines stream (line `lineNumber` of `source`), so a batch
 * of any size is read in bounded memory; undefined for a blank line.
 */
export function parseBoardEscapeJsonlLine(
  text: string,
  source: string,
  lineNumber: number,
): BoardEscapeCase | undefined {
  return parseOneLine(text, source, lineNumber, parseCase);
}

function parseCase(reader: LineReader, line: SourceLine): BoardEscapeCase {
  const json: JsonScanner = new JsonScanner(reader, line);
  json.expect('{', CASE);
  let board: EscapeBoard | undefined;
  let k: number | undefined;
  const seen = new Set<string>();
  if (json.peek() !== '}') {
    do {
      const key = json.string('a key in double quotes');
      if (seen.has(key.value)) json.fail(`each key once`, key.start);
      seen.add(key.value);
      json.expect(':');
      if (key.value === 'board') board = parseRows(reader, json);
      else if (key.value === 'k') k = parseK(json);
      else json.skipValue();
    } while (json.accept(','));
  }
  if (json.peek() !== '}') json.fail(`',' or '}'`);
  if (board === undefined) json.fail('a "board" key');
  if (k === undefined) json.fail('a "k" key');
  json.expect('}');
  json.expectEnd('the end of the line (one game per line)');
  return { board, k, line: line.line };
}

function parseRows(reader: LineReader, json: JsonScanner): EscapeBoard {
  json.expect('[', 'an array of rows, like ["T.E"]');
  if (json.peek() === ']') json.fail('a row in double quotes');
  const rows: RowText[] = [];
  do {
    const row = json.string('a row in double quotes');
    rows.push({
      text: row.value,
      line: json.line,
      start: row.start,
      columnOf: (i) => row.columns[i] ?? row.start,
    });
  } while (json.accept(','));
  json.expect(']', `',' or ']'`);
  return boardFromRows(reader, rows);
}

function parseK(json: JsonScanner): number {
  const { text, column } = json.number(K);
  const k = Number(text);
  if (!/^\d+$/.test(text) || k < 1 || k > MAX_K) json.fail(K, column);
  return k;
}

/** Writes games as JSON Lines: the text {@link parseBoardEscapeJsonl} reads. */
export function formatBoardEscapeJsonl(
  cases: readonly { board: EscapeBoard; k: number }[],
): string {
  return cases.map(({ board, k }) => `${JSON.stringify({ board: board.rows, k })}\n`).join('');
}
