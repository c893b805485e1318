import { sentence } from './words.js';

/** Errors of the JavaScript engine itself, as a person would want them said. */
const ENGINE_ERRORS: readonly (readonly [RegExp, string])[] = [
  [
    /array buffer allocation failed|invalid array length|invalid typed array length|out of memory|allocation failed/i,
    'This is too large to solve in a browser: there is not enough memory. Try a smaller size or limit.',
  ],
  [
    /maximum call stack size exceeded|too much recursion/i,
    'This is too large to solve in a browser: the search goes too deep. Try a smaller size.',
  ],
  [
    /frames outgrew|scratch memory/i,
    'This is too large to solve in a browser: the search needs more working memory than the solver has. Try a smaller size.',
  ],
  [
    /map maximum size exceeded|set maximum size exceeded|table is full|too many positions/i,
    'This is too large to solve in a browser: there are too many positions to remember.',
  ],
];

/** Words that only a program would write, in a message otherwise meant for people. */
function plainWords(text: string): string {
  return text
    .replace(/\bgot NaN\b/g, 'got something that is not a number')
    .replace(/\bNaN\b/g, 'not a number')
    .replace(/\bgot -?Infinity\b/g, 'got an endless number')
    .replace(/\bundefined\b/g, 'nothing')
    .replace(/\bnull\b/g, 'nothing');
}

/**
 * What to show a person for an error: the sentence of a mistake the packages name (they throw a
 * RangeError naming what is wrong), a plain sentence for the engine's own failures (memory, stack
 * depth), and for anything else a sentence that the solver failed, never a raw `TypeError: …`.
 */
export function humanError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  for (const [pattern, text] of ENGINE_ERRORS) if (pattern.test(message)) return text;
  const named = error instanceof Error ? error.name : '';
  // RangeErrors are the packages' own checks; plain errors are the worker's relayed messages,
  // already put into words there. Anything else is a bug, not something the person can fix.
  if (named === 'TypeError' || named === 'ReferenceError' || named === 'SyntaxError') {
    return 'Something went wrong inside the app (a bug, not your input). Reload the page and try again.';
  }
  return sentence(plainWords(message));
}
