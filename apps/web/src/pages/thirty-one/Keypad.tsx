import type { KeyValue, Keypad as KeypadModel } from '@cgkit/thirty-one';
import { count } from '../../shell/words.js';

interface Props {
  readonly keypad: KeypadModel;
  /** The keys that may be pressed now. */
  readonly legal: ReadonlySet<number>;
  /** The value of each legal key for its presser, when values are shown. */
  readonly values: ReadonlyMap<number, KeyValue> | undefined;
  readonly lastKey: number | undefined;
  readonly disabled: boolean;
  readonly onPress: (cell: number) => void;
}

/**
 * The calculator keypad: legal keys stand out, and may show what pressing them is worth. With the
 * focus on a key, typing a digit presses the legal key showing it.
 */
export function Keypad({ keypad, legal, values, lastKey, disabled, onPress }: Props) {
  const spot = (cell: number) => ({
    row: Math.floor(cell / keypad.columns),
    col: cell % keypad.columns,
  });
  const press = onPress;
  return (
    <div
      className="keypad"
      role="group"
      aria-label="Keypad (type a digit to press its key)"
      style={{ gridTemplateColumns: `repeat(${keypad.columns}, minmax(0, 1fr))` }}
      onKeyDown={(event) => {
        // Typing a digit presses its key when exactly one legal key shows it.
        const cells = [...legal].filter((cell) => String(keypad.digits[cell]) === event.key);
        if (!disabled && cells.length === 1) press(cells[0]!);
      }}
    >
      {keypad.digits.map((digit, cell) => {
        const value = values?.get(cell);
        const label =
          value === undefined
            ? ''
            : `${value.result === 'win' ? 'wins' : 'loses'} in ${value.remoteness}`;
        const fullLabel =
          value === undefined
            ? ''
            : `${value.result === 'win' ? 'wins' : 'loses'} in ${count(value.remoteness, 'press', 'presses')}`;
        const classes = [
          'key',
          legal.has(cell) ? 'legal' : '',
          value?.result ?? '',
          cell === lastKey ? 'last' : '',
        ];
        return (
          <button
            key={cell}
            type="button"
            className={classes.filter(Boolean).join(' ')}
            disabled={disabled || !legal.has(cell)}
            data-row={spot(cell).row}
            data-col={spot(cell).col}
            onClick={() => press(cell)}
            title={fullLabel === '' ? undefined : `Pressing ${digit} ${fullLabel}`}
            aria-label={`${digit}${fullLabel === '' ? '' : ` ${fullLabel}`}${cell === lastKey ? ', pressed last' : ''}`}
          >
            <span className="digit">{digit}</span>
            {label !== '' && <span className="key-value"> {label}</span>}
          </button>
        );
      })}
    </div>
  );
}
