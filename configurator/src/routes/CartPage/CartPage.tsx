import {
  Button,
  CartSummary,
  Checkbox,
  Disclosure,
  Radio,
  RadioGroup,
  TextArea,
  TextField,
} from '@venue/design-system';
import {
  groupOpenPoints,
  isPlainStay,
  meetingRoomForAllDays,
  nightsBetween,
  offeredPaymentMethods,
  type PricedLine,
  pagePath,
  type ReadinessIssue,
  SellingMode,
  setupCodeFields,
  unitgroupQuantityParts,
} from '@venue/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { useFormat } from '../../i18n/useFormat.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useReservationCollects } from '../../payments/useReservationCollects.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import { SkipTarget } from '../Layout/SkipLinks.tsx';
import { PageFrame } from '../PageFrame/PageFrame.tsx';
import { PageLoading } from '../PageLoading.tsx';
import * as styles from '../pages.css.ts';
import { useSetups } from '../SimplePages/useSetups.ts';
import { useRateTerms } from '../UnitgroupPage/useRateTerms.ts';
import { ClearCartDialog } from './ClearCartDialog.tsx';
import { ContactForm, contactFieldPoints } from './ContactForm.tsx';
import { DayOverview } from './DayOverview.tsx';
import { EditActions } from './EditActions.tsx';
import { EventDetails, type MissingEventDetail } from './EventDetails.tsx';
import { OpenPoints } from './OpenPoints.tsx';
import { OrderedView } from './OrderedView.tsx';
import { useBookingReasons } from './useBookingReasons.ts';
import { useCartFigures } from './useCartFigures.ts';

/** A reopened booking (docs/rules.md#existing-booking-flow): its own chunk, with the record's schema. */
const ExistingBookingView = lazy(() =>
  import('./ExistingBookingView.tsx').then((m) => ({ default: m.ExistingBookingView })),
);

/**
 * docs/pages.md#cart-page: lines per day, VAT per rate, total, minimum sales; the readiness issues with buttons
 * to their pages; booker contact, promo code, customer account, terms, payment method; offer, reserve, clear.
 */
