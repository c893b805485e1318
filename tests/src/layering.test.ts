import { execFileSync } from 'node:child_process';
import { GAME_DESCRIPTORS } from '@cgkit/io-formats';
import { describe, expect, it } from 'vitest';
import { readRepoFile, ROOT, workspacePackages } from './workspace.js';

/** The layers, lowest first: a package may depend only on packages of lower layers. */
const LAYERS: readonly (readonly string[])[] = [
  ['@cgkit/core-search'],
  ['@cgkit/cgt-values'],
  // The games, one package each (their descriptors, listed in io-formats).
  GAME_DESCRIPTORS.map((game) => `@cgkit/${game.id}`),
  ['@cgkit/io-formats'],
  ['@cgkit/cli', '@cgkit/web'],
];

/** Lines of tracked files under the paths that contain the text (`git grep`, which exits 1 on none). */
function grep(text: string, ...paths: string[]): string[] {
  try {
    const out = execFileSync('git', ['grep', '-n', '-F', text, '--', ...paths], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    return out.split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

const layerOf = (name: string): number => LAYERS.findIndex((layer) => layer.includes(name));

describe('layering', () => {
  const packages = workspacePackages();

  it('places every workspace package in a layer', () => {
    expect(packages.map((p) => p.name).filter((name) => layerOf(name) < 0)).toEqual([]);
  });

  it('lets each package depend only on lower layers', () => {
    const upward = packages.flatMap((pkg) =>
      pkg.dependencies
        .filter((dep) => dep.startsWith('@cgkit/') && layerOf(dep) >= layerOf(pkg.name))
        .map((dep) => `${pkg.name} → ${dep}`),
    );
    expect(upward).toEqual([]);
  });

  it('imports from @cgkit only what package.json declares, and never a path it does not export', () => {
    const exported = new Map(
      packages.map((pkg) => {
        const { exports = {} } = JSON.parse(readRepoFile(`${pkg.dir}/package.json`)) as {
          exports?: Record<string, unknown>;
        };
        return [pkg.name, new Set(Object.keys(exports).map((key) => key.slice(1)))];
      }),
    );
    const problems: string[] = [];
    for (const pkg of packages) {
      for (const line of grep("from '@cgkit/", `${pkg.dir}/src`, `${pkg.dir}/bench`)) {
        const target = /from '(@cgkit\/[^/']+)(\/[^']*)?'/.exec(line);
        if (target === null) continue;
        const [, name, sub] = target;
        if (name === pkg.name) problems.push(`${line}: imports itself by name`);
        else if (!pkg.dependencies.includes(name!))
          problems.push(`${line}: ${name} is not a dependency`);
        else if (sub !== undefined && exported.get(name!)?.has(sub) !== true)
          problems.push(`${line}: deep import`);
      }
    }
    expect(problems).toEqual([]);
  });
});
