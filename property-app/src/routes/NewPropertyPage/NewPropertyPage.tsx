import { ApiError } from '@venue/api-client';
import { PropertyCreateFields } from '@venue/contract';
import { Button, RequiredNote, Select, SelectItem, TextField } from '@venue/design-system';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useApi } from '../../app/ApiProvider.tsx';
import * as css from '../../forms/forms.css.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as pages from '../pages.css.ts';
import { usePageHeading } from '../usePageHeading.ts';
import { CURRENCIES, keyFromName } from './propertyKey.ts';

type Field = 'name' | 'key' | 'currency' | 'timezone' | 'defaultLanguage';

/** What each field's problem says (the server's own schema finds them). */
const PROBLEM: Record<Field, string> = {
  name: 'newProperty.error.name',
  key: 'newProperty.error.key',
  currency: 'newProperty.error.currency',
  timezone: 'newProperty.error.timezone',
  defaultLanguage: 'newProperty.error.language',
};

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Berlin';

/**
 * A new property of one's own (docs/api.md#resources): its name, the path of its booking page, currency, time
 * zone and language. The user becomes its owner; the app switches to it and opens its offer to fill.
 */
export function NewPropertyPage() {
  const { t, i18n } = useTranslation();
  const heading = usePageHeading(t('newProperty.title'));
  const api = useApi();
  const restore = useAppStore((s) => s.restore);
  const selectProperty = useAppStore((s) => s.selectProperty);
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const [key, setKey] = useState('');
  const [keyEdited, setKeyEdited] = useState(false);
  const [currency, setCurrency] = useState('EUR');
  const [timezone, setTimezone] = useState(browserZone);
  const [language, setLanguage] = useState(i18n.language === 'de' ? 'de' : 'en');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [news, setNews] = useState('');
  const [saving, setSaving] = useState(false);
  const shownKey = keyEdited ? key : keyFromName(name);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const fields = { name, key: shownKey, currency, timezone, defaultLanguage: language };
    const parsed = PropertyCreateFields.safeParse(fields);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (field in PROBLEM) found[field] ??= PROBLEM[field];
      }
      setProblems(found);
      setNews(t('newProperty.news.problems'));
      return;
    }
    setProblems({});
    setSaving(true);
    setNews(t('newProperty.news.creating'));
    try {
      const property = await api.createProperty(parsed.data);
      await restore();
      selectProperty(property.id);
      navigate('/offer');
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setProblems({ key: 'newProperty.error.keyTaken' });
        setNews(t('newProperty.news.problems'));
      } else setNews(t('newProperty.news.failed'));
    } finally {
      setSaving(false);
    }
  };

  const problem = (field: Field) =>
    problems[field] ? { isInvalid: true, errorMessage: t(problems[field] ?? '') } : { isInvalid: false };

  return (
    <div className={pages.page}>
      <h1 ref={heading} tabIndex={-1} className={pages.title}>
        {t('newProperty.title')}
      </h1>
      <p className={pages.lead}>{t('newProperty.lead')}</p>
      <p role="status" className={css.news}>
        {news}
      </p>
      <form className={css.form} onSubmit={(e) => void create(e)} noValidate>
        <RequiredNote />
        <div className={css.fields}>
          <TextField
            label={t('newProperty.name')}
            value={name}
            onChange={setName}
            isRequired
            {...problem('name')}
          />
          <TextField
            label={t('newProperty.key')}
            description={t('newProperty.keyHint', { url: `${window.location.origin}/${shownKey || '…'}` })}
            value={shownKey}
            onChange={(v) => {
              setKeyEdited(true);
              setKey(v);
            }}
            isRequired
            {...problem('key')}
          />
          <Select
            label={t('newProperty.currency')}
            selectedKey={currency}
            onSelectionChange={(k) => k !== null && setCurrency(String(k))}
            {...problem('currency')}
          >
            {CURRENCIES.map((c) => (
              <SelectItem key={c} id={c}>
                {c}
              </SelectItem>
            ))}
          </Select>
          <TextField
            label={t('newProperty.timezone')}
            description={t('newProperty.timezoneHint')}
            value={timezone}
            onChange={setTimezone}
            {...problem('timezone')}
          />
          <Select
            label={t('newProperty.language')}
            description={t('newProperty.languageHint')}
            selectedKey={language}
            onSelectionChange={(k) => k !== null && setLanguage(String(k))}
          >
            <SelectItem id="en">{t('offer.language.en')}</SelectItem>
            <SelectItem id="de">{t('offer.language.de')}</SelectItem>
          </Select>
        </div>
        <div className={css.actions}>
          <Button type="submit" variant="primary" isPending={saving}>
            {t('newProperty.create')}
          </Button>
        </div>
      </form>
    </div>
  );
}
