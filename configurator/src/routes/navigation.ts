import {
  buildPageList,
  firstTab,
  isPlainStay,
  landingPage,
  neighbours,
  type PageRef,
  pagePath,
  pageRefOfPath,
  resolveActivePage,
  type TabPage,
} from '@venue/domain';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { useFormat } from '../i18n/useFormat.ts';
import { useTranslation } from '../i18n/useTranslation.ts';
import { useAppStore } from '../store/StoreProvider.tsx';

/** A tab as the tab bar shows it. */
interface TabView {
  readonly path: string;
  readonly label: string;
  readonly disabled: boolean;
  readonly availableFrom: string | null;
  readonly active: boolean;
  readonly ref: PageRef;
}

/** The slot a route is about: its unitgroupindex when above 0, else the first day. */
function slotOf(location: string): number {
  const index = pageRefOfPath(location)?.unitgroupindex ?? 0;
  return index > 0 ? index : 1;
}

/** Where the guest is sent when the page they are on is disabled or gone, and whether to tell them. */
export interface Redirect {
  readonly path: string;
  /** The page is gone (not merely disabled): the guest is told where they landed. */
  readonly lost: boolean;
}

/**
 * The cart's page list from the domain's tab builder, rebuilt when settings or selection change (docs/pages.md#page-list),
 * with labels, the active tab and the Back/Next targets (nearest tab that is not disabled).
 */
export function useNavigation() {
  const { t } = useTranslation();
  const format = useFormat();
  const [location] = useLocation();
  const settings = useAppStore((s) => s.settings);
  const servicetypes = useAppStore((s) => s.catalog.servicetypes);
  // Only what the page list depends on: a line added to the cart does not re-render the frame and menu.
  const startdate = useAppStore((s) => s.cart?.startdate ?? null);
  const started = useAppStore((s) => s.cart?.started ?? false);
  const existingBookingIsLoaded = useAppStore((s) => s.cart?.existingBookingIsLoaded ?? false);
  const slots = useAppStore((s) => s.cart?.slots);
  const today = useAppStore((s) => s.today);
  const slotIndex = slotOf(location);

  const pages: readonly TabPage[] = useMemo(
    () => (settings ? buildPageList({ settings, servicetypes, startdate, today: today(), slotIndex }) : []),
    [settings, servicetypes, startdate, slotIndex, today],
  );

  const tabs: readonly TabView[] = useMemo(() => {
    const label = (page: TabPage): string => {
      const ref = page.ref;
      switch (ref.page) {
        case 'setup':
          return t('nav.setup');
        case 'unitgroup':
          return ref.category === 1 ? t('unitgroup.rooms') : t('unitgroup.meeting');
        case 'service':
          return servicetypes.find((type) => type.id === page.servicetypeId)?.name ?? ref.servicecode;
        default:
          return t('nav.cart');
      }
    };
    return pages.map((page) => {
      const path = `/${pagePath(page.ref)}`;
      return {
        path,
        label: label(page),
        disabled: page.disabled,
        availableFrom: page.availableFrom,
        active: decodeURIComponent(location) === decodeURIComponent(path),
        ref: page.ref,
      };
    });
  }, [pages, location, servicetypes, t]);
  // The page the address names, whether or not the current list still has it (it may be lost).
  const active = useMemo(() => pageRefOfPath(location), [location]);
  const ready = useAppStore((s) => s.status === 'ready');
  const around = active ? neighbours(pages, active, started) : { next: null, back: null };
  const pathOf = (ref: PageRef) => `/${pagePath(ref)}`;

  // A plain stay (rooms only) has no days of its own: no "Day 1" in the menu or on its pages.
  const plainStay = useMemo(
    () => (settings ? isPlainStay({ settings, servicetypes, startdate, today: today() }) : false),
    [settings, servicetypes, startdate, today],
  );

  return {
    started,
    plainStay,
    tabs,
    slotIndex,
    firstPath: () => {
      const first = firstTab(pages);
      return first ? pathOf(first.ref) : '/dashboard';
    },
    /**
     * docs/pages.md#next-and-back: where a started cart opens from the dashboard (also after a reload): its first
     * tab, or the cart page while a reopened booking is loaded.
     */
    landingPath: () => {
      const first = firstTab(pages);
      return first ? pathOf(landingPage(pages, existingBookingIsLoaded, first.ref)) : '/dashboard';
    },
    /** The cart page of the page list (the summary). */
    cartPath: () => {
      const cart = pages.find((page) => page.ref.page === 'cart');
      return cart ? pathOf(cart.ref) : '/dashboard';
    },
    nextPath: () => (around.next ? pathOf(around.next.ref) : null),
    backPath: () => (around.back ? pathOf(around.back.ref) : null),
    /**
     * docs/pages.md#page-lost: where to go when the active page became disabled or is gone from the list
     * (null: stay). Only once the session's lists are loaded, so a reload never mistakes a page for lost.
     */
    redirect: (): Redirect | null => {
      if (!active || !ready) return null;
      const resolution = resolveActivePage(pages, active);
      if (resolution.kind === 'allDisabled') console.warn(resolution.warning);
      if (resolution.kind === 'moved') return { path: pathOf(resolution.page.ref), lost: false };
      if (resolution.kind === 'lost' && resolution.page)
        return { path: pathOf(resolution.page.ref), lost: true };
      return null;
    },
    pathOf,
    /** The first page of a day (multi-day overview: open a day). */
    firstPathOfSlot: (index: number) => {
      if (!settings) return '/dashboard';
      const first = firstTab(
        buildPageList({
          settings,
          servicetypes,
          startdate,
          today: today(),
          slotIndex: index,
        }),
      );
      return first ? pathOf(first.ref) : '/dashboard';
    },
    slotLabel: (index: number) => {
      const slot = slots?.find((candidate) => candidate.index === index);
      return slot ? t('nav.day', { number: index, date: format.date(slot.date, 'long') }) : '';
    },
  };
}
