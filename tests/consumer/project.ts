import { execFile } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT, workspacePackages } from '../src/workspace.js';

/** Runs a program and gives its standard output; a failure carries its standard error. */
export const run = promisify(execFile);

/** A package as npm installed it from its tarball. */
export interface InstalledPackage {
  readonly name: string;
  /** Its folder in the project's node_modules. */
  readonly dir: string;
  readonly version: string;
  /** The names to import it by: one per entry of its `exports` (`@cgkit/galette/node`…). */
  readonly entries: readonly string[];
  /** The files its tarball holds, by their path in the package. */
  readonly files: readonly string[];
}

interface Manifest {
  readonly name: string;
  readonly version: string;
  readonly exports?: Record<string, unknown>;
}

/**
 * Installs with npm, into a new project in `dir`, the tarball of every publishable package that
 * its `check:publish` made with `pnpm pack` (as `pnpm publish` would) and left in its `.pack/`
 * folder: turbo runs those tasks first (tests/turbo.json), or restores their tarballs from its
 * cache. No workspace, no links to it, none of its dev dependencies. npm lays the packages out
 * isolated (`--install-strategy=linked`), so each one sees only the dependencies it declares.
 */
export async function installPackedPackages(dir: string): Promise<InstalledPackage[]> {
  const tarballs = join(dir, 'tarballs');
  mkdirSync(tarballs);
  const packages = workspacePackages().filter((pkg) => !pkg.private);
  const dependencies = Object.fromEntries(
    packages.map((pkg) => {
      const packed = join(ROOT, pkg.dir, '.pack');
      const tgz = existsSync(packed) ? readdirSync(packed).filter((f) => f.endsWith('.tgz')) : [];
      if (tgz.length !== 1) {
        throw new Error(
          `${pkg.name}: ${tgz.length} tarballs in ${pkg.dir}/.pack, not one; ` +
            'run the consumer test through turbo (`pnpm turbo run test:consumer`), which packs first',
        );
      }
      copyFileSync(join(packed, tgz[0]!), join(tarballs, tgz[0]!));
      return [pkg.name, `file:tarballs/${tgz[0]!}`];
    }),
  );
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({
      name: 'cgkit-consumer',
      private: true,
      type: 'module',
      dependencies,
      // What a TypeScript user of the Node entries has (@cgkit/galette's optional peer).
      devDependencies: { '@types/node': '^20.19.0' },
    }),
  );
  await run('npm', ['install', '--no-audit', '--no-fund', '--install-strategy=linked'], {
    cwd: dir,
  });

  return Promise.all(
    packages.map(async (pkg) => {
      const installed = join(dir, 'node_modules', pkg.name);
      const manifest = JSON.parse(
        readFileSync(join(installed, 'package.json'), 'utf8'),
      ) as Manifest;
      const { stdout } = await run('tar', ['-tzf', join(dir, dependencies[pkg.name]!.slice(5))]);
      return {
        name: pkg.name,
        dir: installed,
        version: manifest.version,
        entries: Object.keys(manifest.exports ?? {})
          .filter((key) => key !== './package.json')
          .map((key) => pkg.name + key.slice(1)),
        files: stdout
          .split('\n')
          .filter(Boolean)
          .map((path) => path.replace(/^package\//, '')),
      };
    }),
  );
}
