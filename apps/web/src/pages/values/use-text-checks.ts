import { useEffect, useId, useState, type InputHTMLAttributes } from 'react';
import type { TaskState } from '../../worker/use-task.js';
import type { OctalReport, PositionMistake, PositionReport } from '../../worker/tasks/cgt.js';
import type * as TextChecks from '../../worker/tasks/text-checks.js';

export type Checks = typeof TextChecks;

/** One load of the checks' chunk for every field of the page. */
let loading: Promise<Checks> | undefined;

/**
 * The checks of typed text, once their chunk has loaded (requested on the first mount):
 * undefined until then, and if it fails to load (Evaluate's worker still reports mistakes).
 */
export function useTextChecks(): Checks | undefined {
  const [checks, setChecks] = useState<Checks>();
  useEffect(() => {
    let mounted = true;
    loading ??= import('../../worker/tasks/text-checks.js');
    loading.then(
      (loaded) => {
        if (mounted) setChecks(loaded);
      },
      () => {
        loading = undefined; // the next page to mount tries again
      },
    );
    return () => {
      mounted = false;
    };
  }, []);
  return checks;
}

/**
 * The mistake to show under a field: what the check finds in the typed text, else the worker's
 * answer when it is for that same text (a link's bad text, before the checks have loaded).
 */
export function fieldMistake(
  typed: PositionMistake | undefined,
  text: string,
  committed: string,
  state: TaskState<PositionReport | OctalReport>,
): PositionMistake | undefined {
  if (typed !== undefined || text !== committed || state.status !== 'done') return typed;
  return state.output.kind === 'mistake' ? state.output : undefined;
}

/** A text field checked as it is typed. */
export interface CheckedField {
  readonly text: string;
  readonly setText: (text: string) => void;
  /** The mistake to show under the field (with `mistakeId`), undefined when none is known. */
  readonly mistake: PositionMistake | undefined;
  readonly mistakeId: string;
  /** For the `<input>`: its value, and whether it is invalid and where that is said. */
  readonly inputProps: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * The state of a text field whose text is `committed` (the link's, valued in `state`) until the
 * person types: each text typed is checked by `check` once the checks have loaded. `describedBy`
 * is the id of the field's help, if it has one.
 */
export function useCheckedField(
  committed: string,
  check: (checks: Checks, text: string) => PositionMistake | undefined,
  state: TaskState<PositionReport | OctalReport>,
  describedBy?: string,
): CheckedField {
  const [text, setText] = useState(committed);
  const checks = useTextChecks();
  const mistake = fieldMistake(checks && check(checks, text), text, committed, state);
  const mistakeId = useId();
  const described = mistake === undefined ? [describedBy] : [mistakeId, describedBy];
  return {
    text,
    setText,
    mistake,
    mistakeId,
    inputProps: {
      value: text,
      onChange: (event) => setText(event.target.value),
      spellCheck: false,
      autoCapitalize: 'off',
      autoComplete: 'off',
      'aria-invalid': mistake !== undefined,
      'aria-describedby': described.filter((id) => id !== undefined).join(' ') || undefined,
    },
  };
}
