import {
  nimInverse,
  nimProduct,
  nimQuotient,
  nimSum,
  octalGrundy,
  takeAndBreakGrundy,
} from '@cgkit/cgt-values/impartial';
import type { Command } from 'commander';
import { UserError, parseIntOption, printJson, solveControl } from '../cli-kit.js';
import { heapValues, type JsonOption } from './cgt-kit.js';

// `cgkit cgt octal`, `nim` and `take-break`: impartial games and nimbers, registered on the
// `cgt` command by cgt.ts.

function nimber(text: string): bigint {
  if (!/^\d+$/.test(text))
    throw new UserError(`a nimber is a whole number, got ${JSON.stringify(text)}`);
  return BigInt(text);
}

function nim(a: string, op: string | undefined, b: string | undefined): bigint {
  const control = solveControl();
  if (a === 'inv') {
    if (op === undefined || b !== undefined) throw new UserError('usage: cgkit cgt nim inv A');
    const x = nimber(op);
    if (x === 0n) throw new UserError('0 has no nim-inverse');
    return nimInverse(x, control);
  }
  if (op === undefined || b === undefined)
    throw new UserError('usage: cgkit cgt nim A OP B, OP one of + * x /');
  const [x, y] = [nimber(a), nimber(b)];
  if (op === '+') return nimSum(x, y);
  if (op === '*' || op === 'x') return nimProduct(x, y, control);
  if (op === '/') {
    if (y === 0n) throw new UserError('division by the nimber 0');
    return nimQuotient(x, y, control);
  }
  throw new UserError(`unknown nim operation ${JSON.stringify(op)}: use +, * (or x) or /`);
}

function octalReport(code: string, countText: string, options: JsonOption): void {
  const count = parseIntOption(countText, '--count', 1, 10_000_000);
  const result = heapValues('octal', code, count, (control) => octalGrundy(code, count, control));
  if (options.json === true) {
    printJson({
      code,
      values: Array.from(result.values),
      period: result.period ?? null,
      preperiod: result.preperiod ?? null,
    });
    return;
  }
  const period =
    result.period === undefined
      ? `not yet periodic within ${count}`
      : `period ${result.period}, preperiod ${result.preperiod}`;
  process.stdout.write(`${result.values.join(' ')}\n${period}\n`);
}

function takeBreak(code: string, countText: string, options: JsonOption): void {
  const count = parseIntOption(countText, '--count', 1, 1_000_000);
  const result = heapValues('take-and-break', code, count, (control) =>
    takeAndBreakGrundy(code, count, control),
  );
  const { values, period, preperiod, saltus, proved, reason } = result;
  if (options.json === true) {
    printJson({ code, values: Array.from(values), period, preperiod, saltus, proved, reason });
    return;
  }
  const kind = saltus === 0 ? `period ${period}` : `arithmetic period ${period}, saltus ${saltus}`;
  const regularity =
    period === undefined
      ? `no period found within ${count}`
      : `${kind}, preperiod ${preperiod}${proved ? ' (proved)' : ` (holds up to ${count}, not proved: ${reason})`}`;
  process.stdout.write(`${values.join(' ')}\n${regularity}\n`);
}

/** Adds `octal` and `nim` to the `cgt` command. */
export function registerOctalAndNimCommands(cgt: Command): void {
  cgt
    .command('octal')
    .description('Grundy values of an octal game such as 0.77 (Kayles), with its period')
    .argument('<code>', 'the octal code, e.g. 0.77, 0.07, 0.137, 4.07')
    .requiredOption('--count <n>', 'how many heap sizes, 0 to n-1')
    .option('--json', 'output {code, values, period, preperiod}')
    .action((code: string, options: JsonOption & { count: string }) => {
      octalReport(code, options.count, options);
    });
  cgt
    .command('nim')
    .description('nimber arithmetic: A + B, A * B (or A x B), A / B, or inv A')
    .argument('<a>', 'a whole number, or inv')
    .argument('[op]', '+, * (or x, which the shell leaves alone) or /; after inv, the number')
    .argument('[b]', 'a whole number')
    .action((a: string, op: string | undefined, b: string | undefined) => {
      process.stdout.write(`${nim(a, op, b)}\n`);
    });
}

/** Adds `take-break` to the `cgt` command. */
export function registerTakeBreakCommand(cgt: Command): void {
  cgt
    .command('take-break')
    .description(
      "Grundy values of a take-and-break game of any code: octal or hexadecimal (0.77, 0.3F), with ! (heaps all different, 4!.0 is Grundy's game) or ? (not all equal), repeated digits (0.[3]), or a subtraction game S(1,3,4)",
    )
    .argument('<code>', 'the code')
    .requiredOption('--count <n>', 'how many heap sizes, 0 to n-1')
    .option('--json', 'output {code, values, period, preperiod, saltus, proved, reason}')
    .action((code: string, options: JsonOption & { count: string }) => {
      takeBreak(code, options.count, options);
    });
}
