/**
 * A small CDCL SAT solver (two watched literals, 1-UIP learning with clause minimisation, VSIDS,
 * phase saving, Luby restarts with trail reuse, learnt-clause reduction by LBD, the deleted
 * clauses dropped from memory) with a hook for one outside {@link Propagator}. Clauses may be added at any time, also between two `solve`
 * calls: that is how the loop constraints are added lazily.
 *
 * Literals are integers: `2 * v` is variable v, `2 * v + 1` its negation.
 */
import { Checkpoints, quietControl, reserveMemory, type SolveControl } from '@cgkit/core-search';

/** The outcome of a bounded search. */
export type SatAnswer = 'sat' | 'unsat' | 'unknown';

/**
 * A constraint checked outside the clauses (Masyu's, in `paths.ts`: no loop closes early). It is
 * shown every assigned literal in trail order once unit propagation is done, and may answer with
 * one clause the constraint implies: falsified (a conflict; the literal then counts as not shown)
 * or unit (its first literal unassigned, the others false). A unit clause adds a literal to show,
 * so further consequences of the same literal can follow at the next call. Clauses have at least
 * two literals, and a conflict must involve a literal of the current decision level.
 */
export interface Propagator {
  /**
   * When true, only the literals that set a variable true are shown (and taken back): a
   * propagator that ignores the others saves a call per literal, most of them in a cold solve.
   */
  readonly positiveOnly?: boolean;
  assigned(lit: number, solver: SatSolver): readonly number[] | undefined;
  /** Takes back an `assigned` call that returned no conflict, in reverse order. */
  unassigned(lit: number): void;
  /**
   * Optional branching advice, asked before each decision once everything is propagated: an
   * unassigned literal to decide, {@link PREFER_FALSE} for the most active variable set false,
   * or {@link NO_ADVICE} for the most active variable with its saved phase.
   */
  branch?(solver: SatSolver): number;
  /** Optional: told when the search restarts (every decision was taken back or reused). */
  restarted?(): void;
}

/** How a {@link SatSolver} is steered: its control, and when it first deletes learnt clauses. */
export interface SatOptions extends SolveControl {
  /** Learnt clauses kept before the first reduction (default the larger of 2000 and numVars). */
  readonly maxLearnts?: number;
}

/**
 * The clauses of a solver and their watch lists, taken by {@link SatSolver.clauseBase} before
 * anything was assigned, for other solvers to start from ({@link SatSolver.addClauses}): copying
 * them is far cheaper than storing the same clauses one by one. Read only.
 */
export interface ClauseBase {
  readonly numVars: number;
  readonly arena: Int32Array;
  readonly watchPool: Int32Array;
  readonly watchStart: Int32Array;
  readonly watchSize: Int32Array;
  readonly watchCap: Int32Array;
}

/** The arrays of a released solver (see {@link SatSolver.release}). */
interface Spare {
  readonly numVars: number;
  readonly arena: Int32Array;
  readonly watchPool: Int32Array;
  readonly shown: Uint8Array;
  readonly value: Int8Array;
  readonly level: Int32Array;
  readonly reason: Int32Array;
  readonly phase: Uint8Array;
  readonly seen: Uint8Array;
  readonly marks: Uint8Array;
  readonly activity: Float64Array;
  readonly trail: Int32Array;
  readonly toClear: Int32Array;
  readonly levelStamps: Int32Array;
  readonly trailLimits: Int32Array;
  readonly watchStart: Int32Array;
  readonly watchSize: Int32Array;
  readonly watchCap: Int32Array;
  readonly heap: { readonly heap: Int32Array; readonly position: Int32Array };
}

let spare: Spare | undefined;
/** The most words of clauses and watches a released solver leaves for the next (16 MiB). */
const SPARE_WORDS = 1 << 22;

/** {@link Propagator.branch}: no advice. */
export const NO_ADVICE = -1;
/** {@link Propagator.branch}: decide the most active variable false. */
export const PREFER_FALSE = -2;

const TRUE = 1;
const FALSE = -1;
const NO_REASON = -1;
// A clause in the arena: [size, lbd (negative once deleted), literals…].
const HEADER = 2;
/** Decisions and conflicts between two checks of the control: a few milliseconds of search. */
const CHECK_INTERVAL = 1024;
/** The arena's smallest length after a compaction, in 32-bit words. */
const MIN_ARENA = 1 << 16;
/**
 * The smallest length of the arena and of the watch pool once they grow. Both start empty:
 * `addClauses` reserves what a grid needs at once (an array allocated and dropped is not free).
 */
const FIRST_ARENA = 1 << 12;
/** Words of room a watch list is given beyond what it holds when it is laid out or moved. */
const WATCH_SLACK = 4;
/** What the memory budget names when the clauses outgrow it (they are most of the search). */
const WHAT = 'the Masyu search';

