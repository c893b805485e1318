import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { buildSync } from 'esbuild';

/** Inside the package, so that the bundles' imports of its dependencies resolve as its own do. */
const bundleDirectory = fileURLToPath(
  new URL('../../node_modules/.cache/source-workers/', import.meta.url),
);

/** The bundle of each module this process started threads on, by the module's URL. */
const bundles = new Map<string, URL>();

/**
 * Starts a worker thread on the TypeScript source of a module that the built package would run
 * as `.js` (tests and benchmarks run from sources). The thread runs one JavaScript bundle of the
 * module and the package sources it imports, made once per process: registering tsx in each new
 * thread instead cost more than half a second of CPU a thread.
 */
export function startSourceWorker(url: URL, options: WorkerOptions): Worker {
  return new Worker(bundleOf(url), options);
}

function bundleOf(url: URL): URL {
  const made = bundles.get(url.href);
  if (made) return made;
  const [output] = buildSync({
    entryPoints: [fileURLToPath(url.href.replace(/\.js$/, '.ts'))],
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    write: false,
  }).outputFiles;
  const code = output!.contents;
  // Named by content, written whole under that name: test processes running at once share it.
  const path = join(
    bundleDirectory,
    `${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`,
  );
  if (!existsSync(path)) {
    mkdirSync(bundleDirectory, { recursive: true });
    const partial = `${path}.${process.pid}`;
    writeFileSync(partial, code);
    renameSync(partial, path);
  }
  const bundle = pathToFileURL(path);
  bundles.set(url.href, bundle);
  return bundle;
}
