import { STANDARD_KEYPAD, type KeyCell, type Keypad } from '@cgkit/thirty-one';
import { FormatError, describeFound, type SourcePosition } from '../errors.js';
import { LineReader, tokenize, type SourceLine, type TextToken } from '../lines.js';

/**
 * One question of a cases file: a keypad, and the position of the player receiving the turn (a
 * case is itself a `Position`).
 */
export interface ThirtyOneCase {
  readonly keypad: Keypad;
  /** The total on receiving the turn. */
  readonly total: number;
  /** The key the opponent pressed last. */
  readonly last: KeyCell;
}

/**
 * Reads a file of cases: the number of cases `n`, then `n` lines `V L` (total and last key on the
 * standard keypad `789/456/123`) or `V L k0 … k8` (followed by a 3×3 keypad of the digits 1–9,
 * row by row). Blank lines and surrounding spaces are allowed. Keypads with the same digits are
 * returned as one object, so solvers can cache by keypad.
 */
export function parseThirtyOneCases(text: string, source = '<input>'): ThirtyOneCase[] {
  return parseQuickly(text) ?? parseCarefully(text, source);
}

/**
 * The quick pass for large files: one scan of the text, no intermediate objects. It gives up
 * (undefined) on anything but plain digits, spaces, tabs and line ends, on a case it cannot take
 * as it is, and on a wrong count, leaving the verdict and the error message to the careful reader.
 */
export function parseQuickly(text: string): ThirtyOneCase[] | undefined {
  const keypads = new Map<number, Keypad>();
  const cases: ThirtyOneCase[] = [];
  let count = -1;
  for (let start = 0; start < text.length;) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const numbers = scanNumbers(text, start, end > start && text[end - 1] === '\r' ? end - 1 : end);
    start = end + 1;
    if (numbers === 0) continue;
    if (count < 0) {
      if (numbers !== 1) return undefined;
      count = scanned[0]!;
      continue;
    }
    const found = quickCase(numbers, keypads);
    if (found === undefined || cases.length === count) return undefined;
    cases.push(found);
  }
  return cases.length === count ? cases : undefined;
}

/** Numbers of a line found by the quick scan: total, last key and up to 9 keypad digits. */
const scanned = new Int32Array(11);

/**
 * Scans `text[from, to)` made only of spaces, tabs and unsigned numbers of at most 9 digits into
 * `scanned`; returns how many numbers it holds, or −1 for any other line.
 */
function scanNumbers(text: string, from: number, to: number): number {
  let count = 0;
  let value = -1;
  let digits = 0;
  for (let i = from; i <= to; i++) {
    const code = i < to ? text.charCodeAt(i) : 32;
    if (code >= 48 && code <= 57) {
      if (++digits > 9) return -1;
      value = value < 0 ? code - 48 : value * 10 + code - 48;
    } else if (code === 32 || code === 9) {
      if (value < 0) continue;
      if (count === scanned.length) return -1;
      scanned[count++] = value;
      value = -1;
      digits = 0;
    } else {
      return -1;
    }
  }
  return count;
}

/** The scanned line as a case, if it is a plain one the quick pass can take as it is. */
function quickCase(numbers: number, keypads?: Map<number, Keypad>): ThirtyOneCase | undefined {
  if (numbers === 2) return standardCase();
  return numbers === 11 ? scrambledCase(keypads) : undefined;
}

/** The scanned line `V L` as a case, if the last key is on the standard keypad. */
function standardCase(): ThirtyOneCase | undefined {
  const last = STANDARD_KEYPAD.digits.indexOf(scanned[1]!);
  return last < 0 ? undefined : { keypad: STANDARD_KEYPAD, total: scanned[0]!, last };
}

/** The scanned line `V L k0 … k8` as a case, if the keypad holds each of 1–9 once. */
function scrambledCase(keypads?: Map<number, Keypad>): ThirtyOneCase | undefined {
  let seen = 0;
  for (let i = 2; i < 11; i++) {
    const digit = scanned[i]!;
    if (digit < 1 || digit > 9 || (seen & (1 << digit)) !== 0) return undefined;
    seen |= 1 << digit;
  }
  const keypad = internKeypad(scanned, 2, keypads);
  const last = keypad.digits.indexOf(scanned[1]!);
  return last < 0 ? undefined : { keypad, total: scanned[0]!, last };
}

