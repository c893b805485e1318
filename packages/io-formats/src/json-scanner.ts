import { describeFound } from './errors.js';
import type { LineReader, SourceLine } from './lines.js';

/** A JSON string as written on a line: its value and the column of each of its characters. */
export interface ScannedString {
  readonly value: string;
  /** Column of the opening quote. */
  readonly start: number;
  /** Column of each character of the value, then of the closing quote. */
  readonly columns: readonly number[];
}

/** A member of a JSON object as written on its line: passed on, it is the same text. */
export interface JsonMember {
  /** The key's value. */
  readonly key: string;
  /** The key as written, quotes and escapes included. */
  readonly keyText: string;
  /** The value as written. */
  readonly valueText: string;
}

/** Writes a JSON object from members as written (see {@link JsonMember}). */
export function formatJsonObject(members: readonly JsonMember[]): string {
  return `{${members.map((m) => `${m.keyText}:${m.valueText}`).join(',')}}`;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

/**
 * Reads the JSON on one line piece by piece, so a schema-directed parser can say exactly where
 * each value starts and what it expected there. Errors are FormatErrors at 1-based columns.
 */
export class JsonScanner {
  private pos = 0;

  constructor(
    private readonly reader: LineReader,
    readonly line: SourceLine,
  ) {}

  /** The column of the next character. */
  get column(): number {
    return this.pos + 1;
  }

  /** The next character after any spaces, without taking it. */
  peek(): string | undefined {
    while (this.line.raw[this.pos] === ' ' || this.line.raw[this.pos] === '\t') this.pos++;
    return this.line.raw[this.pos];
  }

  /** Takes the next character if it is `char`. */
  accept(char: string): boolean {
    if (this.peek() !== char) return false;
    this.pos++;
    return true;
  }

  /** Takes `char`, or throws saying what was expected. */
  expect(char: string, expected = `'${char}'`): void {
    if (!this.accept(char)) this.fail(expected);
  }

  /** Throws an error at the next character. */
  fail(expected: string, column = this.column): never {
    throw this.reader.error(
      this.line,
      column,
      expected,
      describeFound(this.line.raw.slice(column - 1)),
    );
  }

  /** Throws unless only spaces remain on the line. */
  expectEnd(expected: string): void {
    if (this.peek() !== undefined) this.fail(expected);
  }

  /** Reads a string in double quotes. */
  string(expected = 'a string in double quotes'): ScannedString {
    if (this.peek() !== '"') this.fail(expected);
    const start = this.column;
    const raw = this.line.raw;
    let value = '';
    const columns: number[] = [];
    this.pos++;
    for (;;) {
      const c = raw[this.pos];
      if (c === undefined) this.fail(`'"' to close the string opened at column ${start}`);
      if (c === '"') break;
      columns.push(this.column);
      if (c < ' ') this.fail('a printable character or an escape such as \\n');
      if (c !== '\\') {
        value += c;
        this.pos++;
        continue;
      }
      const escape = raw[this.pos + 1] ?? '';
      const hex = raw.slice(this.pos + 2, this.pos + 6);
      if (escape === 'u' && /^[0-9a-fA-F]{4}$/.test(hex)) {
        value += String.fromCharCode(parseInt(hex, 16));
        this.pos += 6;
      } else if (escape !== 'u' && ESCAPES[escape] !== undefined) {
        value += ESCAPES[escape];
        this.pos += 2;
      } else {
        this.fail('an escape: \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\u and four hex digits');
      }
    }
    columns.push(this.column);
    this.pos++;
    return { value, start, columns };
  }

  /** Reads a JSON number and returns its text and column. */
  number(expected = 'a number'): { text: string; column: number } {
    this.peek();
    const match = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
    match.lastIndex = this.pos;
    const found = match.exec(this.line.raw);
    if (found === null) this.fail(expected);
    const column = this.column;
    this.pos += found[0].length;
    return { text: found[0], column };
  }

  /** Moves to a 1-based column of the line (to read again a value seen before). */
  seek(column: number): void {
    this.pos = column - 1;
  }

  /**
   * Reads a JSON object and returns its members as written, each with the column its value starts
   * at (to read it again with {@link seek}).
   */
  rawMembers(expected: string): (JsonMember & { readonly column: number })[] {
    this.expect('{', expected);
    const members: (JsonMember & { column: number })[] = [];
    if (this.accept('}')) return members;
    do {
      const key = this.string('a key in double quotes');
      this.expect(':');
      const keyText = this.line.raw.slice(key.start - 1, key.columns.at(-1));
      const { text, column } = this.rawValue();
      members.push({ key: key.value, keyText, valueText: text, column });
    } while (this.accept(','));
    this.expect('}', "',' or '}'");
    return members;
  }

  /**
   * Reads any JSON value and returns it as written, byte for byte: passing it on keeps what a
   * parse would change (`__proto__` keys, `1e309`, integers past 2^53, duplicate keys).
   */
  rawValue(): { text: string; column: number } {
    this.peek();
    const start = this.pos;
    this.skipValue();
    return { text: this.line.raw.slice(start, this.pos), column: start + 1 };
  }

  /** Reads any JSON value and drops it (iteratively: deep nesting cannot overflow the stack). */
  skipValue(): void {
    const open: string[] = [];
    for (;;) {
      this.valueStart(open);
      // After a value: close containers until one continues with a comma.
      for (;;) {
        const top = open.at(-1);
        if (top === undefined) return;
        const close = top === '{' ? '}' : ']';
        if (this.accept(close)) {
          open.pop();
          continue;
        }
        this.expect(',', `',' or '${close}'`);
        if (top === '{') this.member();
        break;
      }
    }
  }

  /** Reads the start of a value: a scalar whole, or an opening bracket (pushed on `open`). */
  private valueStart(open: string[]): void {
    for (;;) {
      const c = this.peek();
      if (c === '"') return void this.string();
      if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return void this.number();
      for (const literal of ['true', 'false', 'null']) {
        if (this.line.raw.startsWith(literal, this.pos)) {
          this.pos += literal.length;
          return;
        }
      }
      if (c !== '{' && c !== '[') this.fail('a JSON value');
      this.pos++;
      if (this.accept(c === '{' ? '}' : ']')) return;
      open.push(c);
      if (c === '{') this.member();
    }
  }

  /** Reads `"key":` inside an object. */
  private member(): void {
    this.string('a key in double quotes');
    this.expect(':');
  }
}
