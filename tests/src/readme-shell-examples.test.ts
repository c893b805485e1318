import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { outputMatches, runCommand, shellBlocks, showsOutput } from './readme-shell.js';
import { ROOT, readRepoFile, workspacePackages } from './workspace.js';

// Scratch folders sit in the workspace root's node_modules, outside every package, so that
// `pnpm cgkit` finds the root's script there as it does in any folder of a clone.
const SCRATCH = `${ROOT}node_modules/.cache/cgkit-readme-shell/`;
const BIN = `${SCRATCH}bin/`;

const readmes = ['README.md', ...workspacePackages().map((pkg) => `${pkg.dir}/README.md`)];

describe('the shell examples of the READMEs', () => {
  rmSync(SCRATCH, { recursive: true, force: true });
  mkdirSync(BIN, { recursive: true });
  // `cgkit`, as after `npm install --global @cgkit/cli`: the CLI the test task built.
  writeFileSync(
    `${BIN}cgkit`,
    `#!/bin/sh\nexec '${process.execPath}' '${ROOT}apps/cli/bin.cjs' "$@"\n`,
  );
  chmodSync(`${BIN}cgkit`, 0o755);

  for (const readme of readmes) {
    const blocks = shellBlocks(readRepoFile(readme)).filter(
      (block) => showsOutput(block) && block.notRun === undefined,
    );
    it.each(blocks.map((block) => [block.firstLine, block] as const))(
      `${readme} block at line %i prints what its comments show`,
      (firstLine, block) => {
        const cwd = `${SCRATCH}${readme.replaceAll('/', '-')}-${firstLine}/`;
        mkdirSync(cwd, { recursive: true });
        const differences = block.commands.flatMap((command) => {
          const run = runCommand(command.command, cwd, BIN);
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
    );
  }

  it('skips only blocks that say why, and runs pnpm with options it knows', () => {
    for (const readme of readmes) {
      for (const block of shellBlocks(readRepoFile(readme))) {
        // pnpm 12 reads `-s` as --sequential: `--silent` is the option that keeps only the output.
        for (const { command, line } of block.commands) {
          expect(command, `${readme}:${line}`).not.toMatch(/\bpnpm -s\b/);
        }
        if (block.notRun !== undefined) expect(block.notRun.length).toBeGreaterThan(10);
      }
    }
  });
});
