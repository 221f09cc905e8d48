import { CardList, NumberField, UnitGroupCard } from '@venue/design-system';
import {
  choosesItemcount,
  personsPerRoomBounds,
  somethingFits,
  UnitgroupCategory,
  unitgroupsForPage,
  unitgroupsTooSmall,
} from '@venue/domain';
import { useState } from 'react';
import { useParams } from 'wouter';
import { documentSrc } from '../../api/documentSrc.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import { ReturnToCart } from '../CartPage/ReturnToCart.tsx';
import { useCartFigures } from '../CartPage/useCartFigures.ts';
import { PageFrame } from '../PageFrame/PageFrame.tsx';
import * as styles from '../pages.css.ts';
import { NothingFits } from './NothingFits.tsx';
import { RateChoice } from './RateChoice.tsx';

/**
 * docs/pages.md#unit-group-pages: meeting rooms per slot (category 2) or rooms for the stay (category 1), with the
 * server's availability and prices; hidden and unavailable rules and the order come from the domain.
 */
export function UnitgroupPage() {
  const { t } = useTranslation();
  const params = useParams<{ unitgroupindex: string; category: string }>();
  const slotIndex = Number(params.unitgroupindex);
  const category =
    Number(params.category) === UnitgroupCategory.Room ? UnitgroupCategory.Room : UnitgroupCategory.Meeting;
  const cart = useAppStore((s) => s.cart);
  const unitgroups = useAppStore((s) => s.catalog.unitgroups);
  const addUnitgroup = useAppStore((s) => s.addUnitgroup);
  const removeLine = useAppStore((s) => s.removeLine);
  const setUnitgroupCount = useAppStore((s) => s.setUnitgroupCount);
  const setUnitgroupRate = useAppStore((s) => s.setUnitgroupRate);
  // The rate chosen on a card not selected yet: the line takes it when the card is selected.
  const [pendingRates, setPendingRates] = useState<ReadonlyMap<number, number>>(new Map());
  const dispatch = useAppStore((s) => s.dispatch);
  const figures = useCartFigures();
  // Clashing meeting rooms are flagged from the domain's readiness (CLASHES_UNITGROUP).
  const clashing = new Set(
    (figures?.issues ?? [])
      .filter((issue) => issue.code === 'CLASHES_UNITGROUP')
      .flatMap((issue) =>
        (cart?.unitgroups ?? []).filter((l) => l.slotIndex === issue.slotIndex).map((l) => l.key),
      ),
  );
  const settings = useAppStore((s) => s.settings);
  if (!cart || !settings) return null;
  const lineSlot = category === UnitgroupCategory.Room ? 0 : slotIndex;
  const slot = cart.slots.find((candidate) => candidate.index === slotIndex);
  const dayPeople = slot?.people ?? cart.people;
  const shown = unitgroupsForPage(unitgroups, {
    category,
    dayPeople,
    orderByAvailabilityDisabled: settings.orderByAvailabilityDisabled,
  });
  const heading = category === UnitgroupCategory.Room ? t('unitgroup.rooms') : t('unitgroup.meeting');

  return (
    <PageFrame title={heading} slotIndex={slotIndex}>
      <ReturnToCart />
      {somethingFits(shown) ? null : (
        <NothingFits
          category={category}
          people={dayPeople}
          tooSmall={unitgroupsTooSmall(unitgroups, { category, dayPeople })}
        />
      )}
      {/* docs/pages.md#service-pages: the cards are one Tab stop, the arrow keys move between them (CardList). */}
      {shown.length === 0 ? null : (
        <CardList aria-label={heading} className={styles.wideCardList}>
          {shown.map((unitgroup, position) => {
            const line = cart.unitgroups.find(
              (candidate) => candidate.unitgroupId === unitgroup.id && candidate.slotIndex === lineSlot,
            );
            const option = unitgroup.availabilityoption;
            const chosenId = line?.rateplanId ?? pendingRates.get(unitgroup.id);
            const rate = unitgroup.rateplanList.find((r) => r.id === chosenId) ?? unitgroup.rateplanList[0];
            const image = unitgroup.unitgroupDocumentList[0];
            const isRoom = category === UnitgroupCategory.Room;
            return (
              <li key={unitgroup.id}>
                <UnitGroupCard
                  name={unitgroup.name}
                  description={unitgroup.description || undefined}
                  image={
                    image
                      ? { src: documentSrc(image.url), alt: unitgroup.name, priority: position === 0 }
                      : undefined
                  }
                  minPersons={unitgroup.minPersons}
                  maxPersons={unitgroup.maxPersons}
                  price={rate && !rate.onRequest ? rate.price : null}
                  currency={rate?.currency ?? cart.currency}
                  priceOnRequest={rate?.onRequest ?? false}
                  priceNote={isRoom ? t('price.night') : t('price.day')}
                  availability={option ? (option.available ? 'free' : 'blocked') : undefined}
                  isSelected={line !== undefined}
                  {...(line && choosesItemcount(unitgroup)
                    ? {
                        quantity: line.itemcount,
                        maxQuantity: option?.maxquantity || unitgroup.quantity,
                        onQuantityChange: (count: number) => setUnitgroupCount(line.key, count),
                      }
                    : {})}
                  selectedContent={
                    line && isRoom && settings.personsPerRoomIsEnabled ? (
                      <NumberField
                        label={t('eventbar.personsPerRoom')}
                        value={line.personsperroom ?? cart.personsperroom}
                        minValue={personsPerRoomBounds(unitgroup, settings).min}
                        maxValue={personsPerRoomBounds(unitgroup, settings).max}
                        onChange={(value) =>
                          dispatch({ type: 'setLinePersonsPerRoom', key: line.key, value })
                        }
                      />
                    ) : null
                  }
                  onSelectedChange={(selected) =>
                    selected
                      ? addUnitgroup(unitgroup.id, lineSlot, pendingRates.get(unitgroup.id))
                      : line && removeLine(line.key)
                  }
                >
                  {rate && unitgroup.rateplanList.length > 1 ? (
                    <RateChoice
                      rates={unitgroup.rateplanList}
                      chosenId={rate.id}
                      unitLabel={isRoom ? t('price.night') : t('price.day')}
                      // docs/rules.md#allowed-order: a unit group in the cart is reserved when the cart may be;
                      // one not yet chosen when it is booked directly and the property takes reservations.
                      origin={
                        unitgroup.bookDirectly &&
                        (line
                          ? figures?.orderAllowed === true
                          : !(settings.bookingOfferMode && !settings.bookingOrderMode))
                          ? 'reservation'
                          : 'request'
                      }
                      onChange={(rateplanId) =>
                        line
                          ? setUnitgroupRate(line.key, rateplanId)
                          : setPendingRates((all) => new Map(all).set(unitgroup.id, rateplanId))
                      }
                    />
                  ) : null}
                  {line && clashing.has(line.key) ? (
                    <p className={styles.warning}>{t('unitgroup.clash')}</p>
                  ) : null}
                </UnitGroupCard>
              </li>
            );
          })}
        </CardList>
      )}
    </PageFrame>
  );
}