export class SatSolver {
  readonly numVars: number;
  /** Conflicts met so far. */
  conflicts = 0;
  /** Decisions taken so far. */
  decisions = 0;
  /** Times the deleted clauses were dropped from the arena. */
  compactions = 0;

  private readonly value: Int8Array; // per literal: TRUE, FALSE or 0
  private readonly level: Int32Array;
  private readonly reason: Int32Array;
  private readonly phase: Uint8Array; // saved polarity: 1 = negative literal
  private readonly seen: Uint8Array;
  private readonly marks: Uint8Array; // per literal, scratch for addClause
  private readonly activity: Float64Array;
  private readonly trail: Int32Array;
  private readonly learnt: number[] = []; // scratch of `learn`, reused
  private readonly toClear: Int32Array; // scratch of `learn`: variables marked seen
  private readonly levelStamps: Int32Array; // scratch of `lbd`, per decision level
  private stamp = 0;
  private trailSize = 0;
  private queueHead = 0;
  private readonly trailLimits: Int32Array; // trail size at each decision, per level
  private levels = 0; // the current decision level
  // Per literal, the pairs (clause, blocker) watching it, all in one pool: literal l's are
  // watchPool[watchStart[l]] up to watchStart[l] + watchSize[l], with room up to watchCap[l]
  // words. No array per literal to allocate, grow and shrink: building them was a fifth of
  // building a grid's search, and each shrink a call into the runtime.
  private watchPool: Int32Array = new Int32Array(0);
  private poolSize = 0;
  private readonly watchStart: Int32Array;
  private readonly watchSize: Int32Array;
  private readonly watchCap: Int32Array;
  private arena: Int32Array = new Int32Array(0);
  private arenaSize = 0;
  private wasted = 0; // arena entries of deleted clauses
  private learnts: number[] = [];
  private maxLearnts: number;
  private varIncrement = 1;
  private readonly heap: VarHeap;
  private unsatisfiable = false;
  private restartIndex = 0;
  private conflictsToRestart = 0;
  private readonly propagator: Propagator | undefined;
  private propagatorHead = 0; // trail literals before it were shown to the propagator
  // 1 when the propagator is shown positive literals only (and those following an implication
  // of its own, where further consequences may come), else 2: literals with (lit & 1) >= skipped
  // are not shown.
  private readonly skipped: number;
  private showNext = false;
  private readonly shown: Uint8Array; // per variable: its literal was shown to the propagator
  private readonly control: SolveControl;
  private readonly checkpoints: Checkpoints;

  /**
   * `control`'s signal, deadline and memory budget are checked every {@link CHECK_INTERVAL}
   * decisions and conflicts, and the budget again whenever the clauses need a larger arena.
   */
  constructor(numVars: number, propagator?: Propagator, control: SatOptions = {}) {
    this.numVars = numVars;
    this.propagator = propagator;
    this.skipped = propagator?.positiveOnly === true ? 1 : 2;
    this.control = quietControl(control);
    // The arrays of the last solver released with as many variables, reset, else new ones.
    const old = spare?.numVars === numVars ? spare : undefined;
    spare = undefined;
    if (old !== undefined) {
      this.arena = old.arena;
      this.watchPool = old.watchPool;
    }
    reserveMemory(this.control, WHAT, this.bytesWith(this.arena.length));
    this.shown = old?.shown.fill(0) ?? new Uint8Array(numVars);
    this.value = old?.value.fill(0) ?? new Int8Array(2 * numVars);
    this.level = old?.level.fill(0) ?? new Int32Array(numVars);
    this.reason = (old?.reason ?? new Int32Array(numVars)).fill(NO_REASON);
    this.phase = (old?.phase ?? new Uint8Array(numVars)).fill(1);
    this.seen = old?.seen.fill(0) ?? new Uint8Array(numVars);
    this.marks = old?.marks.fill(0) ?? new Uint8Array(2 * numVars);
    this.activity = old?.activity.fill(0) ?? new Float64Array(numVars);
    this.trail = old?.trail ?? new Int32Array(numVars);
    this.toClear = old?.toClear ?? new Int32Array(numVars);
    this.levelStamps = old?.levelStamps.fill(0) ?? new Int32Array(numVars + 1);
    this.trailLimits = old?.trailLimits ?? new Int32Array(numVars + 1);
    this.watchStart = old?.watchStart.fill(0) ?? new Int32Array(2 * numVars);
    this.watchSize = old?.watchSize.fill(0) ?? new Int32Array(2 * numVars);
    this.watchCap = old?.watchCap.fill(0) ?? new Int32Array(2 * numVars);
    this.heap = new VarHeap(this.activity, old?.heap);
    this.maxLearnts = control.maxLearnts ?? Math.max(2000, numVars);
    this.conflictsToRestart = luby(0) * 64;
    this.checkpoints = new Checkpoints(this.control, 'search', CHECK_INTERVAL, undefined, {
      what: WHAT,
      bytes: () => this.memoryBytes,
    });
  }

