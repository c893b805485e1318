import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual, inspect } from 'node:util';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  exampleBlocks,
  instrument,
  plain,
  shownLiteral,
  type ShownValue,
} from './readme-example.js';
import { ROOT, readRepoFile } from './workspace.js';

// Generated modules live inside this package, so their `@cgkit/*` imports resolve here.
const OUT_DIR = `${ROOT}tests/.examples/`;

declare global {
  var __shown: ((index: number, value: unknown) => void) | undefined;
}

/** Whether a value is the one the comment shows; a text may be shown as its raw lines. */
function matches(value: unknown, shown: string): boolean {
  const literal = shownLiteral(shown);
  if (literal !== undefined && isDeepStrictEqual(plain(value), plain(literal.value))) return true;
  return typeof value === 'string' && value.replace(/\n$/, '') === shown;
}

describe('the README examples of the packages', () => {
  const readmes = readdirSync(`${ROOT}packages`).map((name) => `packages/${name}/README.md`);
  mkdirSync(OUT_DIR, { recursive: true });

  for (const readme of readmes) {
    const blocks = exampleBlocks(readRepoFile(readme));
    it.each(blocks.map((block, i) => [i + 1, block] as const))(
      `${readme} block %i prints what its comments say`,
      async (index, block) => {
        const { code, shown } = instrument(block);
        expect(shown.length, 'a README example shows at least one value').toBeGreaterThan(0);
        const seen = new Map<number, unknown>();
        globalThis.__shown = (i, value) => seen.set(i, value);
        const file = `${OUT_DIR}${readme.replaceAll('/', '-')}-${index}.mjs`;
        writeFileSync(file, code);
        try {
          await import(pathToFileURL(file).href);
        } finally {
          globalThis.__shown = undefined;
        }
        const problems = shown.flatMap((s: ShownValue, i) =>
          !seen.has(i)
            ? [`${readme}:${s.line}: ${s.code} was never evaluated`]
            : matches(seen.get(i), s.shown)
              ? []
              : [
                  `${readme}:${s.line}: ${s.code}\n  README shows: ${s.shown}\n  actual:       ${inspect(seen.get(i), { depth: 6, breakLength: Infinity })}`,
                ],
        );
        expect(problems).toEqual([]);
      },
    );
  }
});
