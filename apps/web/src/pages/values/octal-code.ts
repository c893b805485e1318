/** What an octal game's code looks like, for messages. */
const EXAMPLES = 'codes look like 0.77 or 4.07';

/**
 * What is wrong with an octal game's code, said with its column (counted from 1 in the text as
 * typed), or undefined when it is a code: an optional 0 or 4, a point, then digits 0 to 7.
 */
export function octalCodeProblem(code: string): string | undefined {
  const start = code.length - code.trimStart().length;
  const text = code.trim();
  const at = (i: number, expected: string): string => {
    const found = i < text.length ? JSON.stringify(text[i]) : 'the end of the code';
    return `Column ${start + i + 1} of the code: expected ${expected}, found ${found} (${EXAMPLES}).`;
  };
  let i = 0;
  if (/[0-9]/.test(text[0] ?? '')) {
    if (text[0] !== '0' && text[0] !== '4') return at(0, '0 or 4 before the point');
    i = 1;
  }
  if (text[i] !== '.') return at(i, i === 0 ? 'a digit or a point' : 'a point');
  for (i++; i < text.length; i++) {
    if (!/[0-7]/.test(text[i]!)) return at(i, 'a digit from 0 to 7');
  }
  return undefined;
}
