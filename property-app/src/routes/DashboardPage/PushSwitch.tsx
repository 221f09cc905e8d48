import { Switch } from '@venue/design-system';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/ApiProvider.tsx';
import { type PushStatus, pushStatus, turnPushOff, turnPushOn } from '../../app/push.ts';
import { tKey } from '../../i18n/tKey.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as css from './DashboardPage.css.ts';

/** What the switch's state means, in words (docs/api.md#web-push). */
const statusTexts: Readonly<Record<PushStatus, string>> = {
  on: tKey('push.status.on'),
  off: tKey('push.status.off'),
  denied: tKey('push.status.denied'),
  unsupported: tKey('push.status.unsupported'),
};

/**
 * "Notifications on this device": Web Push for new requests, reservations and the bookers' messages on this
 * browser (spec 5 push devices). Turning it on asks the browser's permission; a refusal or a browser without
 * push leaves it off and says why.
 */
export function PushSwitch() {
  const { t } = useTranslation();
  const api = useApi();
  const language = useAppStore((s) => s.language);
  const titleId = useId();
  const statusId = useId();
  const [status, setStatus] = useState<PushStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  // The browser's own push state (permission, subscription), not server data: no react-query read.
  useEffect(() => {
    let live = true;
    pushStatus().then(
      (s) => live && setStatus(s),
      () => live && setStatus('unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);

  const change = async (on: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      setStatus(on ? await turnPushOn(api, language) : await turnPushOff(api));
    } catch {
      // E.g. no push service reachable: the switch shows the browser's real state again.
      setFailed(true);
      setStatus(await pushStatus().catch((): PushStatus => 'off'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={titleId} className={css.card}>
      <h2 id={titleId} className={css.cardTitle}>
        {t('push.title')}
      </h2>
      <p className={css.pushLead}>{t('push.explain')}</p>
      <Switch
        isSelected={status === 'on'}
        isDisabled={status === null || status === 'unsupported' || status === 'denied' || busy}
        onChange={(on) => void change(on)}
        aria-describedby={statusId}
      >
        {t('push.switch')}
      </Switch>
      <p id={statusId} role="status" className={css.pushStatus}>
        {status ? t(statusTexts[status]) : ''}
      </p>
      {failed ? <p role="alert">{t('push.failed')}</p> : null}
    </section>
  );
}
