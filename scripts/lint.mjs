// A package's `lint`: type-checks its TypeScript projects as `tsc --noEmit -p` does, then runs
// ESLint on the package with those same programs, so that the type-aware rules read the types the
// check has already computed instead of building and checking the package a second time (as
// `eslint .` does with its project service, which editors and a plain `eslint` run still use).
// usage (from the package's folder): node ../../scripts/lint.mjs [tsconfig…]  (tsconfig.json)
import { ESLint } from 'eslint';
import ts from 'typescript';

const configs = process.argv.slice(2);
if (configs.length === 0) configs.push('tsconfig.json');

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

const programs = configs.map((file) => {
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
const results = await eslint.lintFiles(['.']);
const output = await (await eslint.loadFormatter('stylish')).format(results);
if (output) process.stdout.write(output);
if (failed || results.some((result) => result.errorCount > 0)) process.exitCode = 1;
