import { LineReader, type SourceLine } from '../lines.js';

/** The only non-blank line of a one-line format, with the reader for error positions. */
export function oneLine(
  text: string,
  source: string,
  expected: string,
): { reader: LineReader; line: SourceLine } {
  const reader = new LineReader(source, text);
  const line = reader.next();
  if (line === undefined) throw reader.errorAtEnd(expected);
  const extra = reader.next();
  if (extra !== undefined) {
    throw reader.error(extra, extra.column, `nothing after the ${expected}`, 'another line');
  }
  return { reader, line };
}
