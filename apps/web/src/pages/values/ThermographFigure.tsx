import { useMemo } from 'react';
import { svgElement } from './svg-element.js';

interface Props {
  /** The package's drawing (`thermographSvg`), made by the worker. */
  readonly svg: string;
  readonly mean: string;
  readonly temperature: string;
}

/** The thermograph as the package draws it: walls, mast, mean and temperature labelled. */
export function ThermographFigure({ svg, mean, temperature }: Props) {
  const label = `Thermograph: mean ${mean}, temperature ${temperature}`;
  const drawing = useMemo(
    () => svgElement(svg, { role: 'img', 'aria-label': label }),
    [svg, label],
  );
  return (
    <figure
      className="plot thermograph"
      style={{ maxWidth: 480 }}
      data-testid="thermograph"
      aria-label="Thermograph"
    >
      {drawing}
      <figcaption>
        Thermograph: <span className="left-wall">Left&apos;s wall</span> and{' '}
        <span className="right-wall">Right&apos;s wall</span> from t = −1; the mast stands at the
        mean {mean} from the temperature {temperature}.
      </figcaption>
    </figure>
  );
}