/** The careful reader: accepts exactly what the quick pass accepts and more, and explains errors. */
export function parseCarefully(text: string, source: string): ThirtyOneCase[] {
  const reader = new LineReader(source, text);
  const count = readCount(reader, reader.expectLine(EXPECTED_COUNT));
  const keypads = new Map<number, Keypad>();
  const cases: ThirtyOneCase[] = [];
  for (let line = reader.next(); line !== undefined; line = reader.next()) {
    if (cases.length === count) throw lineTooMany(reader, line, count);
    cases.push(readCase(reader, line, keypads));
  }
  if (cases.length < count) throw reader.errorAtEnd(expectedCase(cases.length, count));
  return cases;
}

const EXPECTED_COUNT = 'the number of cases';

/** Reads the first line: the number of cases, alone. */
function readCount(reader: LineReader, header: SourceLine): number {
  const tokens = tokenize(header);
  const count = reader.integer(header, tokens[0], EXPECTED_COUNT, 0);
  if (tokens.length > 1) {
    throw reader.errorAt(header, tokens[1], 'the end of the line after the number of cases');
  }
  return count;
}

/** The error for a line after the last case the first line announces. */
function lineTooMany(reader: LineReader, line: SourceLine, count: number): FormatError {
  const expected = `the end of the input: the first line announces ${count} cases`;
  return reader.error(line, line.column, expected, `another line ${describeFound(line.text)}`);
}

/** What the end of the input came instead of, when cases are missing. */
function expectedCase(read: number, count: number): string {
  return `case ${read + 1} of the ${count} the first line announces`;
}

/**
 * Reads a cases file (see {@link parseThirtyOneCases}) one line at a time, as a stream delivers
 * it, so a file of any length is read in memory that does not grow with it: each case is
 * returned as its line is read, and `end()` checks the count. It reports the same errors as
 * {@link parseThirtyOneCases}, at the first wrong line, so cases before it may have been used
 * already. Keypads are not shared between cases (that would keep every keypad met).
 */
export class ThirtyOneCaseReader {
  private announced: number | undefined;
  private read = 0;
  private lastLine = 0;
  private lastText = '';
  /** For its helpers that read numbers and place errors on a line (it holds no lines). */
  private readonly errors: LineReader;

  constructor(readonly source = '<input>') {
    this.errors = new LineReader(source, '');
  }

  /** The number of cases the first line announces, once it is read. */
  get count(): number | undefined {
    return this.announced;
  }

  /** How many cases have been read. */
  get casesRead(): number {
    return this.read;
  }

  /**
   * Reads line `lineNumber` (its text, without its line ending): its case, or undefined for the
   * first line and blank lines. Throws a {@link FormatError} at a wrong line.
   */
  readLine(text: string, lineNumber: number): ThirtyOneCase | undefined {
    // A byte-order mark opening the input is no part of it, as for a whole text.
    const line = this.lastLine === 0 && text.startsWith('\uFEFF') ? text.slice(1) : text;
    this.lastLine = lineNumber;
    this.lastText = line;
    const numbers = scanNumbers(line, 0, line.length);
    if (numbers === 0) return undefined;
    if (this.announced === undefined && numbers === 1) {
      this.announced = scanned[0]!;
      return undefined;
    }
    const plain =
      this.announced === undefined || this.read === this.announced ? undefined : quickCase(numbers);
    const found = plain ?? this.readCarefully(line, lineNumber);
    if (found !== undefined) this.read++;
    return found;
  }

  /**
   * Checks at the end of the input that every announced case was read. `endsWithLineBreak`
   * says whether the last line ended with one (it places the error on the next line).
   */
  end(endsWithLineBreak = true): void {
    if (this.announced !== undefined && this.read === this.announced) return;
    const at: SourcePosition =
      endsWithLineBreak || this.lastLine === 0
        ? { line: this.lastLine + 1, column: 1 }
        : { line: this.lastLine, column: this.lastText.length + 1 };
    const expected =
      this.announced === undefined ? EXPECTED_COUNT : expectedCase(this.read, this.announced);
    throw new FormatError(this.source, at, expected, { found: 'end of input' });
  }

