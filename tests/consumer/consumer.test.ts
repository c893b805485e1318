import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleBlocks, runExample } from '../src/readme-example.js';
import { ROOT } from '../src/workspace.js';
import { buildPage, loadInChromium } from './browser.js';
import { installPackedPackages, run, type InstalledPackage } from './project.js';

// The packages as a user gets them: packed (by each package's `check:publish`), installed with npm
// into a project outside the workspace, and used from there. The checks share nothing but the installed project: they run at
// once (each one mostly waits for a program it started).
describe.concurrent('the published packages, installed outside the workspace', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cgkit-consumer-'));
  let installed: InstalledPackage[] = [];
  const libraries = (): InstalledPackage[] => installed.filter((pkg) => pkg.entries.length > 0);

  beforeAll(async () => {
    installed = await installPackedPackages(dir);
  });
  // Retried: a helper process of Chromium may still be closing files in its profile.
  afterAll(() => rmSync(dir, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 }));

  it('ship no tests, type tests or test helpers', () => {
    expect(installed.length).toBeGreaterThanOrEqual(8);
    const testFiles = installed.flatMap((pkg) =>
      pkg.files
        .filter((file) => /\.test(-d)?\.|(^|\/)testing\//.test(file))
        .map((file) => `${pkg.name}: ${file}`),
    );
    expect(testFiles).toEqual([]);
  });

  it('ship their LICENSE, and no source map (their sources are not shipped)', () => {
    const license = readFileSync(`${ROOT}LICENSE`, 'utf8');
    for (const pkg of installed) {
      expect(readFileSync(join(pkg.dir, 'LICENSE'), 'utf8'), pkg.name).toBe(license);
      expect(
        pkg.files.filter((file) => file.endsWith('.map')),
        pkg.name,
      ).toEqual([]);
    }
  });

  it('import in ESM from every entry point', async () => {
    const entries = libraries().flatMap((pkg) => pkg.entries);
    expect(entries).toContain('@cgkit/galette/node');
    const script = `for (const entry of ${JSON.stringify(entries)}) {
      console.log(entry, Object.keys(await import(entry)).length);
    }`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: dir,
    });
    const counts = stdout.trim().split('\n');
    expect(counts.map((line) => line.split(' ')[0])).toEqual(entries);
    expect(counts.filter((line) => line.endsWith(' 0'))).toEqual([]);
  });

  it.each(['node16', 'bundler'])(
    'have types that resolve under moduleResolution %s',
    async (resolution) => {
      const entries = libraries().flatMap((pkg) => pkg.entries);
      const check = join(dir, `types-${resolution}`);
      mkdirSync(check);
      writeFileSync(
        join(check, 'check.ts'),
        entries.map((entry, i) => `import * as entry${i} from '${entry}';\n`).join('') +
          `export const entries = [${entries.map((_, i) => `entry${i}`).join(', ')}];\n`,
      );
      const module = resolution === 'node16' ? 'node16' : 'esnext';
      writeFileSync(
        join(check, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            module,
            moduleResolution: resolution,
            target: 'es2022',
            strict: true,
            noEmit: true,
            // The packages' declaration files are checked too, under the user's options, once:
            // under node16, the stricter resolution (relative imports need their extension). Under
            // bundler the check is of the imports alone (each entry resolves to its types), and
            // are-the-types-wrong (`check:publish`) resolves every entry under both.
            skipLibCheck: resolution === 'bundler',
            // Not TypeScript's own lib files, two thirds of the check's time: a package's clash
            // with them is still reported in the package's file.
            skipDefaultLibCheck: true,
            types: ['node'],
          },
          files: ['check.ts'],
        }),
      );
      const tsc = `${ROOT}node_modules/typescript/bin/tsc`;
      await expect(
        run(process.execPath, [tsc, '-p', check], { cwd: dir }).then(({ stdout }) => stdout),
      ).resolves.toBe('');
    },
  );

  it('run every README example with the output its comments show', async () => {
    const examples = join(dir, 'examples');
    mkdirSync(examples);
    const problems: string[] = [];
    let count = 0;
    for (const pkg of libraries()) {
      const readme = `${pkg.name}/README.md`;
      const blocks = exampleBlocks(readFileSync(join(pkg.dir, 'README.md'), 'utf8'));
      for (const [i, block] of blocks.entries()) {
        const file = join(examples, `${pkg.name.slice('@cgkit/'.length)}-${i + 1}.mjs`);
        problems.push(...(await runExample(readme, block, file)));
        count++;
      }
    }
    expect(count).toBeGreaterThanOrEqual(7);
    expect(problems).toEqual([]);
  });

  it('give the cgkit command, with its version and its demo', async () => {
    const cli = installed.find((pkg) => pkg.name === '@cgkit/cli')!;
    const cgkit = join(dir, 'node_modules', '.bin', 'cgkit');
    const manifest = JSON.parse(readFileSync(`${ROOT}apps/cli/package.json`, 'utf8')) as {
      version: string;
    };
    expect(cli.version).toBe(manifest.version);
    expect((await run(cgkit, ['--version'], { cwd: dir })).stdout).toBe(`${manifest.version}\n`);
    const [{ stdout: demo }, { stdout: workspaceDemo }] = await Promise.all([
      run(cgkit, ['demo'], { cwd: dir, maxBuffer: 1 << 26 }),
      run(process.execPath, [`${ROOT}apps/cli/bin.cjs`, 'demo'], { maxBuffer: 1 << 26 }),
    ]);
    expect(demo).toContain('== Galette toxique ==');
    expect(demo).toBe(workspaceDemo);
  });

  it('bundle @cgkit/galette for the browser with Vite, and run its WebAssembly engine there', async () => {
    const built = await buildPage(dir);
    // The engine's bytes travel inline, as base64: `AGFzbQ` is WebAssembly's magic `\0asm`.
    expect([...built.values()].some((text) => text.includes('AGFzbQ'))).toBe(true);
    const [grundy, instances] = (await loadInChromium(dir)).split(' ');
    expect(grundy).toBe('3');
    expect(Number(instances)).toBeGreaterThan(0);
  });
});
