import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { CartPage } from '../CartPage/CartPage.tsx';
import { useNavigation } from '../navigation.ts';

// Architecture: payments are not needed by the first screen, so their code loads on demand.
const PaymentDialog = lazy(() =>
  import('../../payments/PaymentDialog.tsx').then((m) => ({ default: m.PaymentDialog })),
);

/** docs/pages.md#payment-dialog: the payment dialog over the cart page of the booking being paid. */
export function AskForPaymentModalPage() {
  const [, navigate] = useLocation();
  const navigation = useNavigation();
  return (
    <>
      <CartPage />
      <Suspense fallback={null}>
        <PaymentDialog onClose={() => navigate(navigation.cartPath())} />
      </Suspense>
    </>
  );
}
