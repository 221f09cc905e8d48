import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { tKey } from '../i18n/tKey.ts';
import { MessagesNavLabel } from '../routes/MessagesPage/MessagesNavLabel.tsx';
import * as css from './Frame.css.ts';
import { useCurrentProperty } from './useCurrentProperty.ts';

/** The app's pages in the menu (spec 2: home and dashboard); `ownerOnly` ones only for the property's owners. */
const entries: readonly { href: string; label: string; ownerOnly?: true }[] = [
  { href: '/', label: tKey('nav.home') },
  { href: '/dashboard', label: tKey('nav.dashboard') },
  { href: '/bookings', label: tKey('nav.bookings') },
  { href: '/occupancy', label: tKey('nav.occupancy') },
  { href: '/messages', label: tKey('nav.messages') },
  { href: '/blocks', label: tKey('nav.blocks') },
  { href: '/calendar-feeds', label: tKey('nav.calendarFeeds') },
  { href: '/offer', label: tKey('nav.offer') },
  { href: '/images', label: tKey('nav.images') },
  { href: '/theme', label: tKey('nav.theme') },
  { href: '/settings', label: tKey('settings.nav') },
  // docs/payments.md#setting-up-a-provider: staff do not see the provider's set-up at all (the server refuses them).
  { href: '/payments', label: tKey('payments.nav'), ownerOnly: true },
  { href: '/team', label: tKey('nav.team') },
] as const;

/** The navigation list; `onNavigate` closes the drawer on narrow windows. A chosen page opens at its top. */
export function NavList({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const isOwner = useCurrentProperty()?.role === 'owner';
  return (
    <ul className={css.navList}>
      {entries
        .filter((entry) => isOwner || !entry.ownerOnly)
        .map((entry) => (
          <li key={entry.href}>
            <Link
              href={entry.href}
              className={css.navLink}
              // A booking's page (/bookings/12) belongs to the Bookings entry.
              aria-current={
                location === entry.href || (entry.href !== '/' && location.startsWith(`${entry.href}/`))
                  ? 'page'
                  : undefined
              }
              onClick={() => {
                // The page opened starts at its top: focus stays here in the menu, so nothing else scrolls it
                // (after a link inside a page, the new page's heading takes the focus and shows).
                window.scrollTo(0, 0);
                onNavigate();
              }}
            >
              {entry.href === '/messages' ? <MessagesNavLabel label={t(entry.label)} /> : t(entry.label)}
            </Link>
          </li>
        ))}
    </ul>
  );
}
