import ts from 'typescript';

/**
 * A program of the given entry modules, compiled with the workspace's options: enough to follow
 * every re-export to the declaration it names.
 */
export function entryProgram(
  entries: readonly string[],
  options: ts.CompilerOptions = {},
): ts.Program {
  return ts.createProgram(entries, {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: ['node'],
    ...options,
  });
}

/**
 * The names an entry module exports whose declaration carries no doc comment (`/** … *\/`). A
 * re-export is followed to the declaration it names; a name declared more than once (a function's
 * overloads, a type and a value of the same name) needs the comment on one of them.
 */
export function undocumentedExports(program: ts.Program, entry: string): string[] {
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(entry);
  if (file === undefined) throw new Error(`${entry}: not in the program`);
  const module = checker.getSymbolAtLocation(file);
  if (module === undefined) return [];
  return checker
    .getExportsOfModule(module)
    .filter((exported) => {
      const symbol =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      return !(symbol.declarations ?? []).some(
        (declaration) => ts.getJSDocCommentsAndTags(declaration).length > 0,
      );
    })
    .map((exported) => exported.name);
}
