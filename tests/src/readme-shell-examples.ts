import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { outputMatches, runCommand, shellBlocks, showsOutput } from './readme-shell.js';
import { testBound } from '../../vitest.shared.js';
import { ROOT, readRepoFile, workspacePackages } from './workspace.js';

/** The READMEs whose shell examples are run: the root's, then each package's. */
export const readmes = ['README.md', ...workspacePackages().map((pkg) => `${pkg.dir}/README.md`)];

/**
 * How many test files share the shell examples. Each block runs its commands one after another
 * in one CLI process at a time; vitest gives each file a worker, so the blocks' CLI runs keep
 * every core busy without more of them at once than cores (side by side in one file, five blocks
 * at once each took five times as long on a loaded machine, past their bound).
 */
export const SHELL_EXAMPLE_FILES = 3;

/** Commands of a block given one test bound (a block of 17 has five). */
const COMMANDS_PER_BOUND = 4;

/**
 * Defines the tests of part `part` (0 to SHELL_EXAMPLE_FILES − 1) of the READMEs' shell blocks
 * that show output: every SHELL_EXAMPLE_FILES-th block in reading order, so the long blocks of one
 * README fall into different parts.
 */
export function describeShellExamples(part: number): void {
  // Scratch folders sit in the workspace root's node_modules, outside every package, so that
  // `pnpm cgkit` finds the root's script there as it does in any folder of a clone. One per part:
  // the parts run at once, in different workers.
  const scratch = `${ROOT}node_modules/.cache/cgkit-readme-shell/part-${part}/`;
  const bin = `${scratch}bin/`;
  const blocks = readmes
    .flatMap((readme) =>
      shellBlocks(readRepoFile(readme))
        .filter((block) => showsOutput(block) && block.notRun === undefined)
        .map((block) => ({ readme, block })),
    )
    .filter((_, index) => index % SHELL_EXAMPLE_FILES === part);

  describe(`the shell examples of the READMEs, part ${part + 1} of ${SHELL_EXAMPLE_FILES}`, () => {
    rmSync(scratch, { recursive: true, force: true });
    mkdirSync(bin, { recursive: true });
    // `cgkit`, as after `npm install --global @cgkit/cli`: the CLI the test task built.
    writeFileSync(
      `${bin}cgkit`,
      `#!/bin/sh\nexec '${process.execPath}' '${ROOT}apps/cli/bin.cjs' "$@"\n`,
    );
    chmodSync(`${bin}cgkit`, 0o755);

    for (const { readme, block } of blocks) {
      // A block is a run of examples, each a CLI process: its bound is the test bound for every
      // few of them, so that a long block on a busy machine is not taken for a hung one.
      const bound = testBound * Math.max(1, Math.ceil(block.commands.length / COMMANDS_PER_BOUND));
      it(
        `${readme} block at line ${block.firstLine} prints what its comments show`,
        () => {
          const cwd = `${scratch}${readme.replaceAll('/', '-')}-${block.firstLine}/`;
          mkdirSync(cwd, { recursive: true });
          const differences = block.commands.flatMap((command) => {
            const run = runCommand(command.command, cwd, bin);
            return outputMatches(run.lines, command.shown)
              ? []
              : [
                  `${readme}:${command.line}: ${command.command} (exit code ${run.status})\n` +
                    `  README shows:\n${command.shown.map((line) => `    ${line}\n`).join('')}` +
                    `  actual:\n${run.lines.map((line) => `    ${line}\n`).join('')}`,
                ];
          });
          expect(differences).toEqual([]);
        },
        bound,
      );
    }
  });
}
