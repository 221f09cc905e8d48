import { CardList, NumberField, RequiredNote, ServiceCard, TextField } from '@venue/design-system';
import {
  type CartServiceLine,
  isPerPersonMode,
  type Service,
  type ServiceCount,
  type ServiceLinePatch,
  serviceCounts,
  stripMarkup,
} from '@venue/domain';
import { memo, useMemo, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore, useAppStoreApi } from '../../store/StoreProvider.tsx';
import { ReturnToCart } from '../CartPage/ReturnToCart.tsx';
import { PageFrame } from '../PageFrame/PageFrame.tsx';
import * as styles from '../pages.css.ts';

/**
 * docs/pages.md#service-pages: the services of one service type for a slot, with options (min/max), start time
 * where time-enabled, description where enabled, per-person counts. Adding and removing go through the
 * domain's relations engine; what it adds or removes is announced in the live region.
 */
export function ServicePage() {
  const params = useParams<{ unitgroupindex: string; servicecode: string }>();
  const slotIndex = Number(params.unitgroupindex);
  const code = decodeURIComponent(params.servicecode);
  const hasCart = useAppStore((s) => s.cart !== null);
  const servicetype = useAppStore((s) => s.catalog.servicetypes.find((type) => type.code === code));
  if (!hasCart) return null;
  // The frame (title, event bar, tabs) does not depend on the cart's lines: adding a service re-renders
  // the list and the changed card only (spec: a 30-day cart must stay quick to edit).
  return (
    <PageFrame title={servicetype?.name ?? code} slotIndex={slotIndex}>
      <ReturnToCart />
      <ServiceList servicetypeId={servicetype?.id} slotIndex={slotIndex} label={servicetype?.name ?? code} />
    </PageFrame>
  );
}

/** The cards of one service type on one slot. */
function ServiceList({
  servicetypeId,
  slotIndex,
  label,
}: {
  servicetypeId: number | undefined;
  slotIndex: number;
  /** The service type's name, naming the list. */
  label: string;
}) {
  const { t } = useTranslation();
  const allServices = useAppStore((s) => s.catalog.services);
  const lines = useAppStore((s) => s.cart?.services);
  const currency = useAppStore((s) => s.cart?.currency ?? '');
  const services = useMemo(
    () => allServices.filter((service) => service.servicetype.id === servicetypeId),
    [allServices, servicetypeId],
  );
  return (
    <>
      {services.length === 0 ? <p>{t('service.none')}</p> : null}
      {/* docs/pages.md#service-pages: the cards are one Tab stop, the arrow keys move between them (CardList). */}
      {services.length === 0 ? null : (
        <CardList aria-label={label} className={styles.wideCardList}>
          {services.map((service) => (
            <li key={service.id}>
              <ServiceItem
                service={service}
                slotIndex={slotIndex}
                currency={currency}
                line={lines?.find((line) => line.serviceId === service.id && line.slotIndex === slotIndex)}
              />
            </li>
          ))}
        </CardList>
      )}
    </>
  );
}

