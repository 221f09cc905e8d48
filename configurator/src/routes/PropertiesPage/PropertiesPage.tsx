import { Spinner } from '@venue/design-system';
import { useEffect, useState } from 'react';
import type { PropertySummary } from '../../api/endpoints.ts';
import { useApi } from '../../app/ApiProvider.tsx';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { LanguageSwitch } from '../Layout/LanguageSwitch.tsx';
import * as styles from '../pages.css.ts';

/**
 * docs/pages.md#choosing-the-property: when no property can be determined, the properties page lists the demo properties. On its own
 * (no property yet, so no frame around it) it brings its own header with the language picker and its
 * main landmark; inside the property frame it is only the list.
 */
export function PropertiesPage({ standalone = false }: { standalone?: boolean }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  // The server describes the properties in the language of the call: read again when it changes.
  const language = i18n.language;
  const [properties, setProperties] = useState<readonly PropertySummary[] | null>(null);
  useEffect(() => {
    let current = true;
    api.properties().then(
      (list) => {
        if (current && i18n.language === language) setProperties(list);
      },
      (error: unknown) => {
        console.error('Loading properties failed', error);
        if (current) setProperties([]);
      },
    );
    return () => {
      current = false;
    };
  }, [api, language, i18n]);
  const content = (
    <>
      <h1 className={styles.title}>{t('properties.title')}</h1>
      {properties === null ? <Spinner aria-label={t('common.loading')} /> : null}
      {properties?.length === 0 ? <p>{t('properties.empty')}</p> : null}
      <ul className={styles.cardList}>
        {properties?.map((property) => (
          <li key={property.id} className={styles.card}>
            <h2 className={styles.cardTitle}>
              <a href={`/${encodeURIComponent(property.key)}`} className={styles.link}>
                {property.name}
              </a>
            </h2>
            {property.description ? <p>{property.description}</p> : null}
          </li>
        ))}
      </ul>
    </>
  );
  if (!standalone) return <div className={styles.page}>{content}</div>;
  return (
    <>
      <header className={styles.standaloneHeader}>
        <LanguageSwitch />
      </header>
      <main className={styles.page}>{content}</main>
    </>
  );
}