  /**
   * Hands this solver's arrays to the next solver made with as many variables (a batch solves
   * many grids of one size: making and zeroing them again cost more than resetting them). The
   * solver must not be used afterwards.
   */
  release(): void {
    this.unsatisfiable = true; // any later solve answers at once, without touching the arrays
    // A long search's clauses are not held on to once it is over.
    if (this.arena.length + this.watchPool.length > SPARE_WORDS) return;
    spare = {
      numVars: this.numVars,
      arena: this.arena,
      watchPool: this.watchPool,
      shown: this.shown,
      value: this.value,
      level: this.level,
      reason: this.reason,
      phase: this.phase,
      seen: this.seen,
      marks: this.marks,
      activity: this.activity,
      trail: this.trail,
      toClear: this.toClear,
      levelStamps: this.levelStamps,
      trailLimits: this.trailLimits,
      watchStart: this.watchStart,
      watchSize: this.watchSize,
      watchCap: this.watchCap,
      heap: this.heap.arrays(),
    };
  }

  /** About how many bytes the solver holds: the clause arena twice over (for the watch lists). */
  get memoryBytes(): number {
    return this.bytesWith(this.arena.length);
  }

  private bytesWith(arenaLength: number): number {
    return 8 * arenaLength + 64 * this.numVars;
  }

  /** The current value of a variable: true, false, or undefined when unassigned. */
  valueOf(v: number): boolean | undefined {
    const x = this.value[2 * v]!;
    return x === 0 ? undefined : x === TRUE;
  }

  /**
   * Variables fixed for good: assigned at decision level 0, which no backtrack undoes. The count
   * only grows (learnt units and added clauses can only fix more), so it measures progress.
   */
  get fixedCount(): number {
    return this.levels === 0 ? this.trailSize : this.trailLimits[0]!;
  }

  /** Whether the clauses are known to have no model. */
  get isUnsat(): boolean {
    return this.unsatisfiable;
  }

  /** Takes back every decision (what was learnt stays). */
  restart(): void {
    this.cancelUntil(0);
    this.propagator?.restarted?.();
  }

  /** Raises a variable's activity, so search branches on it early. */
  bump(v: number, amount: number): void {
    this.activity[v] = this.activity[v]! + amount;
    this.heap.update(v);
  }

  /**
   * Adds a clause, whatever the current assignment: the solver backtracks as far as needed to
   * keep its invariants. Returns false when the clauses became unsatisfiable.
   */
  addClause(literals: readonly number[]): boolean {
    if (this.unsatisfiable) return false;
    const { value, level, marks } = this;
    const kept: number[] = [];
    let satisfied = false;
    for (const l of literals) {
      const atRoot = level[l >> 1] === 0 && value[l] !== 0;
      if (marks[l ^ 1] === 1 || (atRoot && value[l] === TRUE)) satisfied = true;
      if (marks[l] === 1 || (atRoot && value[l] === FALSE)) continue; // repeated, or false for good
      marks[l] = 1;
      kept.push(l);
    }
    for (const l of kept) marks[l] = 0;
    if (satisfied) return true;
    if (kept.length === 0) return this.markUnsat();
    // Bring the two best watches to the front: non-false literals, then false ones by level.
    for (let slot = 0; slot < Math.min(2, kept.length); slot++) {
      let best = slot;
      for (let k = slot + 1; k < kept.length; k++) {
        if (this.watchRank(kept[k]!) > this.watchRank(kept[best]!)) best = k;
      }
      [kept[slot], kept[best]] = [kept[best]!, kept[slot]!];
    }
    const first = kept[0]!;
    if (kept.length === 1) {
      this.cancelUntil(0);
      if (value[first] === 0) this.assign(first, NO_REASON);
      return true;
    }
    const second = kept[1]!;
    if (value[first] === FALSE) {
      // Every literal is false: a conflict to resolve by backtracking.
      const top = level[first >> 1]!;
      const next = level[second >> 1]!;
      this.cancelUntil(top > next ? next : top - 1);
    } else if (value[second] === FALSE && value[first] === 0) {
      this.cancelUntil(level[second >> 1]!);
    }
    const ref = this.store(kept, 0);
    if (this.value[first] === 0 && this.value[second] === FALSE) this.assign(first, ref);
    return true;
  }

