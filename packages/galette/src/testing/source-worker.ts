import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

// The ES module build of tsx's API (require.resolve would name its CommonJS build).
const tsxManifest = createRequire(import.meta.url).resolve('tsx/package.json');
const { exports } = JSON.parse(readFileSync(tsxManifest, 'utf8')) as {
  exports: Record<string, { import: { default: string } }>;
};
const tsxApi = pathToFileURL(join(dirname(tsxManifest), exports['./esm/api']!.import.default)).href;

/**
 * Starts a worker thread on the TypeScript source of a module that the built package would run
 * as `.js` (tests and benchmarks run from sources): tsx is registered in the new thread first.
 */
export function startSourceWorker(url: URL, options: WorkerOptions): Worker {
  const source = new URL(url.href.replace(/\.js$/, '.ts'));
  const boot = [
    `import { register } from ${JSON.stringify(tsxApi)};`,
    'register();',
    `await import(${JSON.stringify(source.href)});`,
  ].join('\n');
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), options);
}
