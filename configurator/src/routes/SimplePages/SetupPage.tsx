import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { PageFrame } from '../PageFrame/PageFrame.tsx';

/** Spec 2 SetupPage: the event's setup for a slot (seating); the list of setups is not served yet. */
export function SetupPage() {
  const { t } = useTranslation();
  const { unitgroupindex } = useParams<{ unitgroupindex: string }>();
  return (
    <PageFrame title={t('nav.setup')} slotIndex={Number(unitgroupindex)}>
      <p>{t('setup.none')}</p>
    </PageFrame>
  );
}
