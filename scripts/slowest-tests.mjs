// Prints the slowest tests of the last `pnpm test` (or of any turbo run of test tasks), read from
// the logs turbo keeps for each task (`<package>/.turbo/turbo-<task>.log`, restored with a cached
// task): vitest's lines for its slow tests (over 300 ms), under their file's line, and the browser
// tests' lines (node's test runner: `✔ name (N ms)`). Durations are wall times: on a busy machine
// they say which tests are slow, not how slow they are on an idle one.
// usage (from the repository root): node scripts/slowest-tests.mjs [COUNT]  (10)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { stripVTControlCharacters } from 'node:util';

const count = Number(process.argv[2] ?? 10);
if (!Number.isInteger(count) || count < 1) {
  process.stderr.write(`slowest-tests: COUNT must be a positive integer, got ${process.argv[2]}\n`);
  process.exit(2);
}

const FILE_LINE = /^\s*[✓×]\s+\S+\s+(\S+\.test\.ts) \(\d+ tests?/;
const VITEST_TEST = /^\s{5,}[✓×] (.+?)\s+(\d+)ms$/;
const NODE_TEST = /^\s*✔ (.+) \((\d+(?:\.\d+)?)ms\)$/;

/** The folders of the workspace's packages, apps and workspace tests. */
const folders = ['packages', 'apps']
  .filter((group) => existsSync(group))
  .flatMap((group) => readdirSync(group).map((name) => join(group, name)))
  .concat('tests');

const tests = [];
for (const folder of folders) {
  const logs = join(folder, '.turbo');
  if (!existsSync(logs)) continue;
  for (const log of readdirSync(logs).filter((name) => /^turbo-test.*\.log$/.test(name))) {
    // turbo writes `test:app`'s log as `turbo-test$colon$app.log`.
    const task = `${folder}#${log.slice('turbo-'.length, -'.log'.length).replaceAll('$colon$', ':')}`;
    const text = stripVTControlCharacters(readFileSync(join(logs, log), 'utf8'));
    let file = 'e2e';
    for (const line of text.split('\n')) {
      const fileLine = FILE_LINE.exec(line);
      if (fileLine !== null) file = fileLine[1];
      const test = VITEST_TEST.exec(line) ?? NODE_TEST.exec(line);
      if (test !== null)
        tests.push({ ms: Number(test[2]), where: `${task} ${file}`, name: test[1] });
    }
  }
}

if (tests.length === 0) {
  process.stderr.write(
    'slowest-tests: no test durations in the turbo logs: run `pnpm test` first\n',
  );
  process.exit(1);
}
for (const { ms, where, name } of tests.sort((a, b) => b.ms - a.ms).slice(0, count)) {
  process.stdout.write(`${(ms / 1000).toFixed(1).padStart(6)} s  ${where}  ${name}\n`);
}
