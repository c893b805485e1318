/**
 * The shape of a package's `src/`: where each role lives. Paths are relative to `src/`; a role
 * is a file (`model.ts`), every module of a folder (`rulesets/*.ts`), or a folder and all below
 * it (`solver/**`).
 */
export interface PackageShape {
  /** Where files may be. */
  readonly roles: readonly string[];
  /** Files the package must have. */
  readonly required: readonly string[];
  /**
   * Required files the package does not have yet, each a known gap: the check fails once one
   * appears, so the list stays true.
   */
  readonly gaps?: readonly string[];
}

/** Tests sit beside the code: anywhere a module may be, and at the top of `src/`. */
const TEST = /\.test(-d)?\.tsx?$/;

function roleMatcher(role: string): RegExp {
  const pattern = role
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\/\*\*$/, '/.+')
    .replace(/\*/g, '[^/]+');
  return new RegExp(`^${pattern}$`);
}

/**
 * What is wrong with the files of a `src/` (paths relative to it) for a shape: files outside its
 * roles, required files missing, gaps no longer missing and roles with no file, each file named
 * with `where` (the folder, e.g. `packages/galette/src/`) before it. Empty when none.
 */
export function shapeProblems(files: readonly string[], shape: PackageShape, where = ''): string[] {
  const matchers = shape.roles.map(roleMatcher);
  const allowed = (file: string): boolean => matchers.some((matcher) => matcher.test(file));
  const present = new Set(files);
  const problems: string[] = [];
  for (const file of files) {
    const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
    const fits = TEST.test(file) ? folder === '' || allowed(`${folder}module.ts`) : allowed(file);
    if (!fits) problems.push(`${where}${file} is outside the roles (${shape.roles.join(', ')})`);
  }
  const gaps = shape.gaps ?? [];
  for (const file of shape.required) {
    if (!present.has(file) && !gaps.includes(file)) problems.push(`${where}${file} is missing`);
  }
  for (const file of gaps) {
    if (present.has(file))
      problems.push(`${where}${file} is there now: take it off the known gaps`);
  }
  shape.roles.forEach((role, i) => {
    if (!files.some((file) => matchers[i]!.test(file))) {
      problems.push(`no file of ${where} has the role ${role}: take it off the roles`);
    }
  });
  return problems;
}
