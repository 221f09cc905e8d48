import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, Stripe, StripeError } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Button, Spinner } from '@venue/design-system';
import { outcomeOfPaymentResult } from '@venue/domain';
import { vars } from '@venue/themes';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useApi } from '../app/ApiProvider.tsx';
import { useTranslation } from '../i18n/useTranslation.ts';
import * as styles from '../routes/pages.css.ts';
import type { PaymentProviderProps } from './provider.ts';
import { withPaymentRef } from './redirectResult.ts';

/**
 * How long Stripe.js may take to arrive. A browser without network fails the script at once (Stripe.js then rejects);
 * a network that swallows the request (a captive portal, a blocker that stalls) would leave the booker waiting.
 */
const STRIPE_LOAD_TIMEOUT_MS = 20_000;

/** Stripe.js for a publishable key (and connected account), or null when it could not be loaded. */
async function loadStripeWithin(
  publishableKey: string,
  accountId: string | null,
  signal: AbortSignal,
): Promise<Stripe | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), STRIPE_LOAD_TIMEOUT_MS);
    signal.addEventListener('abort', () => resolve(null));
  });
  try {
    return await Promise.race([
      loadStripe(publishableKey, accountId ? { stripeAccount: accountId } : undefined),
      timeout,
    ]);
  } catch (error) {
    console.error('Stripe.js could not be loaded', error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The theme's value of a token (a `var(--venue-…)`), read where the dialog is: Stripe's frame cannot read ours. */
function tokenValue(element: Element, token: string): string | undefined {
  const name = /^var\((--[^),]+)/.exec(token)?.[1];
  const value = name ? getComputedStyle(element).getPropertyValue(name).trim() : '';
  return value === '' ? undefined : value;
}

/** The Payment Element in the property's colours, font and corners (what the theme sets; Stripe's defaults else). */
function appearanceOf(element: Element): Appearance {
  const variables = {
    colorPrimary: tokenValue(element, vars.color.brand),
    colorText: tokenValue(element, vars.color.text),
    colorDanger: tokenValue(element, vars.color.danger),
    fontFamily: tokenValue(element, vars.font.body),
    borderRadius: tokenValue(element, vars.radius.m),
  };
  return {
    variables: Object.fromEntries(Object.entries(variables).filter(([, v]) => v !== undefined)),
  };
}

/** Whether Stripe's error is the booker's to fix (their card's details or a decline), said next to the button. */
const bookersError = (error: StripeError) => error.type === 'card_error' || error.type === 'validation_error';

/** The form inside Stripe's Elements: confirms the intent, then asks our server how the attempt ended. */
function StripeForm({ session, access, submitLabel, onOutcome }: PaymentProviderProps) {
  const { t } = useTranslation();
  const api = useApi();
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);
  const [declined, setDeclined] = useState(false);
  const [ready, setReady] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const inFlight = useRef(false);

  const pay = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current || !stripe || !elements) return;
    inFlight.current = true;
    setPaying(true);
    setDeclined(false);
    try {
      // docs/payments.md#stripe: a 3-D Secure redirect comes back to this page, which resumes with the reference.
      const confirmParams = { return_url: withPaymentRef(window.location.href, session.ref) };
      const { error } =
        session.purpose === 'hold'
          ? await stripe.confirmSetup({ elements, confirmParams, redirect: 'if_required' })
          : await stripe.confirmPayment({ elements, confirmParams, redirect: 'if_required' });
      if (error) {
        if (bookersError(error)) setDeclined(true);
        else {
          console.error('Stripe refused the confirmation', error);
          onOutcome('error');
        }
        return;
      }
      const result = await api.providerResult(access, session.ref).catch((failure: unknown) => {
        // Stripe may well have taken the payment: the outcome is unknown, not a failure to retry.
        console.error('Asking for the payment result failed', failure);
        return null;
      });
      onOutcome(result ? outcomeOfPaymentResult(result.result) : 'errorunknown');
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  };

  if (loadFailed) return <p role="alert">{t('payment.providerUnavailable')}</p>;
  return (
    <form onSubmit={pay} className={styles.fieldStack} aria-label={t('payment.cardForm')}>
      <PaymentElement
        onReady={() => setReady(true)}
        onLoadError={(event) => {
          console.error('The Payment Element could not be loaded', event.error);
          setLoadFailed(true);
        }}
      />
      {ready ? null : <Spinner aria-label={t('common.loading')} />}
      {declined ? <p role="alert">{t('payment.stripe.declined')}</p> : null}
      <Button type="submit" variant="primary" isPending={paying} isDisabled={!ready}>
        {submitLabel}
      </Button>
    </form>
  );
}

/**
 * The Stripe kind (docs/payments.md#stripe): Stripe's Payment Element in the dialog, for a PaymentIntent (a payment)
 * or a SetupIntent (a card held as the guarantee). The card never reaches us; our server asks Stripe how the attempt
 * ended. Stripe.js comes from Stripe's servers only: when it cannot be loaded, the dialog says so.
 */
export function StripePayment(props: PaymentProviderProps) {
  const { t, i18n } = useTranslation();
  const client = props.session.client?.provider === 'stripe' ? props.session.client : null;
  const [stripe, setStripe] = useState<Stripe | null | undefined>(undefined);
  const [appearance, setAppearance] = useState<Appearance | undefined>(undefined);
  const place = useRef<HTMLDivElement>(null);
  const publishableKey = client?.publishableKey;
  const accountId = client?.accountId ?? null;

  useEffect(() => {
    if (!publishableKey) {
      setStripe(null);
      return;
    }
    const abort = new AbortController();
    void loadStripeWithin(publishableKey, accountId, abort.signal).then((loaded) => {
      if (!abort.signal.aborted) setStripe(loaded);
    });
    return () => abort.abort();
  }, [publishableKey, accountId]);
  useEffect(() => {
    if (place.current) setAppearance(appearanceOf(place.current));
  }, []);

  return (
    <div ref={place}>
      {!client || stripe === null ? (
        <p role="alert">{t('payment.providerUnavailable')}</p>
      ) : stripe === undefined ? (
        <Spinner aria-label={t('common.loading')} />
      ) : (
        <Elements
          stripe={stripe}
          options={{
            clientSecret: client.clientSecret,
            locale: i18n.language.startsWith('de') ? 'de' : 'en',
            ...(appearance ? { appearance } : {}),
          }}
        >
          <StripeForm {...props} />
        </Elements>
      )}
    </div>
  );
}
