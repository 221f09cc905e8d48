import { Button } from 'react-aria-components';
import { useStrings } from '../../i18n/useStrings.ts';
import * as css from './PanoramaViewer.css.ts';
import { panoramaStrings } from './strings.ts';

/** A turn (degrees of yaw and pitch) or a zoom (degrees of field of view) of the 360° view. */
export type PanoramaMove = { turn: readonly [yaw: number, pitch: number] } | { zoom: number };

const moves = [
  { name: 'left', sign: '←', move: { turn: [-30, 0] } },
  { name: 'right', sign: '→', move: { turn: [30, 0] } },
  { name: 'up', sign: '↑', move: { turn: [0, 15] } },
  { name: 'down', sign: '↓', move: { turn: [0, -15] } },
  { name: 'zoomIn', sign: '+', move: { zoom: -15 } },
  { name: 'zoomOut', sign: '−', move: { zoom: 15 } },
] as const satisfies readonly { name: keyof typeof panoramaStrings.en; sign: string; move: PanoramaMove }[];

const control = ({ isHovered, isFocusVisible }: { isHovered: boolean; isFocusVisible: boolean }) =>
  css.control({ hovered: isHovered, focusVisible: isFocusVisible });

/**
 * The buttons under the 360° view. Without `onMove` (while the view loads) the same row is drawn invisible and
 * hidden from assistive technology: it keeps the buttons' space at every width, so nothing below the viewer moves
 * when they arrive (a focused link there would be pushed out of view).
 */
export function PanoramaControls({ onMove }: { onMove?: (move: PanoramaMove) => void }) {
  const t = useStrings(panoramaStrings);
  if (!onMove)
    return (
      <div className={css.controls} data-placeholder="" aria-hidden="true">
        {moves.map(({ name, sign }) => (
          <span key={name} className={control({ isHovered: false, isFocusVisible: false })}>
            {sign}
          </span>
        ))}
      </div>
    );
  return (
    <div className={css.controls}>
      {moves.map(({ name, sign, move }) => (
        <Button key={name} aria-label={t[name]} className={control} onPress={() => onMove(move)}>
          <span aria-hidden="true">{sign}</span>
        </Button>
      ))}
    </div>
  );
}