  /**
   * Adds many clauses at once, clause k being `literals[starts[k]]` up to `literals[starts[k + 1]]`,
   * each naming a variable at most once. Before anything is propagated they are stored as they
   * are (the propagation still to come restores the watches' invariants), skipping the checks
   * of {@link addClause}: building a grid's clauses one by one cost as much as solving it.
   * Returns false when the clauses became unsatisfiable.
   */
  addClauses(literals: Int32Array, starts: Int32Array, base?: ClauseBase): boolean {
    const count = starts.length - 1;
    if (base !== undefined) {
      if (base.numVars !== this.numVars || this.arenaSize > 0 || this.trailSize > 0) {
        throw new Error('a clause base starts a fresh solver with as many variables');
      }
    } else if (this.queueHead > 0 || this.levels > 0) {
      for (let k = 0; k < count; k++) {
        this.addClause(Array.from(literals.subarray(starts[k], starts[k + 1])));
      }
      return !this.unsatisfiable;
    }
    // With a quarter more for the clauses the search learns: growing copies the whole arena.
    const words = (base?.arena.length ?? this.arenaSize) + HEADER * count + literals.length;
    this.reserveArena(words + (words >> 2));
    if (base !== undefined) {
      // The base's lists have a little room each; a full one moves to the end of the pool.
      this.arena.set(base.arena);
      this.arenaSize = base.arena.length;
      this.watchStart.set(base.watchStart);
      this.watchSize.set(base.watchSize);
      this.watchCap.set(base.watchCap);
      const words = base.watchPool.length;
      this.reservePool(words + (words >> 2) + 8 * count);
      this.watchPool.set(base.watchPool);
      this.poolSize = words;
      return this.storeClauses(literals, starts, false);
    }
    // Room in each watch list for what it gains, reserved at once: the lists of a fresh solver
    // are then laid out one after the other.
    const gains = new Int32Array(2 * this.numVars);
    for (let k = 0; k < count; k++) {
      const from = starts[k]!;
      if (starts[k + 1]! - from < 2) continue;
      const a = literals[from]!;
      const b = literals[from + 1]!;
      gains[a] = gains[a]! + 2;
      gains[b] = gains[b]! + 2;
    }
    const { watchSize, watchCap } = this;
    let room = this.poolSize;
    for (let l = 0; l < gains.length; l++) {
      if (watchSize[l]! + gains[l]! > watchCap[l]!) room += watchSize[l]! + gains[l]! + WATCH_SLACK;
    }
    this.reservePool(room + (room >> 2));
    for (let l = 0; l < gains.length; l++) {
      const need = watchSize[l]! + gains[l]!;
      if (need > watchCap[l]!) this.moveWatches(l, need + WATCH_SLACK);
    }
    return this.storeClauses(literals, starts, true);
  }

  /**
   * Stores the clauses of {@link addClauses} in place, in one loop (a cold solve runs this before
   * anything is optimised); `reserved`: every watch list has room for what it gains.
   */
  private storeClauses(literals: Int32Array, starts: Int32Array, reserved: boolean): boolean {
    const count = starts.length - 1;
    const { arena, watchStart, watchSize } = this;
    let at = this.arenaSize;
    for (let k = 0; k < count; k++) {
      const from = starts[k]!;
      const to = starts[k + 1]!;
      if (to - from >= 2) {
        arena[at] = to - from;
        arena[at + 1] = 0;
        for (let i = from; i < to; i++) arena[at + HEADER + i - from] = literals[i]!;
        const a = literals[from]!;
        const b = literals[from + 1]!;
        if (reserved) {
          const pool = this.watchPool;
          const wa = watchStart[a]! + watchSize[a]!;
          pool[wa] = at;
          pool[wa + 1] = b;
          watchSize[a] = watchSize[a]! + 2;
          const wb = watchStart[b]! + watchSize[b]!;
          pool[wb] = at;
          pool[wb + 1] = a;
          watchSize[b] = watchSize[b]! + 2;
        } else {
          this.watch(a, at, b);
          this.watch(b, at, a);
        }
        at += HEADER + to - from;
        continue;
      }
      if (to === from || this.value[literals[from]!] === FALSE) {
        this.arenaSize = at;
        return this.markUnsat();
      }
      if (this.value[literals[from]!] === 0) this.assign(literals[from]!, NO_REASON);
    }
    this.arenaSize = at;
    return true;
  }

  /** This solver's clauses, for others to start from: only before anything is assigned. */
  clauseBase(): ClauseBase {
    if (this.trailSize > 0 || this.learnts.length > 0) {
      throw new Error('a clause base is taken before anything is assigned');
    }
    return {
      numVars: this.numVars,
      arena: this.arena.slice(0, this.arenaSize),
      watchPool: this.watchPool.slice(0, this.poolSize),
      watchStart: this.watchStart.slice(),
      watchSize: this.watchSize.slice(),
      watchCap: this.watchCap.slice(),
    };
  }

  /** How good a watch a literal makes: a non-false one, else a false one set late. */
  private watchRank(l: number): number {
    return this.value[l] === FALSE ? this.level[l >> 1]! : this.numVars + 1;
  }

