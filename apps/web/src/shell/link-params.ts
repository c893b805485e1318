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
      `${name}=${value} is not understood: ${name} is ${allowed.map((a) => `“${a}”`).join(' or ')}`,
    );
  }
  return value as T;
}
