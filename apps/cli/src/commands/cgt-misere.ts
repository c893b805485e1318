import { InputLimitError, NotationError, parseGame } from '@cgkit/cgt-values';
import {
  describePartizanMisere,
  formatGenus,
  formatMisere,
  genus,
  isMiserePrime,
  isHalfTame,
  isRestive,
  isRestless,
  isTame,
  leftDeadEndReport,
  miserePhylum,
  LoopyGameError,
  MisereNotationError,
  mate,
  MAX_MISERE_TEXT,
  misereOctal,
  misereQuotient,
  misereDifference,
  miserePartitions,
  misereParts,
  misereSum,
  parseLeftDeadEndSum,
  parseMisere,
  partizanMisereOf,
  type LeftDeadEnd,
  type MisereGame,
  type PartizanMisereDescription,
} from '@cgkit/cgt-values/misere';
import { POSITION_RULESETS } from '@cgkit/cgt-values/rulesets';
import type { Command } from 'commander';
import { parseIntOption, printJson, readInput, solveControl, UserError } from '../cli-kit.js';
import { onInput, refusingTooLarge, type JsonOption } from './cgt-kit.js';

// `cgkit cgt misere`: games in misère play, registered on the `cgt` command by cgt.ts: impartial
// games and take-and-break codes, and partizan games (a canonical form or a ruleset's position).

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

/**
 * An expression's description with its tameness and mate: these walk every follower (a genus
 * each), so a sum of large heaps is given without them.
 */
function describeExpression(g: MisereGame): Record<string, string | number | boolean | null> {
  const control = solveControl();
  return { ...describeMisere(g), tame: isTame(g, control), mate: printableForm(mate(g, control)) };
}

/** The form, or a line saying it is too long to print. */
function formLine(form: string | number | boolean | null | undefined): string {
  return form === null
    ? `(the form has more than ${MAX_MISERE_TEXT.toLocaleString('en')} characters: not printed)`
    : String(form);
}

interface MisereOptions extends JsonOption {
  octal?: string;
  count?: string;
  quotient?: string;
  sum?: string;
  partizan?: boolean;
  ruleset?: string;
  minus?: string;
  parts?: boolean;
  leftDeadEnd?: boolean;
  compare?: string;
  factors?: boolean;
  race?: boolean;
}

const yesNo = (b: boolean): string => (b ? 'yes' : 'no');

/**
 * The game read from standard input: its text (line ends as \n), and where the text the parsers
 * are given starts in it. That text has one character for each of this one's, so that a
 * mistake's column still names its character, given at its line and column.
 */
interface StandardInput {
  readonly source: string;
  readonly text: string;
  readonly start: number;
}

/**
 * Reads the user's `text` with `parse` (see onInput); a mistake in the game read from standard
 * input is given at its line and column there.
 */
function parsedInput<T>(
  what: string,
  text: string,
  parse: (text: string) => T,
  stdin?: StandardInput,
): T {
  if (stdin === undefined) return onInput(what, text, () => parse(text));
  try {
    return refusingTooLarge(() => parse(text));
  } catch (error) {
    if (!(error instanceof NotationError || error instanceof MisereNotationError)) throw error;
    const lines = stdin.text.slice(0, stdin.start + error.column - 1).split('\n');
    const message = error.message.replace(/^column \d+: /, '');
    throw new UserError(`${stdin.source}:${lines.length}:${lines.at(-1)!.length + 1}: ${message}`);
  }
}

/**
 * The misère outcome and classes of a partizan game: its canonical form (with its reduced forms,
 * and how it compares with --compare's game), or a ruleset's position.
 */
