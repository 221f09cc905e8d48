import { ApiError } from '@venue/api-client';
import { ErrorKey, type StaffBookingDetail } from '@venue/contract';
import { Button, ConfirmDialog } from '@venue/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/ApiProvider.tsx';
import { formatsOf } from '../../bookings/bookingLabels.ts';
import { tKey } from '../../i18n/tKey.ts';
import { problemOf } from './actionProblem.ts';
import * as css from './BookingPage.css.ts';

type Op = 'capture' | 'release';

/** Each action's words: its button, its question, what it does, and what the status line says after it. */
const TEXT = {
  capture: {
    button: tKey('authorised.capture'),
    title: tKey('authorised.capture.title'),
    text: tKey('authorised.capture.text'),
    confirm: tKey('authorised.capture.confirm'),
    done: tKey('authorised.capture.done'),
    underWay: tKey('authorised.capture.underWay'),
  },
  release: {
    button: tKey('authorised.release'),
    title: tKey('authorised.release.title'),
    text: tKey('authorised.release.text'),
    confirm: tKey('authorised.release.confirm'),
    done: tKey('authorised.release.done'),
    underWay: tKey('authorised.release.underWay'),
  },
} as const;

/** The refusal's words: nothing authorised any more, the provider said no, someone changed the booking, or else. */
function errorText(caught: unknown): string {
  if (caught instanceof ApiError && caught.error === ErrorKey.paymentNothingAuthorised)
    return tKey('authorised.error.nothingAuthorised');
  if (caught instanceof ApiError && caught.error === ErrorKey.paymentProviderFailed)
    return tKey('authorised.error.providerFailed');
  return problemOf(caught).kind === 'conflict' ? tKey('booking.conflict') : tKey('booking.actionFailed');
}

/**
 * docs/payments.md#capturing-later: a payment authorised at the provider and not yet taken is captured ("Capture
 * €…") or released by staff. Shown only while the ledger says something is authorised; each asks first, saying what
 * happens to the card, posts the version shown, and says the result in the page's status line (at Adyen the
 * capture or release is under way until its notification).
 */
export function AuthorisedPayment({
  detail,
  authorised,
  onChanged,
}: {
  detail: StaffBookingDetail;
  /** Minor units authorised and neither captured nor released (the ledger's status). */
  authorised: number;
  onChanged: (fresh: StaffBookingDetail, said: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const [open, setOpen] = useState<Op | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (authorised <= 0) return null;
  const amount = formatsOf(i18n.language).money(authorised, detail.currency);

  const settle = async (op: Op) => {
    setBusy(true);
    setError(null);
    try {
      await api.settleAuthorisation(detail.id, op, { version: detail.version });
      const fresh = await api.booking(detail.id);
      // Adyen accepts and tells the end later: the movement just written is under way.
      const last = 'payments' in fresh.data ? fresh.data.payments.at(-1) : undefined;
      setOpen(null);
      onChanged(fresh, t(last?.outcome === 'pending' ? TEXT[op].underWay : TEXT[op].done, { amount }));
    } catch (caught) {
      setError(t(errorText(caught)));
    } finally {
      setBusy(false);
    }
  };

  const ask = (op: Op) => {
    setError(null);
    setOpen(op);
  };

  return (
    <div className={css.actions} data-print="hide">
      <Button variant="secondary" onPress={() => ask('capture')}>
        {t(TEXT.capture.button, { amount })}
      </Button>
      <Button variant="secondary" onPress={() => ask('release')}>
        {t(TEXT.release.button)}
      </Button>
      {(['capture', 'release'] as const).map((op) => (
        <ConfirmDialog
          key={op}
          isOpen={open === op}
          title={t(TEXT[op].title, { amount })}
          confirmLabel={t(TEXT[op].confirm, { amount })}
          cancelLabel={t('common.cancel')}
          isPending={busy}
          {...(error && open === op ? { error } : {})}
          onCancel={() => setOpen(null)}
          onConfirm={() => void settle(op)}
        >
          {t(TEXT[op].text, { amount })}
        </ConfirmDialog>
      ))}
    </div>
  );
}
