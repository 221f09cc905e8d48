import { Button, RequiredNote, TextField } from '@venue/design-system';
import { BOOKING_CODE_ERROR_KEYS } from '@venue/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { readBookingAccess } from '../../app/storedBookingAccess.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { readPaymentReturn, storePaymentReturn } from '../../payments/redirectResult.ts';
import { useAppStore, useAppStoreApi } from '../../store/StoreProvider.tsx';
import { useNavigation } from '../navigation.ts';
import * as styles from '../pages.css.ts';

/**
 * docs/pages.md#reopening-a-booking: a booker reopens a booking with the link's loadBooking (its id; an older
 * link's code, never taken as the code) and bookingtoken; the link's `lang` chose the language (main.tsx).
 * The booking code is asked first (empty: invalid, unknown: not found, ended: past), then the booking
 * is loaded into the cart, which forces the cart page. The token and code are kept in local storage,
 * so a reload (or a provider's redirect back, with its paymentRef or redirectResult) does not ask again.
 */
export function ReservationPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const token = params.get('bookingtoken') ?? '';
  const paymentReturn = readPaymentReturn(params.toString());
  // A payment request's link (docs/pages.md#payment-dialog) goes on to the payment dialog once the booking is open.
  const toPayment = params.get('next') === 'payment';
  const propertyId = useAppStore((s) => s.property?.id ?? 0);
  const open = useAppStore((s) => s.openExistingBooking);
  const storeApi = useAppStoreApi();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const autoOpened = useRef(false);
  // Once the booking is in the cart, the page list knows it: go where a reopened booking lands (the cart page).
  const { landingPath } = useNavigation();
  const [opened, setOpened] = useState(false);
  const target = opened ? landingPath() : null;
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);

  const load = async (bookingCode: string) => {
    setBusy(true);
    const problem = await open({ token, code: bookingCode });
    setBusy(false);
    if (problem === null) {
      const id = storeApi.getState().loadedBooking?.id ?? '';
      if (paymentReturn) {
        storePaymentReturn(paymentReturn);
        navigate(`/payment/${id}`, { replace: true });
      } else if (toPayment) navigate(`/payment/${id}`, { replace: true });
      else setOpened(true);
      return;
    }
    setError(problem === 'ERROR' ? 'error.unknown' : BOOKING_CODE_ERROR_KEYS[problem]);
  };

  // Once, on arrival: a stored code for this token opens the booking without asking again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once; load reads the current params
  useEffect(() => {
    if (autoOpened.current) return;
    autoOpened.current = true;
    const stored = readBookingAccess(propertyId);
    if (stored && stored.token === token) void load(stored.code);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void load(code);
  };

  return (
    <>
      <h1 className={styles.title}>{t('reservation.title')}</h1>
      <form className={styles.card} onSubmit={submit} noValidate>
        <p>{t('reservation.intro')}</p>
        <RequiredNote />
        <TextField
          label={t('reservation.code')}
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(null);
          }}
          autoComplete="off"
          isRequired
          {...(error ? { isInvalid: true, errorMessage: t(error) } : {})}
        />
        <Button type="submit" variant="primary" isPending={busy}>
          {t('reservation.open')}
        </Button>
      </form>
    </>
  );
}
