import { Radio, RadioGroup } from '@venue/design-system';
import { useParams } from 'wouter';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import { PageFrame } from '../PageFrame/PageFrame.tsx';
import * as styles from '../pages.css.ts';
import { useSetups } from './useSetups.ts';

/**
 * docs/pages.md#setup-page: the property's seating setups for a slot; the guest chooses one per day or time
 * slot, and it is sent on that slot's meeting rooms.
 */
export function SetupPage() {
  const { t } = useTranslation();
  const { unitgroupindex } = useParams<{ unitgroupindex: string }>();
  const slotIndex = Number(unitgroupindex);
  const setups = useSetups();
  const chosen = useAppStore((s) => s.cart?.setups?.[slotIndex] ?? null);
  const dispatch = useAppStore((s) => s.dispatch);
  return (
    <PageFrame title={t('nav.setup')} slotIndex={slotIndex}>
      {setups.length === 0 ? (
        <p>{t('setup.none')}</p>
      ) : (
        <RadioGroup
          label={t('setup.choose')}
          description={t('setup.intro')}
          value={chosen === null ? null : String(chosen)}
          onChange={(value) => dispatch({ type: 'setSetup', slotIndex, setupId: Number(value) })}
        >
          {setups.map((setup) => (
            <Radio key={setup.id} value={String(setup.id)}>
              <span className={styles.stack}>
                <strong>{setup.name}</strong>
                {setup.description ? <span className={styles.muted}>{setup.description}</span> : null}
              </span>
            </Radio>
          ))}
        </RadioGroup>
      )}
    </PageFrame>
  );
}
