import { useTranslation } from 'react-i18next';
import * as css from './RelationsPage.css.ts';
import type { RulePreview } from './relationPreview.ts';

/** The engine's answer for the draft's owner, in words: what adding it, then removing it, does. */
export function RulePreviewView({ owner, preview }: { owner: string | null; preview: RulePreview | null }) {
  const { t, i18n } = useTranslation();
  const list = (items: readonly string[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(items);
  const changes = (what: RulePreview['onAdd']) => (
    <ul className={css.previewList}>
      {what.added.length > 0 && <li>{t('relations.preview.adds', { items: list(what.added) })}</li>}
      {what.removed.length > 0 && <li>{t('relations.preview.removes', { items: list(what.removed) })}</li>}
      {what.added.length === 0 && what.removed.length === 0 && <li>{t('relations.preview.nothing')}</li>}
    </ul>
  );
  return (
    <section aria-labelledby="relation-preview" className={css.preview}>
      <h3 id="relation-preview" className={css.previewTitle}>
        {t('relations.preview.title')}
      </h3>
      <div aria-live="polite" data-testid="relation-preview">
        {owner === null || preview === null ? (
          <p>{t('relations.preview.choose')}</p>
        ) : preview.unstable ? (
          <p>{t('relations.preview.unstable')}</p>
        ) : (
          <>
            {preview.assumed.length > 0 && (
              <p>{t('relations.preview.assumed', { items: list(preview.assumed) })}</p>
            )}
            <p>{t('relations.preview.onAdd', { owner })}</p>
            {changes(preview.onAdd)}
            <p>{t('relations.preview.onRemove', { owner })}</p>
            {changes(preview.onRemove)}
          </>
        )}
      </div>
    </section>
  );
}
