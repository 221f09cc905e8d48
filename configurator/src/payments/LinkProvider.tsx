import { Button } from '@venue/design-system';
import { linkPollStep, type PaidCheck } from '@venue/domain';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../app/ApiProvider.tsx';
import { useTranslation } from '../i18n/useTranslation.ts';
import * as styles from '../routes/pages.css.ts';
import type { PaymentProvider, PaymentProviderProps } from './provider.ts';

/**
 * The iframe link provider: the provider's page opens in a new window; the paid check is polled every
 * 1 s, 3 s after a failed check, until ispaid or a final detail (docs/rules.md#payments, domain linkPollStep).
 */
function LinkPayment({ session, onOutcome }: PaymentProviderProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [opened, setOpened] = useState(false);
  const reported = useRef(false);

  useEffect(() => {
    if (!opened) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const check = async () => {
      let answer: PaidCheck;
      try {
        const status = await api.paymentStatus(session.ref);
        answer = { ok: true, ispaid: status.ispaid, detail: status.detail };
      } catch (error) {
        console.error('The paid check failed', error);
        answer = { ok: false };
      }
      if (stopped) return;
      const step = linkPollStep(answer);
      if (step.done) {
        if (!reported.current) {
          reported.current = true;
          onOutcome(step.outcome);
        }
        return;
      }
      timer = setTimeout(check, step.nextCheckInMs);
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [opened, api, session.ref, onOutcome]);

  if (!session.url) {
    console.error('The link provider has no payment url');
    return <p className={styles.errorText}>{t('PAYMENT.ERRORUNKNOWN')}</p>;
  }
  return (
    <div className={styles.fieldStack}>
      <p>{t('payment.linkText')}</p>
      <Button
        variant="primary"
        isDisabled={opened}
        onPress={() => {
          // noopener: the provider page gets no handle on this window.
          window.open(session.url ?? '', '_blank', 'noopener');
          setOpened(true);
        }}
      >
        {t('payment.openLink')}
      </Button>
      {opened ? (
        <p role="status" aria-live="polite">
          {t('payment.waiting')}
        </p>
      ) : null}
    </div>
  );
}

export const linkProvider: PaymentProvider = { kind: 'link', modalSize: 'normal', Component: LinkPayment };
