import { Button } from '@venue/design-system';
import { telHref, type Unitgroup, UnitgroupCategory } from '@venue/domain';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import { EVENTBAR_TOGGLE_ID } from '../EventBar/EventBar.tsx';
import * as styles from '../pages.css.ts';

/**
 * docs/pages.md#unit-group-pages: a page where nothing is free that takes the guests is no dead end. It says so,
 * names the meeting rooms too small for the day's people (kept off the list, docs/rules.md#day-people-alerts) with
 * how many each takes, and shows the ways on: another day or fewer people (the page's event bar, opened), or asking
 * the property (its e-mail and phone, where it has set them).
 */
export function NothingFits({
  category,
  people,
  tooSmall,
}: {
  category: UnitgroupCategory;
  /** The day's people (a meeting room) or the stay's guests (rooms). */
  people: number;
  tooSmall: readonly Pick<Unitgroup, 'id' | 'name' | 'maxPersons'>[];
}) {
  const { t } = useTranslation();
  const email = useAppStore((s) => s.settings?.contactEmail ?? null);
  const phone = useAppStore((s) => s.settings?.contactPhone ?? null);
  const dial = phone ? telHref(phone) : null;
  const meeting = category !== UnitgroupCategory.Room;
  return (
    <section aria-labelledby="nothing-fits-title" className={styles.card} data-testid="nothing-fits">
      <h2 id="nothing-fits-title" className={styles.subtitle}>
        {meeting ? t('unitgroup.nothingFits.meeting', { count: people }) : t('unitgroup.nothingFits.rooms')}
      </h2>
      {tooSmall.length > 0 ? (
        <>
          <p>{t('unitgroup.tooSmall', { count: people })}</p>
          <ul>
            {tooSmall.map((unitgroup) => (
              <li key={unitgroup.id}>
                {t('unitgroup.upTo', { name: unitgroup.name, count: unitgroup.maxPersons })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>{t('unitgroup.wayOn')}</p>
      <ul>
        <li>
          <Button variant="secondary" onPress={openEventBar}>
            {t('unitgroup.otherDayOrPeople')}
          </Button>
        </li>
        {phone ? (
          <li>
            {t('unitgroup.askByPhone')} {dial ? <a href={dial}>{phone}</a> : phone}
          </li>
        ) : null}
        {email ? (
          <li>
            {t('unitgroup.askByEmail')} <a href={`mailto:${email}`}>{email}</a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** Opens the page's folded event bar (its own button, which then moves the focus into it), else scrolls to it. */
function openEventBar() {
  const toggle = document.getElementById(EVENTBAR_TOGGLE_ID);
  if (toggle?.getAttribute('aria-expanded') === 'false') toggle.click();
  else document.getElementById('eventbar-title')?.scrollIntoView({ block: 'start' });
}