export function CartPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const rateTerms = useRateTerms();
  const [location, navigate] = useLocation();
  const params = useParams<{ unitgroupindex: string }>();
  const slotIndex = Number(params.unitgroupindex);
  const cart = useAppStore((s) => s.cart);
  const settings = useAppStore((s) => s.settings);
  const catalog = useAppStore((s) => s.catalog);
  const today = useAppStore((s) => s.today);
  const dispatch = useAppStore((s) => s.dispatch);
  const verifyCustomerAccount = useAppStore((s) => s.verifyCustomerAccount);
  const send = useAppStore((s) => s.send);
  const sending = useAppStore((s) => s.sending);
  const [showErrors, setShowErrors] = useState(false);
  // A send the open points blocked moves the focus to their list (its heading names how many there are).
  const pointsHeading = useRef<HTMLHeadingElement>(null);
  const [blockedSends, setBlockedSends] = useState(0);
  useEffect(() => {
    if (blockedSends > 0) pointsHeading.current?.focus();
  }, [blockedSends]);
  // The guest is back on the cart: the pages of the fixes no longer offer the way back.
  const setReturnTo = useAppStore((s) => s.setReturnTo);
  const applyMeetingRoomToAllDays = useAppStore((s) => s.applyMeetingRoomToAllDays);
  useEffect(() => setReturnTo(null), [setReturnTo]);
  const [promo, setPromo] = useState(cart?.promocode ?? '');
  const [promoRejected, setPromoRejected] = useState(false);
  const [account, setAccount] = useState(cart?.customeraccountnumber ?? '');
  const [codesOpened, setCodesOpened] = useState(Boolean(cart?.promocode || cart?.customeraccountnumber));
  const checkCode = useAppStore((s) => s.checkCode);
  // The property's booking reasons (the event group's choice; a mandatory reason needs some to choose from).
  const reasons = useBookingReasons();
  const figures = useCartFigures(reasons === null || reasons.length > 0);
  /**
   * docs/pages.md#cart-page: the server checks a promo code typed here, like the one next to Start; only a code it
   * knows goes into the cart (and prices it), one it does not is named at the field, so sending cannot fail on it.
   */
  const applyPromocode = async () => {
    const code = promo.trim();
    if (code === (cart?.promocode ?? '')) return;
    if (!code) {
      dispatch({ type: 'setPromocode', code: null });
      return;
    }
    const valid = await checkCode('promocode', code);
    setPromoRejected(!valid);
    dispatch({ type: 'setPromocode', code: valid ? code : null });
  };
  const setups = useSetups();
  const collects = useReservationCollects();
  if (!cart || !settings || !figures) return null;
  if (cart.existingBookingIsLoaded && !cart.existingBookingIsEdited)
    return (
      <Suspense fallback={<PageLoading />}>
        <ExistingBookingView />
      </Suspense>
    );
  if (cart.ordered && !cart.existingBookingIsEdited) return <OrderedView />;

  const { pricing, issues, canSend, orderAllowed, form } = figures;
  // After a send was tried, the booker form's missing fields are open points too (with the readiness issues).
  const fieldPoints = showErrors ? contactFieldPoints(form, t) : [];
  if (showErrors && form.terms !== null)
    fieldPoints.push({
      id: termsId,
      label: t('cart.points.terms'),
      message: t('cart.points.termsMissing'),
      inputId: termsId,
    });
  // docs/rules.md#rate-policies: a payment is taken (or a card held) where the property takes payments, or where
  // the rate asks for a prepayment or a card guarantee.
  const paymentEnabled = collects !== null;
  const paymentMethods = offeredPaymentMethods(settings);
  // A plain stay books nothing per day, so the day overview is shown for events only.
  const plainStay = isPlainStay({
    settings,
    servicetypes: catalog.servicetypes,
    startdate: cart.startdate,
    today: today(),
  });
  const nights = nightsBetween(cart.startdate, cart.enddate);
  /** docs/pages.md#setup-page: a meeting room line names the seating chosen for its slot. */
  const setupNote = (line: PricedLine): string | undefined => {
    const id = line.kind === 'unitgroup' && line.slotIndex > 0 ? cart.setups?.[line.slotIndex] : undefined;
    const setup = id === undefined ? undefined : setups.find((candidate) => candidate.id === id);
    return setup ? t('setup.chosen', { name: setup.name }) : undefined;
  };
  /** docs/rules.md#rate-policies: a unit group line sold at several rates names its rate and says its terms. */
  const rateNote = (line: PricedLine): string | undefined => {
    if (line.kind !== 'unitgroup') return undefined;
    const rates = catalog.unitgroups.find((candidate) => candidate.id === line.itemId)?.rateplanList ?? [];
    const rate = rates.find((candidate) => candidate.id === line.rateplanId) ?? rates[0];
    if (!rate || rates.length < 2) return undefined;
    // A cart the guest may reserve reads the reservation's terms, otherwise the request's.
    const terms = rateTerms(rate.policy, orderAllowed ? 'reservation' : 'request');
    return terms ? `${rate.name}: ${terms}` : rate.name;
  };
  /**
   * A room line of the stay says "1 room × 2 nights" instead of the bare quantity 2, a service sold by the hour
   * "3 h" (docs/rules.md#quantity).
   */
  const quantityText = (line: PricedLine): string | undefined => {
    if (line.kind === 'service') {
      const service = catalog.services.find((candidate) => candidate.id === line.itemId);
      // docs/rules.md#children: a per-person line with children says both ("10 adults, 3 children").
      const serviceLine = cart.services.find((candidate) => candidate.key === line.key);
      if (line.childQuantity > 0 && serviceLine)
        return t('cart.adultsAndChildren', {
          adults: t('cart.adults', { count: serviceLine.personcount }),
          children: t('cart.children', { count: serviceLine.childcount ?? 0 }),
        });
      return service?.sellingmode.id === SellingMode.Durationcount
        ? t('cart.hours', { count: line.quantity })
        : undefined;
    }
    if (line.kind !== 'unitgroup' || line.slotIndex !== 0) return undefined;
    const cartLine = cart.unitgroups.find((candidate) => candidate.key === line.key);
    const unitgroup = catalog.unitgroups.find((candidate) => candidate.id === line.itemId);
    if (!cartLine || !unitgroup) return undefined;
    const parts = unitgroupQuantityParts(unitgroup.unitgroupcategory.id, cartLine.itemcount, nights);
    if (parts.per !== 'night') return undefined;
    return t('cart.roomNights', {
      rooms: t('cart.rooms', { count: parts.items }),
      nights: t('cart.nights', { count: parts.count }),
    });
  };
  const trySend = (kind: 'offer' | 'order') => {
    setShowErrors(true);
    if (!canSend || !form.valid) {
      setBlockedSends((count) => count + 1);
      return;
    }
    // A failed send clears the cart (docs/pages.md#cart-page): its empty form starts without error messages.
    void send(kind).then((sent) => {
      if (!sent) setShowErrors(false);
    });
  };

  const codesRequired = setupCodeFields(settings).length > 0;
  const codeFields = (
    <div className={styles.row}>
      <TextField
        id={promocodeId}
        label={t('cart.promocode')}
        value={promo}
        onChange={(value) => {
          setPromo(value);
          setPromoRejected(false);
        }}
        onBlur={() => void applyPromocode()}
        isInvalid={promoRejected}
        {...(promoRejected ? { errorMessage: t('CART.PROMOCODE.REJECTED') } : {})}
      />
      <TextField
        id={customeraccountId}
        label={t('cart.customeraccount')}
        value={account}
        onChange={setAccount}
        onBlur={() => {
          void verifyCustomerAccount(account).then((accepted) => {
            if (!accepted) setAccount('');
          });
        }}
      />
    </div>
  );

  return (
    <PageFrame title={t('cart.title')} slotIndex={slotIndex}>
      {plainStay ? null : <DayOverview issues={issues} sendTried={showErrors} />}
      <CartSummary
        title={t('cart.lines')}
        days={pricing.days.map((day) => ({
          id: String(day.slotIndex),
          label:
            day.slotIndex === 0
              ? t('cart.stay')
              : t('nav.day', { number: day.slotIndex, date: day.date ? format.date(day.date) : '' }),
          lines: day.lines.map((line) => ({
            id: line.key,
            name: line.kind === 'minimumSales' ? t('cart.minimumSales') : line.name,
            quantity: line.quantity,
            ...optional('quantityText', quantityText(line)),
            amount: line.price,
            currency: line.currency,
            onRequest: line.onRequest,
            kind: line.kind === 'minimumSales' ? 'minimumSales' : 'item',
            ...optional('note', line.free ? t('cart.free') : (setupNote(line) ?? rateNote(line))),
          })),
        }))}
        vat={pricing.vat.map((vat) => ({ rate: vat.vat.value, amount: vat.amount, currency: vat.currency }))}
        totals={pricing.totals}
      />
      {pricing.onRequest ? <p className={styles.muted}>{t('cart.onRequestNote')}</p> : null}

      {issues.length > 0 || fieldPoints.length > 0 ? (
        <OpenPoints
          grouped={groupOpenPoints(cart, issues)}
          fieldPoints={fieldPoints}
          offers={meetingRoomForAllDays(cart, catalog)}
          headingRef={pointsHeading}
          onField={(point) => focusById(point.inputId)}
          onIssue={(issue) => {
            const here = cartFieldOf(issue);
            if (here && focusById(here)) return;
            // The page of the fix offers the way back to this cart page (ReturnToCart).
            if (issue.target.page !== 'cart') setReturnTo(location);
            navigate(`/${pagePath(issue.target)}`);
          }}
          onApply={(offer) => {
            applyMeetingRoomToAllDays(offer.unitgroupId);
            // The pressed button goes with the offer: the guest stays on the list (WCAG 2.4.3).
            pointsHeading.current?.focus();
          }}
        />
      ) : null}

      <ContactForm errors={showErrors ? form : null} />
      <EventDetails
        reasons={reasons}
        missing={
          showErrors
            ? issues.flatMap((issue) =>
                EVENT_DETAIL_CODES.has(issue.code) ? [issue.code as MissingEventDetail] : [],
              )
            : []
        }
      />

      <div className={styles.card}>
        <TextArea
          label={t('cart.info')}
          description={t('cart.infoHint')}
          value={cart.info}
          onChange={(info) => dispatch({ type: 'setInfo', info })}
        />
      </div>

      <section aria-labelledby="cart-codes" className={styles.card}>
        <h2 id="cart-codes" className={styles.subtitle}>
          {t('cart.codes')}
        </h2>
        {/* Issue 38: the codes are one Tab stop until opened, unless the property requires one or one is set. */}
        {codesRequired ? (
          codeFields
        ) : (
          <Disclosure
            title={t('cart.codesMore')}
            isExpanded={codesOpened || promoRejected}
            onExpandedChange={setCodesOpened}
          >
            {codeFields}
          </Disclosure>
        )}
      </section>

      {paymentEnabled ? (
        <RadioGroup
          id={paymentmethodId}
          label={t('cart.paymentmethod')}
          value={cart.paymentmethod}
          onChange={(value) =>
            dispatch({
              type: 'setPaymentMethod',
              method: paymentMethods.find((method) => method === value) ?? null,
            })
          }
        >
          {paymentMethods.map((method) => (
            <Radio key={method} value={method}>
              {t(`payment.method.${method}`)}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}

      <div className={styles.card}>
        <Checkbox
          id={termsId}
          isSelected={cart.termsAccepted}
          onChange={(accepted) => dispatch({ type: 'setTermsAccepted', accepted })}
          isInvalid={showErrors && form.terms !== null}
        >
          {t('cart.terms')}
        </Checkbox>
        <Link href="/terms-modal" className={styles.link}>
          {t('cart.readTerms')}
        </Link>
        {showErrors && form.terms !== null ? (
          <p className={styles.errorText}>{t('cart.termsRequired')}</p>
        ) : null}
      </div>

      {cart.existingBookingIsEdited ? <EditActions /> : null}
      {cart.existingBookingIsEdited ? null : <SkipTarget id="cart-actions" label={t('nav.skipToActions')} />}
      <div id="cart-actions" className={styles.actions} hidden={cart.existingBookingIsEdited}>
        <Button variant="primary" isPending={sending} onPress={() => trySend('offer')}>
          {t('cart.requestOffer')}
        </Button>
        {orderAllowed ? (
          <Button variant="primary" isPending={sending} onPress={() => trySend('order')}>
            {/* docs/pages.md#cart-page: a payment (or card guarantee) due on reserving opens the payment dialog once it is sent. */}
            {collects === 'hold'
              ? t('cart.reserveAndGuarantee')
              : collects === 'charge'
                ? t('cart.reserveAndPay')
                : t('cart.reserve')}
          </Button>
        ) : null}
        <ClearCartDialog onCleared={() => navigate('/dashboard')} />
      </div>
    </PageFrame>
  );
}

/** `{ [key]: value }` when there is a value (exactOptionalPropertyTypes: no explicit undefined). */
const optional = <K extends string>(key: K, value: string | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, string>>;

const promocodeId = 'cart-promocode';
const customeraccountId = 'cart-customeraccount';
const paymentmethodId = 'cart-paymentmethod';
const termsId = 'cart-terms';

/** The readiness codes of the event's required details (fixed in the event group of this page). */
const EVENT_DETAIL_CODES: ReadonlySet<string> = new Set([
  'REQUIRED_EVENTTITLE',
  'REQUIRED_BOOKINGREASON',
  'REQUIRED_DESCRIPTION',
]);
const eventFieldIds: Readonly<Record<string, string>> = {
  REQUIRED_EVENTTITLE: 'event-eventtitle',
  REQUIRED_BOOKINGREASON: 'event-reason',
  REQUIRED_DESCRIPTION: 'event-description',
};

/** The field on this page where an issue is fixed (its button focuses it), or null when the fix is elsewhere. */
const cartFieldOf = (issue: ReadinessIssue): string | null =>
  eventFieldIds[issue.code] ??
  (issue.code === 'PAYMENTMETHOD'
    ? paymentmethodId
    : issue.code === 'REQUIRED_PROMOCODE'
      ? promocodeId
      : issue.code === 'REQUIRED_CUSTOMERACCOUNT'
        ? customeraccountId
        : null);

/**
 * Focuses a field of this page (the browser scrolls it into view): an input or text area by its id, or the first
 * enabled control inside a group (the checked radio of a radio group, else the first; a select's button). False when
 * it is not shown.
 */
const focusById = (id: string): boolean => {
  const element = document.getElementById(id);
  if (!element) return false;
  const target =
    element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
      ? element
      : (element.querySelector<HTMLElement>('input:checked') ??
        element.querySelector<HTMLElement>('input:not(:disabled), textarea, button'));
  (target ?? element).focus();
  return true;
};
