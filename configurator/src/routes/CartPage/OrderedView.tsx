import { Button, useFocusHeading } from '@venue/design-system';
import { BookingState } from '@venue/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useAppStore } from '../../store/StoreProvider.tsx';
import { useNavigation } from '../navigation.ts';
import * as styles from '../pages.css.ts';

/** docs/rules.md#booking-lifecycle: what happens next to a booking just sent, by the state the server gave it. */
function nextStepKey(sentAs: 'offer' | 'order' | null, state: number | null): string {
  if (state === BookingState.Confirmed) return 'ordered.next.confirmed';
  if (state === BookingState.New) return 'ordered.next.waitForHotel';
  return sentAs === 'order' ? 'ordered.next.payToConfirm' : 'ordered.next.confirmOffer';
}

/** After sending: the cart is ordered and locked; show the booking code and the link to reopen it. */
export function OrderedView() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const cart = useAppStore((s) => s.cart);
  const base = useAppStore((s) => s.base);
  const dispatch = useAppStore((s) => s.dispatch);
  const sentAs = useAppStore((s) => s.sentAs);
  const sentState = useAppStore((s) => s.sentState);
  const navigation = useNavigation();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusHeading(heading);
  if (!cart) return null;
  const link = `${window.location.origin}${base}/reservation?loadBooking=${encodeURIComponent(
    cart.bookingcode ?? '',
  )}&bookingtoken=${encodeURIComponent(cart.bookingtoken ?? '')}`;
  return (
    <section aria-labelledby="ordered-title" className={styles.card}>
      <h1 id="ordered-title" ref={heading} tabIndex={-1} className={styles.title}>
        {sentAs !== 'order'
          ? t('ordered.offerTitle')
          : sentState === BookingState.Confirmed
            ? t('ordered.orderTitle')
            : t('ordered.orderHeldTitle')}
      </h1>
      <p data-testid="ordered-next">{t(nextStepKey(sentAs, sentState))}</p>
      <p>
        {t('ordered.code')} <strong data-testid="booking-code">{cart.bookingcode}</strong>
      </p>
      <p>
        <a href={link} className={styles.link}>
          {t('ordered.reopen')}
        </a>
      </p>
      <Button
        variant="secondary"
        onPress={() => {
          dispatch({ type: 'clear' });
          navigate(navigation.firstPath());
        }}
      >
        {t('ordered.newBooking')}
      </Button>
    </section>
  );
}
