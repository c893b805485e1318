import { InputLimitError } from '@cgkit/cgt-values';
import {
  formatGenus,
  formatMisere,
  genus,
  MAX_MISERE_TEXT,
  misereOctal,
  misereQuotient,
  misereSum,
  parseMisere,
  type MisereGame,
} from '@cgkit/cgt-values/misere';
import type { Command } from 'commander';
import { parseIntOption, printJson, solveControl, UserError } from '../cli-kit.js';
import { onInput, type JsonOption } from './cgt-kit.js';

// `cgkit cgt misere`: impartial games in misère play, registered on the `cgt` command by cgt.ts.

/** The form's text, or null when it is too long to print (its outcome and genus still are). */
function printableForm(g: MisereGame): string | null {
  try {
    return formatMisere(g, solveControl());
  } catch (error) {
    if (error instanceof InputLimitError) return null;
    throw error;
  }
}

function describeMisere(g: MisereGame): Record<string, string | number | null> {
  const control = solveControl();
  return {
    form: printableForm(g),
    outcome: g.outcome,
    genus: formatGenus(genus(g, control)),
    misereGrundy: g.misereGrundy,
    birthday: g.birthday,
  };
}

/** The form, or a line saying it is too long to print. */
function formLine(form: string | number | null | undefined): string {
  return form === null
    ? `(the form has more than ${MAX_MISERE_TEXT.toLocaleString('en')} characters: not printed)`
    : String(form);
}

interface MisereOptions extends JsonOption {
  octal?: string;
  count?: string;
  quotient?: string;
  sum?: string;
}

function misere(expr: string | undefined, options: MisereOptions): void {
  const control = solveControl();
  if (options.octal === undefined) {
    if (expr === undefined) throw new UserError('give a game expression or --octal CODE');
    if (
      options.quotient !== undefined ||
      options.count !== undefined ||
      options.sum !== undefined
    ) {
      throw new UserError('--count, --quotient and --sum go with --octal');
    }
    const g = onInput('expression', expr, () => parseMisere(expr, control));
    const d = onInput('expression', expr, () => describeMisere(g));
    if (options.json === true) printJson(d);
    else process.stdout.write(`${formLine(d.form)}\noutcome ${d.outcome}, genus ${d.genus}\n`);
    return;
  }
  if (expr !== undefined) throw new UserError('give either an expression or --octal, not both');
  const code = options.octal;
  if (options.quotient !== undefined) {
    const largest = parseIntOption(options.quotient, '--quotient', 0, 100_000);
    const q = onInput('octal code', code, () => misereQuotient(code, largest, control));
    if (options.json === true) {
      printJson({
        code,
        maxHeap: largest,
        order: q.order,
        generators: q.generators,
        relations: q.relations,
        elements: q.elements,
        pPortion: q.pPortion,
        pretending: q.pretending,
        period: q.period ?? null,
        preperiod: q.preperiod ?? null,
      });
      return;
    }
    const periodic =
      q.period === undefined
        ? `heaps up to ${largest}; the pretending function is not proved periodic`
        : `pretending function periodic from heap ${q.preperiod} with period ${q.period}: the quotient of every heap`;
    process.stdout.write(
      [
        `order ${q.order}: <${q.generators.map((g) => g.name).join(',')} | ${q.relations.join(', ')}>`,
        `generators: ${q.generators.map((g) => `${g.name} = heap ${g.heap}`).join(', ')}`,
        `P-portion: {${q.pPortion.join(', ')}}`,
        `pretending: ${q.pretending.join(' ')}`,
        periodic,
      ].join('\n') + '\n',
    );
    return;
  }
  if (options.sum !== undefined) {
    const heaps = options.sum.split(',').map((h) => parseIntOption(h, '--sum', 0, 10_000));
    const largest = Math.max(...heaps);
    const result = onInput('octal code', code, () => {
      const { forms } = misereOctal(code, largest + 1, control);
      return misereSum(
        heaps.map((h) => forms[h]!),
        control,
      );
    });
    const d = onInput('octal code', code, () => describeMisere(result));
    if (options.json === true) printJson({ code, heaps, ...d });
    else process.stdout.write(`${formLine(d.form)}\noutcome ${d.outcome}, genus ${d.genus}\n`);
    return;
  }
  const count = parseIntOption(options.count ?? '20', '--count', 1, 10_000);
  const result = onInput('octal code', code, () => {
    const o = misereOctal(code, count, control);
    return { ...o, genera: o.forms.map((f) => formatGenus(genus(f, control))) };
  });
  if (options.json === true) {
    printJson({ code, outcomes: result.outcomes, grundy: result.grundy, genus: result.genera });
    return;
  }
  process.stdout.write(
    [
      `outcomes: ${result.outcomes.join('')}`,
      `misère Grundy: ${result.grundy.join(' ')}`,
      `genus: ${result.genera.join(' ')}`,
    ].join('\n') + '\n',
  );
}

/** Adds `misere` to the `cgt` command. */
export function registerMisereCommands(cgt: Command): void {
  cgt
    .command('misere')
    .description('impartial games in misère play: simplest form, outcome, genus; octal games')
    .argument('[expr]', 'a game such as "{0,{*2}}" or "*2 + {*3}" (0, *, *n, {…}, +, n.G)')
    .option('--octal <code>', 'an octal game such as 0.77 (Kayles) or 0.07 (Dawson’s Kayles)')
    .option(
      '--count <n>',
      'with --octal: outcomes, misère Grundy values and genus of heaps 0 to n-1',
    )
    .option('--quotient <n>', 'with --octal: the misère quotient of heaps 1 to n')
    .option('--sum <heaps>', 'with --octal: the sum of these heaps, e.g. 3,5,7')
    .option('--json', 'output as JSON')
    .action((expr: string | undefined, options: MisereOptions) => {
      misere(expr, options);
    });
}
