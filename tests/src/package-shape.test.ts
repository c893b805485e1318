import { existsSync, readdirSync } from 'node:fs';
import { GAME_DESCRIPTORS } from '@cgkit/io-formats';
import { describe, expect, it } from 'vitest';
import { shapeProblems, type PackageShape } from './package-shape.js';
import { readRepoFile, ROOT } from './workspace.js';

// Every game package keeps each role in the same place, so a rule is found in one step (see
// "Where each role lives" in CONTRIBUTING.md, which this describes).
const GAME_ROLES = [
  'index.ts',
  'descriptor.ts',
  'model.ts',
  'rules.ts',
  'game.ts',
  'analysis.ts',
  'solver/**',
];
const GAME_FILES = [
  'index.ts',
  'descriptor.ts',
  'model.ts',
  'rules.ts',
  'game.ts',
  'solver/index.ts',
  'analysis.ts',
];
/** Test-only helpers, never published. */
const TESTING = 'testing/**';

const SHAPES: Record<string, PackageShape> = {
  'thirty-one': {
    roles: [...GAME_ROLES, TESTING],
    required: GAME_FILES,
  },
  galette: {
    roles: [
      ...GAME_ROLES,
      // The notation of nimbers (`*5`), for the files and the apps.
      'nimber.ts',
      // Wins by symmetry (parts that cancel), for the computer's guess on cakes too large to value.
      'mirror.ts',
      TESTING,
    ],
    required: GAME_FILES,
  },
  'board-escape': { roles: [...GAME_ROLES, TESTING], required: GAME_FILES },
  masyu: {
    // A puzzle: no game for core-search's two-player search, so no game.ts.
    roles: [
      ...GAME_ROLES.filter((role) => role !== 'game.ts'),
      'deduce/**',
      'generate/**',
      TESTING,
    ],
    required: GAME_FILES.filter((file) => file !== 'game.ts'),
  },
  // The values core stays flat and knows no game; each game is one module under rulesets/.
  'cgt-values': {
    roles: ['*.ts', 'rulesets/*.ts', TESTING],
    required: ['index.ts', 'ruleset.ts'],
  },
};

/** The files of a package's `src/`, relative to it (generated files left out: not tracked). */
function sourceFiles(pkg: string): string[] {
  const src = `${ROOT}packages/${pkg}/src/`;
  const files: string[] = [];
  const folders = [''];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    for (const entry of readdirSync(src + folder, { withFileTypes: true })) {
      if (entry.isDirectory()) folders.push(`${folder}${entry.name}/`);
      else if (!entry.name.endsWith('.generated.ts')) files.push(folder + entry.name);
    }
  }
  return files.sort();
}

/** The relative paths a module imports from. */
const localImports = (source: string): string[] =>
  [...source.matchAll(/from '(\.[^']*)'/g)].map((m) => m[1]!);

describe('the shape of the packages', () => {
  it('has a shape for every game, and every package with a descriptor is a listed game', () => {
    const games = GAME_DESCRIPTORS.map((game) => game.id).sort();
    expect(
      Object.keys(SHAPES)
        .filter((pkg) => pkg !== 'cgt-values')
        .sort(),
    ).toEqual(games);
    const withDescriptor = readdirSync(`${ROOT}packages`).filter((pkg) =>
      existsSync(`${ROOT}packages/${pkg}/src/descriptor.ts`),
    );
    expect(withDescriptor.sort()).toEqual(games);
  });

  for (const [pkg, shape] of Object.entries(SHAPES)) {
    it(`${pkg} keeps every file in its roles`, () => {
      expect(shapeProblems(sourceFiles(pkg), shape, `packages/${pkg}/src/`)).toEqual([]);
    });
  }

  // The games with a game.ts: every two-player game (Masyu, a puzzle, has none).
  for (const game of GAME_DESCRIPTORS.filter((g) => 'match' in g).map((g) => g.id)) {
    it(`${game}'s game.ts imports only its model and rules`, () => {
      const imports = localImports(readRepoFile(`packages/${game}/src/game.ts`));
      expect(imports.filter((path) => path !== './model.js' && path !== './rules.js')).toEqual([]);
    });
  }

  it("cgt-values's rulesets each export a ruleset (short or loopy), and its core imports none", () => {
    const files = sourceFiles('cgt-values').filter((file) => !/\.test(-d)?\.ts$/.test(file));
    // positions.ts is the table naming them all, with their parsers (for the CLI and the web app).
    const rulesets = files.filter(
      (file) => file.startsWith('rulesets/') && file !== 'rulesets/positions.ts',
    );
    expect(rulesets.length).toBeGreaterThanOrEqual(2);
    for (const file of rulesets) {
      const source = readRepoFile(`packages/cgt-values/src/${file}`);
      // A short game's ruleset is a PartizanRuleset; a loopy one builds its LoopyGame graph.
      expect(source, file).toMatch(/^export const \w+: PartizanRuleset<|^\): \{ game: LoopyGame;/m);
    }
    const core = files.filter((file) => !file.includes('/') && file !== 'index.ts');
    const intoRulesets = core.filter((file) =>
      localImports(readRepoFile(`packages/cgt-values/src/${file}`)).some((path) =>
        path.startsWith('./rulesets/'),
      ),
    );
    expect(intoRulesets).toEqual([]);
  });
});

describe('the shape check', () => {
  const shape: PackageShape = {
    roles: ['index.ts', 'model.ts', 'solver/**', 'rulesets/*.ts'],
    required: ['index.ts', 'model.ts', 'solver/index.ts'],
  };
  const files = ['index.ts', 'model.ts', 'solver/index.ts', 'solver/deep/x.ts', 'rulesets/a.ts'];

  it('accepts files in their roles, and tests beside them or at the top', () => {
    const tests = [
      'model.test.ts',
      'control.test-d.ts',
      'solver/deep/x.test.ts',
      'rulesets/a.test.ts',
    ];
    expect(shapeProblems([...files, ...tests], shape)).toEqual([]);
  });

  it('names a file outside the roles, and the roles allowed', () => {
    expect(
      shapeProblems([...files, 'helpers.ts', 'rulesets/b/c.ts', 'misc/x.test.ts'], shape),
    ).toEqual([
      'helpers.ts is outside the roles (index.ts, model.ts, solver/**, rulesets/*.ts)',
      'rulesets/b/c.ts is outside the roles (index.ts, model.ts, solver/**, rulesets/*.ts)',
      'misc/x.test.ts is outside the roles (index.ts, model.ts, solver/**, rulesets/*.ts)',
    ]);
  });

  it('names a missing file, a known gap filled and a role no file has', () => {
    const withGap = { ...shape, gaps: ['model.ts'] };
    expect(shapeProblems(['index.ts', 'model.ts', 'solver/x.ts'], withGap, 'src/')).toEqual([
      'src/solver/index.ts is missing',
      'src/model.ts is there now: take it off the known gaps',
      'no file of src/ has the role rulesets/*.ts: take it off the roles',
    ]);
  });
});
