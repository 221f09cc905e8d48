import { Link, Redirect, useLocation } from 'wouter';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import { EventBar } from '../EventBar/EventBar.tsx';
import { Hero, Panorama } from '../Hero/Hero.tsx';
import { SkipTarget } from '../Layout/SkipLinks.tsx';
import { useNavigation } from '../navigation.ts';
import * as styles from '../pages.css.ts';

/** The start page (docs/pages.md#dashboard): the property's hero and the event bar with the start button. */
export function DashboardPage() {
  const { t } = useTranslation();
  const property = useAppStore((s) => s.property);
  const dispatch = useAppStore((s) => s.dispatch);
  const afterCartRules = useAppStore((s) => s.afterCartRules);
  const [, navigate] = useLocation();
  const { firstPath, landingPath } = useNavigation();
  const started = useAppStore((s) => s.cart?.started ?? false);
  const target = started ? landingPath() : null;
  // docs/pages.md#dashboard: from the dashboard a started (or autostarted) cart goes to its first tab; a reopened
  // booking goes to the cart page, also after a reload (docs/pages.md#next-and-back). A redirect in the render, not
  // an effect: the server renders the target page (docs/serving.md#the-server-rendered-first-screen), and the
  // browser goes there before painting the start page.
  if (target) return <Redirect to={target} replace />;
  return (
    <>
      <h1 className={styles.title}>{property?.name ?? t('app.title')}</h1>
      <Hero />
      {/* What a guest comes for: "Skip to content" leads past the hero's carousel to the event bar. */}
      <SkipTarget id={eventBarId} />
      <div id={eventBarId}>
        <EventBar
          onStart={() =>
            // The first page is chosen for the started cart.
            afterCartRules(() => {
              dispatch({ type: 'start' });
              navigate(firstPath());
            })
          }
        />
      </div>
      {/* docs/pages.md#group-code: an attendee of an event books from its group's rooms with the group's code. */}
      <p className={styles.returnLink}>
        <Link href="/group" className={styles.link}>
          {t('group.entry')}
        </Link>
      </p>
      {/* Below the event bar: the panorama viewer loads lazily, off the first screen's critical path. */}
      <Panorama />
    </>
  );
}

const eventBarId = 'event';
