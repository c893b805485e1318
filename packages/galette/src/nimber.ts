/** A Grundy value in standard notation: `0`, `*`, `*2`, `*3`, … */
export function formatNimber(grundy: number): string {
  if (!Number.isSafeInteger(grundy) || grundy < 0) {
    throw new RangeError(`a Grundy value is a natural number, got ${grundy}`);
  }
  if (grundy === 0) return '0';
  return grundy === 1 ? '*' : `*${grundy}`;
}

/** Reads `0`, `*`, `*2`, `*3`, … back into a Grundy value, or undefined when not a nimber. */
export function parseNimber(text: string): number | undefined {
  if (text === '0') return 0;
  if (text === '*') return 1;
  const match = /^\*([2-9]|[1-9]\d+)$/.exec(text);
  if (match === null) return undefined;
  const value = Number(match[1]);
  return Number.isSafeInteger(value) ? value : undefined;
}
