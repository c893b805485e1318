import { readFileSync, realpathSync } from 'node:fs';
import ts from 'typescript';

/**
 * The modules of a TypeScript project (the files of `<dir>/tsconfig.json`) and, for each, the
 * modules of the same project it imports. Imports are resolved by the compiler with the project's
 * own options, so `./x.js` finds `x.ts` exactly as `tsc` does. Every import counts: `import
 * type`, `export … from` and `import()` too (see `CONTRIBUTING.md`, "No import cycles").
 */
export function importGraph(dir: string): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(`${dir}/tsconfig.json`, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (config === undefined) throw new Error(`${dir}/tsconfig.json: cannot be read`);
  const files = config.fileNames.map((file) => realpathSync(file));
  const inProject = new Set(files);
  const cache = ts.createModuleResolutionCache(dir, (name) => name, config.options);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const imports = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles;
    const targets = new Set<string>();
    for (const { fileName: specifier } of imports) {
      const resolved = ts.resolveModuleName(specifier, file, config.options, ts.sys, cache)
        .resolvedModule?.resolvedFileName;
      if (resolved === undefined) continue;
      const target = realpathSync(resolved);
      if (inProject.has(target)) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** The shortest path of imports from `from` to `to` (both included), or undefined. */
function shortestPath(
  graph: Map<string, string[]>,
  from: string,
  to: string,
): string[] | undefined {
  const cameFrom = new Map<string, string>();
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const module = queue[i]!;
    for (const next of graph.get(module) ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, module);
      if (next === to) {
        const path = [to];
        for (let at = module; at !== from; at = cameFrom.get(at)!) path.unshift(at);
        return [from, ...path];
      }
      queue.push(next);
    }
  }
  return undefined;
}

/**
 * The import cycles of a graph: for each group of modules that import one another (a strongly
 * connected component), one shortest cycle through its first module, as a path that starts and
 * ends there. Empty when the imports form no cycle.
 */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  for (const module of [...graph.keys()].sort()) {
    if (seen.has(module)) continue;
    const cycle = shortestPath(graph, module, module);
    if (cycle === undefined) continue;
    // The rest of its group: every module on a cycle through this one.
    for (const other of graph.keys()) {
      if (shortestPath(graph, module, other) && shortestPath(graph, other, module)) seen.add(other);
    }
    cycles.push(cycle);
  }
  return cycles;
}
