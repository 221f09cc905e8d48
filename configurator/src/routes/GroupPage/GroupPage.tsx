import { ApiError } from '@venue/api-client';
import {
  Button,
  Checkbox,
  Disclosure,
  Radio,
  RadioGroup,
  RequiredNote,
  Spinner,
  useFocusHeading,
} from '@venue/design-system';
import {
  actionAllowed,
  type Contact,
  emptyContact,
  type IsoDate,
  offeredPaymentMethods,
  type PaymentMethod,
  type PickupProblem,
  reservationCollects,
  validateBookerForm,
} from '@venue/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import type { PickupBlock, PickupInformation, PickupUnavailability } from '../../api/pickup.ts';
import { useApi } from '../../app/ApiProvider.tsx';
import { useFormat } from '../../i18n/useFormat.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore, useAppStoreApi } from '../../store/StoreProvider.tsx';
import { ContactFields } from '../CartPage/ContactForm.tsx';
import { useNavigation } from '../navigation.ts';
import * as styles from '../pages.css.ts';
import { usePropertyTerms } from '../TermsModalPage/TermsModalPage.tsx';
import { GroupCodeForm } from './GroupCodeForm.tsx';
import * as own from './GroupPage.css.ts';
import { NightPicker } from './NightPicker.tsx';
import {
  choiceProblems,
  orderedNights,
  problemKey,
  problemsByNight,
  refusedProblems,
  unavailableNights,
} from './pickupRules.ts';

/** docs/pages.md#group-code: `group`, where an attendee types the group's code. */
export function GroupCodePage() {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusHeading(heading);
  return (
    <>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {t('group.code.title')}
      </h1>
      <GroupCodeForm />
    </>
  );
}

type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'ready'; readonly info: PickupInformation };

