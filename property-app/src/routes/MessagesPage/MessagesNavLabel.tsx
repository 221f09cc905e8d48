import { useTranslation } from 'react-i18next';
import * as css from './MessagesPage.css.ts';
import { useUnreadMessages } from './useUnreadMessages.ts';

/**
 * The menu entry "Messages" with its unread count: a visible badge, and for screen readers one phrase
 * ("Messages, 2 unread"; spans side by side would be read with a stray space). Just the label when all is read.
 */
export function MessagesNavLabel({ label }: { label: string }) {
  const { t } = useTranslation();
  const count = useUnreadMessages();
  if (!count) return <>{label}</>;
  return (
    <>
      <span aria-hidden="true">{label}</span>
      <span className={css.navBadge} aria-hidden="true">
        {count}
      </span>
      <span className={css.visuallyHidden}>{t('nav.messagesUnread', { label, count })}</span>
    </>
  );
}
