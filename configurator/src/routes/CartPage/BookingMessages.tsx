import type { BookingMessage } from '@venue/contract';
import { Button, RequiredNote, Select, SelectItem, TextArea } from '@venue/design-system';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Form, type Key, useLocale } from 'react-aria-components';
import { MESSAGE_CATEGORIES, MESSAGE_MAX_LENGTH } from '../../api/messageContract.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as pages from '../pages.css.ts';
import * as css from './BookingMessages.css.ts';

/** Remaining characters at which the count is also read out (once per step, not per keystroke). */
const NEAR_LIMIT_STEPS = [0, 10, 25, 50, 100, 200] as const;
const nearLimitStep = (remaining: number) => NEAR_LIMIT_STEPS.find((step) => remaining <= step);

/** The server's general category (docs/api.md#messages: the default). */
const GENERAL = 1;

/**
 * docs/api.md#messages: the reopened booking's conversation with the property and a form to write to it.
 * Texts are shown as plain text (React escapes them) with their line breaks; staff answers come in with
 * "Refresh" or when the window gets the focus back (no polling).
 */
export function BookingMessages() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const headingId = useId();
  const access = useAppStore((s) => s.bookingAccess);
  const messages = useAppStore((s) => s.messages);
  const listed = useAppStore((s) => s.messageCategories);
  const loading = useAppStore((s) => s.messagesLoading);
  const sending = useAppStore((s) => s.messageSending);
  const error = useAppStore((s) => s.messagesError);
  const property = useAppStore((s) => s.property?.name ?? '');
  const load = useAppStore((s) => s.loadMessages);
  const send = useAppStore((s) => s.sendMessage);
  const [category, setCategory] = useState<Key>(GENERAL);
  const [text, setText] = useState('');
  const [sent, setSent] = useState('');
  const [nearLimit, setNearLimit] = useState('');
  // Only a refresh the booker asked for spins the button (react-aria announces it); others are quiet.
  const [refreshing, setRefreshing] = useState(false);

  useEffect(() => {
    if (access) void load();
  }, [access, load]);
  // Staff answers show up when the booker comes back to the window (a tab or app switch).
  useEffect(() => {
    const reload = () => void load();
    window.addEventListener('focus', reload);
    return () => window.removeEventListener('focus', reload);
  }, [load]);

  const categories = listed.length > 0 ? listed : MESSAGE_CATEGORIES;
  const label = (id: number) => {
    const key = categories.find((c) => c.id === id)?.key;
    return key ? t(`message.category.${key}`) : String(id);
  };
  const number = new Intl.NumberFormat(locale);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const author = (m: BookingMessage) =>
    m.author === 'booker'
      ? t('message.author.you')
      : m.authorName
        ? t('message.author.staff', { name: m.authorName, property })
        : property;

  const change = (value: string) => {
    const before = nearLimitStep(MESSAGE_MAX_LENGTH - text.length);
    const now = nearLimitStep(MESSAGE_MAX_LENGTH - value.length);
    if (now !== before)
      setNearLimit(
        now === undefined ? '' : t('message.remaining', { count: MESSAGE_MAX_LENGTH - value.length }),
      );
    setText(value);
  };
  // Only called once the form is valid (a text that is not only spaces).
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent('');
    if (await send({ category: Number(category), text })) {
      setText('');
      setNearLimit('');
      setSent(t('message.sent'));
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className={`${pages.card} ${pages.stack}`}
      data-testid="booking-messages"
    >
      <div className={css.header}>
        <h2 id={headingId} className={pages.subtitle}>
          {t('message.title')}
        </h2>
        <Button
          variant="secondary"
          isPending={refreshing}
          onPress={() => {
            setRefreshing(true);
            void load().finally(() => setRefreshing(false));
          }}
        >
          {t('message.refresh')}
        </Button>
      </div>
      {messages.length > 0 ? (
        <ol className={css.list} aria-labelledby={headingId}>
          {messages.map((m) => (
            <li key={m.id} className={css.message[m.author]}>
              <p className={css.meta}>
                <span className={css.author}>{author(m)}</span>
                <time dateTime={m.createdAt}>{when.format(new Date(m.createdAt))}</time>
                <span>{t('message.topic', { category: label(m.category) })}</span>
              </p>
              <p className={css.text}>{m.text}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className={pages.muted}>{loading ? t('common.loading') : t('message.empty')}</p>
      )}
      <Form className={css.form} aria-label={t('message.form')} onSubmit={(event) => void submit(event)}>
        <RequiredNote />
        <Select
          className={css.category}
          label={t('message.category')}
          items={categories.map((c) => ({ ...c }))}
          selectedKey={category}
          onSelectionChange={(key) => key !== null && setCategory(key)}
        >
          {(c) => <SelectItem id={c.id}>{t(`message.category.${c.key}`)}</SelectItem>}
        </Select>
        <TextArea
          label={t('message.text')}
          name="text"
          value={text}
          onChange={change}
          maxLength={MESSAGE_MAX_LENGTH}
          isRequired
          validate={(value) => (value.trim() === '' ? t('FORM.ERROR.REQUIRED') : null)}
          description={t('message.count', {
            used: number.format(text.length),
            max: number.format(MESSAGE_MAX_LENGTH),
          })}
          rows={4}
        />
        {error ? (
          <p role="alert" className={css.error}>
            {t(error)}
          </p>
        ) : null}
        <div className={pages.actions}>
          <Button type="submit" variant="primary" isPending={sending}>
            {t('message.send')}
          </Button>
        </div>
      </Form>
      <div aria-live="polite" className={pages.visuallyHidden}>
        {nearLimit}
      </div>
      <div role="status" className={pages.visuallyHidden}>
        {sent}
      </div>
    </section>
  );
}
