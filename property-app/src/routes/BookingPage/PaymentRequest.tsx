import { ApiError } from '@venue/api-client';
import { ErrorKey, type StaffBookingDetail } from '@venue/contract';
import { Button, ConfirmDialog } from '@venue/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/ApiProvider.tsx';
import { formatsOf } from '../../bookings/bookingLabels.ts';
import { problemOf } from './actionProblem.ts';
import * as css from './BookingPage.css.ts';

/**
 * docs/api.md#payment-request: "Send payment request" mails the booker the link to pay what is due now. Shown only
 * when the server says something is due (`paymentDue`) and the booking has the booker's e-mail; asks first, naming
 * the address and the amount, and says in the page's status line that it was sent.
 */
export function PaymentRequest({
  detail,
  onChanged,
}: {
  detail: StaffBookingDetail;
  onChanged: (fresh: StaffBookingDetail, said: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const email = detail.booker.email;
  if (detail.paymentDue === null || !email) return null;
  const amount = formatsOf(i18n.language).money(detail.paymentDue, detail.currency);

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.requestPayment(detail.id, { version: detail.version });
      const fresh = await api.booking(detail.id);
      setOpen(false);
      onChanged(fresh, t('paymentRequest.sent', { email, amount }));
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.error === ErrorKey.bookingNothingToPay
          ? t('paymentRequest.error.nothingToPay')
          : problemOf(caught).kind === 'conflict'
            ? t('booking.conflict')
            : t('booking.actionFailed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={css.actions} data-print="hide">
      <Button
        variant="secondary"
        onPress={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {t('paymentRequest.send')}
      </Button>
      <ConfirmDialog
        isOpen={open}
        title={t('paymentRequest.title')}
        confirmLabel={t('paymentRequest.confirm')}
        cancelLabel={t('common.cancel')}
        isPending={busy}
        {...(error ? { error } : {})}
        onCancel={() => setOpen(false)}
        onConfirm={() => void send()}
      >
        {t('paymentRequest.text', { email, amount })}
      </ConfirmDialog>
    </div>
  );
}
