// The global setup of each command family's tests (vitest.config.ts): the CLI bundled with the
// @cgkit packages left external, into a folder of the family's own, whose `bin.js` the tests run.
// The real build (`dist/`, every package inlined) changes with any package; this one only with
// the CLI's sources, so a family's turbo task depends on the packages its commands import and no
// other. The shipped bundle is run by the `kit` tests, the consumer test and the benchmarks.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

/** The CLI's build script (plain JavaScript), whose bundler the tests reuse. */
const buildScript = new URL('../../build.mjs', import.meta.url).href;

declare module 'vitest' {
  interface ProvidedContext {
    /** The `cgkit` binary the tests run: the family's own bundle, or the built one. */
    cliBin: string;
  }
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Inside the CLI's folder, so that Node finds the packages and lmdb (native, left outside the bundle).
  const dir = fileURLToPath(
    new URL(
      `../../node_modules/.cache/cgkit-test-bundle/${project.name}-${process.pid}/`,
      import.meta.url,
    ),
  );
  await mkdir(dir, { recursive: true });
  const { bundleCli } = (await import(buildScript)) as {
    bundleCli: (outdir: string, options: { packagesExternal: boolean }) => Promise<void>;
  };
  await bundleCli(dir, { packagesExternal: true });
  const bin = `${dir}bin.js`;
  await writeFile(bin, "#!/usr/bin/env node\nimport './main.js';\n");
  project.provide('cliBin', bin);
  return () => rm(dir, { recursive: true, force: true });
}
