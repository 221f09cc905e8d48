import { getLocalTimeZone, parseDate, today } from '@internationalized/date';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@venue/api-client';
import type { StaffBookingDetail } from '@venue/contract';
import { Button, Spinner } from '@venue/design-system';
import { BookingState, viewOfBooking } from '@venue/domain';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useApi } from '../../app/ApiProvider.tsx';
import { useLiveBurst } from '../../app/live.ts';
import { queryKeys } from '../../app/queryKeys.ts';
import { usePropertySettings } from '../../app/usePropertySettings.ts';
import { usePropertyToday } from '../../app/usePropertyToday.ts';
import { stateLabel } from '../../bookings/bookingLabels.ts';
import { inboxHref } from '../../bookings/lastInbox.ts';
import * as pages from '../pages.css.ts';
import { usePageHeading } from '../usePageHeading.ts';
import { type ActionProblem, problemOf } from './actionProblem.ts';
import { BookingActions, type StaffAction } from './BookingActions.tsx';
import { BookingDetails } from './BookingDetails.tsx';
import { BookingHistory } from './BookingHistory.tsx';
import { BookingMessages } from './BookingMessages.tsx';
import * as css from './BookingPage.css.ts';
import { BookingPayment } from './BookingPayment.tsx';
import { GroupBlocks } from './GroupBlocks.tsx';
import { OfferEditor } from './OfferEditor.tsx';

type Load =
  | { readonly status: 'loading' }
  | { readonly status: 'missing' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly detail: StaffBookingDetail };

/**
 * A booking's page (docs/api.md#the-bookings-inbox): what was booked and priced, payment, history, and the
 * staff's allowed actions, each sent with the version shown (a stale one is refused and the page shows what
 * changed meanwhile).
 */
