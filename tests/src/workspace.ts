import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface WorkspacePackage {
  /** The npm name, e.g. `@cgkit/galette`. */
  readonly name: string;
  /** The folder, relative to the root: `packages/galette`. */
  readonly dir: string;
  readonly dependencies: readonly string[];
  readonly private: boolean;
}

/** Every package and app of the workspace. */
export function workspacePackages(): WorkspacePackage[] {
  const found: WorkspacePackage[] = [];
  for (const parent of ['packages', 'apps']) {
    for (const entry of readdirSync(ROOT + parent, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const dir = `${parent}/${entry.name}`;
      const manifest = JSON.parse(readFileSync(`${ROOT}${dir}/package.json`, 'utf8')) as {
        name: string;
        private?: boolean;
        dependencies?: Record<string, string>;
      };
      found.push({
        name: manifest.name,
        dir,
        dependencies: Object.keys(manifest.dependencies ?? {}),
        private: manifest.private === true,
      });
    }
  }
  return found;
}

/** Reads a file of the repository, by its path from the root. */
export function readRepoFile(path: string): string {
  return readFileSync(ROOT + path, 'utf8');
}

/**
 * The entry modules of the published packages, by their path from the root: the source of each
 * module their `exports` publish (`./dist/solver/node/index.js` is `src/solver/node/index.ts`).
 */
export function publicEntries(): string[] {
  return workspacePackages()
    .filter((pkg) => !pkg.private)
    .flatMap((pkg) => {
      const { exports = {} } = JSON.parse(readRepoFile(`${pkg.dir}/package.json`)) as {
        exports?: Record<string, string | { default?: string }>;
      };
      return Object.values(exports).flatMap((target) => {
        const built = typeof target === 'string' ? target : target.default;
        const source = /^\.\/dist\/(.+)\.js$/.exec(built ?? '')?.[1];
        return source === undefined ? [] : [`${pkg.dir}/src/${source}.ts`];
      });
    });
}
