import { leftDeadEndFactors, misereOctal, parseLeftDeadEnd } from '@cgkit/cgt-values/misere';
import { describe, expect, it } from 'vitest';
import type { Command } from 'commander';
import type { CommandModule } from '../cli-kit.js';
import { registerMisereCommands } from './cgt-misere.js';
import { runCommand, type CommandResult } from '../testing/run-command.js';

const module: CommandModule = {
  title: 'cgt (misère only)',
  register(program: Command) {
    registerMisereCommands(program.command('cgt'));
  },
};
const run = (...args: string[]): Promise<CommandResult> => runCommand(module, ['cgt', ...args]);

describe('cgkit cgt misere', () => {
  it('prints the simplest form, outcome and genus of an expression', async () => {
    expect(await run('misere', '{*}')).toEqual({ out: '0\noutcome N, genus 0^120\n', code: 0 });
    expect(await run('misere', '*2 + *2')).toEqual({
      out: '{*2,*3}\noutcome P, genus 0^02\n',
      code: 0,
    });
    const { out } = await run('misere', '{0,*,*2}', '--json');
    expect(JSON.parse(out)).toEqual({
      form: '*3',
      outcome: 'N',
      genus: '3^31',
      misereGrundy: 3,
      birthday: 3,
      tame: true,
      mate: '*3',
    });
    // {0,{*2}} has genus 1^20, not a nim position's; its mate is {*,{*2}}.
    const wild: unknown = JSON.parse((await run('misere', '{0,{*2}}', '--json')).out);
    expect(wild).toMatchObject({ tame: false, mate: '{*,{*2}}' });
  });

  it('gives the misère difference', async () => {
    // * + *3 = *2 in misère play.
    expect(await run('misere', '*2', '--minus', '*3')).toEqual({ out: '*\n', code: 0 });
    expect(await run('misere', '*2 + {*2}', '--minus', '{*2}')).toEqual({ out: '*2\n', code: 0 });
    const { out } = await run('misere', '0', '--minus', '*2', '--json');
    expect(JSON.parse(out)).toEqual({ difference: null, found: false });
    expect((await run('misere', '--octal', '0.77', '--minus', '*')).code).toBe(2);
  });

  it('gives the parts, primality, partitions and phylum of a game', async () => {
    // *2 + *2 factors only as *2 + *2; * + *2 (= *3) is *2 with the unit *.
    expect(await run('misere', '*2 + *2', '--parts')).toEqual({
      out: 'parts: 0, *2, {*2,*3}\nprime no, restive no, restless no\nphylum tame, half-tame no\n= *2 + *2\n',
      code: 0,
    });
    const { out } = await run('misere', '*3', '--parts', '--json');
    expect(JSON.parse(out)).toEqual({
      parts: ['0', '*2'],
      prime: true,
      partitions: [['*2', '*']],
      restive: false,
      restless: false,
      phylum: 'nim-heap',
      halfTame: false,
    });
    // CGSuite's half-tame {{*2},0} (MisereCanonicalGameTestCase.scala): restive, and its double tame.
    expect((await run('misere', '{0,{*2}}', '--parts')).out).toContain(
      'restive yes, restless no\nphylum restive, half-tame yes\n',
    );
    expect((await run('misere', '0', '--parts')).out).toContain('= 0\n');
    expect((await run('misere', '--octal', '0.77', '--parts')).code).toBe(2);
    expect((await run('misere', '*2', '--parts', '--minus', '*')).code).toBe(2);
    expect((await run('misere', '{0|*}', '--parts', '--partizan')).code).toBe(2);
  });

  it('points at a mistake, exit code 2', async () => {
    const result = await run('misere', '{0,,*}');
    expect(result.code).toBe(2);
    expect(result.error).toBe('bad expression: column 4: expected a game\n  {0,,*}\n     ^');
    expect((await run('misere')).code).toBe(2);
    expect((await run('misere', '*', '--octal', '0.77')).code).toBe(2);
    expect((await run('misere', '--octal', '0.g')).code).toBe(2);
    expect((await run('misere', '{0|*}', '--ruleset', 'no-such-game')).code).toBe(2);
    expect((await run('misere', '{0|', '--partizan')).code).toBe(2);
  });

  it("gives a sum of Left dead ends' canonical form, birthday and order", async () => {
    // 1 ≥ {0, 1} (0 ≥ 0), {0, 1} is not ≥ 1 (1 ≥ 0 fails): the option 1 goes.
    expect(await run('misere', '--left-dead-end', '{1, {0, 1}}')).toEqual({
      out: '{{0, 1}}\nbirthday 3\n',
      code: 0,
    });
    expect(await run('misere', '--left-dead-end', '1 + 2', '--compare', '{2}')).toEqual({
      out: '3\nbirthday 3\n3 = 3\n',
      code: 0,
    });
    expect((await run('misere', '--left-dead-end', '1', '--compare', '{0, 1}')).out).toContain(
      '1 > {0, 1}\n',
    );
    // {0, 1} + 1 = {{0, 1}} < 2 = {1}: 1 ≥ {0, 1} (0 ≥ 0), and {0, 1} ≥ 1 fails as above.
    const { out } = await run(
      'misere',
      '--left-dead-end',
      '{0, 1} + 1',
      '--compare',
      '2',
      '--json',
    );
    expect(JSON.parse(out)).toEqual({
      form: '{1, 2, {0, 1}}',
      canonical: '{{0, 1}}',
      birthday: 3,
      compare: '2',
      order: '<',
    });
  });

  it('reads a Left dead end from standard input, and names the line and column of a mistake', async () => {
    const stdin = (text: string, ...args: string[]) =>
      runCommand(module, ['cgt', 'misere', '--left-dead-end', ...args, '-'], { stdin: text });
    expect(await stdin('{1,\n {0, 1}}\n')).toMatchObject({
      out: '{{0, 1}}\nbirthday 3\n',
      code: 0,
    });
    const bad = await stdin('{1,\n x}\n');
    expect(bad.code).toBe(2);
    expect(bad.error).toBe('<stdin>:2:2: expected a Left dead end');
    const inline = await run('misere', '--left-dead-end', '1 + {1,}');
    expect(inline.code).toBe(2);
    expect(inline.error).toBe(
      'bad Left dead end: column 8: expected a Left dead end\n  1 + {1,}\n         ^',
    );
    expect((await run('misere', '--left-dead-end', '1', '--compare', '{')).code).toBe(2);
    expect((await run('misere', '--left-dead-end', '1', '--octal', '0.77')).code).toBe(2);
    expect((await run('misere', '*', '--compare', '*')).code).toBe(2);
    expect((await run('misere', '--left-dead-end')).code).toBe(2);
    // A sum whose form is too long to write is the input's fault.
    const huge = await run('misere', '--left-dead-end', Array(6).fill('{0, 1, {2, 3}}').join('+'));
    expect(huge.code).toBe(2);
    expect(huge.error).toMatch(/too large/);
  });

  it("gives a Left dead end's factors, race and flexibility, as cgt-tools does", async () => {
    // cgt-tools' test: the factors of 3 are 0, 1, 2 and 3.
    expect(await run('misere', '--left-dead-end', '3', '--factors')).toEqual({
      out: '3\nbirthday 3\natom no, 4 factors:\n= 0 + 3\n= 1 + 2\n= 2 + 1\n= 3 + 0\n',
      code: 0,
    });
    expect((await run('misere', '--left-dead-end', '1', '--factors')).out).toContain(
      'atom yes, 2 factors:\n= 0 + 1\n= 1 + 0\n',
    );
    // {0, 5}: Right's race is one move (to 0), its longest play six (through 5).
    expect(await run('misere', '--left-dead-end', '{0, 5}', '--race')).toEqual({
      out: '{0, 5}\nbirthday 6\nrace 1, flexibility 1\nracing: 0\nstalling: 5\n',
      code: 0,
    });
    const g = '{1, 2} + {0, 1}';
    const { out } = await run('misere', '--left-dead-end', g, '--factors', '--race', '--json');
    const factors = leftDeadEndFactors(parseLeftDeadEnd('{1, 2}')).length;
    expect(JSON.parse(out)).toMatchObject({
      atom: false,
      // 2 ({1, 2} to 0 takes two moves) + 1.
      race: 3,
      factors: expect.arrayContaining([
        ['{1, 2}', '{0, 1}'],
        ['{0, 1}', '{1, 2}'],
      ]) as unknown,
    });
    expect(factors).toBe(2);
    expect((await run('misere', '*', '--factors')).code).toBe(2);
    expect((await run('misere', '*', '--race')).code).toBe(2);
  });

  it('names the line and column of a mistake in any game read from standard input', async () => {
    const stdin = (text: string, ...args: string[]) =>
      runCommand(module, ['cgt', 'misere', ...args, '-'], { stdin: text });
    // Line ends read as spaces.
    expect(await stdin('*2 +\n {*3}\n')).toMatchObject({
      out: (await run('misere', '*2 + {*3}')).out,
      code: 0,
    });
    const impartial = await stdin('*2 +\n {*3,}\n');
    expect(impartial.code).toBe(2);
    expect(impartial.error).toMatch(/^<stdin>:2:6: /);
    const partizan = await stdin('{0|\n x}\n', '--partizan');
    expect(partizan.code).toBe(2);
    expect(partizan.error).toMatch(/^<stdin>:2:2: expected /);
    // A grid's rows on lines, the mistake on the second.
    const grid = await stdin('\n..\n.?\n', '--ruleset', 'domineering');
    expect(grid.code).toBe(2);
    expect(grid.error).toMatch(/^<stdin>:3:2: /);
    expect((await stdin('..\n..\n', '--ruleset', 'domineering')).code).toBe(0);
  });

  it('lists the heaps of an octal game', async () => {
    expect(await run('misere', '--octal', '0.77', '--count', '6')).toEqual({
      out: 'outcomes: NPNNPN\nmisère Grundy: 1 0 2 3 0 1\ngenus: 0^120 1^031 2^20 3^31 1^031 4^146\n',
      code: 0,
    });
  });

  it('lists the heaps of any take-and-break code', async () => {
    const grundy = misereOctal('4!.0', 8).grundy.join(' ');
    const { out, code } = await run('misere', '--octal', '4!.0', '--count', '8');
    expect(code).toBe(0);
    expect(out).toContain(`misère Grundy: ${grundy}\n`);
  });

  it('gives the misère outcome and classes of a partizan game', async () => {
    // ↑ = {0|*}: Left's only move loses (Right then cannot move), Right's move to * wins.
    expect(await run('misere', '{0|*}', '--partizan')).toEqual({
      out: 'misère outcome R\ndead-ending yes, blocking yes, dicot yes, P-free no\ndead Left end no, dead Right end no\nreduced modulo dead-ending games: {0|{0|0}}\n',
      code: 0,
    });
    // 1/2 = {0|1} is 1 modulo P-free dead-ending games and P-free blocking ones (cgt-tools:
    // 1 = {0|1} there), not modulo dead-ending games.
    expect(JSON.parse((await run('misere', '1/2', '--partizan', '--json')).out)).toMatchObject({
      pFree: true,
      deadEndingReduced: '{0|{0|}}',
      pFreeDeadEndingReduced: '{0|}',
      pFreeBlockingReduced: '{0|}',
    });
    // 1 and −1 are incomparable modulo dead-ending games, −1 ≥ 1 modulo P-free ones (the order
    // of integers there: a move fewer to make is better); 1/2 < 1, and = 1 modulo P-free ones.
    expect(
      JSON.parse((await run('misere', '1', '--partizan', '--compare', '-1', '--json')).out),
    ).toMatchObject({
      deadEndingOrder: '||',
      pFreeDeadEndingOrder: '<',
      pFreeBlockingOrder: '<',
    });
    expect((await run('misere', '1/2', '--partizan', '--compare', '1')).out).toContain(
      'reduced modulo P-free blocking games: {0|}\nmodulo dead-ending games: 1/2 < 1\nmodulo P-free dead-ending games: 1/2 = 1\nmodulo P-free blocking games: 1/2 = 1\n',
    );
    // 0 ≥ {0,1|} modulo the P-free universes, not modulo dead-ending games.
    expect((await run('misere', "'{0,1|}'", '--partizan', '--compare', '0')).out).toContain(
      "modulo dead-ending games: '{0,1|}' || 0\nmodulo P-free dead-ending games: '{0,1|}' < 0\n",
    );
    // ↑ is not P-free: compared modulo dead-ending games only.
    const up: unknown = JSON.parse(
      (await run('misere', '{0|*}', '--partizan', '--compare', '0', '--json')).out,
    );
    expect(up).toHaveProperty('deadEndingOrder');
    expect(up).not.toHaveProperty('pFreeDeadEndingOrder');
    expect(up).not.toHaveProperty('pFreeBlockingOrder');
    const bad = await run('misere', '1', '--partizan', '--compare', '{0|');
    expect([bad.code, bad.error?.split('\n')[0]]).toEqual([
      2,
      "bad game compared with: column 4: expected '}' to close the '{' at column 1, found end of expression",
    ]);
    expect((await run('misere', '1', '--compare', '2')).code).toBe(2);
    // ±1 reduces to {1|-1}: nothing to remove.
    expect(JSON.parse((await run('misere', '{1|-1}', '--partizan', '--json')).out)).toMatchObject({
      deadEndingReduced: '{{0|}|{|0}}',
    });
    // A domino's room across: Right's one move, Left none ever.
    const { out } = await run('misere', '..', '--ruleset', 'domineering', '--json');
    expect(JSON.parse(out)).toMatchObject({
      outcome: 'L',
      leftDeadEnd: true,
      deadEnding: true,
      dicot: false,
      pFree: true,
      followers: 2,
    });
  });

  it('gives the outcome of a sum of heaps', async () => {
    const { out } = await run('misere', '--octal', '0.07', '--sum', '2,3', '--json');
    expect(JSON.parse(out)).toMatchObject({ heaps: [2, 3], outcome: 'N' });
  });

  it('gives the outcome and genus of a sum whose form is too long to print', async () => {
    const { out, code } = await run('misere', '--octal', '0.07', '--sum', '2,3,53,5');
    expect(code).toBe(0);
    expect(out).toBe(
      '(the form has more than 10,000,000 characters: not printed)\noutcome N, genus 3^31\n',
    );
    const json = await run('misere', '--octal', '0.07', '--sum', '2,3,53,5', '--json');
    expect(JSON.parse(json.out)).toMatchObject({ form: null, outcome: 'N', genus: '3^31' });
  });

  it('prints the misère quotient of 0.75', async () => {
    const { out, code } = await run('misere', '--octal', '0.75', '--quotient', '30');
    expect(code).toBe(0);
    expect(out).toContain('order 8: <a,b,c | a^2 = 1, b^3 = b, bc = ab, c^2 = b^2>');
    expect(out).toContain('P-portion: {a, b^2}');
    expect(out).toContain('periodic from heap 8 with period 2');
  });
});