  /**
   * Searches until a model is found (`sat`: read it with {@link valueOf}; the assignment stays
   * until the next call or addition), the clauses are refuted (`unsat`), or `maxConflicts`
   * conflicts have passed (`unknown`; call again to continue).
   */
  solve(maxConflicts = Infinity): SatAnswer {
    if (this.unsatisfiable) return 'unsat';
    const stopAt = this.conflicts + maxConflicts;
    for (;;) {
      const conflict = this.propagate();
      this.checkpoints.tick();
      if (conflict !== NO_REASON) {
        this.conflicts++;
        if (this.levels === 0) {
          this.markUnsat();
          return 'unsat';
        }
        this.learn(conflict);
        if (--this.conflictsToRestart <= 0) {
          this.restartIndex++;
          this.conflictsToRestart = luby(this.restartIndex) * 64;
          this.cancelUntil(this.reusableLevels());
          this.propagator?.restarted?.();
        }
        if (this.conflicts >= stopAt) return 'unknown';
        continue;
      }
      if (this.learnts.length >= this.maxLearnts + this.trailSize) this.reduceLearnts();
      const advice = this.propagator?.branch?.(this) ?? NO_ADVICE;
      let decision = advice;
      if (advice < 0) {
        const v = this.pickBranchVariable();
        if (v < 0) return 'sat';
        decision = advice === PREFER_FALSE ? 2 * v + 1 : 2 * v + this.phase[v]!;
      }
      this.decisions++;
      this.trailLimits[this.levels++] = this.trailSize;
      this.assign(decision, NO_REASON);
    }
  }

  private markUnsat(): false {
    this.unsatisfiable = true;
    return false;
  }

  private store(lits: readonly number[], lbd: number): number {
    const need = this.arenaSize + HEADER + lits.length;
    this.reserveArena(need);
    const ref = this.arenaSize;
    this.arena[ref] = lits.length;
    this.arena[ref + 1] = lbd;
    this.arena.set(lits, ref + HEADER);
    this.arenaSize = need;
    this.watch(lits[0]!, ref, lits[1]!);
    this.watch(lits[1]!, ref, lits[0]!);
    return ref;
  }

  /** Adds the watch (clause, blocker) to a literal's list. */
  private watch(lit: number, ref: number, blocker: number): void {
    const size = this.watchSize[lit]!;
    if (size === this.watchCap[lit]!) this.moveWatches(lit, 2 * size + WATCH_SLACK);
    const at = this.watchStart[lit]! + size;
    this.watchPool[at] = ref;
    this.watchPool[at + 1] = blocker;
    this.watchSize[lit] = size + 2;
  }

  /**
   * Gives a literal's watch list room for `cap` words, at the end of the pool (in place when it
   * is already there). Other lists keep their offsets, so a list being read stays valid.
   */
  private moveWatches(lit: number, cap: number): void {
    const start = this.watchStart[lit]!;
    const size = this.watchSize[lit]!;
    if (start + this.watchCap[lit]! === this.poolSize) {
      this.reservePool(start + cap);
      this.poolSize = start + cap;
    } else {
      this.reservePool(this.poolSize + cap);
      // A loop: the lists are short, and copyWithin is a call into the runtime.
      const pool = this.watchPool;
      const to = this.poolSize;
      for (let k = 0; k < size; k++) pool[to + k] = pool[start + k]!;
      this.watchStart[lit] = to;
      this.poolSize += cap;
    }
    this.watchCap[lit] = cap;
  }

  /** Grows the watch pool to hold at least `need` words, every list at the same offset. */
  private reservePool(need: number): void {
    if (need <= this.watchPool.length) return;
    const grown = new Int32Array(Math.max(need, 2 * this.watchPool.length, FIRST_ARENA));
    grown.set(this.watchPool.subarray(0, this.poolSize));
    this.watchPool = grown;
  }

  /** Lays the watch lists out again one after the other, each with a little room to grow. */
  private repackWatches(): void {
    const { watchStart, watchSize, watchCap } = this;
    let total = 0;
    for (let l = 0; l < watchSize.length; l++) total += watchSize[l]! + WATCH_SLACK;
    const old = this.watchPool;
    const fresh = new Int32Array(Math.max(FIRST_ARENA, total));
    let at = 0;
    for (let l = 0; l < watchSize.length; l++) {
      const start = watchStart[l]!;
      fresh.set(old.subarray(start, start + watchSize[l]!), at);
      watchStart[l] = at;
      watchCap[l] = watchSize[l]! + WATCH_SLACK;
      at += watchCap[l]!;
    }
    this.watchPool = fresh;
    this.poolSize = at;
  }

  /** Grows the arena to hold at least `need` words. */
  private reserveArena(need: number): void {
    if (need <= this.arena.length) return;
    const length = Math.max(need, 2 * this.arena.length, FIRST_ARENA);
    // The old arena is held while it is copied.
    reserveMemory(this.control, WHAT, this.bytesWith(length) + this.arena.byteLength);
    const grown = new Int32Array(length);
    grown.set(this.arena.subarray(0, this.arenaSize));
    this.arena = grown;
  }

  private assign(lit: number, reason: number): void {
    const v = lit >> 1;
    this.value[lit] = TRUE;
    this.value[lit ^ 1] = FALSE;
    this.level[v] = this.levels;
    this.reason[v] = reason;
    this.trail[this.trailSize++] = lit;
  }

