import type { BookingReasonListItem } from '@venue/contract';
import { useEffect, useState } from 'react';
import { useApi } from '../../app/ApiProvider.tsx';
import { useTranslation } from '../../i18n/useTranslation.ts';

/**
 * The property's active booking reasons, named in the current language (read again when it changes): null while
 * loading, empty when the property keeps none or loading failed (logged): the choice is then left out, and the
 * booking goes without a reason (a mandatory reason asks for nothing then: docs/settings.md).
 */
export function useBookingReasons(): readonly BookingReasonListItem[] | null {
  const api = useApi();
  const { i18n } = useTranslation();
  const [reasons, setReasons] = useState<readonly BookingReasonListItem[] | null>(null);
  useEffect(() => {
    let live = true;
    // The language is what the list is named in: a change reads it again.
    void i18n.language;
    api.bookingreasons().then(
      (list) => {
        if (live) setReasons(list);
      },
      (error: unknown) => {
        console.error('Loading booking reasons failed', error);
        if (live) setReasons([]);
      },
    );
    return () => {
      live = false;
    };
  }, [api, i18n.language]);
  return reasons;
}
