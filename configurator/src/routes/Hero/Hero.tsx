import { useTranslation } from 'react-i18next';
import { documentSrc } from '../../api/endpoints.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as styles from './Hero.css.ts';

/** The property's hero images (spec 2 hero area); the first one is shown on the start screen. */
export function Hero() {
  const { t } = useTranslation();
  const heroes = useAppStore((s) => s.heroes);
  const property = useAppStore((s) => s.property);
  const first = heroes.find((hero) => !hero.panorama);
  if (!first) return null;
  return (
    <figure className={styles.hero}>
      <img
        className={styles.image}
        src={documentSrc(first.url)}
        alt={first.name ?? t('hero.alt', { property: property?.name ?? '' })}
      />
    </figure>
  );
}
