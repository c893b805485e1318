import fc from 'fast-check';
import { FormatError } from '../errors.js';

/** A format plugged into the fuzz harness: a parser and valid sample texts to mutate. */
export interface FuzzTarget {
  readonly name: string;
  /** Parses a text; must either return or throw a FormatError. */
  readonly parse: (text: string) => unknown;
  /** Valid inputs; the harness mutates them to reach deeper parser states. */
  readonly samples: readonly string[];
  /** Characters the format is made of, to bias random text toward meaningful input. */
  readonly alphabet?: string;
}

/** Random edits of a valid text: insert, delete or replace characters, duplicate or drop lines. */
function mutated(samples: readonly string[], alphabet: string): fc.Arbitrary<string> {
  const char = fc.constantFrom(...alphabet.split(''));
  const edit = fc.oneof(
    fc.tuple(fc.constant('insert' as const), fc.nat(), char),
    fc.tuple(fc.constant('delete' as const), fc.nat(), fc.constant('')),
    fc.tuple(fc.constant('replace' as const), fc.nat(), char),
    fc.tuple(fc.constant('dupline' as const), fc.nat(), fc.constant('')),
    fc.tuple(fc.constant('dropline' as const), fc.nat(), fc.constant('')),
  );
  return fc
    .tuple(fc.constantFrom(...samples), fc.array(edit, { minLength: 1, maxLength: 6 }))
    .map(([sample, edits]) =>
      edits.reduce((text, [kind, at, c]) => applyEdit(text, kind, at, c), sample),
    );
}

function applyEdit(text: string, kind: string, at: number, c: string): string {
  if (kind === 'dupline' || kind === 'dropline') {
    const lines = text.split('\n');
    const i = at % lines.length;
    if (kind === 'dupline') lines.splice(i, 0, lines[i] ?? '');
    else lines.splice(i, 1);
    return lines.join('\n');
  }
  const i = text.length === 0 ? 0 : at % (text.length + 1);
  if (kind === 'insert') return text.slice(0, i) + c + text.slice(i);
  if (kind === 'delete') return text.slice(0, i) + text.slice(i + 1);
  return text.slice(0, i) + c + text.slice(i + 1);
}

/** Runs a parser on a text and reports anything other than success or a FormatError. */
function parsesOrFormatError(target: FuzzTarget, text: string): void {
  try {
    target.parse(text);
  } catch (error) {
    if (!(error instanceof FormatError)) {
      throw new Error(
        `${target.name}: input ${JSON.stringify(text)} threw ${String(error)} instead of a FormatError`,
        { cause: error },
      );
    }
    if (!(error.line >= 1 && error.column >= 1)) {
      throw new Error(`${target.name}: FormatError without a valid position: ${error.render()}`, {
        cause: error,
      });
    }
  }
}

/**
 * Asserts that every input, random or mutated from the samples, either parses or throws a
 * {@link FormatError} with a position: never another exception. Each parse runs synchronously,
 * so a hang shows up as the test's own timeout.
 */
export function fuzzFormat(
  target: FuzzTarget,
  options: { runs?: number; seed?: number } = {},
): void {
  const alphabet = target.alphabet ?? ' \n0123456789-.#';
  const runs = options.runs ?? 500;
  const settings =
    options.seed === undefined ? { numRuns: runs } : { numRuns: runs, seed: options.seed };
  for (const sample of target.samples) parsesOrFormatError(target, sample);
  const inputs = [
    fc.string(),
    fc.string({ unit: fc.constantFrom(...alphabet.split('')), maxLength: 200 }),
    mutated(target.samples, alphabet),
  ];
  for (const input of inputs) {
    const result = fc.check(
      fc.property(input, (text) => parsesOrFormatError(target, text)),
      settings,
    );
    if (result.failed) {
      // Surface the parser's own failure: fast-check keeps it only as the cause.
      const cause =
        result.errorInstance instanceof Error
          ? result.errorInstance.message
          : String(result.errorInstance);
      throw new Error(
        `${cause} (fast-check seed ${result.seed}, path ${result.counterexamplePath})`,
      );
    }
  }
}
