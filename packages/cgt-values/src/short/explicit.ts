import type { SolveControl } from '@cgkit/core-search';
import { holdBytes, tick, withControl } from '../control.js';
import { add, multiple, negate, subtract } from './arithmetic.js';
import { canonical } from './canonical.js';
import { overheat } from './operations.js';
import { descend, Game } from './store.js';

// Explicit game forms: a game tree as written, every option kept (dominated and reversible ones,
// duplicates, in the order given), like CGSuite's quoted games '{…}'. The operations whose value
// depends on the form (ordinal, conjunctive and selective sums, overheating) are applied to the
// tree itself; `canonicalFormOf` gives its value.
//
// Explicit forms are not hash-consed: the store of canonical forms keeps every game for the life
// of the process, and a form as written is worth keeping only as long as its holder keeps it. The
// operations memoize by node within one call, so a tree whose subtrees are shared (a DAG, as the
// operations build) is walked once per node.

/** A game as written: a canonical {@link Game} (a leaf: its canonical tree) or an explicit form. */
export type GameForm = Game | ExplicitGame;

/**
 * A short game as written, `{left | right}` with its options exactly as given: none is removed
 * or bypassed, duplicates stay, in their order. Options are explicit forms or canonical games.
 * Equal games may have different explicit forms; {@link canonicalFormOf} gives the value.
 */
export class ExplicitGame {
  // A canonical Game has `left` and `right` too: this keeps the two types apart.
  declare private readonly brand: 'explicit';

  constructor(
    /** Left's options, as given. */
    readonly left: readonly GameForm[],
    /** Right's options, as given. */
    readonly right: readonly GameForm[],
  ) {}
}

/** The explicit form `{left | right}`, its options kept as given. */
export function explicitGame(left: Iterable<GameForm>, right: Iterable<GameForm>): ExplicitGame {
  return new ExplicitGame([...left], [...right]);
}

/** Whether a form is explicit (not a canonical game). */
export function isExplicit(g: GameForm): g is ExplicitGame {
  return g instanceof ExplicitGame;
}

/** Bytes an explicit node takes, about, beside 8 a slot of its option lists. */
const BYTES_PER_NODE = 64;

/**
 * Runs an operation that builds explicit nodes under `control`: the nodes count against its
 * memory budget while it runs (their holder keeps them afterwards, not the store).
 */
function building<T>(
  control: SolveControl | undefined,
  work: (make: (left: GameForm[], right: GameForm[]) => ExplicitGame) => T,
): T {
  let bytes = 0;
  const make = (left: GameForm[], right: GameForm[]): ExplicitGame => {
    const size = BYTES_PER_NODE + 8 * (left.length + right.length);
    bytes += size;
    holdBytes(size);
    tick();
    return new ExplicitGame(left, right);
  };
  try {
    return withControl(control, () => work(make));
  } finally {
    holdBytes(-bytes);
  }
}

/** The canonical form (value) of a form, on request. */
export function canonicalFormOf(g: GameForm, control?: SolveControl): Game {
  return g instanceof Game ? g : withControl(control, () => valueOf(g, new Map()));
}

/**
 * The value of a form, bottom-up with a stack of its own (a form may be deeper than the call
 * stack, as the ordinal sum by a large integer builds), memoized in `memo` by node.
 */
function valueOf(g: GameForm, memo: Map<ExplicitGame, Game>): Game {
  if (g instanceof Game) return g;
  const value = (o: GameForm): Game => (o instanceof Game ? o : memo.get(o)!);
  const stack: ExplicitGame[] = [g];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    if (memo.has(top)) {
      stack.pop();
      continue;
    }
    const height = stack.length;
    for (const o of [...top.left, ...top.right]) {
      if (o instanceof ExplicitGame && !memo.has(o)) stack.push(o);
    }
    if (stack.length === height) {
      stack.pop();
      tick();
      memo.set(top, canonical(top.left.map(value), top.right.map(value)));
    }
  }
  return memo.get(g)!;
}

/** `−G` as a form: the players' options swapped and negated, node by node. */
export function negateForm(g: GameForm, control?: SolveControl): GameForm {
  if (g instanceof Game) return withControl(control, () => negate(g));
  return building(control, (make) => {
    const memo = new Map<ExplicitGame, ExplicitGame>();
    const self = (k: GameForm): GameForm => {
      if (k instanceof Game) return negate(k);
      let result = memo.get(k);
      if (result === undefined) {
        result = descend(() => make(k.right.map(self), k.left.map(self)));
        memo.set(k, result);
      }
      return result;
    };
    return self(g);
  });
}

