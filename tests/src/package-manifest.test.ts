import { describe, expect, it } from 'vitest';
import { readRepoFile, workspacePackages } from './workspace.js';

interface Manifest {
  license?: string;
  repository?: { type?: string; url?: string; directory?: string };
  files?: string[];
  scripts?: Record<string, string>;
}

describe('the manifest of every published package', () => {
  const published = workspacePackages().filter((pkg) => !pkg.private);
  const license = readRepoFile('LICENSE');

  it.each(published.map((pkg) => [pkg.name, pkg] as const))(
    '%s ships the MIT LICENSE, names its folder of the repository and builds before packing',
    (name, pkg) => {
      const manifest = JSON.parse(readRepoFile(`${pkg.dir}/package.json`)) as Manifest;
      expect(manifest.license).toBe('MIT');
      expect(readRepoFile(`${pkg.dir}/LICENSE`)).toBe(license);
      expect(manifest.files).toContain('LICENSE');
      expect(manifest.repository).toEqual({
        type: 'git',
        url: 'git+https://github.com/cgkit/cgkit.git',
        directory: pkg.dir,
      });
      // `pnpm pack` in a fresh clone (no dist yet) builds the package and its dependencies first.
      expect(manifest.scripts?.prepack).toBe(
        `test -d dist || turbo run build --filter=${name}... --output-logs=errors-only`,
      );
    },
  );

  it('is MIT, by the cgkit contributors', () => {
    expect(license).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} cgkit contributors\n/);
  });
});
