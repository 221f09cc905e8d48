import { type IframeOutcomePage, IframeOutcomePages, iframeOutcome, iframePaidOutcome } from '@venue/domain';
import { useEffect, useRef } from 'react';
import { useApi } from '../app/ApiProvider.tsx';
import { useTranslation } from '../i18n/useTranslation.ts';
import * as styles from './payments.css.ts';
import type { PaymentProvider, PaymentProviderProps } from './provider.ts';

/** The message the provider's outcome page posts to its parent (server/src/payments/hostedPage.ts). */
const OUTCOME_MESSAGE = 'venue:payment:outcome';

/**
 * The form-in-iframe provider: the provider's form in a frame; its outcome page (ok, error, refused,
 * canceled, pending) is read from the frame's message, then ok asks the server whether the booking is
 * paid, and not paid is an error (docs/rules.md#payments). Only messages from the frame itself, at the provider's
 * origin, are read.
 */
function IframePayment({ session, onOutcome }: PaymentProviderProps) {
  const { t } = useTranslation();
  const api = useApi();
  const frame = useRef<HTMLIFrameElement>(null);
  const reported = useRef(false);

  useEffect(() => {
    if (!session.url) return;
    const providerOrigin = new URL(session.url, window.location.href).origin;
    const report = (outcome: Parameters<typeof onOutcome>[0]) => {
      if (reported.current) return;
      reported.current = true;
      onOutcome(outcome);
    };
    const onMessage = async (event: MessageEvent) => {
      if (event.origin !== providerOrigin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as { type?: unknown; page?: unknown } | null;
      if (data?.type !== OUTCOME_MESSAGE) return;
      const page = IframeOutcomePages.find((p) => p === data.page);
      if (!page) return;
      const step = iframeOutcome(page as IframeOutcomePage);
      if (step.done) {
        report(step.outcome);
        return;
      }
      try {
        report(iframePaidOutcome((await api.paymentStatus(session.ref)).ispaid));
      } catch (error) {
        console.error('The paid check failed', error);
        report('error');
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [session.url, session.ref, api, onOutcome]);

  if (!session.url) {
    console.error('The iframe provider has no form url');
    return null;
  }
  return <iframe ref={frame} title={t('payment.frameTitle')} src={session.url} className={styles.frame} />;
}

export const iframeProvider: PaymentProvider = {
  kind: 'iframe',
  modalSize: 'large',
  Component: IframePayment,
};
