// Runs the browser tests of the areas named (see `test-areas.ts`; every area without a name): gets
// the app's test build, makes sure Chromium is there, then runs their files in this process, one
// test at a time (node's test runner runs the tests of imported files as they are declared, in
// turn). One process, so one preview server and one browser (`harness.ts`) serve every file: a
// process of its own per file cost each file a start of node, tsx, vite and Chromium.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { AREAS, e2eTestsOf } from '../test-areas.js';
import { ensureChromium } from './chromium.js';

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
const asked = process.argv.slice(2);
const unknown = asked.filter((area) => !AREAS.includes(area));
if (unknown.length > 0) {
  process.stderr.write(`e2e: no area ${unknown.join(', ')}; the areas are ${AREAS.join(', ')}\n`);
  process.exit(2);
}
const areas = asked.length > 0 ? asked : AREAS;
const names = readdirSync(new URL('.', import.meta.url));
const files = areas.flatMap((area) => e2eTestsOf(area, names)).map((name) => `e2e/${name}`);
if (files.length === 0) process.exit(0);

const outDir = await testBuildFolder();
try {
  ensureChromium('web e2e');
} catch (error) {
  // One line saying what to install, not a wall of cancelled tests.
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
// The tests set the exit code (1 if any fails); the process ends once they are done.
process.env['CGKIT_E2E_DIST'] = outDir;
process.chdir(APP_DIR);
for (const file of files) await import(pathToFileURL(join(APP_DIR, file)).href);

/**
 * The test build, made once for every area: turbo runs the areas as tasks of their own, side by
 * side, and each used to build the same app again. It is kept by the hash of what it is built from
 * (the app's files, the packages' builds, the lockfile), in a folder relative to the app; the
 * first area to need it builds it, under a lock, while the others wait for it.
 */
async function testBuildFolder(): Promise<string> {
  const cache = 'node_modules/.cache/cgkit-e2e';
  const dir = `${cache}/${buildInputsHash()}`;
  const lock = join(APP_DIR, `${dir}.lock`);
  mkdirSync(join(APP_DIR, cache), { recursive: true });
  while (!existsSync(join(APP_DIR, dir))) {
    if (!takeLock(lock)) {
      // Another area builds it: wait for the folder (bounded by turbo's run, as any wait here).
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      const temporary = `${dir}.${process.pid}`;
      await build({
        root: APP_DIR,
        mode: 'e2e',
        logLevel: 'warn',
        build: { outDir: temporary, emptyOutDir: true },
      });
      renameSync(join(APP_DIR, temporary), join(APP_DIR, dir));
      forgetOldBuilds(join(APP_DIR, cache), join(APP_DIR, dir));
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return dir;
}

/** Takes the build's lock: a folder naming its holder, taken over from a holder no longer running. */
function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock);
  } catch {
    const holder = lockHolder(lock);
    // Just taken, its holder not yet named, or its holder still running: wait for it.
    if (holder === undefined || running(holder)) return false;
    rmSync(lock, { recursive: true, force: true });
    return takeLock(lock);
  }
  writeFileSync(join(lock, 'pid'), String(process.pid));
  return true;
}

function lockHolder(lock: string): number | undefined {
  try {
    return Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    return undefined;
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Removes the test builds of other inputs but the two latest, so that they do not pile up. */
function forgetOldBuilds(cache: string, current: string): void {
  const builds = readdirSync(cache)
    .filter((name) => /^[0-9a-f]{64}$/.test(name))
    .map((name) => join(cache, name))
    .filter((path) => path !== current)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const old of builds.slice(2)) rmSync(old, { recursive: true, force: true });
}

/**
 * What the test build is made of: the app's own files that the build reads, the build of every
 * @cgkit package it imports (as it resolves them, through node_modules) and the lockfile.
 */
function buildInputsHash(): string {
  const hash = createHash('sha256');
  const add = (path: string): void => {
    hash
      .update(`${relative(APP_DIR, path)}\0`)
      .update(readFileSync(path))
      .update('\0');
  };
  const walk = (dir: string, keep: (name: string) => boolean): void => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, keep);
      else if (keep(entry.name)) add(path);
    }
  };
  for (const file of [
    'index.html',
    'vite.config.ts',
    'test-areas.ts',
    '../../vitest.shared.ts',
    'package.json',
    'tsconfig.json',
  ]) {
    add(join(APP_DIR, file));
  }
  walk(join(APP_DIR, 'src'), (name) => !/\.test\.tsx?$/.test(name));
  walk(join(APP_DIR, 'public'), () => true);
  const app = JSON.parse(readFileSync(join(APP_DIR, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  for (const name of Object.keys(app.dependencies).filter((dep) => dep.startsWith('@cgkit/'))) {
    const pkg = join(APP_DIR, 'node_modules', name);
    add(join(pkg, 'package.json'));
    walk(join(pkg, 'dist'), () => true);
  }
  add(join(APP_DIR, '../../pnpm-lock.yaml'));
  return hash.digest('hex');
}
