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
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';

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
const projects = workspace
  ? workspaceProjects()
  : [{ dir: '.', configs: process.argv.length > 2 ? process.argv.slice(2) : ['tsconfig.json'] }];

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

const programs = projects
  .flatMap(({ dir, configs }) => configs.map((file) => join(dir, file)))
  .map((file) => {
    const config = ts.getParsedCommandLineOfConfigFile(file, undefined, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        process.stdout.write(format([diagnostic], host));
        process.exit(1);
      },
    });
    const program = ts.createProgram({
      rootNames: config.fileNames,
      options: config.options,
      host: sharingHost(config.options),
      projectReferences: config.projectReferences,
      configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(config),
    });
    // What `tsc --noEmit` reports: the options', syntax, types and (with `declaration`) the
    // declarations' errors.
    const diagnostics = ts.getPreEmitDiagnostics(program);
    if (diagnostics.length > 0) {
      process.stdout.write(format(diagnostics, host));
      failed = true;
    }
    return program;
  });

const eslint = new ESLint({
  overrideConfig: {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'],
    languageOptions: { parserOptions: { projectService: false, programs } },
  },
});
const results = await eslint.lintFiles(projects.map(({ dir }) => dir));
const output = await (await eslint.loadFormatter('stylish')).format(results);
if (output) process.stdout.write(output);
if (failed || results.some((result) => result.errorCount > 0)) process.exitCode = 1;
