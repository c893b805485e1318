import ts from 'typescript';

/** The names a module exports, read from its syntax (values and types alike). */
export function exportedNames(source: string, fileName = 'index.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const names: string[] = [];
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (clause === undefined) {
        throw new Error(`${fileName}: 'export *' hides which names are public; name them`);
      }
      if (ts.isNamespaceExport(clause)) names.push(clause.name.text);
      else for (const element of clause.elements) names.push(element.name.text);
      continue;
    }
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    if (modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) !== true) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name !== undefined
    ) {
      names.push(statement.name.text);
    }
  }
  return names;
}

/** Names exported by more than one module, each with the modules that export it. */
export function clashingNames(
  exports: ReadonlyMap<string, readonly string[]>,
): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const [module, names] of exports) {
    for (const name of new Set(names)) owners.set(name, [...(owners.get(name) ?? []), module]);
  }
  return new Map([...owners].filter(([, modules]) => modules.length > 1));
}
