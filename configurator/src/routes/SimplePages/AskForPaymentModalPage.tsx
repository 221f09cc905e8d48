import { lazy, Suspense } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { readBookingAccess } from '../../app/storedBookingAccess.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import { CartPage } from '../CartPage/CartPage.tsx';
import { useNavigation } from '../navigation.ts';

// Architecture: payments are not needed by the first screen, so their code loads on demand.
const PaymentDialog = lazy(() =>
  import('../../payments/PaymentDialog.tsx').then((m) => ({ default: m.PaymentDialog })),
);

/**
 * docs/pages.md#payment-dialog: the payment dialog over the cart page of the booking being paid. A payment request's
 * link carries the booker's access (loadBooking, bookingtoken): without a stored code for that token, the booking code
 * is asked first (docs/pages.md#reopening-a-booking), which then comes back here.
 */
export function AskForPaymentModalPage() {
  const [, navigate] = useLocation();
  const navigation = useNavigation();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const token = params.has('loadBooking') ? params.get('bookingtoken') : null;
  const held = useAppStore(
    (s) => s.bookingAccess?.token ?? readBookingAccess(s.property?.id ?? 0)?.token ?? null,
  );
  if (token && token !== held) return <Redirect to={`/reservation?${search}&next=payment`} replace />;
  return (
    <>
      <CartPage />
      <Suspense fallback={null}>
        <PaymentDialog onClose={() => navigate(navigation.cartPath())} />
      </Suspense>
    </>
  );
}
