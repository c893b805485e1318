import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { inspect, isDeepStrictEqual } from 'node:util';
import { runInThisContext } from 'node:vm';
import ts from 'typescript';

/** An expression of a README example whose value the README shows in a comment. */
export interface ShownValue {
  /** The line of the README where the expression ends (1-based). */
  readonly line: number;
  readonly code: string;
  /** The comment's text, `//` and one space taken off each line; lines joined by `\n`. */
  readonly shown: string;
}

/** A README's fenced TypeScript block: its code and where it starts. */
export interface ExampleBlock {
  readonly code: string;
  /** The README line of the block's first line of code (1-based). */
  readonly firstLine: number;
}

/** The ```ts blocks of a README. */
export function exampleBlocks(readme: string): ExampleBlock[] {
  const lines = readme.split('\n');
  const blocks: ExampleBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^```(ts|typescript)\s*$/.test(lines[i]!)) continue;
    const end = lines.indexOf('```', i + 1);
    if (end < 0) throw new Error(`README line ${i + 1}: the code block is not closed`);
    blocks.push({ code: lines.slice(i + 1, end).join('\n'), firstLine: i + 2 });
    i = end;
  }
  return blocks;
}

const commentText = (line: string): string => line.replace(/^\s*\/\/ ?/, '');

/**
 * Finds the expressions whose value a block shows, and rewrites the block so that each one hands
 * its value to `__shown(index, value)`. A value is shown by the comment lines right below the
 * statement, or else by the comment at the end of its line. `console.log(x)` shows `x`.
 */
export function instrument(block: ExampleBlock): { code: string; shown: ShownValue[] } {
  const file = ts.createSourceFile('example.ts', block.code, ts.ScriptTarget.Latest, true);
  const lines = block.code.split('\n');
  const shown: ShownValue[] = [];
  const edits: { start: number; end: number; text: string }[] = [];

  const visit = (node: ts.Node): void => {
    if (ts.isExpressionStatement(node)) {
      const endLine = file.getLineAndCharacterOfPosition(node.end).line;
      const below: string[] = [];
      for (let i = endLine + 1; i < lines.length && /^\s*\/\//.test(lines[i]!); i++) {
        below.push(commentText(lines[i]!));
      }
      const trailing = ts.getTrailingCommentRanges(block.code, node.end)?.[0];
      const text =
        below.length > 0
          ? below.join('\n')
          : trailing !== undefined
            ? commentText(block.code.slice(trailing.pos, trailing.end))
            : undefined;
      if (text !== undefined) {
        let expression = node.expression;
        if (
          ts.isCallExpression(expression) &&
          expression.expression.getText(file) === 'console.log' &&
          expression.arguments.length === 1
        ) {
          expression = expression.arguments[0]!;
        }
        const code = expression.getText(file);
        edits.push({
          start: node.getStart(file),
          end: node.end,
          text: `__shown(${shown.length}, ${code});`,
        });
        shown.push({ line: block.firstLine + endLine, code, shown: text });
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);

  let code = block.code;
  for (const edit of edits.reverse()) {
    code = code.slice(0, edit.start) + edit.text + code.slice(edit.end);
  }
  const js = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2023 },
  }).outputText;
  return { code: js, shown };
}

/**
 * The value a comment shows: a JavaScript literal at its start (`{ a: 1 }`, `[1, 2]`, `'x'`,
 * `13n`, `true`, `-3`), the rest of the comment being explanation. Undefined when the comment
 * starts with no literal.
 */
export function shownLiteral(text: string): { value: unknown } | undefined {
  const flat = text.replace(/\n/g, ' ').trim();
  let end: number;
  const opening = flat[0];
  if (opening === '{' || opening === '[' || opening === "'" || opening === '"') {
    end = literalEnd(flat);
  } else {
    const match = /^-?[\w.]+/.exec(flat);
    end = match?.[0].length ?? 0;
  }
  if (end === 0) return undefined;
  try {
    return { value: runInThisContext(`(${flat.slice(0, end)})`) as unknown };
  } catch {
    return undefined;
  }
}

/** The length of the bracketed or quoted literal at the start of the text (0 when unclosed). */
function literalEnd(text: string): number {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote !== '') {
      if (c === '\\') i++;
      else if (c === quote) {
        quote = '';
        if (depth === 0) return i + 1;
      }
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '{' || c === '[' || c === '(') depth++;
    else if (c === '}' || c === ']' || c === ')') {
      if (--depth === 0) return i + 1;
    }
  }
  return 0;
}

/**
 * A value as a README shows it: typed arrays as arrays, class instances as plain objects, and
 * properties holding `undefined` left out.
 */
export function plain(value: unknown): unknown {
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
    return Array.from(value as unknown as ArrayLike<number>);
  }
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) if (item !== undefined) out[key] = plain(item);
    return out;
  }
  return value;
}

/** Whether a value is the one the comment shows; a text may be shown as its raw lines. */
export function matches(value: unknown, shown: string): boolean {
  const literal = shownLiteral(shown);
  if (literal !== undefined && isDeepStrictEqual(plain(value), plain(literal.value))) return true;
  return typeof value === 'string' && value.replace(/\n$/, '') === shown;
}

declare global {
  var __shown: ((index: number, value: unknown) => void) | undefined;
}

/**
 * Runs a README block, written as a module to `file` (its imports resolve from there), and says
 * where a value differs from what the README shows: an empty list when every one matches.
 */
export async function runExample(
  readme: string,
  block: ExampleBlock,
  file: string,
): Promise<string[]> {
  const { code, shown } = instrument(block);
  if (shown.length === 0) return [`${readme}:${block.firstLine}: the example shows no value`];
  const seen = new Map<number, unknown>();
  globalThis.__shown = (i, value) => seen.set(i, value);
  writeFileSync(file, code);
  try {
    await import(pathToFileURL(file).href);
  } finally {
    globalThis.__shown = undefined;
  }
  return shown.flatMap((s: ShownValue, i) =>
    !seen.has(i)
      ? [`${readme}:${s.line}: ${s.code} was never evaluated`]
      : matches(seen.get(i), s.shown)
        ? []
        : [
            `${readme}:${s.line}: ${s.code}\n  README shows: ${s.shown}\n  actual:       ${inspect(seen.get(i), { depth: 6, breakLength: Infinity })}`,
          ],
  );
}
