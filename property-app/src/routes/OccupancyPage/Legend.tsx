import { useTranslation } from 'react-i18next';
import { type Look, lookSign, lookWord } from './OccupancyGrid.tsx';
import * as css from './OccupancyPage.css.ts';

const shown: readonly (Look | 'free')[] = [
  'free',
  'request',
  'offered',
  'optional',
  'booked',
  'block',
  'group',
];

/** What the grid's colours and signs mean. */
export function Legend() {
  const { t } = useTranslation();
  return (
    <section aria-label={t('occupancy.legend')}>
      <ul className={css.legend}>
        {shown.map((look) => (
          <li key={look} className={css.legendItem}>
            <span aria-hidden="true" className={[css.swatch, css.holder[look]].join(' ')}>
              {look === 'free' ? '' : <span className={css.swatchSign}>{lookSign(look)}</span>}
            </span>
            {t(look === 'free' ? 'occupancy.state.free' : lookWord(look))}
          </li>
        ))}
      </ul>
    </section>
  );
}