  private cancelUntil(target: number): void {
    if (this.levels <= target) return;
    const keep = this.trailLimits[target]!;
    for (let i = this.trailSize - 1; i >= keep; i--) {
      const lit = this.trail[i]!;
      const v = lit >> 1;
      this.value[lit] = 0;
      this.value[lit ^ 1] = 0;
      this.reason[v] = NO_REASON;
      this.phase[v] = lit & 1;
      this.heap.insert(v);
      if (this.shown[v] === 1) {
        this.shown[v] = 0;
        this.propagator?.unassigned(lit);
      }
    }
    this.propagatorHead = Math.min(this.propagatorHead, keep);
    this.showNext = false;
    this.trailSize = keep;
    this.queueHead = keep;
    this.levels = target;
  }

  /** Unit propagation, then the propagator, to a fixpoint; returns a falsified clause or NO_REASON. */
  private propagate(): number {
    const propagator = this.propagator;
    for (;;) {
      const conflict = this.propagateClauses();
      if (conflict !== NO_REASON || propagator === undefined) return conflict;
      let implied = false;
      while (!implied && this.propagatorHead < this.trailSize) {
        const lit = this.trail[this.propagatorHead]!;
        if ((lit & 1) >= this.skipped && !this.showNext) {
          this.propagatorHead++;
          continue;
        }
        this.showNext = false;
        const clause = propagator.assigned(lit, this);
        if (clause === undefined) {
          this.shown[lit >> 1] = 1;
          this.propagatorHead++;
          continue;
        }
        const ref = this.storeImplied(clause);
        if (this.value[clause[0]!] === FALSE) return ref;
        this.shown[lit >> 1] = 1;
        this.propagatorHead++;
        this.assign(clause[0]!, ref);
        this.showNext = true;
        implied = true;
      }
      if (!implied) return NO_REASON;
    }
  }

  /**
   * Stores a propagator's clause as a (deletable) learnt clause, watching its first literal and
   * its latest-assigned other literal, so the watches stay valid after backtracking.
   */
  private storeImplied(clause: readonly number[]): number {
    const lits = clause.slice();
    const { level, value } = this;
    const start = value[lits[0]!] === FALSE ? 0 : 1;
    for (let slot = start; slot < 2; slot++) {
      let best = slot;
      for (let k = slot + 1; k < lits.length; k++) {
        if (level[lits[k]! >> 1]! > level[lits[best]! >> 1]!) best = k;
      }
      const chosen = lits[best]!;
      lits[best] = lits[slot]!;
      lits[slot] = chosen;
    }
    const ref = this.store(lits, this.lbd(lits));
    this.learnts.push(ref);
    return ref;
  }

  /** Unit propagation over the watched literals; returns a falsified clause or NO_REASON. */
  private propagateClauses(): number {
    const { value, watchStart, watchSize } = this;
    while (this.queueHead < this.trailSize) {
      const falseLit = this.trail[this.queueHead++]! ^ 1;
      const arena = this.arena;
      // Moving a watch to another list may grow the pool (`list` is then read again), never
      // move this list: the literal it moves to is not false, and this one is.
      let list = this.watchPool;
      const start = watchStart[falseLit]!;
      const n = start + watchSize[falseLit]!;
      let i = start;
      let j = start;
      while (i < n) {
        const ref = list[i]!;
        const blocker = list[i + 1]!;
        i += 2;
        if (value[blocker] === TRUE) {
          list[j++] = ref;
          list[j++] = blocker;
          continue;
        }
        const base = ref + HEADER;
        if (arena[base] === falseLit) {
          arena[base] = arena[base + 1]!;
          arena[base + 1] = falseLit;
        }
        const first = arena[base]!;
        if (first !== blocker && value[first] === TRUE) {
          list[j++] = ref;
          list[j++] = first;
          continue;
        }
        const size = arena[ref]!;
        let moved = false;
        for (let k = 2; k < size; k++) {
          const lit = arena[base + k]!;
          if (value[lit] !== FALSE) {
            arena[base + 1] = lit;
            arena[base + k] = falseLit;
            // `watch`, written out: a cold solve runs this loop before it is optimised.
            const size = watchSize[lit]!;
            if (size === this.watchCap[lit]!) {
              this.moveWatches(lit, 2 * size + WATCH_SLACK);
              list = this.watchPool;
            }
            const at = watchStart[lit]! + size;
            list[at] = ref;
            list[at + 1] = first;
            watchSize[lit] = size + 2;
            moved = true;
            break;
          }
        }
        if (moved) continue;
        list[j++] = ref;
        list[j++] = first;
        if (value[first] === FALSE) {
          while (i < n) list[j++] = list[i++]!;
          watchSize[falseLit] = j - start;
          this.queueHead = this.trailSize;
          return ref;
        }
        this.assign(first, ref);
      }
      watchSize[falseLit] = j - start;
    }
    return NO_REASON;
  }

