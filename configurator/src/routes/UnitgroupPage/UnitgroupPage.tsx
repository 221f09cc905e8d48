import { Button, NumberField } from '@venue/design-system';
import { type Unitgroup, UnitgroupCategory, unitgroupHiddenForPeople } from '@venue/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { useFormat } from '../../i18n/useFormat.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import { PageFrame } from '../PageFrame/PageFrame.tsx';
import * as styles from '../pages.css.ts';

/**
 * Spec 2 UnitgroupPage: meeting rooms per slot (category 2) or rooms for the stay (category 1), with the
 * server's availability and prices; hidden and unavailable rules and the order come from the domain.
 */
export function UnitgroupPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const params = useParams<{ unitgroupindex: string; category: string }>();
  const slotIndex = Number(params.unitgroupindex);
  const category =
    Number(params.category) === UnitgroupCategory.Room ? UnitgroupCategory.Room : UnitgroupCategory.Meeting;
  const cart = useAppStore((s) => s.cart);
  const unitgroups = useAppStore((s) => s.catalog.unitgroups);
  const addUnitgroup = useAppStore((s) => s.addUnitgroup);
  const removeLine = useAppStore((s) => s.removeLine);
  const setLinePersonsPerRoom = useAppStore((s) => s.dispatch);
  const settings = useAppStore((s) => s.settings);
  if (!cart || !settings) return null;
  const lineSlot = category === UnitgroupCategory.Room ? 0 : slotIndex;
  const slot = cart.slots.find((candidate) => candidate.index === slotIndex);
  const dayPeople = slot?.people ?? cart.people;
  const shown = unitgroups.filter(
    (unitgroup: Unitgroup) =>
      unitgroup.unitgroupcategory.id === category &&
      !unitgroupHiddenForPeople(unitgroup, dayPeople) &&
      !(unitgroup.hideifunavailable && unitgroup.availabilityoption?.available === false),
  );
  const heading = category === UnitgroupCategory.Room ? t('unitgroup.rooms') : t('unitgroup.meeting');

  return (
    <PageFrame title={heading} slotIndex={slotIndex}>
      {shown.length === 0 ? <p>{t('unitgroup.none')}</p> : null}
      <ul className={styles.cardList}>
        {shown.map((unitgroup) => {
          const line = cart.unitgroups.find(
            (candidate) => candidate.unitgroupId === unitgroup.id && candidate.slotIndex === lineSlot,
          );
          const available = unitgroup.availabilityoption?.available !== false;
          const rate = unitgroup.rateplanList[0];
          return (
            <li key={unitgroup.id} className={styles.card} aria-labelledby={`ug-${unitgroup.id}`}>
              <h3 id={`ug-${unitgroup.id}`} className={styles.cardTitle}>
                {unitgroup.name}
              </h3>
              {unitgroup.description ? <p>{unitgroup.description}</p> : null}
              <p className={styles.muted}>
                {t('unitgroup.capacity', { min: unitgroup.minPersons, max: unitgroup.maxPersons })}
              </p>
              {rate ? (
                <p>
                  {rate.onRequest
                    ? t('price.onRequest')
                    : t(category === UnitgroupCategory.Room ? 'price.perNight' : 'price.perDay', {
                        price: format.money(rate.price, rate.currency),
                      })}
                </p>
              ) : null}
              {available ? null : <p className={styles.warning}>{t('unitgroup.unavailable')}</p>}
              {line ? (
                <div className={styles.row}>
                  {category === UnitgroupCategory.Room && settings.personsPerRoomIsEnabled ? (
                    <NumberField
                      label={t('eventbar.personsPerRoom')}
                      value={line.personsperroom ?? cart.personsperroom}
                      minValue={unitgroup.minPersons || settings.personsPerRoomMin}
                      maxValue={unitgroup.maxPersons || settings.personsPerRoomMax}
                      onChange={(value) =>
                        setLinePersonsPerRoom({ type: 'setLinePersonsPerRoom', key: line.key, value })
                      }
                    />
                  ) : null}
                  <Button variant="secondary" onPress={() => removeLine(line.key)}>
                    {t('unitgroup.remove', { name: unitgroup.name })}
                  </Button>
                </div>
              ) : (
                <Button
                  variant="primary"
                  isDisabled={!available}
                  onPress={() => addUnitgroup(unitgroup.id, lineSlot)}
                >
                  {t('unitgroup.add', { name: unitgroup.name })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </PageFrame>
  );
}
