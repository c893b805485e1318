import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clashingNames, exportedNames } from './public-names.js';
import { readRepoFile, ROOT, workspacePackages } from './workspace.js';

/** The entry points of the published packages: `src/index.ts`, and `src/node.ts` or `src/node/index.ts` when there is one. */
function publicEntries(): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  for (const pkg of workspacePackages().filter((p) => !p.private)) {
    for (const entry of ['src/index.ts', 'src/node.ts', 'src/node/index.ts']) {
      const path = `${pkg.dir}/${entry}`;
      if (existsSync(ROOT + path)) entries.set(path, exportedNames(readRepoFile(path), path));
    }
  }
  return entries;
}

describe('the public API of the packages', () => {
  it('gives every exported name one owner across the workspace', () => {
    const entries = publicEntries();
    expect(entries.size).toBeGreaterThanOrEqual(7);
    expect(Object.fromEntries(clashingNames(entries))).toEqual({});
  });
});