  /** 1-UIP conflict analysis, minimisation, backjump and assertion of the learnt clause. */
  private learn(conflict: number): void {
    const { arena, seen, level, reason, trail } = this;
    const current = this.levels;
    const learnt = this.learnt;
    learnt.length = 1;
    let pending = 0;
    let lit = -1;
    let index = this.trailSize - 1;
    let clause = conflict;
    do {
      const size = arena[clause]!;
      const base = clause + HEADER;
      for (let k = lit === -1 ? 0 : 1; k < size; k++) {
        const q = arena[base + k]!;
        const v = q >> 1;
        if (seen[v] === 1 || level[v] === 0) continue;
        seen[v] = 1;
        this.bumpActivity(v);
        if (level[v]! >= current) pending++;
        else learnt.push(q);
      }
      while (seen[trail[index]! >> 1] === 0) index--;
      lit = trail[index--]!;
      clause = reason[lit >> 1]!;
      seen[lit >> 1] = 0;
      pending--;
    } while (pending > 0);
    learnt[0] = lit ^ 1;

    // Drop literals implied by the others (local minimisation).
    const { toClear } = this;
    const marked = learnt.length - 1;
    for (let k = 1; k < learnt.length; k++) toClear[k - 1] = learnt[k]! >> 1;
    let kept = 1;
    for (let k = 1; k < learnt.length; k++) {
      const q = learnt[k]!;
      const r = reason[q >> 1]!;
      let redundant = r !== NO_REASON;
      if (redundant) {
        const size = arena[r]!;
        for (let m = 1; m < size; m++) {
          const v = arena[r + HEADER + m]! >> 1;
          if (seen[v] === 0 && level[v]! > 0) {
            redundant = false;
            break;
          }
        }
      }
      if (!redundant) learnt[kept++] = q;
    }
    for (let k = 0; k < marked; k++) seen[toClear[k]!] = 0;
    learnt.length = kept;

    let backjump = 0;
    if (learnt.length > 1) {
      let best = 1;
      for (let k = 2; k < learnt.length; k++) {
        if (level[learnt[k]! >> 1]! > level[learnt[best]! >> 1]!) best = k;
      }
      const second = learnt[best]!;
      learnt[best] = learnt[1]!;
      learnt[1] = second;
      backjump = level[learnt[1] >> 1]!;
    }
    this.cancelUntil(backjump);
    if (learnt.length === 1) {
      this.assign(learnt[0], NO_REASON);
    } else {
      const ref = this.store(learnt, this.lbd(learnt));
      this.learnts.push(ref);
      this.assign(learnt[0], ref);
    }
    this.varIncrement *= 1 / 0.95;
  }

  /** The number of distinct decision levels among the literals. */
  private lbd(lits: readonly number[]): number {
    const { level, levelStamps } = this;
    const stamp = ++this.stamp;
    let count = 0;
    for (let k = 0; k < lits.length; k++) {
      const at = level[lits[k]! >> 1]!;
      if (levelStamps[at] === stamp) continue;
      levelStamps[at] = stamp;
      count++;
    }
    return count;
  }

  private bumpActivity(v: number): void {
    const a = this.activity[v]! + this.varIncrement;
    this.activity[v] = a;
    if (a > 1e100) {
      for (let u = 0; u < this.numVars; u++) this.activity[u] = this.activity[u]! * 1e-100;
      this.varIncrement *= 1e-100;
    }
    this.heap.update(v);
  }

  /**
   * A restart would take the same decisions again as long as they beat every unassigned
   * variable: keeps those levels (trail reuse), which matters on large grids.
   */
  private reusableLevels(): number {
    let best = -1;
    while (!this.heap.isEmpty()) {
      best = this.heap.peek();
      if (this.value[2 * best] === 0) break;
      this.heap.popMax();
      best = -1;
    }
    if (best < 0) return this.levels;
    const threshold = this.activity[best]!;
    for (let level = 0; level < this.levels; level++) {
      const decision = this.trail[this.trailLimits[level]!]! >> 1;
      if (this.activity[decision]! < threshold) return level;
    }
    return this.levels;
  }

  private pickBranchVariable(): number {
    while (!this.heap.isEmpty()) {
      const v = this.heap.popMax();
      if (this.value[2 * v] === 0) return v;
    }
    return -1;
  }

