import { Button } from '@venue/design-system';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as styles from '../pages.css.ts';

/**
 * docs/rules.md#existing-booking-flow: while an existing booking is edited, save sends the edit (removed, added and changed services)
 * and cancel-edit re-reads the stored booking (which ends editing in the persisted cart) and reloads the page.
 */
export function EditActions() {
  const { t } = useTranslation();
  const save = useAppStore((s) => s.saveExistingBookingEdit);
  const actions = useAppStore((s) => s.allowedActions);
  const reload = useAppStore((s) => s.reloadExistingBooking);
  return (
    <div className={styles.actions}>
      <Button variant="primary" isPending={actions === null} onPress={() => void save()}>
        {t('existing.saveEdit')}
      </Button>
      <Button
        variant="secondary"
        isDisabled={actions === null}
        onPress={() => void reload().then(() => window.location.reload())}
      >
        {t('existing.cancelEdit')}
      </Button>
    </div>
  );
}
