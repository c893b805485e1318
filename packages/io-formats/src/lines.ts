import { FormatError, describeFound, type SourcePosition } from './errors.js';

/** One line of a source text, with its 1-based number and the column where its content starts. */
export interface SourceLine {
  /** The line with surrounding spaces removed. */
  readonly text: string;
  /** The line as written (without its line ending), for error display. */
  readonly raw: string;
  readonly line: number;
  /** 1-based column of `text[0]` within `raw`. */
  readonly column: number;
}

/**
 * Splits a text into lines, tolerating CRLF and CR line endings, a trailing newline, a byte-order
 * mark and surrounding spaces. Blank lines are kept (with empty `text`) so numbering stays true.
 */
export function splitLines(text: string, firstLine = 1): SourceLine[] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const raws = body.split(/\r\n|\r|\n/);
  if (raws.length > 1 && raws[raws.length - 1] === '') raws.pop();
  return raws.map((raw, index) => {
    const start = raw.length - raw.trimStart().length;
    return { text: raw.trim(), raw, line: firstLine + index, column: start + 1 };
  });
}

/** A token of a line: its text and 1-based column. */
export interface TextToken {
  readonly text: string;
  readonly column: number;
}

/** Splits a line into whitespace-separated tokens with their columns. */
export function tokenize(line: SourceLine): TextToken[] {
  const tokens: TextToken[] = [];
  const pattern = /\S+/g;
  for (let m = pattern.exec(line.raw); m !== null; m = pattern.exec(line.raw)) {
    tokens.push({ text: m[0], column: m.index + 1 });
  }
  return tokens;
}

/**
 * A cursor over the lines of one source, with helpers that throw a {@link FormatError}
 * pointing at the exact line and column of a problem.
 */
export class LineReader {
  readonly source: string;
  readonly lines: readonly SourceLine[];
  private index = 0;

  /** Where the input ends: after the last line's text, or on the line a final newline opens. */
  private readonly end: SourcePosition;

  /** `firstLine` numbers a piece of a larger source (one line of a stream, say). */
  constructor(source: string, text: string, firstLine = 1) {
    this.source = source;
    this.lines = splitLines(text, firstLine);
    const last = this.lines[this.lines.length - 1]!;
    this.end = /[\r\n]$/.test(text)
      ? { line: last.line + 1, column: 1 }
      : { line: last.line, column: last.raw.length + 1 };
  }

  /** The next non-blank line, or undefined at the end. */
  next(): SourceLine | undefined {
    while (this.index < this.lines.length) {
      const line = this.lines[this.index++]!;
      if (line.text !== '') return line;
    }
    return undefined;
  }

  /** The next non-blank line, or an error saying what was expected instead of the end. */
  expectLine(expected: string): SourceLine {
    const line = this.next();
    if (line === undefined) throw this.errorAtEnd(expected);
    return line;
  }

  /** True when only blank lines remain. */
  atEnd(): boolean {
    return this.lines.slice(this.index).every((l) => l.text === '');
  }

  /** An error at a line and column. */
  error(line: SourceLine, column: number, expected: string, found?: string): FormatError {
    return new FormatError(
      this.source,
      { line: line.line, column },
      expected,
      found === undefined ? { lineText: line.raw } : { lineText: line.raw, found },
    );
  }

  /** An error at a token, describing the token as what was found. */
  errorAt(line: SourceLine, token: TextToken | undefined, expected: string): FormatError {
    if (token === undefined) {
      return this.error(line, line.raw.trimEnd().length + 1, expected, 'end of line');
    }
    return this.error(line, token.column, expected, describeFound(token.text));
  }

  /** An error just past the last line of the source. */
  errorAtEnd(expected: string): FormatError {
    return new FormatError(this.source, this.end, expected, { found: 'end of input' });
  }

  /** Reads an integer token within [min, max], or throws pointing at it. */
  integer(
    line: SourceLine,
    token: TextToken | undefined,
    what: string,
    min = Number.MIN_SAFE_INTEGER,
    max = Number.MAX_SAFE_INTEGER,
  ): number {
    const range = `${what} (${describeRange(min, max)})`;
    if (token === undefined || !/^[+-]?\d+$/.test(token.text)) {
      throw this.errorAt(line, token, range);
    }
    const value = Number(token.text);
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      throw this.errorAt(line, token, range);
    }
    return value;
  }
}

function describeRange(min: number, max: number): string {
  const lowOpen = min === Number.MIN_SAFE_INTEGER;
  const highOpen = max === Number.MAX_SAFE_INTEGER;
  if (lowOpen && highOpen) return 'an integer';
  if (highOpen) return `an integer of at least ${min}`;
  if (lowOpen) return `an integer of at most ${max}`;
  return `an integer from ${min} to ${max}`;
}

/** Reads one record a line (JSON Lines, say) from every non-blank line of a text. */
export function parseEachLine<T>(
  text: string,
  source: string,
  parse: (reader: LineReader, line: SourceLine) => T,
): T[] {
  const reader = new LineReader(source, text);
  const records: T[] = [];
  for (let line = reader.next(); line !== undefined; line = reader.next()) {
    records.push(parse(reader, line));
  }
  return records;
}

/**
 * Reads the record of one line of a stream (line `lineNumber` of `source`), so a stream of any
 * length is read in bounded memory; undefined for a blank line.
 */
export function parseOneLine<T>(
  text: string,
  source: string,
  lineNumber: number,
  parse: (reader: LineReader, line: SourceLine) => T,
): T | undefined {
  const reader = new LineReader(source, text, lineNumber);
  const line = reader.next();
  return line === undefined ? undefined : parse(reader, line);
}
