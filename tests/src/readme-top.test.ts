import { describe, expect, it } from 'vitest';
import { readRepoFile, workspacePackages } from './workspace.js';

/** The fenced blocks of a text, with their language, in order. */
function fencedBlocks(text: string): { language: string; code: string }[] {
  return [...text.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((match) => ({
    language: match[1]!,
    code: match[2]!,
  }));
}

describe('the README of every published package', () => {
  const published = workspacePackages().filter((pkg) => !pkg.private);

  it.each(published.map((pkg) => [pkg.name, pkg] as const))(
    '%s starts with its install line, then its smallest example',
    (name, pkg) => {
      const readme = readRepoFile(`${pkg.dir}/README.md`);
      // Before the first section: the title, one paragraph of purpose, the install, the example.
      const top = readme.slice(0, readme.search(/^## /m));
      const [install, example] = fencedBlocks(top);
      if (name === '@cgkit/cli') {
        expect(install?.code).toMatch(/^npm install --global @cgkit\/cli\ncgkit /);
      } else {
        expect(install).toEqual({ language: 'sh', code: `npm install ${name}\n` });
        expect(example?.language).toBe('ts');
        expect(example?.code).toContain(`from '${name}';`);
      }
    },
  );
});
