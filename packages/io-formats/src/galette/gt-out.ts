import { formatNimber, parseNimber } from '@cgkit/galette';
import { LineReader } from '../lines.js';

/** Writes GT.out: one line, the value in standard notation (`0`, `*`, `*2`, …). */
export function printGtOut(grundy: number): string {
  return `${formatNimber(grundy)}\n`;
}

/** Parses GT.out back into a Grundy value. */
export function parseGtOut(text: string, source = 'GT.out'): number {
  const reader = new LineReader(source, text);
  const line = reader.expectLine('a value: 0, *, *2, *3, …');
  const value = parseNimber(line.text);
  if (value === undefined) {
    throw reader.error(line, line.column, 'a value: 0, *, *2, *3, …', JSON.stringify(line.text));
  }
  const surplus = reader.next();
  if (surplus !== undefined)
    throw reader.error(surplus, surplus.column, 'the end of the file', 'another line');
  return value;
}