/** The integer value of a canonical game, if it is one. */
function integerOf(g: GameForm): bigint | undefined {
  return g instanceof Game && g.number?.isInteger() === true ? g.number.numerator : undefined;
}

/**
 * The ordinal sum `G:H = {G^L, G:H^L | G^R, G:H^R}` as a form: H played on top of G, where a move
 * in G wipes H out. Its value depends on the form of G (its options as given, dominated ones
 * included: `'{*|*}':1` is ↑ while `0:1` is 1) and only on the value of H.
 */
export function explicitOrdinalSum(g: GameForm, h: GameForm, control?: SolveControl): GameForm {
  return building(control, (make) => {
    const [gl, gr] = [g.left, g.right];
    const memo = new Map<GameForm, ExplicitGame>();
    const self = (k: GameForm): ExplicitGame => {
      let result = memo.get(k);
      if (result !== undefined) return result;
      const n = integerOf(k);
      if (n !== undefined) {
        // G:n by a loop (n's options run through every integer down to 0), however large n is.
        result = make([...gl], [...gr]);
        for (let i = 0n; i < (n < 0n ? -n : n); i++) {
          result = n > 0n ? make([...gl, result], [...gr]) : make([...gl], [...gr, result]);
        }
      } else {
        result = descend(() => make([...gl, ...k.left.map(self)], [...gr, ...k.right.map(self)]));
      }
      memo.set(k, result);
      return result;
    };
    return self(h);
  });
}

/** A recursion over pairs of forms, memoized by node for one call. */
function pairwise(
  step: (a: GameForm, b: GameForm, self: (a: GameForm, b: GameForm) => GameForm) => GameForm,
): (a: GameForm, b: GameForm) => GameForm {
  const memo = new Map<GameForm, Map<GameForm, GameForm>>();
  const self = (a: GameForm, b: GameForm): GameForm => {
    let row = memo.get(a);
    if (row === undefined) memo.set(a, (row = new Map<GameForm, GameForm>()));
    let result = row.get(b);
    if (result === undefined) {
      result = descend(() => step(a, b, self));
      row.set(b, result);
    }
    return result;
  };
  return self;
}

/**
 * The conjunctive sum `G ∧ H` of two forms: each turn the player moves in every component, and
 * the game ends when one component has no move for them (Winning Ways, ch. 9; `'{*|*}' ∧ 3` is
 * 2, `0 ∧ 3` is 0).
 */
export function explicitConjunctiveSum(g: GameForm, h: GameForm, control?: SolveControl): GameForm {
  return building(control, (make) =>
    pairwise((a, b, self) => {
      const ls: GameForm[] = [];
      const rs: GameForm[] = [];
      for (const al of a.left) for (const bl of b.left) ls.push(self(al, bl));
      for (const ar of a.right) for (const br of b.right) rs.push(self(ar, br));
      return make(ls, rs);
    })(g, h),
  );
}

/**
 * The selective sum `G ∨ H` of two forms, as Winning Ways defines it (ch. 9): each turn the
 * player moves in one component or in both, at every turn of the game.
 */
export function explicitSelectiveSum(g: GameForm, h: GameForm, control?: SolveControl): GameForm {
  return building(control, (make) =>
    pairwise((a, b, self) => {
      const side = (as: readonly GameForm[], bs: readonly GameForm[]): GameForm[] => {
        const options: GameForm[] = [];
        for (const ao of as) options.push(self(ao, b));
        for (const bo of bs) options.push(self(a, bo));
        for (const ao of as) for (const bo of bs) options.push(self(ao, bo));
        return options;
      };
      return make(side(a.left, b.left), side(a.right, b.right));
    })(g, h),
  );
}

/**
 * Overheating a form from s to t, `∫_s^t G`: n copies of s where the form's value is an integer
 * n, otherwise `{t + ∫G^L | −t + ∫G^R}` over its options as given. Unlike the sums it gives a
 * value (a canonical game): the overheated form is a sum, whose form nothing here depends on.
 */
export function explicitOverheat(g: GameForm, s: Game, t: Game, control?: SolveControl): Game {
  return withControl(control, () => {
    const values = new Map<ExplicitGame, Game>();
    const memo = new Map<ExplicitGame, Game>();
    const self = (k: GameForm): Game => {
      if (k instanceof Game) return overheat(k, s, t);
      let result = memo.get(k);
      if (result === undefined) {
        const n = integerOf(valueOf(k, values));
        result =
          n !== undefined
            ? multiple(s, Number(n))
            : descend(() =>
                canonical(
                  k.left.map((l) => add(t, self(l))),
                  k.right.map((r) => subtract(self(r), t)),
                ),
              );
        memo.set(k, result);
      }
      return result;
    };
    return self(g);
  });
}
