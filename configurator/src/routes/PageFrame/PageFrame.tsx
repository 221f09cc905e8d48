import { Spinner, StepNav, useFocusHeading } from '@venue/design-system';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useFormat } from '../../i18n/useFormat.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import { EventBar } from '../EventBar/EventBar.tsx';
import { useNavigation } from '../navigation.ts';
import * as styles from '../pages.css.ts';

/**
 * A page of the cart's page list: title, event bar, the tabs of the domain's page list (disabled tabs
 * say from when they open) and Back/Next once the cart is started.
 */
export function PageFrame({
  title,
  slotIndex,
  children,
}: {
  title: string;
  slotIndex: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [, navigate] = useLocation();
  const navigation = useNavigation();
  const listsLoading = useAppStore((s) => s.listsLoading);
  const dispatch = useAppStore((s) => s.dispatch);
  const plainStay = navigation.plainStay;
  const notify = useAppStore((s) => s.notify);
  const redirect = navigation.redirect();
  const redirectPath = redirect?.path ?? null;
  const lost = redirect?.lost ?? false;
  useEffect(() => {
    if (!redirectPath) return;
    navigate(redirectPath, { replace: true });
    // docs/pages.md#page-lost: the page the guest was on is gone; say where they are now.
    if (lost) notify({ key: 'nav.pageLost' });
  }, [redirectPath, lost, navigate, notify]);
  const active = navigation.tabs.find((tab) => tab.active);
  const frame = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Choosing a tab opens another route, which renders a new page: keep keyboard focus on the chosen tab.
  const activePath = active?.path;
  useEffect(() => {
    if (!activePath || tabChosen.current !== activePath) return;
    tabChosen.current = null;
    // react-aria renders the tab collection a frame after mounting: wait for the selected tab.
    let frames = 0;
    let request = 0;
    const focusTab = () => {
      const tab = frame.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (tab) tab.focus();
      else if (frames++ < 30) request = requestAnimationFrame(focusTab);
    };
    focusTab();
    return () => cancelAnimationFrame(request);
  }, [activePath]);
  useFocusHeading(heading);
  // WCAG 2.4.2: each step is titled with its heading and the property ("Verpflegung – Seehotel Lindenhof"); the
  // start page keeps the title the server wrote.
  const propertyName = useAppStore((s) => s.property?.name);
  // Made while rendering, so a server render notes its text for the page (docs/serving.md#the-first-screens-texts).
  const documentTitle = propertyName ? t('nav.documentTitle', { page: title, property: propertyName }) : null;
  useEffect(() => {
    if (!documentTitle) return;
    const before = document.title;
    document.title = documentTitle;
    return () => {
      document.title = before;
    };
  }, [documentTitle]);
  // The event bar is memoised: its start handler stays the same function and reads the latest target.
  const firstPath = useRef(navigation.firstPath);
  useLayoutEffect(() => {
    firstPath.current = navigation.firstPath;
  });
  // docs/pages.md#start: Start starts the cart on every page that shows it (after a sent booking the new cart is not started).
  const afterCartRules = useAppStore((s) => s.afterCartRules);
  const start = useCallback(() => {
    // The first page is chosen for the started cart.
    afterCartRules(() => {
      dispatch({ type: 'start' });
      navigate(firstPath.current());
    });
  }, [dispatch, afterCartRules, navigate]);
  const listsRefreshing = useAppStore((s) => s.listsRefreshing);
  const content = (
    // Busy while the lists and prices of a changed cart are on their way (docs/rules.md#yanking).
    <div className={styles.stack} aria-busy={listsRefreshing || undefined}>
      {slotIndex > 0 && !plainStay ? <p className={styles.muted}>{navigation.slotLabel(slotIndex)}</p> : null}
      {/* The design system's spinner shows only after 500 ms, so quick refreshes never flash it. */}
      {listsLoading ? <Spinner aria-label={t('common.loading')} /> : null}
      {children}
    </div>
  );
  return (
    <div ref={frame} className={styles.stack}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {/* Step pages show the bar as one summary line with a button that opens it (docs/pages.md#event-bar). */}
      <EventBar onStart={start} collapsible={navigation.started} />
      {navigation.started && active ? (
        <StepNav
          aria-label={t('nav.tabs')}
          steps={navigation.tabs.map((tab) => ({
            id: tab.path,
            label: tab.label,
            isDisabled: tab.disabled,
            ...(tab.availableFrom ? { opensOn: format.date(tab.availableFrom) } : {}),
          }))}
          selectedKey={active.path}
          onSelectionChange={(path) => {
            tabChosen.current = path;
            navigate(path);
          }}
        >
          {() => content}
        </StepNav>
      ) : (
        content
      )}
    </div>
  );
}

/** Set when the guest chose a tab, read by the next page's frame (a module value: it outlives the page). */
const tabChosen: { current: string | null } = { current: null };