export function BookingPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const [busy, setBusy] = useState<StaffAction | null>(null);
  const [problem, setProblem] = useState<ActionProblem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [editing, setEditing] = useState(false);
  const actionsTitle = useRef<HTMLHeadingElement | null>(null);
  const actionsId = useId();

  // The booking as shown: read when the page opens, then replaced only by what this page reads after an action, a
  // conflict or a live change (the live stream does not invalidate it: the version shown is the one actions carry).
  const queries = useQueryClient();
  const read = useQuery({ queryKey: queryKeys.booking(id), queryFn: () => api.booking(id) });
  const load: Load = read.data
    ? { status: 'ready', detail: read.data }
    : read.isError
      ? { status: read.error instanceof ApiError && read.error.status === 404 ? 'missing' : 'failed' }
      : { status: 'loading' };
  const show = useCallback(
    (fresh: StaffBookingDetail) => queries.setQueryData(queryKeys.booking(fresh.id), fresh),
    [queries],
  );
  const detail = load.status === 'ready' ? load.detail : null;
  const title =
    load.status === 'missing'
      ? t('booking.notFound')
      : detail
        ? t('booking.title', { code: detail.bookingcode })
        : t('common.loading');
  const heading = usePageHeading(title);

  // The property's today (its time zone, from the server) bounds the option date; the browser's until known.
  const propertyToday = usePropertyToday(detail?.propertyId ?? null);
  // docs/rules.md#rate-policies: the rate's terms say what the property's payment settings collect.
  const settings = usePropertySettings(detail?.propertyId ?? null);

  const view = useMemo(
    () => (detail ? viewOfBooking(detail.data, i18n.language) : null),
    [detail, i18n.language],
  );

  // A change by someone else (docs/api.md#live-changes) re-reads the booking and says so. While this user's own
  // action runs, its answer is read anyway; an event of a version already shown is this page's own.
  const shownVersion = useRef<number | null>(null);
  shownVersion.current = detail?.version ?? null;
  const acting = useRef(false);
  acting.current = busy !== null;
  // While the offer editor is open its drafts refer to the lines shown: a change by someone else is announced,
  // and the editor's save meets it (409) and carries the drafts onto the booking as it is then.
  const editingNow = useRef(false);
  editingNow.current = editing;
  useLiveBurst(
    (n) => (n.kind === 'booking' && n.bookingId === id) || n.kind === 'reconnected',
    (burst) => {
      const newest = Math.max(
        ...burst.map((n) => (n.kind === 'booking' ? n.version : Number.POSITIVE_INFINITY)),
      );
      if (acting.current || shownVersion.current === null || newest <= shownVersion.current) return;
      api.booking(id).then(
        (fresh) => {
          if (acting.current || fresh.version === shownVersion.current) return;
          if (editingNow.current) {
            setAnnouncement(t('offer.edit.changedMeanwhile'));
            return;
          }
          show(fresh);
          setAnnouncement(t('booking.live.changed', { state: t(stateLabel(fresh.bookingstate)) }));
        },
        () => {},
      );
    },
  );

  const run = useCallback(
    async (action: StaffAction, optionDate?: string) => {
      if (!detail) return;
      setBusy(action);
      setProblem(null);
      setAnnouncement('');
      try {
        const answer = await api.bookingAction(detail.id, action, {
          version: detail.version,
          ...(optionDate ? { optionDate } : {}),
        });
        const fresh = await api.booking(detail.id);
        show(fresh);
        setAnnouncement(t('booking.nowState', { state: t(stateLabel(answer.bookingstate)) }));
      } catch (error) {
        const found = problemOf(error);
        if (found.kind === 'conflict') {
          // Show the booking as it is now, and what changed since the page was loaded.
          try {
            const fresh = await api.booking(detail.id);
            show(fresh);
            setProblem({ ...found, before: detail, after: fresh });
          } catch {
            setProblem({ kind: 'failed' });
          }
        } else setProblem(found);
      } finally {
        setBusy(null);
        // The pressed button may be gone now (the actions follow the state): keep focus near it.
        actionsTitle.current?.focus();
      }
    },
    [api, detail, show, t],
  );

  return (
    <div className={pages.page} aria-busy={load.status === 'loading'}>
      <p className={css.back}>
        <Link href={inboxHref()}>{t('booking.back')}</Link>
      </p>
      <h1 ref={heading} tabIndex={-1} className={pages.title}>
        {title}
      </h1>
      {load.status === 'loading' ? <Spinner aria-label={t('common.loading')} /> : null}
      {load.status === 'failed' ? <p role="alert">{t('booking.failed')}</p> : null}
      {load.status === 'missing' ? <p className={pages.lead}>{t('booking.notFoundText')}</p> : null}
      {detail && view ? (
        <>
          <section aria-labelledby={actionsId} className={css.section} data-print="hide">
            <h2 id={actionsId} ref={actionsTitle} tabIndex={-1} className={css.sectionTitle}>
              {t('booking.actions')}
            </h2>
            <ProblemAlert problem={problem} />
            <p role="status" className={css.announcement}>
              {announcement}
            </p>
            <BookingActions
              allowed={detail.allowedActions}
              busy={editing ? 'editing' : busy}
              optionRange={{
                min: propertyToday ?? today(getLocalTimeZone()),
                max: parseDate(detail.arrival.slice(0, 10)),
              }}
              onRun={run}
            />
            {/* docs/pages.md#printing-a-booking: the booking's facts, lines and payment, without the page's controls. */}
            <div className={css.actions}>
              <Button variant="secondary" onPress={() => window.print()}>
                {t('booking.print')}
              </Button>
            </div>
            {detail.allowedActions.includes('edit') ? (
              <OfferEditor
                detail={detail}
                onEditing={setEditing}
                onChanged={(fresh, said) => {
                  show(fresh);
                  setAnnouncement(said);
                }}
              />
            ) : null}
          </section>
          <BookingDetails detail={detail} view={view} />
          {/* docs/rules.md#group-blocks: an organiser's booking holds rooms for its event's attendees. */}
          <GroupBlocks detail={detail} />
          <BookingPayment
            detail={detail}
            view={view}
            settings={settings === 'failed' ? null : settings}
            onChanged={(fresh, said) => {
              show(fresh);
              setAnnouncement(said);
            }}
          />
          <div data-print="hide">
            <BookingMessages
              bookingId={detail.id}
              bookerName={
                [detail.booker.firstname, detail.booker.lastname].filter(Boolean).join(' ') ||
                detail.booker.email
              }
              canWrite={detail.bookingstate !== BookingState.Deleted}
            />
          </div>
          <BookingHistory history={detail.history} currency={detail.currency} />
        </>
      ) : null}
    </div>
  );
}

/** What went wrong with the last action, translated. */
function ProblemAlert({ problem }: { problem: ActionProblem | null }) {
  const { t } = useTranslation();
  if (!problem) return <div role="alert" className={css.alertSlot} />;
  return (
    <div role="alert" className={css.problem}>
      {problem.kind === 'conflict' ? (
        <>
          <p className={css.problemTitle}>{t('booking.conflict')}</p>
          {problem.before && problem.after ? (
            <ul className={css.changes}>
              {problem.before.bookingstate !== problem.after.bookingstate ? (
                <li>
                  {t('booking.stateChanged', {
                    from: t(stateLabel(problem.before.bookingstate)),
                    to: t(stateLabel(problem.after.bookingstate)),
                  })}
                </li>
              ) : null}
              <li>
                {t('booking.versionChanged', { from: problem.before.version, to: problem.after.version })}
              </li>
            </ul>
          ) : null}
        </>
      ) : problem.kind === 'invalid' ? (
        <p className={css.problemTitle}>
          {problem.code === 'past'
            ? t('booking.invalid.past')
            : problem.code === 'afterArrival'
              ? t('booking.invalid.afterArrival')
              : t('booking.invalid', { message: problem.message })}
        </p>
      ) : problem.kind === 'provider' ? (
        <p className={css.problemTitle}>{t('booking.providerFailed')}</p>
      ) : (
        <p className={css.problemTitle}>{t('booking.actionFailed')}</p>
      )}
    </div>
  );
}
