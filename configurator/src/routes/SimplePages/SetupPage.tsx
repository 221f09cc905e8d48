import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { useApi } from '../../app/ApiProvider.tsx';
import { PageFrame } from '../PageFrame/PageFrame.tsx';
import * as styles from '../pages.css.ts';

interface Setup {
  readonly id: number;
  readonly name: string;
  readonly description?: string;
}

/**
 * Spec 2 SetupPage: the property's seating setups for a slot. The cart has no setup field yet, so the
 * page presents them and the guest names the wanted one in the wishes of the booking.
 */
export function SetupPage() {
  const { t } = useTranslation();
  const api = useApi();
  const { unitgroupindex } = useParams<{ unitgroupindex: string }>();
  const [setups, setSetups] = useState<readonly Setup[]>([]);
  useEffect(() => {
    api.setups().then(setSetups, (error: unknown) => console.error('Loading setups failed', error));
  }, [api]);
  return (
    <PageFrame title={t('nav.setup')} slotIndex={Number(unitgroupindex)}>
      {setups.length === 0 ? <p>{t('setup.none')}</p> : <p>{t('setup.intro')}</p>}
      <ul className={styles.cardList}>
        {setups.map((setup) => (
          <li key={setup.id} className={styles.card}>
            <h3 className={styles.cardTitle}>{setup.name}</h3>
            {setup.description ? <p>{setup.description}</p> : null}
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
