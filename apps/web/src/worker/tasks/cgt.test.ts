import { describe, expect, it } from 'vitest';
import type { ProgressView } from '../protocol.js';
import {
  evaluateExpression,
  evaluateLeftDeadEnd,
  evaluateLoopyExpression,
  evaluateMisere,
  evaluatePartizanMisere,
  evaluatePosition,
  takeBreakSequence,
  type PositionRuleset,
} from './cgt.js';

const value = (ruleset: PositionRuleset, position: string) => {
  const report = evaluatePosition({ ruleset, position });
  if (report.kind !== 'value') throw new Error(`expected a value, got ${JSON.stringify(report)}`);
  return report;
};

describe('cgt worker tasks', () => {
  it("values every ruleset's positions as the CLI does (cgkit cgt <ruleset> --json)", () => {
    const cases: [PositionRuleset, string, string][] = [
      ['domineering', '..|..', '+-1'],
      ['domineering', '...|...', '{2|-1/2}'],
      ['cram', '...|...', '*'],
      ['clobber', 'xxo', '^'],
      ['konane', 'xo.|.ox', '2'],
      ['fission', '.x.|...|.x.', '-2'],
      ['amazons', 'x...|...o', '+-{3,{4|0,{1|0,*}}}'],
      ['col', '...|.x.', '-1'],
      ['snort', '...|.x.', '{4||1|0}'],
      ['toads-frogs', 'T.F', '*'],
      ['hackenbush', 'BRR GG', '1/4*2'],
      ['toppling-dominoes', 'BBR GR', '0'],
      ['cutcake', '4x3 2x2', '1'],
      ['eatcake', '3x3', '*'],
      ['maundy-cake', '6x4', '0'],
      ['wythoff', '1,2 2,3', '*5'],
      ['gen-wythoff', '2: 1,3', '0'],
      ['mem', '10,6 10,4', '*3'],
      ['take-away', '2: 10,1 10,4', '*7'],
      ['mock-turtles', '...H', '*7'],
      ['ruler', '.H.H', '*6'],
      ['arc-kayles', '....', '*2'],
    ];
    for (const [ruleset, position, canonical] of cases) {
      expect([ruleset, position, value(ruleset, position).canonical]).toEqual([
        ruleset,
        position,
        canonical,
      ]);
    }
  });

  it('gives the summary: outcome, mean, temperature, atomic weight where defined, birthday', () => {
    expect(value('domineering', '..|..')).toMatchObject({
      outcome: 'N',
      mean: '0',
      temperature: '1',
      atomicWeight: null,
      birthday: 2,
    });
    expect(value('toads-frogs', 'TT..FF')).toMatchObject({ atomicWeight: '0', birthday: 1 });
    expect(value('clobber', 'xxo').atomicWeight).toBe('1');
  });

  it("draws the thermograph with the package's thermographSvg, labelled", () => {
    const { thermographSvg } = value('domineering', '..|..');
    expect(thermographSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    for (const label of ['mean 0', 'temperature 1', 'left wall, 1 at t = 0', '+-1']) {
      expect(thermographSvg).toContain(`>${label}<`);
    }
    expect(evaluateExpression('{5|-1}').thermographSvg).toContain('>mean 2<');
  });

  it('gives the outcome of a backsliding strip with draws', () => {
    expect(evaluatePosition({ ruleset: 'backsliding-toads-frogs', position: 'FF.TT.' })).toEqual({
      kind: 'loopy',
      outcome: 'L/D',
      leftFirst: 'L',
      rightFirst: 'D',
      positions: 15,
      // As `cgkit cgt backsliding-toads-frogs FF.TT.`: not a stopper, so its sides are given.
      stopper: false,
      simplest: null,
      // Its sides are stoppers (`+-on` is CGSuite's way of printing {on|off}); stops, degree and
      // variety belong to stoppers only.
      stopperSided: true,
      onside: 'on',
      offside: '+-on',
      leftStop: null,
      rightStop: null,
      degree: null,
      variety: null,
    });
    expect(
      evaluatePosition({ ruleset: 'backsliding-toads-frogs', position: 'TT.F' }),
    ).toMatchObject({ kind: 'loopy', outcome: 'L', stopper: true, simplest: 'on' });
  });

  it("returns the parser's mistake with its column, as the CLI words it", () => {
    expect(evaluatePosition({ ruleset: 'clobber', position: 'xxy' })).toEqual({
      kind: 'mistake',
      message: `Bad position: column 3: expected 'x' (Left), 'o' (Right), '.' (empty) or '#' (no cell), found "y".`,
      column: 3,
    });
    expect(evaluatePosition({ ruleset: 'domineering', position: '..|...' })).toMatchObject({
      kind: 'mistake',
      column: 4,
    });
    expect(evaluatePosition({ ruleset: 'cutcake', position: '4x3 0x2' })).toMatchObject({
      kind: 'mistake',
      column: 5,
    });
    expect(evaluatePosition({ ruleset: 'backsliding-toads-frogs', position: 'TxF' })).toMatchObject(
      { kind: 'mistake', column: 2 },
    );
    // The package's limits: a strip of 41 cells is one too many to follow.
    expect(
      evaluatePosition({ ruleset: 'backsliding-toads-frogs', position: '.'.repeat(41) }),
    ).toMatchObject({
      kind: 'mistake',
      message: expect.stringMatching(/at most 40 cells/) as string,
    });
  });

  it('reports the positions stored as it goes', () => {
    const seen: ProgressView[] = [];
    // Progress comes every 4,096 positions stored: a 4×5 board stores some 90,000.
    evaluatePosition({ ruleset: 'domineering', position: '.....|.....|.....|.....' }, (p) =>
      seen.push(p),
    );
    expect(seen.length).toBeGreaterThan(0);
    for (const p of seen) {
      expect(p).toEqual({
        message: expect.stringMatching(/^Valuing: [\d,]+ positions$/) as string,
        indeterminate: true,
      });
    }
  });

  it("computes any take-and-break code with its period, proved or not, and names a bad code's column", () => {
    const progress: ProgressView[] = [];
    const kayles = takeBreakSequence({ code: '0.77', count: 2000 }, (p) => progress.push(p));
    expect(kayles).toMatchObject({ kind: 'values', period: 12, preperiod: 71, proved: true });
    expect(progress.at(-1)?.message).toMatch(/ of 2,000 heaps$/);
    const lasker = takeBreakSequence({ code: '4.[3]', count: 40 });
    expect(lasker).toMatchObject({ kind: 'values', period: 4, saltus: 4, proved: false });
    expect(lasker.kind === 'values' && lasker.reason).toMatch(/no periodicity theorem/);
    const bad = takeBreakSequence({ code: ' 0.7x', count: 10 });
    expect(bad).toMatchObject({ kind: 'mistake', column: 5 });
    expect(bad.kind === 'mistake' && bad.message).toMatch(/^Bad code: column 5: .* found "x"\.$/);
  });

  it("reads CGSuite's Pow, PowTo and Subordinate in an expression, as cgkit cgt eval does", () => {
    expect(evaluateExpression('^.Pow(3) + ^.PowTo(2)').canonical).toBe('^[3]');
    expect(evaluateExpression('(1/8).Subordinate(1)').canonical).toBe('-3');
    expect(() => evaluateExpression('^.PowTo(-1)')).toThrow(/column 9/);
  });

  it('analyses a loopy expression as cgkit cgt loopy does: stops, degree and variety', () => {
    // `cgkit cgt loopy '^.Pow(on)'`: ^<on>, outcome L, stops 0 and 0, degree and variety ^<on>.
    expect(evaluateLoopyExpression('^.Pow(on)')).toMatchObject({
      kind: 'loopy',
      outcome: 'L',
      stopper: true,
      simplest: '^<on>',
      leftStop: '0',
      rightStop: '0',
      degree: '^<on>',
      variety: '^<on>',
    });
    expect(evaluateLoopyExpression('(upon+*).Subordinate(*)')).toMatchObject({ simplest: 'on' });
    expect(evaluateLoopyExpression('dud')).toMatchObject({ stopper: false, degree: null });
    expect(() => evaluateLoopyExpression('^.Pow(upon)')).toThrow(/column 7/);
  });

  it('values an impartial game in misère play as cgkit cgt misere does, with its phylum', () => {
    // `cgkit cgt misere '*2 + {*3}' --json` and `--parts --json`.
    expect(evaluateMisere('*2 + {*3}')).toEqual({
      kind: 'misere',
      form: '{{*3},{*2,*3,{*2,*3}},{*2,{*3}}}',
      outcome: 'N',
      genus: '2^20',
      misereGrundy: 2,
      birthday: 6,
      tame: true,
      tameable: true,
      phylum: 'tame',
      mate: '{{*3},{*2,*3,{*2,*3}},{*2,{*3}}}',
    });
    // CGSuite's test games (MisereCanonicalGameTestCase.scala): tameable but not tame; restless.
    expect(evaluateMisere('{{{*2},*}+*, {{*2},{*2}+*,{{*2},0}}}')).toMatchObject({
      tame: false,
      tameable: true,
    });
    expect(evaluateMisere('{{*2},*}')).toMatchObject({ tameable: false, phylum: 'restless' });
  });

  it('gives a sum of Left dead ends as cgkit cgt misere --left-dead-end --factors --race does', () => {
    // What `cgkit cgt misere --left-dead-end '{0, 1} + 1' --factors --race --json` prints.
    const cli = JSON.parse(
      '{"form":"{1, 2, {0, 1}}","canonical":"{{0, 1}}","birthday":3,"factors":[["0","{{0, 1}}"],["1","{0, 1}"],["{0, 1}","1"],["{{0, 1}}","0"]],"atom":false,"race":2,"flexibility":2,"racing":["{0, 1}"],"stalling":["{0, 1}"]}',
    ) as object;
    expect(evaluateLeftDeadEnd({ expression: '{0, 1} + 1', compare: null })).toEqual({
      kind: 'left-dead-end',
      ...cli,
    });
    // With `--compare 2`, it adds "compare":"2","order":"<".
    expect(evaluateLeftDeadEnd({ expression: '{0, 1} + 1', compare: '2' })).toMatchObject({
      compare: '2',
      order: '<',
    });
    expect(() => evaluateLeftDeadEnd({ expression: '1 + {1,}', compare: null })).toThrow(
      /column 8/,
    );
    expect(() => evaluateLeftDeadEnd({ expression: '1', compare: '{1 2}' })).toThrow(
      /column 4: in the game compared with: expected , or }/,
    );
  });

  it('values a partizan game in misère play as cgkit cgt misere --partizan does', () => {
    // What `cgkit cgt misere '{0|*}' --partizan --json` prints.
    const cli = JSON.parse(
      '{"outcome":"R","followers":3,"leftDeadEnd":false,"rightDeadEnd":false,"deadEnding":true,"blocking":true,"leftEndsDead":true,"rightEndsDead":true,"dicot":true,"pFree":false,"deadEndingReduced":"{0|{0|0}}"}',
    ) as object;
    const progress: ProgressView[] = [];
    const up = evaluatePartizanMisere({ expression: '{0|*}', compare: null }, (p) =>
      progress.push(p),
    );
    expect(up).toEqual({ kind: 'partizan-misere', expression: '{0|*}', compare: null, ...cli });
    expect(progress).toEqual([{ message: expect.any(String) as string, indeterminate: true }]);
    // With `1/2 --compare 1`: 1/2 < 1 modulo dead-ending games, = 1 modulo P-free ones.
    expect(evaluatePartizanMisere({ expression: '1/2', compare: '1' })).toMatchObject({
      deadEndingReduced: '{0|{0|}}',
      pFreeDeadEndingReduced: '{0|}',
      deadEndingOrder: '<',
      pFreeDeadEndingOrder: '=',
    });
    // 1 and −1 modulo P-free blocking games too (cgt-tools: −1 ≥ 1 there).
    expect(evaluatePartizanMisere({ expression: '1', compare: '-1' })).toMatchObject({
      pFreeBlockingReduced: '{0|}',
      pFreeBlockingOrder: '<',
    });
    // 0 ≥ {0,1|} modulo P-free dead-ending games, not modulo dead-ending games.
    expect(evaluatePartizanMisere({ expression: "'{0,1|}'", compare: '0' })).toMatchObject({
      deadEndingOrder: '||',
      pFreeDeadEndingOrder: '<',
    });
    expect(() => evaluatePartizanMisere({ expression: '{0|', compare: null })).toThrow(/column 4/);
    expect(() => evaluatePartizanMisere({ expression: '1', compare: '{0|' })).toThrow(
      /^column 4: in the game compared with: expected '}' to close the '{' at column 1/,
    );
  });

  it('plays a ruleset position in misère play as cgkit cgt misere --ruleset does', () => {
    // What `cgkit cgt misere '...|...|..#' --ruleset domineering --json` prints.
    const cli = JSON.parse(
      '{"outcome":"P","followers":36,"leftDeadEnd":false,"rightDeadEnd":false,"deadEnding":true,"blocking":true,"leftEndsDead":true,"rightEndsDead":true,"dicot":false,"pFree":false}',
    ) as object;
    const progress: ProgressView[] = [];
    const input = { ruleset: 'domineering', position: '...|...|..#' } as const;
    expect(evaluatePartizanMisere(input, (p) => progress.push(p))).toEqual({
      kind: 'partizan-misere',
      expression: '...|...|..#',
      compare: null,
      ...cli,
    });
    expect(progress).toEqual([{ message: expect.any(String) as string, indeterminate: true }]);
    expect(() =>
      evaluatePartizanMisere({ ruleset: 'backsliding-toads-frogs', position: 'T.F' }),
    ).toThrow(/^backsliding-toads-frogs is loopy/);
  });
});
