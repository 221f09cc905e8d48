import { ApiError } from '@venue/api-client';
import { Button, RequiredNote, TextField } from '@venue/design-system';
import { cardFieldEvent, initialCardFieldState, outcomeOfPaymentResult } from '@venue/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useApi } from '../app/ApiProvider.tsx';
import { useTranslation } from '../i18n/useTranslation.ts';
import * as styles from '../routes/pages.css.ts';
import type { PaymentProvider, PaymentProviderProps } from './provider.ts';

const event = (type: 'ready' | 'change' | 'validate' | 'success' | 'error', extra = {}) => ({
  provider: 'sandbox-cardfields',
  type,
  data: null as unknown,
  successful: false,
  valid: false,
  empty: false,
  detail: null,
  ...extra,
});

/** Card fields: tokenise the card at the provider, then makepayment with the transaction id (docs/rules.md#payments). */
function CardFields({ session, access, submitLabel, onOutcome }: PaymentProviderProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [card, setCard] = useState({ number: '', holder: '', expiry: '', cvc: '' });
  const [state, setState] = useState(() => cardFieldEvent(initialCardFieldState, event('ready')));
  const [paying, setPaying] = useState(false);
  // The field the provider refused: the number, or the expiry a card held as a guarantee needs.
  const [invalid, setInvalid] = useState<'number' | 'expiry' | null>(null);
  // A double click must not start a second charge: one flight at a time, whatever React batched.
  const inFlight = useRef(false);
  useEffect(() => setInvalid(null), []);

  const change = (field: keyof typeof card) => (value: string) => {
    const next = { ...card, [field]: value };
    setCard(next);
    setInvalid(null);
    setState((s) =>
      cardFieldEvent(s, event('change', { valid: next.number.trim() !== '', empty: next.number === '' })),
    );
  };

  const pay = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    const validated = cardFieldEvent(state, event('validate', { valid: card.number.trim() !== '' }));
    setState(validated);
    if (!validated.valid) {
      setInvalid('number');
      return;
    }
    inFlight.current = true;
    setPaying(true);
    try {
      let tokenised: { transactionId: string };
      try {
        tokenised = await api.tokenizeCard(session.ref, card);
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) {
          const path = (error.details[0] as { path?: unknown } | undefined)?.path;
          setInvalid(path === 'expiry' ? 'expiry' : 'number');
          return;
        }
        throw error;
      }
      const done = cardFieldEvent(
        validated,
        event('success', { successful: true, data: { transactionId: tokenised.transactionId } }),
      );
      if (done.outcome !== 'success' || !done.transactionId) {
        onOutcome(done.outcome ?? 'error');
        return;
      }
      const result = await api.makePayment(access, done.transactionId);
      onOutcome(outcomeOfPaymentResult(result.result));
    } catch (error) {
      console.error('The card payment failed', error);
      onOutcome(cardFieldEvent(validated, event('error')).outcome ?? 'error');
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  };

  return (
    <form onSubmit={pay} className={styles.fieldStack} aria-label={t('payment.cardForm')}>
      <RequiredNote />
      <TextField
        label={t('payment.cardNumber')}
        value={card.number}
        onChange={change('number')}
        inputMode="numeric"
        autoComplete="cc-number"
        isRequired
        {...(invalid === 'number' ? { isInvalid: true, errorMessage: t('payment.cardInvalid') } : {})}
      />
      <TextField
        label={t('payment.cardHolder')}
        value={card.holder}
        onChange={change('holder')}
        autoComplete="cc-name"
      />
      <div className={styles.row}>
        <TextField
          label={t('payment.cardExpiry')}
          value={card.expiry}
          onChange={change('expiry')}
          autoComplete="cc-exp"
          isRequired={session.purpose === 'hold'}
          {...(invalid === 'expiry' ? { isInvalid: true, errorMessage: t('payment.cardExpiryInvalid') } : {})}
        />
        <TextField
          label={t('payment.cardCvc')}
          value={card.cvc}
          onChange={change('cvc')}
          autoComplete="cc-csc"
        />
      </div>
      <Button type="submit" variant="primary" isPending={paying}>
        {submitLabel}
      </Button>
    </form>
  );
}

export const cardFieldsProvider: PaymentProvider = {
  kind: 'cardfields',
  modalSize: 'normal',
  Component: CardFields,
};
