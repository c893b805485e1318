import { describe, expect, it } from 'vitest';
import { clashingNames, exportedNames } from './public-names.js';

describe('exportedNames', () => {
  it('reads re-exports, renames, types and declarations', () => {
    const source = `
      export { a, b as c, type D } from './x.js';
      export type { E } from './y.js';
      export * as ns from './z.js';
      export function f() {}
      export const g = 1, h = 2;
      export interface I {}
      export class K {}
      const hidden = 3;
    `;
    expect(exportedNames(source)).toEqual(['a', 'c', 'D', 'E', 'ns', 'f', 'g', 'h', 'I', 'K']);
  });

  it("refuses 'export *', which hides the public names", () => {
    expect(() => exportedNames("export * from './x.js';")).toThrow(/name them/);
  });

  it('finds a name exported by two modules', () => {
    const clashes = clashingNames(
      new Map([
        ['p', ['solve', 'A']],
        ['q', ['solve', 'B']],
      ]),
    );
    expect([...clashes]).toEqual([['solve', ['p', 'q']]]);
  });
});