/** The group by its code, read again when the language changes (the room type's name is the call's language). */
function useGroup(code: string) {
  const api = useApi();
  const language = useAppStore((s) => s.language);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: language and round ask for the group again
  useEffect(() => {
    let live = true;
    api.pickupInformation(code).then(
      (info) => live && setLoaded({ kind: 'ready', info }),
      (error: unknown) => {
        if (!live) return;
        const unknown = error instanceof ApiError && error.status === 404;
        if (!unknown) console.error('Reading the group failed', error);
        setLoaded({ kind: unknown ? 'unknown' : 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [api, code, language, round]);
  return { loaded, reload: () => setRound((r) => r + 1) };
}

/** The nights of a block the attendee cannot book today, read with the block (and again after a refusal). */
function useUnavailability(code: string, blockId: number | null, round: number) {
  const api = useApi();
  const [answer, setAnswer] = useState<PickupUnavailability | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: round asks again
  useEffect(() => {
    if (blockId === null) return;
    let live = true;
    api.pickupUnavailability(code, blockId).then(
      (result) => live && setAnswer(result),
      (error: unknown) => console.error('Reading the nights that cannot be booked failed', error),
    );
    return () => {
      live = false;
    };
  }, [api, code, blockId, round]);
  return answer?.blockId === blockId ? answer : null;
}

/**
 * docs/pages.md#group-code: `group/{code}`, the attendee's link. The event, its room types at the negotiated price,
 * the nights with what remains (those that cannot be booked said so); the attendee chooses consecutive nights, gives
 * their name and contact, accepts the terms and books one room. The booking then opens as a reopened one does: the
 * cart page with the booking, or the payment dialog over it when the rate takes a payment or a card guarantee now.
 */
export function GroupPage() {
  const { t } = useTranslation();
  const params = useParams<{ code: string }>();
  const code = decodeURIComponent(params.code ?? '');
  const { loaded, reload } = useGroup(code);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusHeading(heading);
  if (loaded.kind === 'loading')
    return (
      <div aria-busy="true">
        <Spinner aria-label={t('common.loading')} />
      </div>
    );
  if (loaded.kind !== 'ready')
    return (
      <>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {t('group.code.title')}
        </h1>
        <GroupCodeForm
          key={loaded.kind}
          initialError={loaded.kind === 'unknown' ? 'group.code.notFound' : 'group.loadFailed'}
        />
      </>
    );
  return <PickupForm code={code} info={loaded.info} reload={reload} />;
}

const nightsId = 'group-nights';
const termsId = 'group-terms';
const paymentId = 'group-paymentmethod';

function PickupForm({ code, info, reload }: { code: string; info: PickupInformation; reload: () => void }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const format = useFormat();
  const [, navigate] = useLocation();
  const storeApi = useAppStoreApi();
  const settings = useAppStore((s) => s.settings);
  const catalogUnitgroups = useAppStore((s) => s.catalog.unitgroups);
  const today = useAppStore((s) => s.today);
  const openBooking = useAppStore((s) => s.openExistingBooking);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusHeading(heading);

  const [blockId, setBlockId] = useState<number | null>(info.blocks[0]?.id ?? null);
  const block: PickupBlock | null = info.blocks.find((b) => b.id === blockId) ?? info.blocks[0] ?? null;
  const [round, setRound] = useState(0);
  const unavailability = useUnavailability(code, block?.id ?? null, round);
  const unavailable = useMemo(() => unavailableNights(unavailability), [unavailability]);
  const [chosen, setChosen] = useState<ReadonlySet<IsoDate>>(new Set());
  const [contact, setContact] = useState<Contact>(emptyContact);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [paymentmethod, setPaymentmethod] = useState<PaymentMethod | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [refused, setRefused] = useState<readonly PickupProblem[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [opened, setOpened] = useState(false);

  // Once the booking is in the cart, the page list knows it: go where a reopened booking lands (the cart page).
  const { landingPath } = useNavigation();
  const target = opened ? landingPath() : null;
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);

  // A refusal names the nights: the first of them takes the focus once it is shown.
  useEffect(() => {
    if (refused) document.querySelector<HTMLInputElement>(`#${nightsId} input[aria-invalid="true"]`)?.focus();
  }, [refused]);

  // docs/rules.md#rate-policies: what reserving at the block's rate takes now, as on the cart page.
  const policy = block
    ? catalogUnitgroups
        .find((u) => u.id === block.unitgroupId)
        ?.rateplanList?.find((r) => r.id === block.rateplanId)?.policy
    : undefined;
  const collects = settings ? reservationCollects(settings, policy) : null;
  const methods = settings ? offeredPaymentMethods(settings) : [];

  const problems = useMemo(
    () => (block ? choiceProblems(block, unavailable, chosen, today().toString()) : []),
    [block, unavailable, chosen, today],
  );
  // The server's refusal stands next to the nights until the attendee changes them.
  const shown = problemsByNight(refused ?? problems);
  const wholeShown = shown.whole.filter((c) => showErrors || c !== 'noNights');
  const form = validateBookerForm({ contact, guest: null, onbehalfofguest: false, termsAccepted });
  const paymentMissing = collects === 'charge' && paymentmethod === null;

  if (!block)
    return (
      <>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {info.eventName}
        </h1>
        <p className={styles.card}>{t('group.noRooms')}</p>
      </>
    );

  const nights = orderedNights(chosen);
  const price = format.money(block.unitPrice, block.currency);

  const submit = async () => {
    setShowErrors(true);
    setFailure(null);
    if (problems.length > 0 || !form.valid || paymentMissing) {
      const first =
        problems.length > 0
          ? document.querySelector<HTMLInputElement>(`#${nightsId} input:not([disabled])`)
          : !form.valid && Object.keys(form.booker).length > 0
            ? document.querySelector<HTMLInputElement>('[aria-invalid="true"]')
            : document.getElementById(paymentMissing ? paymentId : termsId)?.querySelector('input');
      first?.focus();
      return;
    }
    const firstNight = nights[0];
    const lastNight = nights[nights.length - 1];
    if (!firstNight || !lastNight) return;
    setSending(true);
    try {
      const booking = await api.pickUp({
        code,
        blockId: block.id,
        nights: { first: firstNight, last: lastNight },
        units: 1,
        booker: contact,
        language: i18n.language,
        termsAccepted,
        paymentmethod,
      });
      // The attendee's booking opens as a reopened one does (its token and code kept for a reload).
      const problem = await openBooking({ token: booking.bookingtoken, code: booking.bookingcode });
      if (problem !== null) {
        // Booked, but not readable now: the booker's link in the mail opens it.
        setFailure('group.bookedNotOpened');
        return;
      }
      const loaded = storeApi.getState().loadedBooking;
      if (loaded && actionAllowed(loaded.allowedActions ?? [], 'pay')) navigate(`/payment/${loaded.id}`);
      else setOpened(true);
    } catch (error) {
      const refusal = refusedProblems(error);
      if (refusal) {
        setRefused(refusal);
        setRound((r) => r + 1);
        reload();
      } else {
        console.error('Booking from the block failed', error);
        setFailure(
          error instanceof ApiError && error.status === 429
            ? 'ERROR.TOO_MANY_REQUESTS'
            : error instanceof ApiError && error.status === 503
              ? 'error.unavailable'
              : 'group.bookFailed',
        );
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {info.eventName}
      </h1>
      <p>{t('group.intro', { event: info.eventName })}</p>
      <form
        className={styles.stack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <section className={`${styles.card} ${own.section}`} aria-labelledby="group-room-title">
          <h2 id="group-room-title" className={styles.subtitle}>
            {t('group.room.title')}
          </h2>
          {info.blocks.length > 1 ? (
            <RadioGroup
              label={t('group.room.choose')}
              value={String(block.id)}
              onChange={(value) => {
                setBlockId(Number(value));
                setChosen(new Set());
                setRefused(null);
              }}
            >
              {info.blocks.map((b) => (
                <Radio key={b.id} value={String(b.id)}>
                  {t('group.room.option', {
                    name: b.unitgroupName,
                    price: format.money(b.unitPrice, b.currency),
                    rate: b.rateplanName,
                  })}
                </Radio>
              ))}
            </RadioGroup>
          ) : (
            <p className={own.flush}>
              <span className={styles.rateName}>{block.unitgroupName}</span>
              <span className={styles.rateTerms}>
                {t('group.room.price', { price, rate: block.rateplanName })}
              </span>
            </p>
          )}
          <NightPicker
            id={nightsId}
            block={block}
            chosen={chosen}
            onChange={(next) => {
              setChosen(next);
              setRefused(null);
            }}
            unavailable={unavailable}
            nightProblem={(night) => shown.nights.get(night) ?? null}
            wholeProblems={wholeShown}
          />
          <p role="status" className={`${styles.rateName} ${own.flush}`}>
            {nights.length > 0
              ? t('group.total', {
                  count: nights.length,
                  price,
                  total: format.money(block.unitPrice * nights.length, block.currency),
                })
              : ''}
          </p>
        </section>

        <section aria-labelledby="group-contact-title" className={styles.card}>
          <h2 id="group-contact-title" className={styles.subtitle}>
            {t('group.contact.title')}
          </h2>
          <RequiredNote />
          <ContactFields
            prefix="contact"
            contact={contact}
            errors={showErrors ? form.booker : null}
            onChange={setContact}
          />
        </section>

        {collects !== null ? (
          <div className={styles.card}>
            <RadioGroup
              id={paymentId}
              label={t('cart.paymentmethod')}
              value={paymentmethod}
              isInvalid={showErrors && paymentMissing}
              {...(showErrors && paymentMissing ? { errorMessage: t('group.paymentRequired') } : {})}
              onChange={(value) => setPaymentmethod(methods.find((m) => m === value) ?? null)}
            >
              {methods.map((method) => (
                <Radio key={method} value={method}>
                  {t(`payment.method.${method}`)}
                </Radio>
              ))}
            </RadioGroup>
          </div>
        ) : null}

        <div className={styles.card}>
          <Checkbox
            id={termsId}
            isSelected={termsAccepted}
            onChange={setTermsAccepted}
            isInvalid={showErrors && form.terms !== null}
            {...(showErrors && form.terms !== null ? { errorMessage: t('cart.termsRequired') } : {})}
          >
            {t('cart.terms')}
          </Checkbox>
          <Terms />
        </div>

        {failure ? (
          <p role="alert" className={styles.errorText}>
            {t(failure)}
          </p>
        ) : (
          <p role="alert" className={styles.visuallyHidden}>
            {refused ? refused.map((p) => t(problemKey(p.code))).join(' ') : ''}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" isPending={sending}>
            {collects === 'hold'
              ? t('cart.reserveAndGuarantee')
              : collects === 'charge'
                ? t('cart.reserveAndPay')
                : t('group.book')}
          </Button>
        </div>
      </form>
    </>
  );
}

/** The property's terms, to read without leaving the page (what was typed stays). */
function Terms() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Disclosure title={t('cart.readTerms')} isExpanded={open} onExpandedChange={setOpen}>
      {open ? <TermsText /> : null}
    </Disclosure>
  );
}

function TermsText() {
  const { t } = useTranslation();
  const terms = usePropertyTerms();
  if (terms === null) return <Spinner aria-label={t('common.loading')} />;
  if (terms === '') return <p>{t('terms.none')}</p>;
  return (
    <div>
      {terms
        .split('\n')
        .map((paragraph, i) =>
          i === 0 ? <h4 key={paragraph}>{paragraph}</h4> : <p key={paragraph}>{paragraph}</p>,
        )}
    </div>
  );
}
