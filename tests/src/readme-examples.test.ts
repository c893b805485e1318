import { mkdirSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exampleBlocks, runExample } from './readme-example.js';
import { ROOT, readRepoFile } from './workspace.js';

// Generated modules live inside this package, so their `@cgkit/*` imports resolve here.
const OUT_DIR = `${ROOT}tests/.examples/`;

describe('the README examples of the packages', () => {
  const readmes = readdirSync(`${ROOT}packages`).map((name) => `packages/${name}/README.md`);
  mkdirSync(OUT_DIR, { recursive: true });

  for (const readme of readmes) {
    const blocks = exampleBlocks(readRepoFile(readme));
    it.each(blocks.map((block, i) => [i + 1, block] as const))(
      `${readme} block %i prints what its comments say`,
      async (index, block) => {
        const file = `${OUT_DIR}${readme.replaceAll('/', '-')}-${index}.mjs`;
        expect(await runExample(readme, block, file)).toEqual([]);
      },
    );
  }
});
