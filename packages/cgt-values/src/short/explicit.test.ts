import { MemoryBudgetError } from '@cgkit/core-search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalFormOf,
  explicitConjunctiveSum,
  explicitGame,
  explicitOrdinalSum,
  explicitOverheat,
  explicitSelectiveSum,
  type ExplicitGame,
  isExplicit,
  negateForm,
  type GameForm,
} from './explicit.js';
import { add, negate } from './arithmetic.js';
import {
  formatExplicitGame,
  formatGame,
  NotationError,
  parseExplicitGame,
  parseGame,
} from './notation.js';
import {
  conjunctiveSum,
  ordinalSum,
  ordinalSumOnForm,
  overheat,
  selectiveSum,
  upPowerSum,
} from './operations.js';
import { num, STAR, ZERO } from './store.js';
import { arbitraryExplicit, explicitCopy, explicitOfTree, treeOf } from '../testing/explicit.js';
import {
  arbitraryGame,
  bornByDay,
  form,
  formEqual,
  formNegate,
  formSum,
  fromForm,
  type Form,
} from '../testing/forms.js';

const g = parseGame;
/** Small canonical games: those born by day 2, and some numbers and nimbers. */
const smallGame = fc.oneof(
  fc.constantFrom(...bornByDay(2)),
  fc.constantFrom(num(3), num(-2), g('3/4'), g('*2'), g('^*'), g('{3|-1}')),
);
const e = (text: string): GameForm => parseExplicitGame(text);
const value = (x: GameForm): string => formatGame(canonicalFormOf(x));

// The operations by their bare definitions on plain trees (Winning Ways, ch. 9 and 15).
function formOrdinal(a: Form, b: Form): Form {
  return form(
    [...a.left, ...b.left.map((x) => formOrdinal(a, x))],
    [...a.right, ...b.right.map((x) => formOrdinal(a, x))],
  );
}
function formConjunctive(a: Form, b: Form): Form {
  return form(
    a.left.flatMap((x) => b.left.map((y) => formConjunctive(x, y))),
    a.right.flatMap((x) => b.right.map((y) => formConjunctive(x, y))),
  );
}
function formSelective(a: Form, b: Form): Form {
  const side = (as: readonly Form[], bs: readonly Form[]): Form[] => [
    ...as.map((x) => formSelective(x, b)),
    ...bs.map((y) => formSelective(a, y)),
    ...as.flatMap((x) => bs.map((y) => formSelective(x, y))),
  ];
  return form(side(a.left, b.left), side(a.right, b.right));
}
/** n copies of s as a tree. */
function formCopies(s: Form, n: number): Form {
  let total = form([], []);
  for (let i = 0; i < Math.abs(n); i++) total = formSum(total, n > 0 ? s : formNegate(s));
  return total;
}
/** Overheating by the definition: an integer (by value, Conway's ≤) is copies of s. */
function formOverheat(a: Form, s: Form, t: Form): Form {
  for (let n = -4; n <= 4; n++) {
    if (formEqual(a, formCopies(form([form([], [])], []), n))) return formCopies(s, n);
  }
  return form(
    a.left.map((x) => formSum(t, formOverheat(x, s, t))),
    a.right.map((x) => formSum(formOverheat(x, s, t), formNegate(t))),
  );
}

