import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@venue/api-client';
import type { OutboxList, OutboxMail } from '@venue/contract';
import { Spinner } from '@venue/design-system';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import * as account from '../../account/account.css.ts';
import { GuestScreen } from '../../account/GuestScreen.tsx';
import { useApi } from '../../app/ApiProvider.tsx';
import { queryKeys } from '../../app/queryKeys.ts';
import * as pages from '../pages.css.ts';
import { usePageHeading } from '../usePageHeading.ts';
import * as css from './DevOutboxPage.css.ts';
import { linkedText } from './linkedText.tsx';

type Load<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'none' }
  | { status: 'failed' };

/** Loads once per key; a 404 means this server has no dev outbox (SMTP_URL set, or production). */
function useLoad<T>(load: () => Promise<T>, key: string): Load<T> {
  const read = useQuery({ queryKey: queryKeys.devOutbox(key), queryFn: load });
  if (read.isPending) return { status: 'loading' };
  if (read.isError)
    return { status: read.error instanceof ApiError && read.error.status === 404 ? 'none' : 'failed' };
  return { status: 'ready', data: read.data };
}

const useDateFormat = () => {
  const { i18n } = useTranslation();
  return new Intl.DateTimeFormat(i18n.language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
};

/**
 * The dev outbox (server/README.md#mail): on a development server without SMTP the mails it would have sent,
 * newest first, so a developer or a new user can open the password reset link. `id` shows one mail.
 */
export function DevOutboxPage({ id }: { id?: string | undefined }) {
  return <GuestScreen>{id ? <OutboxMailView id={id} /> : <OutboxListView />}</GuestScreen>;
}

function Problem({ load }: { load: Load<unknown> }) {
  const { t } = useTranslation();
  if (load.status === 'loading') return <Spinner aria-label={t('common.loading')} />;
  if (load.status === 'none') return <p className={pages.lead}>{t('outbox.none')}</p>;
  if (load.status === 'failed')
    return (
      <p role="alert" className={account.alert}>
        {t('outbox.failed')}
      </p>
    );
  return null;
}

function OutboxListView() {
  const { t } = useTranslation();
  const api = useApi();
  const heading = usePageHeading(t('outbox.title'));
  const load = useLoad<OutboxList>(() => api.outbox(), 'list');
  const date = useDateFormat();
  return (
    <div className={`${pages.page} ${css.wide}`} aria-busy={load.status === 'loading'}>
      <h1 ref={heading} tabIndex={-1} className={pages.title}>
        {t('outbox.title')}
      </h1>
      <p className={pages.lead}>{t('outbox.lead')}</p>
      <Problem load={load} />
      {load.status === 'ready' && load.data.items.length === 0 ? (
        <p className={pages.lead}>{t('outbox.empty')}</p>
      ) : null}
      {load.status === 'ready' && load.data.items.length > 0 ? (
        <ul className={css.list} aria-label={t('outbox.list')}>
          {load.data.items.map((mail) => (
            <li key={mail.id} className={css.item}>
              <Link href={`/dev/outbox/${encodeURIComponent(mail.id)}`} className={account.link}>
                {mail.subject}
              </Link>
              <span className={css.meta}>
                {t('outbox.toAt', { to: mail.to, date: date.format(new Date(mail.date)) })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <Link href="/login" className={account.link}>
          {t('account.backToLogin')}
        </Link>
      </p>
    </div>
  );
}

function OutboxMailView({ id }: { id: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const load = useLoad<OutboxMail>(() => api.outboxMail(id), id);
  const heading = usePageHeading(load.status === 'ready' ? load.data.subject : t('outbox.mail'));
  const date = useDateFormat();
  return (
    <div className={`${pages.page} ${css.wide}`} aria-busy={load.status === 'loading'}>
      <p>
        <Link href="/dev/outbox" className={account.link}>
          {t('outbox.back')}
        </Link>
      </p>
      <h1 ref={heading} tabIndex={-1} className={pages.title}>
        {load.status === 'ready' ? load.data.subject : t('outbox.mail')}
      </h1>
      <Problem load={load} />
      {load.status === 'ready' ? (
        <>
          <dl className={css.facts}>
            <dt>{t('outbox.to')}</dt>
            <dd className={css.factValue}>{load.data.to}</dd>
            <dt>{t('outbox.date')}</dt>
            <dd className={css.factValue}>{date.format(new Date(load.data.date))}</dd>
          </dl>
          <section aria-label={t('outbox.text')}>
            <p className={css.text}>{linkedText(load.data.text, load.data.links, account.link)}</p>
          </section>
        </>
      ) : null}
    </div>
  );
}