  /** Deletes the worse half of the learnt clauses (by LBD), keeping reasons and glue clauses. */
  private reduceLearnts(): void {
    const { arena, reason } = this;
    const locked = (ref: number): boolean => {
      const first = arena[ref + HEADER]!;
      return this.value[first] === TRUE && reason[first >> 1] === ref;
    };
    const sorted = [...this.learnts].sort((a, b) => arena[b + 1]! - arena[a + 1]!);
    const limit = sorted.length >> 1;
    const survivors: number[] = [];
    for (let k = 0; k < sorted.length; k++) {
      const ref = sorted[k]!;
      if (k < limit && arena[ref + 1]! > 2 && !locked(ref)) {
        arena[ref + 1] = -1;
        this.wasted += HEADER + arena[ref]!;
      } else survivors.push(ref);
    }
    this.learnts = survivors;
    const { watchPool: pool, watchStart, watchSize } = this;
    for (let l = 0; l < watchSize.length; l++) {
      const start = watchStart[l]!;
      const end = start + watchSize[l]!;
      let j = start;
      for (let i = start; i < end; i += 2) {
        if (arena[pool[i]! + 1]! >= 0) {
          pool[j++] = pool[i]!;
          pool[j++] = pool[i + 1]!;
        }
      }
      watchSize[l] = j - start;
    }
    this.repackWatches();
    this.maxLearnts += this.maxLearnts >> 3;
    // A long search deletes far more clauses than it keeps: without this the arena only grows.
    if (this.wasted > this.arenaSize >> 1) this.compact();
  }

  /** Moves the clauses kept to a new, smaller arena, leaving the deleted ones behind. */
  private compact(): void {
    const old = this.arena;
    const fresh = new Int32Array(Math.max(MIN_ARENA, 2 * (this.arenaSize - this.wasted)));
    const moved = new Map<number, number>();
    let size = 0;
    for (let ref = 0; ref < this.arenaSize; ref += HEADER + old[ref]!) {
      if (old[ref + 1]! < 0) continue;
      const length = HEADER + old[ref]!;
      fresh.set(old.subarray(ref, ref + length), size);
      moved.set(ref, size);
      size += length;
    }
    // Watches and reasons only name clauses kept (a reason is locked, so never deleted).
    const { watchPool: pool, watchStart, watchSize } = this;
    for (let l = 0; l < watchSize.length; l++) {
      const end = watchStart[l]! + watchSize[l]!;
      for (let i = watchStart[l]!; i < end; i += 2) pool[i] = moved.get(pool[i]!)!;
    }
    for (let v = 0; v < this.numVars; v++) {
      const ref = this.reason[v]!;
      if (ref !== NO_REASON) this.reason[v] = moved.get(ref)!;
    }
    this.learnts = this.learnts.map((ref) => moved.get(ref)!);
    this.arena = fresh;
    this.arenaSize = size;
    this.wasted = 0;
    this.compactions++;
  }
}

/** The Luby sequence 1 1 2 1 1 2 4 1 1 2 …, for restart intervals. */
function luby(i: number): number {
  let size = 1;
  let seq = 0;
  while (size < i + 1) {
    seq++;
    size = 2 * size + 1;
  }
  let x = i;
  while (size - 1 !== x) {
    size = (size - 1) >> 1;
    seq--;
    x = x % size;
  }
  return 2 ** seq;
}

/** A binary max-heap of variables ordered by activity. */
class VarHeap {
  private readonly heap: Int32Array;
  private readonly position: Int32Array;
  private size = 0;

  /** Every variable, all keys being equal; `reuse`: the arrays of an earlier heap as large. */
  constructor(
    private readonly key: Float64Array,
    reuse?: { readonly heap: Int32Array; readonly position: Int32Array },
  ) {
    const n = key.length;
    this.heap = reuse?.heap ?? new Int32Array(n);
    this.position = reuse?.position ?? new Int32Array(n);
    for (let v = 0; v < n; v++) {
      this.heap[v] = v;
      this.position[v] = v;
    }
    this.size = n;
  }

  arrays(): { readonly heap: Int32Array; readonly position: Int32Array } {
    return { heap: this.heap, position: this.position };
  }

  isEmpty(): boolean {
    return this.size === 0;
  }

  peek(): number {
    return this.heap[0]!;
  }

  insert(v: number): void {
    if (this.position[v] !== -1) return;
    this.heap[this.size] = v;
    this.position[v] = this.size;
    this.size++;
    this.up(this.size - 1);
  }

  update(v: number): void {
    const at = this.position[v]!;
    if (at !== -1) this.up(at);
  }

  popMax(): number {
    const top = this.heap[0]!;
    this.size--;
    this.position[top] = -1;
    if (this.size > 0) {
      const last = this.heap[this.size]!;
      this.heap[0] = last;
      this.position[last] = 0;
      this.down(0);
    }
    return top;
  }

  private up(at: number): void {
    const { heap, position, key } = this;
    const v = heap[at]!;
    const k = key[v]!;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      const p = heap[parent]!;
      if (key[p]! >= k) break;
      heap[at] = p;
      position[p] = at;
      at = parent;
    }
    heap[at] = v;
    position[v] = at;
  }

  private down(at: number): void {
    const { heap, position, key } = this;
    const v = heap[at]!;
    const k = key[v]!;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && key[heap[child + 1]!]! > key[heap[child]!]!) child++;
      const c = heap[child]!;
      if (key[c]! <= k) break;
      heap[at] = c;
      position[c] = at;
      at = child;
    }
    heap[at] = v;
    position[v] = at;
  }
}
