import { describe, expect, it } from 'vitest';
import { clashingNames, exportedNames } from './public-names.js';
import { publicEntries, readRepoFile } from './workspace.js';

describe('the public API of the packages', () => {
  it('gives every exported name one owner across the workspace', () => {
    const entries = new Map(
      publicEntries().map((path) => [path, exportedNames(readRepoFile(path), path)]),
    );
    expect(entries.size).toBeGreaterThanOrEqual(7);
    expect(Object.fromEntries(clashingNames(entries))).toEqual({});
  });
});
