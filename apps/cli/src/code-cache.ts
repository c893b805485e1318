// V8's code cache for the shipped bundle (CommonJS, see build.mjs): each file of the bundle is
// compiled with the code V8 made for it in an earlier run, kept in `code-cache/` beside it, instead
// of parsed and compiled again (Node 20 offers no compile cache of its own). The first thread that
// loads the file without a usable cache writes one as it exits, holding every function that run
// compiled. It is a cache only: unreadable, unwritable or refused by V8, the file is compiled as
// usual. Loaded first by every thread's entry, before any other file of the bundle.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';

/** Set by build.mjs to a hash of the whole bundle: caches of another build are never read. */
declare const CGKIT_BUILD_ID: string;

interface CompilingModule {
  exports: unknown;
}
type Compile = (this: CompilingModule, content: string, filename: string) => unknown;
const prototype = (Module as unknown as { prototype: { _compile: Compile } }).prototype;
const wrap = (Module as unknown as { wrap: (content: string) => string }).wrap;

const bundleDir = __dirname;
// V8 checks its version and flags in the data, but of the source only its length: the build's
// hash keeps a cache from ever meeting another build's file of the same length.
const cacheDir = join(
  bundleDir,
  'code-cache',
  `${CGKIT_BUILD_ID}-${process.version}-${process.arch}`,
);
/** The scripts compiled without a usable cache, whose code is written at exit. */
const fresh: { script: Script; file: string }[] = [];

const compile = prototype._compile;
prototype._compile = function (this: CompilingModule, content: string, filename: string) {
  if (dirname(filename) !== bundleDir) return compile.call(this, content, filename);
  const file = join(cacheDir, `${basename(filename)}.bin`);
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(file);
  } catch {
    // None yet: this run makes it.
  }
  const script = new Script(wrap(content), { filename, cachedData });
  if (cachedData === undefined || script.cachedDataRejected === true) fresh.push({ script, file });
  const run = script.runInThisContext() as (...args: unknown[]) => unknown;
  return run.call(this.exports, this.exports, createRequire(filename), this, filename, bundleDir);
};

process.once('exit', () => {
  if (fresh.length === 0) return;
  try {
    mkdirSync(cacheDir, { recursive: true });
    for (const { script, file } of fresh) {
      // Written whole under a name of its own, then renamed: a run reading it meanwhile sees
      // either nothing or the whole cache.
      const part = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}`;
      writeFileSync(part, script.createCachedData());
      renameSync(part, file);
    }
  } catch {
    // A folder that cannot be written (a shared install): every run compiles, as without a cache.
  }
});