function partizan(expr: string, options: MisereOptions, stdin?: StandardInput): void {
  const control = solveControl();
  let report: PartizanMisereDescription;
  if (options.ruleset !== undefined) {
    const name = options.ruleset;
    const entry = POSITION_RULESETS.find((r) => r.name === name);
    if (entry?.kind !== 'short') {
      const names = POSITION_RULESETS.filter((r) => r.kind === 'short').map((r) => r.name);
      throw new UserError(`--ruleset must be a short game's ruleset: ${names.join(', ')}`);
    }
    const position = parsedInput('position', expr, (t) => entry.parse(t), stdin);
    report = onInput('position', expr, () => partizanMisereOf(position, entry.ruleset, control));
  } else {
    const g = parsedInput('expression', expr, (t) => parseGame(t, control), stdin);
    const text = options.compare;
    const compare =
      text === undefined
        ? undefined
        : onInput('game compared with', text, () => parseGame(text, control));
    report = onInput('expression', expr, () => describePartizanMisere(g, { compare }, control));
  }
  if (options.json === true) {
    printJson(report);
    return;
  }
  const {
    deadEndingReduced,
    pFreeDeadEndingReduced,
    pFreeBlockingReduced,
    deadEndingOrder,
    pFreeDeadEndingOrder,
    pFreeBlockingOrder,
  } = report;
  process.stdout.write(
    [
      `misère outcome ${report.outcome}`,
      `dead-ending ${yesNo(report.deadEnding)}, blocking ${yesNo(report.blocking)}, dicot ${yesNo(report.dicot)}, P-free ${yesNo(report.pFree)}`,
      `dead Left end ${yesNo(report.leftDeadEnd)}, dead Right end ${yesNo(report.rightDeadEnd)}`,
      ...(deadEndingReduced === undefined
        ? []
        : [`reduced modulo dead-ending games: ${deadEndingReduced}`]),
      ...(pFreeDeadEndingReduced === undefined
        ? []
        : [`reduced modulo P-free dead-ending games: ${pFreeDeadEndingReduced}`]),
      ...(pFreeBlockingReduced === undefined
        ? []
        : [`reduced modulo P-free blocking games: ${pFreeBlockingReduced}`]),
      ...(deadEndingOrder === undefined
        ? []
        : [`modulo dead-ending games: ${expr} ${deadEndingOrder} ${options.compare}`]),
      ...(pFreeDeadEndingOrder === undefined
        ? []
        : [`modulo P-free dead-ending games: ${expr} ${pFreeDeadEndingOrder} ${options.compare}`]),
      ...(pFreeBlockingOrder === undefined
        ? []
        : [`modulo P-free blocking games: ${expr} ${pFreeBlockingOrder} ${options.compare}`]),
    ].join('\n') + '\n',
  );
}

/** A game's even parts, whether it is prime, its partitions into primes, its phylum. */
function printParts(g: MisereGame, options: MisereOptions): void {
  const control = solveControl();
  const forms = (games: readonly MisereGame[]): (string | null)[] => games.map(printableForm);
  const report = {
    parts: forms(misereParts(g, control)),
    prime: isMiserePrime(g, control),
    partitions: miserePartitions(g, control).map(forms),
    restive: isRestive(g, control),
    restless: isRestless(g, control),
    phylum: miserePhylum(g, control),
    halfTame: isHalfTame(g, control),
  };
  if (options.json === true) {
    printJson(report);
    return;
  }
  const text = (form: string | null): string => form ?? '(too long to print)';
  const sum = (p: (string | null)[]): string => (p.length === 0 ? '0' : p.map(text).join(' + '));
  process.stdout.write(
    [
      `parts: ${report.parts.map(text).join(', ')}`,
      `prime ${yesNo(report.prime)}, restive ${yesNo(report.restive)}, restless ${yesNo(report.restless)}`,
      `phylum ${report.phylum}, half-tame ${yesNo(report.halfTame)}`,
      ...report.partitions.map((p) => `= ${sum(p)}`),
    ].join('\n') + '\n',
  );
}

/**
 * A sum of Left dead ends in cgt-tools' notation: its canonical form and birthday, how it
 * compares with the --compare one, and with --factors and --race cgt-tools' tools on it.
 */
