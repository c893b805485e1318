// A package's `lint`: type-checks its TypeScript projects as `tsc --noEmit -p` does, then runs
// ESLint on the package with those same programs, so that the type-aware rules read the types the
// check has already computed instead of building and checking the package a second time (as
// `eslint .` does with its project service, which editors and a plain `eslint` run still use).
// usage (from the package's folder): node ../../scripts/lint.mjs [tsconfig…]  (tsconfig.json)
//
// With --workspace (from the root, `pnpm test`'s lint): every workspace package at once, each with
// the projects its own `lint` script names, in one process. Their programs share the parsed
// declaration files (@types/node, vite's, fast-check's: most of what a package's program reads)
// and one start of TypeScript and ESLint, which were most of a small package's lint.
//
// --workspace keeps, per package, what its lint read (node_modules/.cache/cgkit-lint/): a package
// whose own files, whose programs' other files (its dependencies' declarations, shared configs)
// and whose global inputs (this script, the ESLint and TypeScript configs, the lockfile) are as
// they were at its last clean lint is not linted again, so a one-file change re-lints only its
// package and the packages whose programs read a declaration that changed.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** Each workspace package's folder and the projects its `lint` script checks. */
function workspaceProjects() {
  const folders = ['packages', 'apps'].flatMap((group) =>
    readdirSync(group).map((name) => join(group, name)),
  );
  return [...folders, 'tests']
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .flatMap((dir) => {
      const script = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts?.lint;
      if (script === undefined) return [];
      const args = /scripts\/lint\.mjs((?: [^\s&|;]+)*)\s*$/.exec(script);
      // A lint of another kind would be left out silently.
      if (args === null) throw new Error(`${dir}: its lint script does not end with lint.mjs`);
      const configs = args[1].trim().split(/\s+/).filter(Boolean);
      return [{ dir, configs: configs.length > 0 ? configs : ['tsconfig.json'] }];
    });
}

const workspace = process.argv[2] === '--workspace';
const allProjects = workspace
  ? workspaceProjects()
  : [{ dir: '.', configs: process.argv.length > 2 ? process.argv.slice(2) : ['tsconfig.json'] }];

const CACHE_FILE = 'node_modules/.cache/cgkit-lint/packages.json';
const GLOBAL_INPUTS = [
  'scripts/lint.mjs',
  'eslint.config.js',
  'tsconfig.base.json',
  'package.json',
  'pnpm-lock.yaml',
];

/** A file's content hash, or a mark for a file that is not there. */
function fileHash(path) {
  try {
    return createHash('sha256').update(readFileSync(path)).digest('hex');
  } catch {
    return 'missing';
  }
}

/**
 * A package's own inputs: the global ones and every file of its folder that git does not ignore,
 * plus its generated sources (ignored by git, read by its programs).
 */
function ownKey(dir) {
  const git = (...args) =>
    execFileSync('git', ['ls-files', '-z', ...args, '--', dir], { encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
  const files = [
    ...GLOBAL_INPUTS,
    ...git('-co', '--exclude-standard'),
    ...git('-oi', '--exclude-standard').filter((file) => file.includes('/src/')),
  ];
  const hash = createHash('sha256');
  for (const file of [...new Set(files)].sort()) hash.update(`${file}\0${fileHash(file)}\0`);
  return hash.digest('hex');
}

function readCache() {
  try {
    return JSON.parse(readFileSync(CACHE_FILE, 'utf8'));
  } catch {
    return {};
  }
}

const cache = workspace ? readCache() : {};
const keys = new Map(workspace ? allProjects.map(({ dir }) => [dir, ownKey(dir)]) : []);
/** Whether a package's last clean lint read what is there now. */
function unchanged({ dir }) {
  const entry = cache[dir];
  return (
    entry !== undefined &&
    entry.key === keys.get(dir) &&
    Object.entries(entry.reads).every(([file, hash]) => fileHash(file) === hash)
  );
}
const projects = allProjects.filter((project) => !unchanged(project));
if (workspace && projects.length < allProjects.length) {
  const kept = allProjects.length - projects.length;
  process.stdout.write(
    `lint: ${kept} of ${allProjects.length} packages unchanged since their last clean lint\n`,
  );
}
if (projects.length === 0) process.exit(0);
// Loaded only when there is something to lint: they are most of a cached run's time.
const { ESLint } = await import('eslint');
const { default: ts } = await import('typescript');

const host = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: ts.sys.getCurrentDirectory,
  getNewLine: () => ts.sys.newLine,
};
const format = process.stdout.isTTY
  ? ts.formatDiagnosticsWithColorAndContext
  : ts.formatDiagnostics;
let failed = false;

// The programs of one package (the web app's: its pages, its browser tests, its benchmarks) read
// mostly the same files (TypeScript's and the dependencies' declarations): each is parsed once, as
// the language service's document registry does, for the options that shape its syntax tree.
const parsed = new Map();
function sharingHost(options) {
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersionOrOptions, ...rest) => {
    const shape =
      typeof languageVersionOrOptions === 'object'
        ? [
            languageVersionOrOptions.languageVersion,
            languageVersionOrOptions.impliedNodeFormat,
            languageVersionOrOptions.jsDocParsingMode,
          ]
        : [languageVersionOrOptions];
    const key = `${fileName}\0${shape.join(',')}`;
    if (!parsed.has(key))
      parsed.set(key, getSourceFile(fileName, languageVersionOrOptions, ...rest));
    return parsed.get(key);
  };
  return host;
}