describe('explicit forms', () => {
  it('keep every option as written, duplicates and dominated ones, in order', () => {
    const x = e("'{0,0,-1,*|1}'");
    expect(isExplicit(x)).toBe(true);
    expect((x as ExplicitGame).left.map((o) => formatExplicitGame(o))).toEqual([
      '0',
      '0',
      '-1',
      '*',
    ]);
    expect(formatExplicitGame(x)).toBe("'{0,0,-1,*|1}'");
    expect(canonicalFormOf(x)).toBe(g('{0,*|1}'));
    // Every brace inside the quotes is a form too; bar runs nest as in canonical notation.
    expect(formatExplicitGame(e("'{3||2|1,{*|*}}'"))).toBe("'{3|'{2|1,'{*|*}'}'}'");
    expect(formatExplicitGame(e("'{'{*|*}'|}'"))).toBe("'{'{*|*}'|}'");
  });

  it('have the value of their tree (Conway’s order on the bare trees)', () => {
    fc.assert(
      fc.property(arbitraryExplicit(3), (x) => {
        expect(formEqual(treeOf(canonicalFormOf(x)), treeOf(x))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('print and read back as the same tree', () => {
    fc.assert(
      fc.property(arbitraryExplicit(3), (x) => {
        const text = formatExplicitGame(x);
        expect(treeOf(parseExplicitGame(text))).toEqual(treeOf(x));
        expect(parseGame(text)).toBe(canonicalFormOf(x));
      }),
      { numRuns: 60 },
    );
  });

  it('are equal games read as values: parseGame gives the canonical form', () => {
    expect(g("'{*|*}'")).toBe(ZERO);
    expect(g("'{*|*}' + 3")).toBe(num(3));
    expect(g("-'{1|-1}'")).toBe(g('+-1'));
  });

  it('negate node by node, keeping the form', () => {
    expect(formatExplicitGame(negateForm(e("'{0,*|1}'")))).toBe("'{-1|0,*}'");
    expect(formatExplicitGame(e("-'{0,*|1}'"))).toBe("'{-1|0,*}'");
    fc.assert(
      fc.property(arbitraryExplicit(3), (x) => {
        expect(treeOf(negateForm(x))).toEqual(formNegate(treeOf(x)));
      }),
      { numRuns: 40 },
    );
  });

  it('throw only NotationError on any input with quotes', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(..."''{}{}||,()0*-:"), maxLength: 14 }),
        (text) => {
          for (const parse of [parseExplicitGame, parseGame]) {
            try {
              parse(text);
            } catch (error) {
              expect(error).toBeInstanceOf(NotationError);
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuse a quote that does not close or does not open braces, with the column', () => {
    expect(() => e("'{*|*}")).toThrow(
      /column 7: expected "'" to close the quoted game at column 1/,
    );
    expect(() => e("1 + '*'")).toThrow(/column 6: expected '\{' right after the quote/);
    expect(() => e("'{*|*}' '")).toThrow(/column 9/);
  });
});

describe('ordinal sum of an explicit base', () => {
  it("follows CGSuite's own tests: '{*|*}' : 3 = ^[3], while 0 : 3 = 3", () => {
    // CGSuite, lib/core/src/test/scala/org/cgsuite/lang/CompoundGameTestCase.scala.
    expect(canonicalFormOf(explicitOrdinalSum(e("'{*|*}'"), num(3)))).toBe(upPowerSum(3));
    expect(g("'{*|*}':3")).toBe(g('^[3]'));
    expect(ordinalSum(ZERO, num(3))).toBe(num(3));
  });

  it('depends on reversible options of the base, not on dominated ones (by hand)', () => {
    // '{-1|1}' = 0, but '{-1|1}':1 = {-1, '{-1|1}' | 1} = {-1, 0 | 1} = 1/2, and :-1 gives -1/2;
    // '{*|*}':1 = {*, '{*|*}' | *} = {0, * | *}, whose * reverses through 0: ↑.
    expect(value(explicitOrdinalSum(e("'{-1|1}'"), num(1)))).toBe('1/2');
    expect(value(explicitOrdinalSum(e("'{-1|1}'"), num(-1)))).toBe('-1/2');
    expect(value(explicitOrdinalSum(e("'{*|*}'"), num(1)))).toBe('^');
    // A dominated option stays dominated in every G:H (a ≤ b among G's options still): '{-1,0|}'
    // is 1 and its ordinal sums are those of {0|}.
    fc.assert(
      fc.property(arbitraryGame, (h) => {
        expect(canonicalFormOf(explicitOrdinalSum(e("'{-1,0|}'"), h))).toBe(ordinalSum(num(1), h));
      }),
      { numRuns: 40 },
    );
  });

  it('is the definition on the bare trees', () => {
    fc.assert(
      fc.property(arbitraryExplicit(2), arbitraryExplicit(2), (x, y) => {
        const sum = explicitOrdinalSum(x, y);
        expect(treeOf(sum)).toEqual(formOrdinal(treeOf(x), treeOf(y)));
        expect(canonicalFormOf(sum)).toBe(fromForm(formOrdinal(treeOf(x), treeOf(y))));
      }),
      { numRuns: 60 },
    );
  });

  it('equals the canonical ordinal sum on canonical forms, and depends on the value of H only', () => {
    fc.assert(
      fc.property(smallGame, smallGame, (x, y) => {
        expect(canonicalFormOf(explicitOrdinalSum(explicitCopy(x), y))).toBe(ordinalSum(x, y));
        expect(canonicalFormOf(explicitOrdinalSum(x, explicitCopy(y)))).toBe(ordinalSum(x, y));
      }),
      { numRuns: 60 },
    );
    fc.assert(
      fc.property(arbitraryExplicit(2), arbitraryExplicit(3), (x, y) => {
        const base = x as ExplicitGame;
        expect(canonicalFormOf(explicitOrdinalSum(x, y))).toBe(
          ordinalSumOnForm(
            base.left.map((o) => canonicalFormOf(o)),
            base.right.map((o) => canonicalFormOf(o)),
            canonicalFormOf(y),
          ),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('builds G:n by a loop and values it with a stack of its own, past the walks’ depth', () => {
    const deep = explicitOrdinalSum(e("'{*|*}'"), num(3000));
    expect(canonicalFormOf(deep)).toBe(ordinalSumOnForm([STAR], [STAR], num(3000)));
    expect(value(explicitOrdinalSum(e("'{*|*}'"), num(-3)))).toBe('v[3]');
  });
});

describe('conjunctive and selective sums of explicit forms', () => {
  it("follow CGSuite's own tests on '{*|*}' and 3", () => {
    // CGSuite, CompoundGameTestCase.scala: ConjunctiveSum 2, SelectiveSum 3.
    const x = e("'{*|*}'");
    expect(canonicalFormOf(explicitConjunctiveSum(x, num(3)))).toBe(num(2));
    expect(canonicalFormOf(explicitSelectiveSum(x, num(3)))).toBe(num(3));
    // By hand: * ∧ 2 = {0 ∧ 1 |} = {0 |} = 1, so '{*|*}' ∧ 3 = {* ∧ 2 |} = 2; its value 0 gives 0.
    expect(conjunctiveSum(ZERO, num(3))).toBe(ZERO);
  });

  it('are the definitions on the bare trees', () => {
    fc.assert(
      fc.property(arbitraryExplicit(2), arbitraryExplicit(2), (x, y) => {
        const [a, b] = [treeOf(x), treeOf(y)];
        expect(treeOf(explicitConjunctiveSum(x, y))).toEqual(formConjunctive(a, b));
        expect(canonicalFormOf(explicitConjunctiveSum(x, y))).toBe(fromForm(formConjunctive(a, b)));
        expect(canonicalFormOf(explicitSelectiveSum(x, y))).toBe(fromForm(formSelective(a, b)));
      }),
      { numRuns: 60 },
    );
  });

  it('equal the canonical sums on canonical forms', () => {
    fc.assert(
      fc.property(smallGame, smallGame, (x, y) => {
        const [cx, cy] = [explicitCopy(x), explicitCopy(y)];
        expect(canonicalFormOf(explicitConjunctiveSum(cx, cy))).toBe(conjunctiveSum(x, y));
        expect(canonicalFormOf(explicitSelectiveSum(cx, cy))).toBe(selectiveSum(x, y));
        expect(canonicalFormOf(explicitConjunctiveSum(x, y))).toBe(conjunctiveSum(x, y));
        expect(canonicalFormOf(explicitSelectiveSum(x, y))).toBe(selectiveSum(x, y));
      }),
      { numRuns: 60 },
    );
  });

  it("keep Winning Ways' selective sum where CGSuite's expectation differs", () => {
    // CGSuite's test (CompoundGameTestCase.scala) expects {1^^|-1} for +-1 SelectiveSum ^^.
    // Winning Ways' definition, checked on the bare trees above, gives {1^^|-1^*,-1^^}.
    expect(formatGame(selectiveSum(g('+-1'), g('^^')))).toBe('{1^^|-1^*,-1^^}');
    expect(formatGame(canonicalFormOf(explicitSelectiveSum(g('+-1'), g('^^'))))).toBe(
      '{1^^|-1^*,-1^^}',
    );
  });
});

describe('overheating an explicit form', () => {
  it('equals the canonical overheating on canonical forms', () => {
    fc.assert(
      fc.property(
        smallGame,
        fc.constantFrom(num(1), STAR, g('1*')),
        fc.constantFrom(ZERO, num(1), g('1/2'), STAR),
        (x, s, t) => {
          expect(explicitOverheat(explicitCopy(x), s, t)).toBe(overheat(x, s, t));
          expect(explicitOverheat(x, s, t)).toBe(overheat(x, s, t));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('is the definition on the bare trees, and depends on the form', () => {
    fc.assert(
      fc.property(
        arbitraryExplicit(2),
        fc.constantFrom(num(1), STAR),
        fc.constantFrom(ZERO, num(1)),
        (x, s, t) => {
          expect(explicitOverheat(x, s, t)).toBe(
            fromForm(formOverheat(treeOf(x), treeOf(s), treeOf(t))),
          );
        },
      ),
      { numRuns: 40 },
    );
    // By hand, ∫_1^1: 1/2 = {0|1} gives {1 + 0 | 1 − 1} = {1|0}, integers n give n. The form
    // '{0,1/2|1}' (0 dominated; its value 3/4 = {1/2|1}) gives {1 + 0, 1 + {1|0} | 1 − 1} =
    // {1, {2|1} | 0}, where 1 and {2|1} are incomparable: its dominated option counts.
    const one = num(1);
    expect(explicitOverheat(e("'{0,1/2|1}'"), one, one)).toBe(g('{1,{2|1}|0}'));
    expect(overheat(g('3/4'), one, one)).toBe(g('{{2|1}|0}'));
    // A form whose value is an integer is copies of s, whatever its form.
    expect(explicitOverheat(e("'{-1|1}'"), STAR, one)).toBe(ZERO);
  });
});

describe('explicit operations obey the control', () => {
  it('count their nodes against the memory budget while they run', () => {
    expect(() =>
      explicitOrdinalSum(e("'{*|*}'"), num(1_000_000), { maxMemoryBytes: 2 ** 16 }),
    ).toThrow(MemoryBudgetError);
    const aborted = AbortSignal.abort();
    expect(() => explicitConjunctiveSum(g('*100'), g('*100'), { signal: aborted })).toThrow();
    expect(() => canonicalFormOf(explicitGame([STAR], [STAR]), { signal: aborted })).toThrow();
  });

  it('leave the budget as it was once they return', () => {
    const sum = explicitSelectiveSum(e("'{*|*}'"), num(3));
    expect(canonicalFormOf(sum)).toBe(num(3));
    // The canonical operations are unchanged: the same games, the same values.
    expect(add(negate(num(1)), num(1))).toBe(ZERO);
    expect(formatExplicitGame(explicitOfTree(treeOf(num(2))))).toBe("'{'{'{|}'|}'|}'");
  });
});
