import { useStrings } from '../../i18n/useStrings.ts';
import * as css from './PanoramaViewer.css.ts';
import { panoramaStrings } from './strings.ts';

/** What the line under the viewer says. */
export type HintState = 'loading' | 'hint' | 'still' | 'error';

const states: readonly HintState[] = ['loading', 'hint', 'still', 'error'];

/**
 * The line under the viewer. Every state's text takes the same cell and only the current one is visible (and read
 * by screen readers): the line is as tall in every state, so nothing below it moves when the viewer loads.
 */
export function PanoramaHint({ state, id }: { state: HintState; id?: string }) {
  const t = useStrings(panoramaStrings);
  return (
    <p id={id} className={[css.hint, css.hintStack].join(' ')}>
      {states.map((s) => (
        <span key={s} className={css.hintText({ shown: s === state })}>
          {t[s]}
        </span>
      ))}
    </p>
  );
}