/** One service's card; memoised, so a change to another line does not re-render it. */
const ServiceItem = memo(function ServiceItem({
  service,
  slotIndex,
  currency,
  line,
}: {
  service: Service;
  slotIndex: number;
  currency: string;
  line: CartServiceLine | undefined;
}) {
  const { t } = useTranslation();
  // docs/rules.md#children: where the property takes children, a per-person card counts adults and children.
  const childrenAge = useAppStore((s) => (s.settings?.childrenEnabled ? s.settings.childrenMaxAge : null));
  const countLabel = (count: ServiceCount) =>
    count === 'personcount'
      ? childrenAge === null
        ? t('service.persons')
        : t('service.adults')
      : count === 'itemcount'
        ? t('service.items')
        : t('service.hours');
  const select = useDeferredSelection(service.id, slotIndex, line !== undefined);
  const rate = service.rateplanList[0];
  const change = select.change;
  // The start time below and the card's note field are the card's fields a guest must fill in.
  const hasRequiredField =
    (service.timeenabled && service.timeenabledforuserisrequired) ||
    (service.descriptionenabled && service.descriptionenabledforuserisrequired);
  return (
    <ServiceCard
      name={service.name}
      headingLevel={2}
      description={service.text ? stripMarkup(service.text) : undefined}
      price={rate && !rate.onRequest ? rate.price : null}
      currency={rate?.currency ?? currency}
      priceOnRequest={rate?.onRequest ?? false}
      availability={service.available ? undefined : 'blocked'}
      isSelected={select.isSelected}
      onSelectedChange={select.onSelectedChange}
      options={service.serviceOptionList
        .filter((option) => !option.disabled)
        .map((option) => ({ id: String(option.id), name: option.name }))}
      selectedOptions={line?.optionIds.map(String) ?? []}
      onOptionsChange={(ids) => change({ optionIds: ids.map(Number) })}
      {...(service.minOption > 0 ? { minOptions: service.minOption } : {})}
      {...(service.maxOption > 0 ? { maxOptions: service.maxOption } : {})}
      hasNote={service.descriptionenabled}
      note={line?.description ?? ''}
      onNoteChange={(description) => change({ description })}
      isNoteRequired={service.descriptionenabledforuserisrequired}
      noteLabel={t('service.description')}
      selectedContent={
        line ? (
          <div className={styles.fieldStack}>
            {hasRequiredField ? <RequiredNote /> : null}
            {/* docs/rules.md#quantity: the counts the service's selling mode multiplies by. */}
            {serviceCounts(service.sellingmode.id).map((count) => (
              <NumberField
                key={count}
                label={countLabel(count)}
                value={line[count]}
                minValue={count === 'personcount' ? 0 : 1}
                onChange={(value) =>
                  change({ [count]: Number.isNaN(value) ? (count === 'personcount' ? 0 : 1) : value })
                }
              />
            ))}
            {childrenAge !== null && isPerPersonMode(service.sellingmode.id) ? (
              <NumberField
                label={t('service.children', { age: childrenAge })}
                value={line.childcount ?? 0}
                minValue={0}
                onChange={(value) => change({ childcount: Number.isNaN(value) ? 0 : value })}
              />
            ) : null}
            {/* Free entry: the catalog holds no list of start times to choose from. */}
            {service.timeenabled ? (
              <TextField
                label={t('service.starttime')}
                type="time"
                isRequired={service.timeenabledforuserisrequired}
                value={line.starttime?.slice(0, 5) ?? ''}
                onChange={(value) => change({ starttime: value ? `${value}:00` : null })}
              />
            ) : null}
          </div>
        ) : null
      }
    />
  );
});

/**
 * The card's selection, answered at once: the toggle shows the guest's choice in the next frame, and the
 * cart change (relations engine, the line's fields, the totals) runs in a task after that paint (on a
 * 30-day cart it takes longer than a frame). Quick repeated presses settle on the last choice: the task
 * brings the cart to the wanted state, reading the cart as it is then. A change to the card's fields (an
 * option ticked, the persons) made while the line is still on its way is held and applied with the add, so
 * it is never lost (issue 37); it goes to the line as the cart holds it then, not as this render saw it.
 */
function useDeferredSelection(serviceId: number, slotIndex: number, inCart: boolean) {
  const store = useAppStoreApi();
  const [wanted, setWanted] = useState<boolean | null>(null);
  const pending = useRef<{ frame: number; timer: ReturnType<typeof setTimeout> | null } | null>(null);
  /** What the guest set on the card while its line was being added. */
  const held = useRef<ServiceLinePatch | null>(null);
  const lineNow = () =>
    store
      .getState()
      .cart?.services.find(
        (candidate) => candidate.serviceId === serviceId && candidate.slotIndex === slotIndex,
      );
  const onSelectedChange = (selected: boolean) => {
    setWanted(selected);
    if (!selected) held.current = null;
    if (pending.current) {
      cancelAnimationFrame(pending.current.frame);
      if (pending.current.timer !== null) clearTimeout(pending.current.timer);
    }
    const apply = () => {
      pending.current = null;
      const state = store.getState();
      const line = lineNow();
      if (selected && !line) state.addService(serviceId, slotIndex);
      if (!selected && line) state.removeLine(line.key);
      const added = selected ? lineNow() : undefined;
      if (added && held.current) state.updateService(added.key, held.current);
      held.current = null;
      setWanted(null);
    };
    // A hidden page paints no frames (no animation frame would come): change the cart at once.
    if (document.visibilityState === 'hidden') return apply();
    const entry: { frame: number; timer: ReturnType<typeof setTimeout> | null } = { frame: 0, timer: null };
    // After the next paint: a timeout queued from the frame callback runs once that frame is shown.
    entry.frame = requestAnimationFrame(() => {
      entry.timer = setTimeout(apply, 0);
    });
    pending.current = entry;
  };
  const change = (patch: ServiceLinePatch) => {
    const line = lineNow();
    if (line) store.getState().updateService(line.key, patch);
    else if (pending.current) held.current = { ...held.current, ...patch };
  };
  return { isSelected: wanted ?? inCart, onSelectedChange, change };
}
