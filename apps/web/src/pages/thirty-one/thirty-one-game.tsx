import { unvaluedMatchGame, type MatchMoveValue } from '@cgkit/core-search';
import {
  thirtyOneMatchRules,
  thirtyOneStart,
  type KeyCell,
  type KeyValue,
  type ThirtyOnePosition,
} from '@cgkit/thirty-one';
import type { BoardProps, GameAdapter } from '../../shell/game-adapter.js';
import type { MatchAnalysis } from '../../worker/tasks/match.js';
import type { ThirtyOneExtra } from '../../worker/tasks/thirty-one.js';
import { Keypad } from './Keypad.js';
import { ThirtyOneSetupForm } from './ThirtyOneSetupForm.js';
import { readSetup, writeSetup, type ThirtyOneSetup } from './thirty-one-state.js';

type Props = BoardProps<ThirtyOneSetup, ThirtyOnePosition, KeyCell, ThirtyOneExtra>;

/** Values of keys as the keypad shows them: win or lose, and in how many presses. */
function keyValues(values: readonly MatchMoveValue<KeyCell>[]): Map<number, KeyValue> {
  return new Map(
    values.map((v) => [
      v.move,
      { result: v.outcome === 'win' ? 'win' : 'lose', remoteness: v.remoteness ?? 0 },
    ]),
  );
}

function ThirtyOneBoard({ setup, position, legal, values, disabled, onMove }: Props) {
  return (
    <>
      <p className="total" aria-live="polite">
        Total <strong data-testid="total">{position.total}</strong> /{' '}
        {setup.limit.toLocaleString('en')}
      </p>
      <Keypad
        keypad={setup.keypad}
        legal={new Set(legal)}
        values={values === undefined ? undefined : keyValues(values)}
        lastKey={position.last}
        disabled={disabled}
        onPress={onMove}
      />
    </>
  );
}

function OpeningTable({
  setup,
  analysis,
}: {
  readonly setup: ThirtyOneSetup;
  readonly analysis: MatchAnalysis<KeyCell, ThirtyOneExtra>;
}) {
  return (
    <details className="openings" open aria-label="Opening analysis">
      <summary>Opening analysis: the winning first keys from each starting total</summary>
      {/* Scrolls on a narrow screen: focusable, so the keyboard scrolls it too. */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Winning first keys">
        <table>
          <thead>
            <tr>
              <th scope="col">start</th>
              <th scope="col">winning opening digits</th>
            </tr>
          </thead>
          <tbody>
            {analysis.extra.openings.map((digits, total) => (
              <tr key={total} className={total === setup.start ? 'current' : undefined}>
                <th scope="row">{total}</th>
                <td>{digits.length === 0 ? 'none: the first player loses' : digits.join(' ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** 31 on the one game page. */
export const thirtyOneAdapter: GameAdapter<
  ThirtyOneSetup,
  ThirtyOnePosition,
  KeyCell,
  ThirtyOneExtra
> = {
  page: 'thirty-one',
  title: '31',
  lead: ({ limit }) => {
    const passed = (limit + 1).toLocaleString('en');
    return `Press a key of the row or column of the last key pressed; its digit adds to the total. The total must not pass ${limit.toLocaleString('en')}: whoever takes it to ${passed} or more loses.`;
  },
  resetLabel: 'Start a standard game',
  players: ['Player 1', 'Player 2'],
  verb: 'press',
  over: 'Game over',
  computerFirstLabel: 'Computer presses first',
  keepStaleRuns: true,
  readSetup,
  writeSetup,
  rules: ({ keypad, limit, start }) => ({
    // The page only replays and lists keys: the match's values come from the worker, which
    // solves the keypad.
    game: unvaluedMatchGame(thirtyOneMatchRules(keypad, limit)),
    position: thirtyOneStart(start),
  }),
  input: ({ keypad, limit, start }, moves) => ({
    game: 'thirty-one',
    start: { keypad, limit, total: start },
    moves,
  }),
  label: ({ keypad }, _, cell) => String(keypad.digits[cell]),
  spot: ({ keypad }, _, cell) => ({
    row: Math.floor(cell / keypad.columns),
    col: cell % keypad.columns,
  }),
  remotenessWhy: 'Every position of 31 gets its remoteness from the solved keypad.',
  Board: ThirtyOneBoard,
  SetupPanel: ({ setup, onNewGame }) => <ThirtyOneSetupForm setup={setup} onChange={onNewGame} />,
  Analysis: OpeningTable,
};
