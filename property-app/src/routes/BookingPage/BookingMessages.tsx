import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type BookingMessage, MESSAGE_CATEGORIES, MESSAGE_MAX_LENGTH } from '@venue/contract';
import { Button, Select, SelectItem, TextArea } from '@venue/design-system';
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/ApiProvider.tsx';
import { threadRead, useLiveBurst } from '../../app/live.ts';
import { queryKeys } from '../../app/queryKeys.ts';
import { formatsOf } from '../../bookings/bookingLabels.ts';
import * as css from './BookingMessages.css.ts';
import * as pageCss from './BookingPage.css.ts';
import { categoryLabel, sendProblemKey } from './messageLabels.ts';

/** The id of the section, so the message overview can link straight to it (`/bookings/{id}#messages`). */
const MESSAGES_SECTION_ID = 'messages';

type Category = { readonly id: number; readonly key: string };

/**
 * A booking's conversation with the booker (docs/api.md#messages): the thread, oldest first, and the staff's
 * answer. Reading it marks the booker's messages read; new messages arrive live.
 */
export function BookingMessages({
  bookingId,
  bookerName,
  canWrite,
}: {
  bookingId: number;
  /** The booker's name (or e-mail) as the booking page shows it. */
  bookerName: string;
  /** A deleted booking takes no messages. */
  canWrite: boolean;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement | null>(null);
  const form = useRef<HTMLFormElement | null>(null);
  const [category, setCategory] = useState(1);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState('');

  // The thread; reading it marks the booker's messages read (the unread counts follow).
  const queries = useQueryClient();
  const threadKey = queryKeys.bookingMessages(bookingId);
  const readThread = useCallback(async () => {
    const answer = await api.messages(bookingId);
    threadRead(bookingId);
    return answer.items;
  }, [api, bookingId]);
  const read = useQuery({ queryKey: threadKey, queryFn: readThread });
  const thread = read.data ?? null;
  // A failed read is said; a live re-read that failed leaves the thread as it was.
  const loadFailed = read.isError;
  const named = useQuery({ queryKey: queryKeys.messageCategories(), queryFn: () => api.messageCategories() });
  const categories: readonly Category[] =
    named.data && named.data.items.length > 0 ? named.data.items : MESSAGE_CATEGORIES;

  // Opened from the message overview: go straight to the conversation, once the thread is read.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current || !read.isSuccess) return;
    arrived.current = true;
    if (window.location.hash === `#${MESSAGES_SECTION_ID}`) {
      title.current?.scrollIntoView({ block: 'start' });
      title.current?.focus({ preventScroll: true });
    }
  }, [read.isSuccess]);

  // A message by the booker (or a colleague) appears live; the booker's is announced.
  useLiveBurst(
    (n) => (n.kind === 'message' && n.bookingId === bookingId) || n.kind === 'reconnected',
    (burst) => {
      readThread().then(
        (items) => {
          queries.setQueryData(threadKey, items);
          if (burst.some((n) => n.kind === 'message' && n.author === 'booker'))
            setNote(t('messages.live.fromBooker', { name: bookerName }));
        },
        () => {},
      );
    },
  );

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setNote('');
    setProblem(null);
    if (!text.trim()) {
      setInvalid(true);
      form.current?.querySelector('textarea')?.focus();
      return;
    }
    setSending(true);
    try {
      const answer = await api.sendMessage(bookingId, { text, category });
      queries.setQueryData(threadKey, answer.items);
      threadRead(bookingId);
      setText('');
      setInvalid(false);
      setNote(t('messages.sent'));
    } catch (error) {
      // The typed text stays: nothing is lost when sending failed.
      setProblem(sendProblemKey(error));
    } finally {
      setSending(false);
    }
  };

  // New objects per language: the Select's collection re-renders its labels only for new items.
  const options = useMemo(
    () => categories.map((c) => ({ id: c.id, label: t(categoryLabel(categories, c.id)) })),
    [categories, t],
  );
  const f = formatsOf(i18n.language);
  const authorOf = (m: BookingMessage) =>
    m.author === 'booker'
      ? t('messages.author.booker', { name: bookerName })
      : t('messages.author.staff', { name: m.authorName ?? t('actor.staff') });

  return (
    <section id={MESSAGES_SECTION_ID} aria-labelledby={titleId} className={pageCss.section}>
      <h2 id={titleId} ref={title} tabIndex={-1} className={pageCss.sectionTitle}>
        {t('messages.title')}
      </h2>
      {loadFailed ? <p role="alert">{t('messages.failed')}</p> : null}
      {thread && thread.length === 0 ? <p className={pageCss.muted}>{t('messages.empty')}</p> : null}
      {thread && thread.length > 0 ? (
        <ol className={css.thread} aria-label={t('messages.thread')}>
          {thread.map((m) => (
            <li key={m.id} className={css.message} data-author={m.author}>
              <p className={css.meta}>
                <span className={css.author}>{authorOf(m)}</span>
                <span>{t(categoryLabel(categories, m.category))}</span>
                <time dateTime={m.createdAt}>{f.instant(m.createdAt)}</time>
              </p>
              <p className={css.text}>{m.text}</p>
              {m.author === 'staff' && m.readAt ? (
                <p className={css.read}>{t('messages.readByBooker')}</p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {/* Polite: a new message or "sent" is news, not an interruption. */}
      <p role="status" className={pageCss.announcement}>
        {note}
      </p>
      {canWrite ? (
        <form ref={form} className={css.form} onSubmit={send} noValidate aria-label={t('messages.formLabel')}>
          <Select
            label={t('messages.category')}
            selectedKey={category}
            onSelectionChange={(key) => {
              if (key !== null) setCategory(Number(key));
            }}
            items={options}
            className={css.category}
          >
            {(c) => (
              <SelectItem id={c.id} textValue={c.label}>
                {c.label}
              </SelectItem>
            )}
          </Select>
          <TextArea
            label={t('messages.text')}
            value={text}
            onChange={(value) => {
              setText(value);
              if (value.trim()) setInvalid(false);
            }}
            maxLength={MESSAGE_MAX_LENGTH}
            rows={4}
            description={t('messages.count', { count: text.length, max: MESSAGE_MAX_LENGTH })}
            validationBehavior="aria"
            isInvalid={invalid}
            errorMessage={t('messages.error.required')}
          />
          {problem ? (
            <p role="alert" className={css.problem}>
              {t(problem)}
            </p>
          ) : null}
          <div>
            <Button type="submit" isPending={sending}>
              {t('messages.send')}
            </Button>
          </div>
        </form>
      ) : (
        <p className={pageCss.muted}>{t('messages.closed')}</p>
      )}
    </section>
  );
}
