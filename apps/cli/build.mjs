// Builds the CLI into a few CommonJS files in dist/ with esbuild: the main thread's entry, the
// command's worker thread, the queue's solve thread, Galette's solver thread and one chunk per
// command family (with the chunks they share). A run then loads a handful of files instead of
// hundreds of modules, which is most of its start-up. The packages are bundled from their built
// dist (their tree-shakable ESM entries stay what library users import); lmdb stays external
// (native). BullMQ and ioredis are bundled into the queue's chunks, loaded only by the commands
// that use them: from their hundreds of files, they took 0.4 CPU s to load, 0.15 bundled.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { basename, dirname, join } from 'node:path';
import { build, transformSync } from 'esbuild';

const require = createRequire(import.meta.url);
/** Galette's solver thread, bundled as an entry of its own (resolved only when bundled). */
const galetteWorker = () => join(dirname(require.resolve('@cgkit/galette/node')), 'worker.js');

/**
 * Galette's parallel solver starts its threads from `./worker.js` beside itself: in the bundle,
 * beside every chunk is the CLI's own worker, so it is pointed at Galette's, `galette-worker.js`.
 */
const galetteWorkerUrl = {
  name: 'galette-worker-url',
  setup(build) {
    build.onLoad(
      { filter: /[\\/]galette[\\/]dist[\\/]solver[\\/]node[\\/]parallel\.js$/ },
      async (args) => {
        const source = await readFile(args.path, 'utf8');
        const from = "new URL('./worker.js', import.meta.url)";
        if (!source.includes(from)) throw new Error(`${args.path} no longer starts ${from}`);
        return {
          contents: source.replace(from, "new URL('./galette-worker.js', import.meta.url)"),
        };
      },
    );
  },
};

/**
 * The `cgt` commands take only `pointAt` from the root of @cgkit/io-formats, but the root
 * re-exports every game's formats, and with code splitting esbuild keeps an import of each game's
 * chunk wherever the root is imported (to run them in order), though nothing of them is used:
 * `cgkit cgt` loaded Galette, Masyu, BoardEscape and "31". Their import is pointed at the module
 * that defines it (a missing export there fails the build).
 */
const cgtFormatErrors = {
  name: 'cgt-format-errors',
  setup(build) {
    build.onResolve({ filter: /^@cgkit\/io-formats$/ }, (args) =>
      /[\\/]commands[\\/]cgt-kit\.ts$/.test(args.importer)
        ? { path: join(dirname(require.resolve('@cgkit/io-formats')), 'errors.js') }
        : undefined,
    );
  },
};

/**
 * Commander requires `node:child_process` on import, for executable subcommands, which the CLI
 * has none of: it loaded child_process, net and dgram into every command's thread. It is required
 * when first used instead.
 */
const commanderChildProcess = {
  name: 'commander-child-process',
  setup(build) {
    build.onLoad({ filter: /[\\/]commander[\\/]lib[\\/]command\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const from = "const childProcess = require('node:child_process');";
      if (!source.includes(from)) throw new Error(`${args.path} no longer has ${from}`);
      return {
        contents: source.replace(
          from,
          "const childProcess = { spawn: (...args) => require('node:child_process').spawn(...args) };",
        ),
        loader: 'js',
      };
    });
  },
};

/** The entries of a thread: each loads the code cache first (`src/code-cache.ts`). */
const THREAD_ENTRIES = new Set(['worker.js', 'solve-thread.js', 'galette-worker.js']);

/**
 * Bundles the CLI into `outdir`. The shipped bundle is CommonJS (`bin.cjs` loads it): Node then
 * starts no ES module loader, and V8 can reuse the code it compiled in an earlier run
 * (`src/code-cache.ts`), which Node 20 offers only for CommonJS. esbuild splits only ES modules,
 * so the bundle is split as ES modules first, then each file is turned into CommonJS (its dynamic
 * imports into `require`s made when first needed). With `packagesExternal`, the @cgkit packages
 * are left to Node to load from their own dist, and the bundle stays ES modules (a CommonJS file
 * cannot import them on every Node 20): it then changes only with the CLI's sources, which lets
 * each command family's tests (src/testing/family-bundle.ts) depend on its own packages alone.
 */
export async function bundleCli(outdir, { packagesExternal = false } = {}) {
  await rm(outdir, { recursive: true, force: true });
  const cwd = dirname(fileURLToPath(import.meta.url));
  const { outputFiles } = await build({
    entryPoints: {
      main: 'src/main.ts',
      worker: 'src/worker.ts',
      'solve-thread': 'src/queue/solve-thread.ts',
      ...(!packagesExternal && { 'galette-worker': galetteWorker() }),
    },
    outdir,
    // Every file in the folder itself, so each one's `./x.js` means the same.
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: ['lmdb', ...(packagesExternal ? ['@cgkit/*'] : [])],
    plugins: [
      commanderChildProcess,
      ...(packagesExternal ? [] : [galetteWorkerUrl, cgtFormatErrors]),
    ],
    // Commander is CommonJS: its require() of Node's modules needs a require in an ES module (in
    // CommonJS, each file's own).
    ...(packagesExternal && {
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
    }),
    // Readable output, as tsc's was: no minifying, comments kept where esbuild keeps them.
    legalComments: 'none',
    logLevel: 'warning',
    absWorkingDir: cwd,
    write: false,
  });
  await mkdir(outdir, { recursive: true });
  if (packagesExternal) {
    await Promise.all(outputFiles.map((file) => writeFile(file.path, file.contents)));
    return;
  }
  const files = outputFiles.map((file) => ({ path: file.path, text: commonJs(file) }));
  const hash = createHash('sha256');
  for (const file of files) hash.update(basename(file.path)).update(file.text);
  const codeCache = await build({
    entryPoints: ['src/code-cache.ts'],
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    define: { CGKIT_BUILD_ID: JSON.stringify(hash.digest('hex').slice(0, 16)) },
    logLevel: 'warning',
    absWorkingDir: cwd,
    write: false,
  });
  await Promise.all([
    ...files.map((file) => writeFile(file.path, file.text)),
    writeFile(join(outdir, 'code-cache.js'), codeCache.outputFiles[0].text),
    // The package is ES modules; its bundle is not.
    writeFile(join(outdir, 'package.json'), '{ "type": "commonjs" }\n'),
  ]);
}

/** One file of the split ES module bundle as CommonJS. */
function commonJs(file) {
  const name = basename(file.path);
  const { code } = transformSync(file.text, {
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    loader: 'js',
    // `import('./chunk.js')` becomes a `require` when the import runs: still loaded on demand.
    supported: { 'dynamic-import': false },
    define: { 'import.meta.url': '__importMetaUrl' },
    sourcefile: name,
    logLevel: 'warning',
  });
  const lines = [
    THREAD_ENTRIES.has(name) ? 'require("./code-cache.js");' : '',
    code.includes('__importMetaUrl')
      ? 'const __importMetaUrl = require("node:url").pathToFileURL(__filename).href;'
      : '',
  ].filter((line) => line !== '');
  return [...lines, code].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleCli('dist');
