import type { BookingReasonListItem } from '@venue/contract';
import {
  FormFullWidth,
  FormLayout,
  FormSection,
  Select,
  SelectItem,
  TextArea,
  TextField,
} from '@venue/design-system';
import { LIMITS } from '@venue/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/ApiProvider.tsx';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as styles from '../pages.css.ts';

/** The Select's key of "no reason" (the ids of reasons are numbers). */
const NONE = 'none';

/**
 * The property's active booking reasons, named in the current language (read again when it changes); empty until
 * loaded, and when loading failed (logged): the choice is then left out, the booking goes without a reason.
 */
function useBookingReasons(): readonly BookingReasonListItem[] {
  const api = useApi();
  const { i18n } = useTranslation();
  const [reasons, setReasons] = useState<readonly BookingReasonListItem[]>([]);
  useEffect(() => {
    let live = true;
    // The language is what the list is named in: a change reads it again.
    void i18n.language;
    api.bookingreasons().then(
      (list) => {
        if (live) setReasons(list);
      },
      (error: unknown) => console.error('Loading booking reasons failed', error),
    );
    return () => {
      live = false;
    };
  }, [api, i18n.language]);
  return reasons;
}

/**
 * docs/pages.md#cart-page: what the event is: its title, the property's reason for it (when the property keeps a
 * list) and its purpose. Optional fields, so nothing here is ever shown as an error; the domain keeps each within the
 * length the booking accepts.
 */
export function EventDetails() {
  const { t } = useTranslation();
  const cart = useAppStore((s) => s.cart);
  const dispatch = useAppStore((s) => s.dispatch);
  const reasons = useBookingReasons();
  if (!cart) return null;
  const choices = [{ id: NONE, name: t('event.reasonNone') }, ...reasons];
  return (
    // A group (fieldset), not a region: the event bar is the page's region named "Your event" already.
    <div className={styles.card}>
      <FormSection title={t('event.title')}>
        <FormLayout>
          <TextField
            id="event-eventtitle"
            label={t('event.eventtitle')}
            description={t('event.eventtitleHint')}
            value={cart.eventtitle}
            maxLength={LIMITS.eventTitleMaxLength}
            onChange={(title) => dispatch({ type: 'setEventTitle', title })}
          />
          {reasons.length > 0 ? (
            <Select
              id="event-reason"
              label={t('event.reason')}
              selectedKey={cart.bookingreasonId ?? NONE}
              onSelectionChange={(key) =>
                dispatch({ type: 'setBookingReason', id: key === null || key === NONE ? null : Number(key) })
              }
              items={choices}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </Select>
          ) : null}
          <FormFullWidth>
            <TextArea
              id="event-description"
              label={t('event.description')}
              description={t('event.descriptionHint')}
              value={cart.description}
              maxLength={LIMITS.descriptionMaxLength}
              onChange={(description) => dispatch({ type: 'setDescription', description })}
            />
          </FormFullWidth>
        </FormLayout>
      </FormSection>
    </div>
  );
}
