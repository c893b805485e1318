import { humanError } from '../../shell/errors.js';
import { STANDARD_KEYPAD } from '@cgkit/thirty-one';
import { useState, type FormEvent } from 'react';
import {
  formatKeypad,
  parseKeypad,
  randomKeypad,
  readSetup,
  MAX_LIMIT,
  type ThirtyOneSetup,
} from './thirty-one-state.js';
import { formText } from '../../shell/form-text.js';

interface Props {
  readonly setup: ThirtyOneSetup;
  /** Starts a new game with these changes. */
  readonly onChange: (changes: Partial<ThirtyOneSetup>) => void;
}

/** The keypad (typed, standard or random), the limit, the start and who plays. */
export function ThirtyOneSetupForm({ setup, onChange }: Props) {
  const [keys, setKeys] = useState(formatKeypad(setup.keypad));
  const [error, setError] = useState<string>();
  const restart = (changes: Partial<ThirtyOneSetup>): void => {
    setError(undefined);
    onChange(changes);
  };
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const form = event.currentTarget;
    try {
      // The same checks as a link: a limit the browser can solve, a start not past it.
      const next = readSetup(
        new URLSearchParams({
          keys: formatKeypad(parseKeypad(keys)),
          limit: formText(form, 'limit'),
          start: formText(form, 'start'),
        }),
      );
      restart({ keypad: next.keypad, limit: next.limit, start: next.start });
    } catch (e) {
      setError(humanError(e));
    }
  };
  const chooseKeypad = (keypad: ThirtyOneSetup['keypad']): void => {
    setKeys(formatKeypad(keypad));
    restart({ keypad });
  };
  return (
    <form
      className="setup"
      onSubmit={submit}
      key={formatKeypad(setup.keypad) + setup.limit + setup.start}
    >
      <label>
        Keypad rows
        <input
          value={keys}
          onChange={(e) => setKeys(e.target.value)}
          inputMode="numeric"
          spellCheck={false}
        />
      </label>
      <label>
        Limit (at most {MAX_LIMIT.toLocaleString('en')})
        <input name="limit" inputMode="numeric" defaultValue={setup.limit} />
      </label>
      <label>
        Starting total
        <input name="start" inputMode="numeric" defaultValue={setup.start} />
      </label>
      <div className="buttons">
        <button type="submit">New game</button>
        <button type="button" onClick={() => chooseKeypad(STANDARD_KEYPAD)}>
          Standard keypad
        </button>
        <button type="button" onClick={() => chooseKeypad(randomKeypad())}>
          Random keypad
        </button>
      </div>
      {error !== undefined && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
