import { useFocusHeading } from '@venue/design-system';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A page's title and heading: sets the document title ("Dashboard – Property app") and, after a navigation
 * the user caused, moves focus to the page's h1 (the design system's useFocusHeading, as in the configurator).
 * Returns the ref for the h1.
 */
export function usePageHeading(title: string): RefObject<HTMLHeadingElement | null> {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement | null>(null);
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${title} – ${appName}`;
  }, [title, appName]);
  useFocusHeading(heading);
  return heading;
}
