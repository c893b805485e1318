import { humanError } from '../../shell/errors.js';
import { Portion, type Cake } from '@cgkit/galette';
import { parseGaletteInput, printGtIn, printGtTxt, type GaletteInput } from '@cgkit/io-formats';
import { useState, type ChangeEvent } from 'react';
import { checkCakeSize } from './galette-state.js';

interface Props {
  readonly cake: Cake;
  /** The player to move, as GT.txt numbers them. */
  readonly toMove: 1 | 2;
  readonly onLoad: (loaded: GaletteInput) => void;
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** Loads a GT.txt or GT.in file, and saves the current cake as either. */
export function GaletteFiles({ cake, toMove, onLoad }: Props) {
  const [error, setError] = useState<string>();
  const load = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = event.target.files?.[0];
    if (file === undefined) return;
    try {
      const loaded = parseGaletteInput(await file.text(), file.name);
      // A valid file may hold a cake larger than the page plays: said here, the game stays.
      checkCakeSize(loaded.cake.rows, loaded.cake.cols);
      setError(undefined);
      onLoad(loaded);
    } catch (e) {
      setError(`${file.name}: ${humanError(e)}`);
    }
    event.target.value = '';
  };
  const hasEaten = cake.cells.includes(Portion.eaten);
  return (
    <div className="files">
      <label>
        Load GT.txt or GT.in{' '}
        <input type="file" accept=".txt,.in,text/plain" onChange={(e) => void load(e)} />
      </label>
      <div className="buttons">
        <button type="button" onClick={() => download('GT.txt', printGtTxt({ cake, toMove }))}>
          Save GT.txt
        </button>
        <button
          type="button"
          onClick={() => download('GT.in', printGtIn(cake))}
          disabled={hasEaten}
          title={
            hasEaten
              ? 'GT.in describes whole cakes: save a cake with eaten portions as GT.txt'
              : undefined
          }
        >
          Save GT.in
        </button>
      </div>
      {error !== undefined && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
