import { describe, expect, it } from 'vitest';
import { readRepoFile, workspacePackages } from './workspace.js';

// Lists that must stay static (JSON the tools read) are checked against the workspace: each
// names every library package (`packages/*`), so a new game's package is added to all or fails.
const libraries = workspacePackages()
  .filter((pkg) => pkg.dir.startsWith('packages/'))
  .map((pkg) => pkg.name)
  .sort();

const json = <T>(path: string): T => JSON.parse(readRepoFile(path)) as T;

describe('the lists of packages', () => {
  it('tests/package.json depends on every library package', () => {
    const { dependencies = {} } = json<{ dependencies?: Record<string, string> }>(
      'tests/package.json',
    );
    expect(Object.keys(dependencies).sort()).toEqual(libraries);
  });

  it("knip.json leaves the tests' dependencies on every library package unchecked", () => {
    const knip = json<{ workspaces: { tests: { ignoreDependencies: string[] } } }>('knip.json');
    expect([...knip.workspaces.tests.ignoreDependencies].sort()).toEqual(libraries);
  });

  it("turbo.json's docs task waits for the build of every library package", () => {
    const turbo = json<{ tasks: Record<string, { dependsOn?: string[] }> }>('turbo.json');
    expect([...(turbo.tasks['//#docs']?.dependsOn ?? [])].sort()).toEqual(
      libraries.map((name) => `${name}#build`),
    );
  });
});