function leftDeadEnd(expr: string, options: MisereOptions, stdin?: StandardInput): void {
  const control = solveControl();
  const read = (text: string, from?: StandardInput): LeftDeadEnd =>
    parsedInput('Left dead end', text, (t) => parseLeftDeadEndSum(t, control), from);
  const g = read(expr, stdin);
  const other = options.compare === undefined ? undefined : read(options.compare);
  // Forms past the limits met on the way (a sum too deep) are the input's fault too.
  const report = refusingTooLarge(() =>
    leftDeadEndReport(
      g,
      { compare: other, factors: options.factors === true, race: options.race === true },
      control,
    ),
  );
  const { comparison, factors, race } = report;
  if (options.json === true) {
    const { form, canonical, birthday } = report;
    printJson({ form, canonical, birthday, ...comparison, ...factors, ...race });
    return;
  }
  const lines = [report.canonical, `birthday ${report.birthday}`];
  if (comparison !== undefined) {
    lines.push(`${report.canonical} ${comparison.order} ${comparison.compare}`);
  }
  if (factors !== undefined) {
    lines.push(`atom ${yesNo(factors.atom)}, ${factors.factors.length} factors:`);
    lines.push(...factors.factors.map(([x, y]) => `= ${x} + ${y}`));
  }
  if (race !== undefined) {
    lines.push(`race ${race.race}, flexibility ${race.flexibility}`);
    lines.push(`racing: ${race.racing.join(', ') || 'none'}`);
    lines.push(`stalling: ${race.stalling.join(', ') || 'none'}`);
  }
  process.stdout.write(lines.join('\n') + '\n');
}

