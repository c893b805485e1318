import { unvaluedMatchGame } from '@cgkit/core-search';
import {
  createCake,
  formatNimber,
  galetteMatchRules,
  type Bite,
  type Cake,
  type GaletteTurn,
} from '@cgkit/galette';
import { useState, type FormEvent } from 'react';
import { ZoomControls, ZoomFrame } from '../../components/ZoomFrame.js';
import type { Zoom } from '../../components/zoom.js';
import { humanError } from '../../shell/errors.js';
import { formInteger } from '../../shell/form-text.js';
import type { BoardProps, GameAdapter, SetupProps } from '../../shell/game-adapter.js';
import type { GaletteExtra } from '../../worker/tasks/galette.js';
import { CakeBoard } from './CakeBoard.js';
import { EmptyCakeTable } from './EmptyCakeTable.js';
import { GaletteFiles } from './GaletteFiles.js';
import {
  MAX_CAKE_SIDE,
  nextPortion,
  readSetup,
  withPortion,
  writeSetup,
  type GaletteSetup,
} from './galette-state.js';

type Props = BoardProps<GaletteSetup, GaletteTurn, Bite, GaletteExtra>;

const sameBite = (a: Bite, b: Bite): boolean => a.row === b.row && a.col === b.col;

function GaletteBoard(props: Props) {
  const { position, legal, values, extra, disabled, editing, onEditing, onMove, onNewGame } = props;
  const { cake } = position;
  const [zoom, setZoom] = useState<Zoom>('auto');
  const bites = legal.map((bite) => {
    const value = values?.find((v) => sameBite(v.move, bite));
    const grundy = extra?.options.find((o) => sameBite(o.bite, bite))?.grundy;
    return value === undefined
      ? { bite }
      : { bite, grundy, outcome: value.outcome, remoteness: value.remoteness };
  });
  return (
    <>
      <ZoomControls zoom={zoom} onZoom={setZoom} />
      <ZoomFrame cols={cake.cols} draws={false} onZoom={setZoom}>
        <CakeBoard
          cake={cake}
          bites={bites}
          editing={editing}
          disabled={disabled}
          zoom={zoom}
          onBite={onMove}
          onEdit={(r, c) =>
            onNewGame({
              start: withPortion(cake, r, c, nextPortion(cake.cells[r * cake.cols + c]!)),
            })
          }
        />
      </ZoomFrame>
      <label className="toggle">
        <input type="checkbox" checked={editing} onChange={(e) => onEditing(e.target.checked)} />
        Edit the cake (click a portion to poison it, eat it or restore it)
      </label>
      {values !== undefined && (
        <p className="note">
          Each bite shows the value of the cake it leaves (a bite leaving 0 wins) and, where it is
          known, in how many bites the game ends after it with best play.
        </p>
      )}
    </>
  );
}

function SizeForm({ cake, onNewCake }: { cake: Cake; onNewCake: (cake: Cake) => void }) {
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const form = event.currentTarget;
    try {
      const rows = formInteger(form, 'rows', 'Rows', 2, MAX_CAKE_SIDE);
      const cols = formInteger(form, 'cols', 'Columns', 2, MAX_CAKE_SIDE);
      setError(undefined);
      onNewCake(createCake(rows, cols, [{ row: 0, col: 0 }]));
    } catch (e) {
      setError(humanError(e));
    }
  };
  return (
    <>
      <form className="buttons" onSubmit={submit} noValidate>
        <label>
          Rows{' '}
          <input name="rows" type="number" min={2} max={MAX_CAKE_SIDE} defaultValue={cake.rows} />
        </label>
        <label>
          Columns{' '}
          <input name="cols" type="number" min={2} max={MAX_CAKE_SIDE} defaultValue={cake.cols} />
        </label>
        <button type="submit">New cake</button>
      </form>
      {error !== undefined && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

function GaletteSetupPanel({ setup, position, onNewGame }: SetupProps<GaletteSetup, GaletteTurn>) {
  return (
    <>
      <SizeForm cake={setup.start} onNewCake={(start) => onNewGame({ start, startPlayer: 1 })} />
      <GaletteFiles
        cake={position.cake}
        toMove={position.toMove}
        onLoad={(loaded) => onNewGame({ start: loaded.cake, startPlayer: loaded.toMove ?? 1 })}
      />
    </>
  );
}

// The page replays and lists bites with the package's rules; its values come from the worker,
// so the page has no solver (the Grundy engine stays out of the page's bundle).
const galetteRules = unvaluedMatchGame(galetteMatchRules());

/** Galette toxique on the one game page. */
export const galetteAdapter: GameAdapter<GaletteSetup, GaletteTurn, Bite, GaletteExtra> = {
  page: 'galette',
  title: 'Galette toxique',
  lead: () =>
    'Players take turns eating a 2×2 bite of the cake: any square of four portions with at least one uneaten and none poisoned. Whoever cannot bite loses.',
  resetLabel: 'Start the classic game',
  players: ['Player 1', 'Player 2'],
  verb: 'bite',
  over: 'No bite left',
  computerFirstLabel: 'Computer bites first',
  readSetup,
  writeSetup,
  rules: ({ start, startPlayer }) => ({
    game: galetteRules,
    position: { cake: start, toMove: startPlayer },
  }),
  input: ({ start, startPlayer }, moves) => ({
    game: 'galette',
    start: { cake: start, toMove: startPlayer },
    moves,
  }),
  label: (_, __, bite) => `(${bite.row + 1},${bite.col + 1})`,
  spot: (_, __, bite) => ({ row: bite.row, col: bite.col }),
  valueWords: ({ grundy }) =>
    `Value ${formatNimber(grundy)}: the player to move ${grundy === 0 ? 'loses' : 'wins'}. `,
  remotenessWhy:
    'Who wins comes from the Grundy values, which a cake that falls apart into independent parts gets from its parts. Remoteness cannot be split that way: it needs a search over whole cakes, of at most 80,000 positions each time a cake’s bites are valued. That finds it from the start for these cakes, measured: empty 6×6, 5×7, 4×8, 3×11 and 2×18, and 5×6, 5×5 and 4×7 with a poisoned corner; not for 6×6, 5×7, 4×9 or 3×12 with a poisoned corner, nor empty 4×9, 3×12 or 6×7. Larger cakes get it once enough of them is eaten.',
  Board: GaletteBoard,
  SetupPanel: GaletteSetupPanel,
  More: EmptyCakeTable,
};
