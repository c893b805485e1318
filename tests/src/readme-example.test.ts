import { describe, expect, it } from 'vitest';
import { exampleBlocks, instrument, plain, shownLiteral } from './readme-example.js';

describe('README example reading', () => {
  it('finds the TypeScript blocks with their first line', () => {
    const readme = 'text\n```ts\na();\n```\n```sh\nls\n```\n```ts\nb();\n```\n';
    expect(exampleBlocks(readme)).toEqual([
      { code: 'a();', firstLine: 3 },
      { code: 'b();', firstLine: 9 },
    ]);
  });

  it('takes the lines below a statement, else its line end, as the shown value', () => {
    const { code, shown } = instrument({
      code: [
        'const x = 1; // not an expression statement',
        'f(x); // 2: explained',
        'g(x); // inline words',
        '// { a: 1 }',
        '',
        '// narrative',
        'h();',
        'if (x) console.log(k(x));',
        '  // raw',
        '  // lines',
      ].join('\n'),
      firstLine: 10,
    });
    expect(shown).toEqual([
      { line: 11, code: 'f(x)', shown: '2: explained' },
      { line: 12, code: 'g(x)', shown: '{ a: 1 }' },
      { line: 17, code: 'k(x)', shown: 'raw\nlines' },
    ]);
    expect(code).toContain('__shown(0, f(x));');
    expect(code).toContain('__shown(2, k(x));');
    expect(code).toContain('h();');
  });

  it('reads the literal at the start of a comment', () => {
    expect(shownLiteral("{ winner: 'Bob', move: null }   (why)")).toEqual({
      value: { winner: 'Bob', move: null },
    });
    expect(shownLiteral('[1, 2]: bits')).toEqual({ value: [1, 2] });
    expect(shownLiteral("'*3'")).toEqual({ value: '*3' });
    expect(shownLiteral('13n')).toEqual({ value: 13n });
    expect(shownLiteral('5478 reachable positions')).toEqual({ value: 5478 });
    expect(shownLiteral('true: equal games are one object')).toEqual({ value: true });
    expect(shownLiteral('-3/4')).toEqual({ value: -3 });
    expect(shownLiteral('no literal here')).toBeUndefined();
  });

  it('shows typed arrays as arrays and drops undefined properties', () => {
    expect(plain({ a: new Uint8Array([1, 2]), b: undefined, c: [{ d: 1 }] })).toEqual({
      a: [1, 2],
      c: [{ d: 1 }],
    });
  });
});
