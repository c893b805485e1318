import { STANDARD_KEYPAD, createKeypad, type KeyCell, type Keypad } from '@cgkit/thirty-one';
import { describeFound } from '../errors.js';
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
    const found =
      numbers === 2 ? standardCase() : numbers === 11 ? scrambledCase(keypads) : undefined;
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

/** The scanned line `V L` as a case, if the last key is on the standard keypad. */
function standardCase(): ThirtyOneCase | undefined {
  const last = STANDARD_KEYPAD.digits.indexOf(scanned[1]!);
  return last < 0 ? undefined : { keypad: STANDARD_KEYPAD, total: scanned[0]!, last };
}

/** The scanned line `V L k0 … k8` as a case, if the keypad holds each of 1–9 once. */
function scrambledCase(keypads: Map<number, Keypad>): ThirtyOneCase | undefined {
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
  const header = reader.expectLine('the number of cases');
  const headerTokens = tokenize(header);
  const count = reader.integer(header, headerTokens[0], 'the number of cases', 0);
  if (headerTokens.length > 1) {
    throw reader.errorAt(header, headerTokens[1], 'the end of the line after the number of cases');
  }
  const keypads = new Map<number, Keypad>();
  const cases: ThirtyOneCase[] = [];
  for (let line = reader.next(); line !== undefined; line = reader.next()) {
    if (cases.length === count) {
      const expected = `the end of the input: the first line announces ${count} cases`;
      throw reader.error(line, line.column, expected, `another line ${describeFound(line.text)}`);
    }
    cases.push(readCase(reader, line, keypads));
  }
  if (cases.length < count) {
    throw reader.errorAtEnd(`case ${cases.length + 1} of the ${count} the first line announces`);
  }
  return cases;
}

function readCase(
  reader: LineReader,
  line: SourceLine,
  keypads: Map<number, Keypad>,
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
  keypads: Map<number, Keypad>,
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

/** The keypad of the nine digits from `digits[from]`, row by row: one object per keypad in a file. */
function internKeypad(
  digits: ArrayLike<number>,
  from: number,
  keypads: Map<number, Keypad>,
): Keypad {
  let code = 0;
  for (let i = from; i < from + 9; i++) code = code * 10 + digits[i]!;
  let keypad = keypads.get(code);
  if (keypad === undefined) {
    const d = (i: number) => digits[from + i]!;
    keypad = createKeypad([
      [d(0), d(1), d(2)],
      [d(3), d(4), d(5)],
      [d(6), d(7), d(8)],
    ]);
    keypads.set(code, keypad);
  }
  return keypad;
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
