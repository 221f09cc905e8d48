import '@adyen/adyen-web/styles/adyen.css';
import { AdyenCheckout, type AdyenCheckoutError, Card, Dropin } from '@adyen/adyen-web';
import { Spinner } from '@venue/design-system';
import { dropInOutcome, outcomeOfPaymentResult, type PaymentOutcome } from '@venue/domain';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../app/ApiProvider.tsx';
import { useTranslation } from '../i18n/useTranslation.ts';
import type { PaymentProviderProps } from './provider.ts';

/**
 * Adyen's `countryCode` decides which methods and address forms it shows: the property's country as the server
 * sends it, else the region of the browser's language where it names one, else Germany (docs/payments.md#adyen).
 */
function shopperCountry(property: string | null): string {
  if (property) return property;
  const region = /^[a-z]{2,3}-([A-Z]{2})\b/i.exec(navigator.language)?.[1];
  return region ? region.toUpperCase() : 'DE';
}

/** Adyen's own words when its card fields' frames never arrived (SecuredFieldsProvider, after 30 s). */
const isLoadFailure = (error: AdyenCheckoutError) => /failed to load/i.test(error.message);

/**
 * The Adyen kind (docs/payments.md#adyen): Adyen's drop-in in the Checkout API session the server made for the
 * attempt (sessions flow). The drop-in takes the card in Adyen's frames and pays at Adyen, performing its action
 * itself (3-D Secure 2 in the dialog; a redirect comes back to this page with `paymentRef` and `redirectResult`, which
 * the dialog confirms on the server). When the booker is done, the server asks Adyen how the session ended (with the
 * `sessionResult` the drop-in gives) and writes it to the booking; that answer ends the attempt.
 */
export function AdyenPayment({ session, access, onOutcome }: PaymentProviderProps) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const place = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // One outcome per attempt, whichever of Adyen's callbacks reports it first.
  const reported = useRef(false);
  const report = useRef(onOutcome);
  report.current = (outcome: PaymentOutcome) => {
    if (reported.current) return;
    reported.current = true;
    onOutcome(outcome);
  };
  const client = session.client?.provider === 'adyen' ? session.client : null;
  const locale = i18n.language.startsWith('de') ? 'de-DE' : 'en-US';

  // biome-ignore lint/correctness/useExhaustiveDependencies: one drop-in per attempt (the session); the booker's access belongs to it
  useEffect(() => {
    if (!client) {
      setState('failed');
      return;
    }
    let dropin: Dropin | null = null;
    let stopped = false;
    const fail = (error: unknown) => {
      console.error('The Adyen drop-in could not be loaded', error);
      if (!stopped) setState('failed');
    };
    /** The server asks Adyen how the session ended and writes it to the booking: its answer is the outcome. */
    const settle = async (result: { resultCode?: string; sessionResult?: string } | undefined) => {
      const sessionResult = result?.sessionResult;
      if (!sessionResult) {
        report.current(dropInOutcome(result?.resultCode ?? 'Error'));
        return;
      }
      try {
        const answer = await api.providerResult(access, session.ref, {
          id: client.session.id,
          result: sessionResult,
        });
        // A refused card leaves the session open for another: Adyen's word for this try is the outcome.
        report.current(
          answer.detail === 'pending'
            ? dropInOutcome(result.resultCode)
            : outcomeOfPaymentResult(answer.result),
        );
      } catch (error) {
        // Adyen may have taken the payment: unknown, not a failure to retry.
        console.error('Asking for the Adyen session’s result failed', error);
        report.current('errorunknown');
      }
    };
    const start = async () => {
      const checkout = await AdyenCheckout({
        session: client.session,
        clientKey: client.clientKey,
        environment: client.environment,
        locale,
        countryCode: shopperCountry(client.countryCode),
        onPaymentCompleted: (result) => void settle(result),
        onPaymentFailed: (result) => void settle(result),
        onError: (error) => {
          if (isLoadFailure(error) || error.name === 'NETWORK_ERROR') fail(error);
          // The booker closed a wallet's or the bank's window: they may choose again.
          else if (error.name !== 'CANCEL') console.error('The Adyen drop-in reported an error', error);
        },
      });
      if (stopped || !place.current) return;
      dropin = new Dropin(checkout, { paymentMethodComponents: [Card] }).mount(place.current);
      setState('ready');
    };
    start().catch(fail);
    return () => {
      stopped = true;
      dropin?.unmount();
    };
  }, [session.ref]);

  return (
    <div>
      {state === 'failed' ? <p role="alert">{t('payment.providerUnavailable')}</p> : null}
      {state === 'loading' ? <Spinner aria-label={t('common.loading')} /> : null}
      <div ref={place} hidden={state === 'failed'} />
    </div>
  );
}
