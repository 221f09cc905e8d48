import { lazy } from 'react';
import type { PaymentKind } from '../api/existingBooking.ts';
import { cardFieldsProvider } from './CardFieldsProvider.tsx';
import { dropInProvider } from './DropInProvider.tsx';
import { iframeProvider } from './IframeProvider.tsx';
import { linkProvider } from './LinkProvider.tsx';
import type { PaymentProvider } from './provider.ts';

/** Stripe's Payment Element: its own chunk, loaded only for a Stripe property's attempt. */
const StripePayment = lazy(() => import('./StripeProvider.tsx').then((m) => ({ default: m.StripePayment })));
/** Adyen's drop-in (and its stylesheet): its own chunk, loaded only for an Adyen property's attempt. */
const AdyenPayment = lazy(() => import('./AdyenProvider.tsx').then((m) => ({ default: m.AdyenPayment })));

/** The sandbox's four kinds and the real providers' two behind the one interface. */
export const paymentProviders: Readonly<Record<PaymentKind, PaymentProvider>> = {
  cardfields: cardFieldsProvider,
  link: linkProvider,
  iframe: iframeProvider,
  dropin: dropInProvider,
  stripe: { kind: 'stripe', modalSize: 'normal', Component: StripePayment },
  // Adyen's drop-in lists its methods with their forms: the large dialog gives it room.
  adyen: { kind: 'adyen', modalSize: 'large', Component: AdyenPayment },
};
