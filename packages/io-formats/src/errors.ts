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

  /** `file:line:col: message`, then the line and a caret under the column. */
  render(): string {
    const head = `${this.source}:${this.line}:${this.column}: ${this.message}`;
    if (this.lineText === undefined) return head;
    const caret = ' '.repeat(Math.max(0, this.column - 1)) + '^';
    return `${head}\n  ${this.lineText}\n  ${caret}`;
  }

  override toString(): string {
    return this.render();
  }
}

/** Describes a piece of found text for an error message: quoted, shortened, or "end of input". */
export function describeFound(text: string | undefined): string {
  if (text === undefined || text === '') return 'end of line';
  const shown = text.length > 20 ? `${text.slice(0, 20)}…` : text;
  return JSON.stringify(shown);
}