  /** A line the quick scan cannot take, read as the whole-text reader reads it. */
  private readCarefully(raw: string, lineNumber: number): ThirtyOneCase | undefined {
    const text = raw.trim();
    if (text === '') return undefined;
    const line = { text, raw, line: lineNumber, column: raw.length - raw.trimStart().length + 1 };
    if (this.announced === undefined) {
      this.announced = readCount(this.errors, line);
      return undefined;
    }
    if (this.read === this.announced) throw lineTooMany(this.errors, line, this.announced);
    return readCase(this.errors, line);
  }
}

/** Reads a case line; `keypads` shares one keypad object between the cases of a file. */
function readCase(
  reader: LineReader,
  line: SourceLine,
  keypads?: Map<number, Keypad>,
): ThirtyOneCase {
  const tokens = tokenize(line);
  const total = reader.integer(line, tokens[0], 'the total', 0);
  if (tokens.length === 1) throw reader.errorAt(line, undefined, "the opponent's last key");
  // Tokens are checked left to right, so an error points at the first wrong one.
  const what = "the opponent's last key, a digit of the keypad";
  const lastDigit = reader.integer(line, tokens[1], what, 1, 9);
  if (tokens.length > 11) {
    readKeypad(reader, line, tokens.slice(2, 11), keypads);
    throw reader.errorAt(line, tokens[11], 'the end of the line after the keypad');
  }
  const keypad =
    tokens.length === 2 ? STANDARD_KEYPAD : readKeypad(reader, line, tokens.slice(2), keypads);
  return { keypad, total, last: keypad.digits.indexOf(lastDigit) };
}

/** Reads the 9 digits of a scrambled keypad: each of 1–9 exactly once. */
function readKeypad(
  reader: LineReader,
  line: SourceLine,
  tokens: readonly TextToken[],
  keypads?: Map<number, Keypad>,
): Keypad {
  let seen = 0;
  const digits = tokens.map((token) => {
    const digit = reader.integer(line, token, 'a key of the keypad', 1, 9);
    if ((seen & (1 << digit)) !== 0) {
      throw reader.errorAt(line, token, 'a digit not yet on the keypad (each of 1–9 once)');
    }
    seen |= 1 << digit;
    return digit;
  });
  if (digits.length < 9) {
    throw reader.errorAt(line, undefined, 'the 9 digits of the keypad after the last key');
  }
  return internKeypad(digits, 0, keypads);
}

/**
 * The keypad of the nine digits from `digits[from]`, row by row: one object per keypad of a file
 * given the file's `keypads`, a new one otherwise.
 */
function internKeypad(
  digits: ArrayLike<number>,
  from: number,
  keypads?: Map<number, Keypad>,
): Keypad {
  if (keypads === undefined) return scrambledKeypad(digits, from);
  let code = 0;
  for (let i = from; i < from + 9; i++) code = code * 10 + digits[i]!;
  let keypad = keypads.get(code);
  if (keypad === undefined) {
    keypad = scrambledKeypad(digits, from);
    keypads.set(code, keypad);
  }
  return keypad;
}

/**
 * The 3×3 keypad of nine digits already checked (each of 1–9 once), built as it stands: a stream
 * builds one per case.
 */
function scrambledKeypad(digits: ArrayLike<number>, from: number): Keypad {
  const d = (i: number): number => digits[from + i]!;
  return {
    rows: 3,
    columns: 3,
    digits: [d(0), d(1), d(2), d(3), d(4), d(5), d(6), d(7), d(8)],
  };
}

/** The judge's word for a result: `GANA` for a win, `PIERDE` otherwise. */
export function thirtyOneVerdict(result: 'win' | 'lose'): 'GANA' | 'PIERDE' {
  return result === 'win' ? 'GANA' : 'PIERDE';
}

/** Writes one line per result, as the judge expects: `GANA` or `PIERDE`. */
export function printThirtyOneResults(results: Iterable<'win' | 'lose'>): string {
  let text = '';
  for (const result of results) text += `${thirtyOneVerdict(result)}\n`;
  return text;
}
