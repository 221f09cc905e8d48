import { Button, Radio, RadioGroup, RequiredNote, Spinner, TextField } from '@venue/design-system';
import { dropInOutcome } from '@venue/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useApi } from '../app/ApiProvider.tsx';
import { useTranslation } from '../i18n/useTranslation.ts';
import * as styles from '../routes/pages.css.ts';
import { useAppStore } from '../store/StoreProvider.tsx';
import type { PaymentProvider, PaymentProviderProps } from './provider.ts';

type Method = { readonly type: 'scheme' | 'sandboxredirect'; readonly name: string };
const isSandboxMethod = (m: { readonly type: string; readonly name: string }): m is Method =>
  m.type === 'scheme' || m.type === 'sandboxredirect';

/**
 * The drop-in provider: payment methods from the server, then a payment answered with a result code
 * (Authorised, Refused, Cancelled, Error, Pending/Received, mapped by the domain) or with a redirect.
 * After the redirect the page the booker returns to stores the result and the payment dialog resumes
 * with it (docs/rules.md#payments).
 */
function DropIn({ session, access, idempotencyKey, submitLabel, onOutcome }: PaymentProviderProps) {
  const { t } = useTranslation();
  const api = useApi();
  const base = useAppStore((s) => s.base);
  // null until the server has answered: the form shows with its methods at once, so nothing moves under a
  // pointer about to press Pay (a choice appearing above the card field would push the button down).
  const [methods, setMethods] = useState<readonly Method[] | null>(null);
  const [method, setMethod] = useState<Method['type']>('scheme');
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  // A card held as a guarantee is kept until its expiry: the provider asks for it (docs/rules.md#rate-policies).
  const hold = session.purpose === 'hold';
  const [paying, setPaying] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    api
      .dropInMethods(access)
      // The sandbox's own methods only: Adyen's drop-in (AdyenProvider.tsx) renders the provider's.
      .then((answer) => setMethods(answer.paymentMethods.filter(isSandboxMethod)))
      .catch((error: unknown) => {
        // The card alone, as the sandbox always takes it.
        console.error('Loading the payment methods failed', error);
        setMethods([]);
      });
  }, [api, access]);

  const pay = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    try {
      const answer = await api.dropInPayment(
        access,
        {
          // The attempt's key: the server returns the same attempt for it (no second payment).
          idempotencyKey,
          paymentMethod:
            method === 'scheme'
              ? { type: 'scheme', number, ...(hold ? { expiry } : {}) }
              : { type: 'sandboxredirect' },
        },
        `${base}/cart/1`,
      );
      const redirect = answer.action?.type === 'redirect' ? answer.action.url : undefined;
      if (typeof redirect === 'string') {
        window.location.assign(redirect);
        return;
      }
      onOutcome(dropInOutcome(answer.resultCode));
    } catch (error) {
      console.error('The drop-in payment failed', error);
      onOutcome('error');
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  };

  if (methods === null) return <Spinner aria-label={t('common.loading')} />;

  return (
    <form onSubmit={pay} className={styles.fieldStack} aria-label={t('payment.dropInForm')}>
      {methods.length > 0 ? (
        <RadioGroup
          label={t('payment.methodChoice')}
          value={method}
          onChange={(value) => setMethod(value === 'sandboxredirect' ? 'sandboxredirect' : 'scheme')}
        >
          {methods.map((m) => (
            <Radio key={m.type} value={m.type}>
              {t(`payment.dropIn.${m.type}`)}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
      {method === 'scheme' ? <RequiredNote /> : null}
      {method === 'scheme' ? (
        <TextField
          label={t('payment.cardNumber')}
          value={number}
          onChange={setNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          isRequired
        />
      ) : null}
      {method === 'scheme' && hold ? (
        <TextField
          label={t('payment.cardExpiry')}
          value={expiry}
          onChange={setExpiry}
          autoComplete="cc-exp"
          isRequired
        />
      ) : null}
      <Button type="submit" variant="primary" isPending={paying}>
        {submitLabel}
      </Button>
    </form>
  );
}

export const dropInProvider: PaymentProvider = { kind: 'dropin', modalSize: 'normal', Component: DropIn };
