// The web app's tests by area. Each area is a turbo task, `test:<area>` (turbo.json), that depends
// only on the packages its code imports: a change to Masyu's rules reruns the Masyu page's tests,
// not every page's. An area's unit tests are a vitest project (vite.config.ts); a page's browser
// tests are `e2e/<page>.test.ts` and `e2e/<page>-*.test.ts` (run by `e2e/run.ts`). `app` has
// every other test: the shell, the components, the worker's machinery, the home page, the harness.

/** The areas of the pages, each with its own browser tests. */
export const PAGE_AREAS = ['thirty-one', 'galette', 'board-escape', 'masyu', 'values'] as const;

/** The unit tests of each area but `app`, which has all the others. */
export const UNIT_TESTS: Readonly<Record<string, readonly string[]>> = {
  'thirty-one': ['src/pages/thirty-one/**/*.test.{ts,tsx}'],
  galette: ['src/pages/galette/**/*.test.{ts,tsx}'],
  'board-escape': ['src/pages/board-escape/**/*.test.{ts,tsx}'],
  masyu: ['src/pages/masyu/**/*.test.{ts,tsx}', 'src/worker/tasks/tasks.test.ts'],
  values: [
    'src/pages/values/**/*.test.{ts,tsx}',
    'src/worker/tasks/cgt.test.ts',
    'src/worker/tasks/text-checks.test.ts',
  ],
  // The two-player games' match in the worker, tested on 31, Galette and BoardEscape.
  match: ['src/worker/tasks/match.test.ts'],
};

/** Every area. */
export const AREAS: readonly string[] = ['app', ...Object.keys(UNIT_TESTS)];

/** The browser tests of an area among the names of `e2e/`'s files. */
export function e2eTestsOf(area: string, names: readonly string[]): string[] {
  const areaOf = (name: string): string =>
    PAGE_AREAS.find((page) => name === `${page}.test.ts` || name.startsWith(`${page}-`)) ?? 'app';
  return names.filter((name) => name.endsWith('.test.ts') && areaOf(name) === area);
}
