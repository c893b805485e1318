import { FormatError } from '@cgkit/io-formats';

/**
 * A URL parameter that takes one of a few words: undefined when absent or empty, else the word;
 * anything else throws a RangeError naming the parameter and what it may be.
 */
export function choice<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const value = params.get(name);
  if (value === null || value === '') return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new RangeError(
      `the link's ${name}=${value} is not understood: ${name} is ${allowed.map((a) => `“${a}”`).join(' or ')}`,
    );
  }
  return value as T;
}

/**
 * Reads a link parameter with a parser of `@cgkit/io-formats`; its FormatError becomes a
 * RangeError saying how the parameter is written (`how`), then where and what went wrong.
 */
export function parseLinkText<T>(parse: (text: string) => T, text: string, how: string): T {
  try {
    return parse(text);
  } catch (error) {
    if (!(error instanceof FormatError)) throw error;
    throw new RangeError(`${how} (at character ${error.column}: ${error.message})`, {
      cause: error,
    });
  }
}
