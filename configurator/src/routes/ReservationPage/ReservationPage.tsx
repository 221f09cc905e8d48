import { Button, TextField } from '@venue/design-system';
import { BOOKING_CODE_ERROR_KEYS, bookingCodeInputError } from '@venue/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { ApiError } from '../../api/errors.ts';
import { useApi } from '../../app/ApiProvider.tsx';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as styles from '../pages.css.ts';

/**
 * Spec 1/2 ReservationPage: a booker reopens a booking with the link's loadBooking and bookingtoken;
 * the booking code is asked first, then the booking is loaded into the cart (which forces the cart page).
 */
export function ReservationPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const token = params.get('bookingtoken') ?? '';
  const [code, setCode] = useState(params.get('loadBooking') ?? '');
  const [error, setError] = useState<string | null>(null);
  const dispatch = useAppStore((s) => s.dispatch);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const inputError = bookingCodeInputError(code);
    if (inputError) {
      setError(BOOKING_CODE_ERROR_KEYS[inputError]);
      return;
    }
    try {
      const booking = await api.bookingByToken(token, code.trim());
      dispatch({ type: 'loadBooking', booking });
      navigate('/cart/1');
    } catch (cause) {
      setError(
        cause instanceof ApiError && cause.status === 404 ? 'reservation.error.notFound' : 'error.unknown',
      );
    }
  };

  return (
    <>
      <h1 className={styles.title}>{t('reservation.title')}</h1>
      <form className={styles.card} onSubmit={submit}>
        <TextField
          label={t('reservation.code')}
          value={code}
          onChange={setCode}
          isRequired
          {...(error ? { isInvalid: true, errorMessage: t(error) } : {})}
        />
        <Button type="submit" variant="primary">
          {t('reservation.open')}
        </Button>
      </form>
    </>
  );
}
