import { describe, expect, it } from 'vitest';
import { clashingNames, exportedNames } from './public-names.js';
import { publicEntries, readRepoFile } from './workspace.js';

describe('the public API of the packages', () => {
  it('gives every exported name one owner across the workspace', () => {
    // A package's entries may share names (io-formats' per-game entries re-export its root's):
    // the owner is the package.
    const packages = new Map<string, string[]>();
    for (const path of publicEntries()) {
      const pkg = /^(?:packages|apps)\/[^/]+/.exec(path)![0];
      packages.set(pkg, [...(packages.get(pkg) ?? []), ...exportedNames(readRepoFile(path), path)]);
    }
    expect(packages.size).toBeGreaterThanOrEqual(7);
    expect(Object.fromEntries(clashingNames(packages))).toEqual({});
  });
});
