import type { PaymentKind } from '../api/existingBooking.ts';
import { cardFieldsProvider } from './CardFieldsProvider.tsx';
import { dropInProvider } from './DropInProvider.tsx';
import { iframeProvider } from './IframeProvider.tsx';
import { linkProvider } from './LinkProvider.tsx';
import type { PaymentProvider } from './provider.ts';

/** The four provider kinds behind the one interface. */
export const paymentProviders: Readonly<Record<PaymentKind, PaymentProvider>> = {
  cardfields: cardFieldsProvider,
  link: linkProvider,
  iframe: iframeProvider,
  dropin: dropInProvider,
};