/** The packages whose type check reported an error. */
const failedDirs = new Set();
const configs = projects
  .flatMap(({ dir, configs }) => configs.map((file) => ({ dir, file: join(dir, file) })))
  .map(({ dir, file }) => ({
    dir,
    config: ts.getParsedCommandLineOfConfigFile(file, undefined, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        process.stdout.write(format([diagnostic], host));
        process.exit(1);
      },
    }),
  }));
/** Each project's own program, as `tsc -p` builds it: what it reads is kept in the cache. */
const programs = configs.map(({ dir, config }) => ({
  dir,
  config,
  program: ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    host: sharingHost(config.options),
    projectReferences: config.projectReferences,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(config),
  }),
}));

// Projects with the same compiler options (every package's tsconfig.json, the CLI's, the
// workspace tests') are checked as one program: one checker resolves the types they share
// (vitest's, @types/node's, core-search's declarations) once instead of once per package: the
// check costs about 28% less. Its one difference from `tsc -p` per package: a global declaration
// of one package (an augmentation of vitest's ProvidedContext) is seen by the others; each
// package's own `lint` and `typecheck` check it alone.
const groups = new Map();
for (const entry of programs) {
  const { configFilePath: _path, ...options } = entry.config.options;
  if (options.paths === undefined) delete options.pathsBasePath;
  const key =
    entry.config.projectReferences === undefined ? JSON.stringify(options) : Symbol(entry.dir);
  groups.set(key, [...(groups.get(key) ?? []), entry]);
}
const checked = [...groups.values()].map((members) => {
  if (members.length === 1) return { dirs: [members[0].dir], program: members[0].program };
  const { configFilePath: _path, ...options } = members[0].config.options;
  return {
    dirs: members.map(({ dir }) => dir),
    program: ts.createProgram({
      rootNames: members.flatMap(({ config }) => config.fileNames),
      options,
      host: sharingHost(options),
      configFileParsingDiagnostics: members.flatMap(({ config }) =>
        ts.getConfigFileParsingDiagnostics(config),
      ),
    }),
  };
});
for (const { dirs, program } of checked) {
  // What `tsc --noEmit` reports: the options', syntax, types and (with `declaration`) the
  // declarations' errors.
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length === 0) continue;
  process.stdout.write(format(diagnostics, host));
  failed = true;
  for (const { file } of diagnostics) {
    const owner = file && dirs.find((dir) => inside(dir, file.fileName));
    for (const dir of owner ? [owner] : dirs) failedDirs.add(dir);
  }
}

const eslint = new ESLint({
  overrideConfig: {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'],
    languageOptions: {
      parserOptions: { projectService: false, programs: checked.map(({ program }) => program) },
    },
  },
});
const results = await eslint.lintFiles(projects.map(({ dir }) => dir));
const output = await (await eslint.loadFormatter('stylish')).format(results);
if (output) process.stdout.write(output);
if (failed || results.some((result) => result.errorCount > 0)) process.exitCode = 1;

if (workspace) {
  // A package linted clean is kept with the files its programs read outside its folder and
  // outside node_modules (the lockfile stands for those): its dependencies' declarations.
  for (const result of results) {
    if (result.errorCount > 0)
      failedDirs.add(projects.find(({ dir }) => inside(dir, result.filePath))?.dir);
  }
  for (const { dir } of projects) {
    if (failedDirs.has(dir)) {
      delete cache[dir];
      continue;
    }
    const reads = {};
    for (const { program } of programs.filter((entry) => entry.dir === dir)) {
      for (const { fileName } of program.getSourceFiles()) {
        const file = relative('.', fileName);
        if (file.startsWith('..') || file.includes('node_modules/') || inside(dir, fileName))
          continue;
        reads[file] = fileHash(file);
      }
    }
    cache[dir] = { key: keys.get(dir), reads };
  }
  // Written whole or not at all: a lint stopped midway leaves the previous cache.
  mkdirSync(join(CACHE_FILE, '..'), { recursive: true });
  writeFileSync(`${CACHE_FILE}.${process.pid}`, JSON.stringify(cache));
  renameSync(`${CACHE_FILE}.${process.pid}`, CACHE_FILE);
}

/** Whether a path lies in a package's folder. */
function inside(dir, path) {
  const from = relative(resolve(dir), resolve(path));
  return from !== '' && !from.startsWith('..');
}
