import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-cycles.js';
import { ROOT, workspacePackages } from './workspace.js';

/** The cycles of a project, each as its modules' paths from `root`, joined by arrows. */
function cyclesOf(dir: string, root: string): string[] {
  return importCycles(importGraph(dir)).map((cycle) =>
    cycle.map((file) => file.slice(root.length)).join(' → '),
  );
}

describe('import cycles', () => {
  for (const { dir } of [...workspacePackages(), { dir: 'tests' }]) {
    it(`${dir} has none`, () => {
      expect(cyclesOf(ROOT + dir, ROOT)).toEqual([]);
    });
  }
});

describe('the cycle check', () => {
  let project: string | undefined;
  afterEach(() => {
    if (project !== undefined) rmSync(project, { recursive: true, force: true });
    project = undefined;
  });

  /** A project with NodeNext resolution (as the packages'), holding these modules of `src/`. */
  function plant(modules: Record<string, string>): string {
    project = realpathSync(mkdtempSync(`${tmpdir()}/cgkit-cycles-`));
    const tsconfig = { compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext' } };
    writeFileSync(`${project}/tsconfig.json`, JSON.stringify({ ...tsconfig, include: ['src'] }));
    for (const [path, source] of Object.entries(modules)) {
      const file = `${project}/src/${path}`;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, source);
    }
    return project;
  }

  it('finds a planted cycle, resolving `.js` imports to `.ts` files', () => {
    const dir = plant({
      'a.ts': "import { b } from './b.js';\nexport const a = () => b;",
      'b.ts': "import { c } from './deep/c.js';\nexport const b = c;",
      'deep/c.ts': "import { a } from '../a.js';\nexport const c = a;",
      'free.ts': "import { a } from './a.js';\nexport const free = a;",
    });
    expect(cyclesOf(dir, `${dir}/`)).toEqual(['src/a.ts → src/b.ts → src/deep/c.ts → src/a.ts']);
  });

  it('counts type-only imports, re-exports and dynamic imports', () => {
    const dir = plant({
      'a.ts': "import type { B } from './b.js';\nexport interface A { b?: B }",
      'b.ts': "export { type A as B } from './a.js';",
      'c.ts': "export const c = () => import('./d.js');",
      'd.ts': "import { c } from './c.js';\nexport const d = c;",
    });
    expect(cyclesOf(dir, `${dir}/`)).toEqual([
      'src/a.ts → src/b.ts → src/a.ts',
      'src/c.ts → src/d.ts → src/c.ts',
    ]);
  });

  it('finds no cycle where imports only go one way', () => {
    const dir = plant({
      'a.ts': "import { b } from './b.js';\nimport { c } from './c.js';\nexport const a = b + c;",
      'b.ts': "import { c } from './c.js';\nexport const b = c;",
      'c.ts': 'export const c = 1;',
    });
    expect(importGraph(dir).size).toBe(3);
    expect(cyclesOf(dir, `${dir}/`)).toEqual([]);
  });
});
