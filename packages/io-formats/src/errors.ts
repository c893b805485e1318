/** Where in a source text something was found: 1-based line and column. */
export interface SourcePosition {
  readonly line: number;
  readonly column: number;
}

/**
 * A parse error that knows where it happened and what was expected there.
 * `toString()` renders `file:line:col: message` followed by the offending line and a caret.
 */
export class FormatError extends Error {
  override readonly name = 'FormatError';
  readonly source: string;
  readonly line: number;
  readonly column: number;
  readonly expected: string;
  /** The text of the offending line, when known, for the caret display. */
  readonly lineText: string | undefined;

  constructor(
    source: string,
    position: SourcePosition,
    expected: string,
    options: { lineText?: string; found?: string } = {},
  ) {
    const found = options.found === undefined ? '' : `, found ${options.found}`;
    super(`expected ${expected}${found}`);
    this.source = source;
    this.line = position.line;
    this.column = position.column;
    this.expected = expected;
    this.lineText = options.lineText;
  }

  /**
   * `file:line:col: message`, then the line and a caret under the column. A long line is shown
   * as at most {@link SHOWN_LINE_LENGTH} characters around the column, cut ends marked by `…`.
   */
  render(): string {
    const head = `${this.source}:${this.line}:${this.column}: ${this.message}`;
    return this.lineText === undefined ? head : `${head}\n${pointAt(this.lineText, this.column)}`;
  }

  override toString(): string {
    return this.render();
  }
}

/** The most characters of an offending line an error shows. */
export const SHOWN_LINE_LENGTH = 200;

/** Up to SHOWN_LINE_LENGTH characters of a line around an index, and where the index falls. */
function excerpt(line: string, index: number): { text: string; caretAt: number } {
  const at = Math.max(0, index);
  if (line.length <= SHOWN_LINE_LENGTH) return { text: line, caretAt: at };
  const start = Math.min(Math.max(0, at - SHOWN_LINE_LENGTH / 2), line.length - SHOWN_LINE_LENGTH);
  const end = start + SHOWN_LINE_LENGTH;
  const before = start > 0 ? '…' : '';
  const after = end < line.length ? '…' : '';
  return { text: before + line.slice(start, end) + after, caretAt: at - start + before.length };
}

/**
 * A line and a caret under its 1-based `column`, both indented by two spaces; a long line is
 * shown as at most {@link SHOWN_LINE_LENGTH} characters around the column, cut ends marked by `…`.
 */
export function pointAt(line: string, column: number): string {
  const { text, caretAt } = excerpt(line, column - 1);
  return `  ${text}\n  ${' '.repeat(caretAt)}^`;
}

/** Describes a piece of found text for an error message: quoted, shortened, or "end of input". */
export function describeFound(text: string | undefined): string {
  if (text === undefined || text === '') return 'end of line';
  const chars = [...text];
  const shown = chars.length > 20 ? `${chars.slice(0, 20).join('')}…` : text;
  return JSON.stringify(shown);
}

/**
 * The character of `text` at a UTF-16 `index`, whole: an emoji or any character past U+FFFF is
 * two UTF-16 units, and half of one means nothing to a reader.
 */
export function charAt(text: string, index: number): string {
  const code = text.codePointAt(index);
  return code === undefined ? '' : String.fromCodePoint(code);
}

/** A count and its noun, plural when the count is not 1: "1 more cell", "3 more cells". */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