function misere(expr: string | undefined, options: MisereOptions, stdin?: StandardInput): void {
  const control = solveControl();
  if (options.leftDeadEnd === true) {
    if (expr === undefined) throw new UserError('give a Left dead end, such as "{0, 1} + 2"');
    const others = [
      options.octal,
      options.minus,
      options.ruleset,
      options.count,
      options.quotient,
      options.sum,
    ];
    if (
      others.some((o) => o !== undefined) ||
      options.parts === true ||
      options.partizan === true
    ) {
      throw new UserError(
        '--left-dead-end goes with --compare, --factors, --race and --json alone',
      );
    }
    leftDeadEnd(expr, options, stdin);
    return;
  }
  if (options.factors === true || options.race === true) {
    throw new UserError('--factors and --race go with --left-dead-end');
  }
  if (
    options.compare !== undefined &&
    (options.partizan !== true || options.ruleset !== undefined)
  ) {
    throw new UserError('--compare goes with --left-dead-end or --partizan');
  }
  if (options.partizan === true || options.ruleset !== undefined) {
    if (expr === undefined) throw new UserError('give a game or a position');
    if (options.octal !== undefined || options.minus !== undefined || options.parts === true) {
      throw new UserError('--octal, --minus and --parts go without --partizan');
    }
    try {
      partizan(expr, options, stdin);
    } catch (error) {
      if (error instanceof LoopyGameError) throw new UserError(error.message);
      throw error;
    }
    return;
  }
  if (options.octal === undefined) {
    if (expr === undefined) throw new UserError('give a game expression or --octal CODE');
    if (
      options.quotient !== undefined ||
      options.count !== undefined ||
      options.sum !== undefined
    ) {
      throw new UserError('--count, --quotient and --sum go with --octal');
    }
    if (options.minus !== undefined && options.parts === true) {
      throw new UserError('give --minus or --parts, not both');
    }
    const g = parsedInput('expression', expr, (t) => parseMisere(t, control), stdin);
    if (options.minus !== undefined) {
      const minus = options.minus;
      const h = onInput('expression', minus, () => parseMisere(minus, control));
      const x = onInput('expression', expr, () => misereDifference(g, h, control));
      const form = x === undefined ? null : printableForm(x);
      if (options.json === true) printJson({ difference: form, found: x !== undefined });
      else if (x === undefined)
        process.stdout.write(`no game X with (${minus}) + X = (${expr}) found\n`);
      else process.stdout.write(`${formLine(form)}\n`);
      return;
    }
    if (options.parts === true) {
      printParts(g, options);
      return;
    }
    const d = onInput('expression', expr, () => describeExpression(g));
    if (options.json === true) printJson(d);
    else process.stdout.write(`${formLine(d.form)}\noutcome ${d.outcome}, genus ${d.genus}\n`);
    return;
  }
  if (expr !== undefined) throw new UserError('give either an expression or --octal, not both');
  if (options.parts === true) throw new UserError('--parts goes with an expression');
  if (options.minus !== undefined) throw new UserError('--minus goes with an expression');
  const code = options.octal;
  if (options.quotient !== undefined) {
    const largest = parseIntOption(options.quotient, '--quotient', 0, 100_000);
    const q = onInput('code', code, () => misereQuotient(code, largest, control));
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
    const result = onInput('code', code, () => {
      const { forms } = misereOctal(code, largest + 1, control);
      return misereSum(
        heaps.map((h) => forms[h]!),
        control,
      );
    });
    const d = onInput('code', code, () => describeMisere(result));
    if (options.json === true) printJson({ code, heaps, ...d });
    else process.stdout.write(`${formLine(d.form)}\noutcome ${d.outcome}, genus ${d.genus}\n`);
    return;
  }
  const count = parseIntOption(options.count ?? '20', '--count', 1, 10_000);
  const result = onInput('code', code, () => {
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
    .description(
      'games in misère play: an impartial game’s simplest form, outcome, genus, tameness and mate, parts and partitions; take-and-break games; a partizan game’s misère outcome and classes; Left dead ends’ canonical forms, sums, order, factors and races',
    )
    .argument(
      '[expr]',
      'a game such as "{0,{*2}}" or "*2 + {*3}" (0, *, *n, {…}, +, n.G); with --partizan a game such as "{0|*}", with --ruleset a position, with --left-dead-end a sum such as "{0, 1} + 2"; - reads it from standard input',
    )
    .option(
      '--octal <code>',
      'a take-and-break code: 0.77 (Kayles), 0.07 (Dawson’s Kayles), 4!.0 (Grundy’s game), 0.F, 0.[3], S(1,3)',
    )
    .option(
      '--count <n>',
      'with --octal: outcomes, misère Grundy values and genus of heaps 0 to n-1',
    )
    .option('--quotient <n>', 'with --octal: the misère quotient of heaps 1 to n')
    .option('--sum <heaps>', 'with --octal: the sum of these heaps, e.g. 3,5,7')
    .option(
      '--minus <expr>',
      'the misère difference: the game X with EXPR2 + X = EXPR (unique when there is one)',
    )
    .option(
      '--parts',
      'the even parts of the game (H with H + X = G, up to *), whether it is prime, its partitions into primes, whether it is restive or restless, its phylum (as in CGSuite: nim-heap, tame, reversibly-tame, tameable, restive, reversibly-restive, restless, wild) and whether it is half-tame',
    )
    .option(
      '--partizan',
      'the expression is a partizan game: the misère outcome of its canonical form, whether it is dead-ending, blocking, a dicot, P-free, and a dead-ending one reduced modulo dead-ending games (a P-free one also modulo P-free dead-ending games), a P-free blocking one modulo P-free blocking games',
    )
    .option(
      '--ruleset <name>',
      'the argument is a position of this ruleset (e.g. domineering): the same, played on its moves',
    )
    .option(
      '--left-dead-end',
      "the expression is a sum of Left dead ends in cgt-tools' notation (n for n Right moves in a row, {A, B, …} for Right's options, +): its canonical form and birthday",
    )
    .option(
      '--compare <expr>',
      'with --left-dead-end: how the game compares with this one in the monoid of Left dead ends (<, =, >, ||); with --partizan: modulo dead-ending games and, both P-free, modulo P-free dead-ending games; modulo P-free blocking games when both are P-free and blocking',
    )
    .option(
      '--factors',
      "with --left-dead-end: its factors (every X, up to equality, with a Y such that X + Y is the game, as cgt-tools' factors) and whether it is an atom",
    )
    .option(
      '--race',
      "with --left-dead-end: cgt-tools' race (Right's fewest moves to the end) and flexibility (Right's most moves before a line of moves) of its canonical form, and its racing and stalling options",
    )
    .option('--json', 'output as JSON')
    .action(async (expr: string | undefined, options: MisereOptions) => {
      if (expr !== '-') {
        misere(expr, options);
        return;
      }
      // `-` reads the game from standard input: a ruleset's grid may have its rows on lines
      // (joined by |; a JSON graph is kept whole), other line ends read as spaces.
      const whole = (await readInput('-')).text.replace(/\r\n/g, '\n');
      const text = options.ruleset === undefined ? whole.trimEnd() : whole.trim();
      const start = options.ruleset === undefined ? 0 : whole.length - whole.trimStart().length;
      const given =
        options.ruleset === undefined
          ? text.replace(/\s/g, ' ')
          : text.startsWith('{')
            ? text
            : text.replace(/\n/g, '|');
      misere(given, options, { source: '<stdin>', text: whole, start });
    });
}
