import '@adyen/adyen-web/styles/adyen.css';
import {
  AdyenCheckout,
  type AdyenCheckoutError,
  Card,
  type CheckoutAdvancedFlowResponse,
  Dropin,
  type PaymentAction,
  type PaymentMethodsResponse,
  type ResultCode,
} from '@adyen/adyen-web';
import { Spinner } from '@venue/design-system';
import { dropInOutcome, type PaymentOutcome } from '@venue/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DropInResponse } from '../api/existingBooking.ts';
import { useApi } from '../app/ApiProvider.tsx';
import type { PaymentProviderProps } from './provider.ts';
import { withPaymentRef } from './redirectResult.ts';

/** What Adyen's drop-in is told of our answer: Adyen's own result code and action, as our server passed them on. */
function advancedFlowResponse(answer: DropInResponse): CheckoutAdvancedFlowResponse {
  return {
    // The server passes Adyen's result code on unchanged; without one there is only the action to perform.
    resultCode: (answer.resultCode ?? (answer.action ? 'Pending' : 'Error')) as ResultCode,
    ...(answer.action ? { action: answer.action as unknown as PaymentAction } : {}),
  };
}

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
 * The Adyen kind (docs/payments.md#adyen): Adyen's drop-in, advanced flow. The methods are Adyen's /paymentMethods
 * answer (through our server); the drop-in encrypts the card in Adyen's frames, pays through our /payment route and
 * performs Adyen's action (3-D Secure 2 in the dialog, or a redirect that comes back to this page with
 * `paymentRef` and `redirectResult`). Adyen's result code ends the attempt (`dropInOutcome`).
 */
export function AdyenPayment({ session, access, idempotencyKey, onOutcome }: PaymentProviderProps) {
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: one drop-in per attempt (the session); the booker's access and key belong to it
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
    // Our attempt's reference, as the server named it with the payment (for the 3-D Secure 2 details).
    let ref = session.ref;
    const start = async () => {
      const methods = await api.dropInMethods(access);
      const checkout = await AdyenCheckout({
        clientKey: client.clientKey,
        environment: client.environment,
        locale,
        countryCode: shopperCountry(client.countryCode),
        amount: { value: session.amount, currency: session.currency },
        paymentMethodsResponse: methods as unknown as PaymentMethodsResponse,
        onSubmit: async (submitted, _component, actions) => {
          try {
            const answer = await api.dropInPayment(
              access,
              {
                idempotencyKey,
                paymentMethod: submitted.data.paymentMethod as Record<string, string | number | boolean>,
                ...(submitted.data.browserInfo
                  ? {
                      browserInfo: submitted.data.browserInfo as unknown as Record<
                        string,
                        string | number | boolean
                      >,
                    }
                  : {}),
                origin: window.location.origin,
              },
              withPaymentRef(`${window.location.pathname}${window.location.search}`, session.ref),
            );
            ref = answer.ref;
            actions.resolve(advancedFlowResponse(answer));
          } catch (error) {
            console.error('The Adyen payment failed', error);
            report.current('error');
            actions.reject();
          }
        },
        onAdditionalDetails: async (details, _component, actions) => {
          try {
            const { redirectResult, threeDSResult } = details.data.details;
            const answer = await api.dropInDetails(
              {
                ...(typeof redirectResult === 'string' ? { redirectResult } : {}),
                ...(typeof threeDSResult === 'string' ? { threeDSResult } : {}),
              },
              ref,
            );
            actions.resolve(advancedFlowResponse(answer));
          } catch (error) {
            console.error('The Adyen payment details failed', error);
            report.current('error');
            actions.reject();
          }
        },
        onPaymentCompleted: (result) =>
          report.current(dropInOutcome('resultCode' in result ? result.resultCode : undefined)),
        onPaymentFailed: (result) =>
          report.current(dropInOutcome(result && 'resultCode' in result ? result.resultCode : 'Error')),
        onError: (error) => {
          if (isLoadFailure(error)) fail(error);
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
