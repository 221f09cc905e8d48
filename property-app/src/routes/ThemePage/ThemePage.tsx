import { ApiError } from '@venue/api-client';
import { Button, Checkbox, TextField } from '@venue/design-system';
import { defaultTokens } from '@venue/themes/default/tokens.ts';
import type { ThemeTokens } from '@venue/themes/tokenType.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/ApiProvider.tsx';
import { usePropertyRow } from '../../app/usePropertyRow.ts';
import { useCurrentProperty } from '../../frame/useCurrentProperty.ts';
import * as pages from '../pages.css.ts';
import { usePageHeading } from '../usePageHeading.ts';
import * as css from './ThemePage.css.ts';
import { draftProblems, EDITED_COLORS, type EditedColor, previewStyle, withColors } from './themeDraft.ts';

type Outcome = 'saved' | 'conflict' | 'refused' | 'failed' | null;

/**
 * The property's look for its guests (docs/api.md#resources, `themeTokens`): owners change the main colours with a
 * live preview; a pair people could not read (WCAG 2.2 AA) is named at once and cannot be saved (the server checks
 * again). Staff see the theme without changing it. The guest's booking page takes a saved theme at once.
 */
export function ThemePage() {
  const { t } = useTranslation();
  const heading = usePageHeading(t('theme.title'));
  const api = useApi();
  const property = useCurrentProperty();
  const propertyId = property?.id ?? null;
  const isOwner = property?.role === 'owner';
  const { row, replace, reload } = usePropertyRow(propertyId);
  const [colors, setColors] = useState<Partial<Record<EditedColor, string>>>({});
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (row === 'failed') {
    return (
      <div className={pages.page}>
        <h1 ref={heading} tabIndex={-1} className={pages.title}>
          {t('theme.title')}
        </h1>
        <p role="alert">{t('theme.loadFailed')}</p>
      </div>
    );
  }
  const stored: ThemeTokens = (row?.themeTokens as ThemeTokens | null | undefined) ?? defaultTokens;
  const draft = withColors(stored, colors);
  const problems = draftProblems(draft);
  const changed = EDITED_COLORS.some((key) => colors[key] !== undefined && colors[key] !== stored.color[key]);
  const blocked = problems.notHex.length > 0 || problems.contrast.length > 0;

  const save = async () => {
    if (!row || blocked || !changed) return;
    setSaving(true);
    setOutcome(null);
    try {
      const fresh = await api.resources.property.update(row.id, row.version, { themeTokens: draft });
      replace(fresh);
      setColors({});
      setOutcome('saved');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setOutcome('conflict');
        reload();
      } else setOutcome(error instanceof ApiError && error.status === 422 ? 'refused' : 'failed');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={pages.page}>
      <h1 ref={heading} tabIndex={-1} className={pages.title}>
        {t('theme.title')}
      </h1>
      <p className={pages.lead}>
        {property ? t(isOwner ? 'theme.lead' : 'theme.leadStaff', { property: property.name }) : ''}
      </p>
      <p role="status" className={css.news}>
        {outcome === 'saved' ? t('theme.saved') : ''}
      </p>
      {row === null ? null : (
        <div className={css.layout}>
          <form
            className={css.form}
            aria-label={t('theme.form')}
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <fieldset className={css.fields} disabled={!isOwner || saving}>
              <legend className={css.legend}>{t('theme.colors')}</legend>
              {EDITED_COLORS.map((key) => {
                const value = draft.color[key];
                const invalid = problems.notHex.includes(key);
                return (
                  <div key={key} className={css.colorRow}>
                    <span
                      className={css.swatch}
                      style={{ background: invalid ? 'transparent' : value }}
                      aria-hidden
                    />
                    <TextField
                      label={t(`theme.token.${key}`)}
                      value={value}
                      isReadOnly={!isOwner}
                      isInvalid={invalid}
                      {...(invalid ? { errorMessage: t('theme.notHex') } : {})}
                      onChange={(next) => setColors((all) => ({ ...all, [key]: next.trim() }))}
                    />
                  </div>
                );
              })}
            </fieldset>
            <div role="alert" className={css.problems}>
              {problems.contrast.length > 0 ? (
                <>
                  <p className={css.problemTitle}>{t('theme.contrast.title')}</p>
                  <ul>
                    {problems.contrast.map((p) => (
                      <li key={p.what}>
                        {t('theme.contrast.pair', {
                          fg: t(`theme.token.${p.fg}`),
                          bg: t(`theme.token.${p.bg}`),
                          ratio: p.ratio.toFixed(2),
                          minimum: p.minimum,
                        })}
                      </li>
                    ))}
                  </ul>
                </>
              ) : outcome === 'conflict' ? (
                <p>{t('theme.conflict')}</p>
              ) : outcome === 'refused' ? (
                <p>{t('theme.refused')}</p>
              ) : outcome === 'failed' ? (
                <p>{t('theme.failed')}</p>
              ) : null}
            </div>
            {isOwner ? (
              <div className={css.actions}>
                <Button type="submit" isPending={saving} isDisabled={!changed || blocked}>
                  {t('theme.save')}
                </Button>
                <Button variant="secondary" isDisabled={!changed || saving} onPress={() => setColors({})}>
                  {t('theme.reset')}
                </Button>
              </div>
            ) : null}
          </form>
          <section className={css.preview} style={previewStyle(draft)} aria-labelledby="theme-preview">
            <h2 id="theme-preview" className={css.previewTitle}>
              {t('theme.preview.title')}
            </h2>
            {/* An illustration of the draft, as unreadable as it may be: nothing in it can be used. */}
            <div className={css.previewBody} inert>
              <p className={css.previewText}>{t('theme.preview.text')}</p>
              <p className={css.previewMuted}>{t('theme.preview.muted')}</p>
              <div className={css.previewCard}>
                <p className={css.previewText}>{t('theme.preview.card')}</p>
                <Checkbox defaultSelected>{t('theme.preview.checkbox')}</Checkbox>
              </div>
              <div className={css.actions}>
                <Button>{t('theme.preview.primary')}</Button>
                <Button variant="secondary">{t('theme.preview.secondary')}</Button>
              </div>
            </div>
          </section>
        </div>
      )}
    </div>
  );
}
