import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
 * Packs every publishable package of the workspace with `pnpm pack`, as `pnpm publish` would, and
 * installs the tarballs with npm into a new project in `dir`: no workspace, no links to it, none
 * of its dev dependencies. npm lays the packages out isolated (`--install-strategy=linked`), so
 * each one sees only the dependencies it declares.
 */
export async function installPackedPackages(dir: string): Promise<InstalledPackage[]> {
  const tarballs = join(dir, 'tarballs');
  const packages = workspacePackages().filter((pkg) => !pkg.private);
  await Promise.all(
    packages.map((pkg) =>
      run('pnpm', ['pack', '--pack-destination', tarballs], { cwd: ROOT + pkg.dir }),
    ),
  );
  const tgz = readdirSync(tarballs).filter((file) => file.endsWith('.tgz'));
  const dependencies = Object.fromEntries(
    packages.map((pkg) => {
      const file = tgz.find((name) => name.startsWith(`${pkg.name.slice(1).replace('/', '-')}-`));
      if (file === undefined) throw new Error(`${pkg.name}: pnpm pack made no tarball`);
      return [pkg.name, `file:tarballs/${file}`];
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
