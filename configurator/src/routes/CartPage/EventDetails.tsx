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
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as styles from '../pages.css.ts';

/** The Select's key of "no reason" (the ids of reasons are numbers). */
const NONE = 'none';

/** The event's details the cart lacks and the property requires (the domain's readiness codes). */
export type MissingEventDetail = 'REQUIRED_EVENTTITLE' | 'REQUIRED_BOOKINGREASON' | 'REQUIRED_DESCRIPTION';

/**
 * docs/pages.md#cart-page: what the event is: its title, the property's reason for it (when the property keeps a
 * list) and its purpose. Optional unless the property's settings require them (docs/settings.md, `*.mandatory`):
 * then marked required, and named as missing only once the guest tried to send (`missing`); the domain keeps each
 * within the length the booking accepts.
 */
export function EventDetails({
  reasons,
  missing,
}: {
  /** The property's reasons (null while loading). */
  reasons: readonly BookingReasonListItem[] | null;
  /** The required details still missing, shown once a send was tried (else empty). */
  missing: readonly MissingEventDetail[];
}) {
  const { t } = useTranslation();
  const cart = useAppStore((s) => s.cart);
  const settings = useAppStore((s) => s.settings);
  const dispatch = useAppStore((s) => s.dispatch);
  if (!cart || !settings) return null;
  const invalid = (code: MissingEventDetail) =>
    missing.includes(code) ? { isInvalid: true, errorMessage: t(`CART.READINESS.${code}.TITLE`) } : {};
  const choices = [{ id: NONE, name: t('event.reasonNone') }, ...(reasons ?? [])];
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
            isRequired={settings.eventtitleMandatory}
            validationBehavior="aria"
            {...invalid('REQUIRED_EVENTTITLE')}
            maxLength={LIMITS.eventTitleMaxLength}
            onChange={(title) => dispatch({ type: 'setEventTitle', title })}
          />
          {reasons && reasons.length > 0 ? (
            <Select
              id="event-reason"
              label={t('event.reason')}
              isRequired={settings.bookingreasonMandatory}
              validationBehavior="aria"
              {...invalid('REQUIRED_BOOKINGREASON')}
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
              isRequired={settings.descriptionMandatory}
              validationBehavior="aria"
              {...invalid('REQUIRED_DESCRIPTION')}
              maxLength={LIMITS.descriptionMaxLength}
              onChange={(description) => dispatch({ type: 'setDescription', description })}
            />
          </FormFullWidth>
        </FormLayout>
      </FormSection>
    </div>
  );
}
