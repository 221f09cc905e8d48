import { ApiError } from '@venue/api-client';
import type { InvitationAccepted } from '@venue/contract';
import { Button } from '@venue/design-system';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import * as css from '../../account/account.css.ts';
import { errorKeyOf } from '../../account/accountErrors.ts';
import { useApi } from '../../app/ApiProvider.tsx';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as page from '../pages.css.ts';
import { usePageHeading } from '../usePageHeading.ts';

/** The token of the mailed link (`/app/accept-invitation?token=…`), read once when the page opens. */
const tokenInAddress = (): string | null => new URLSearchParams(window.location.search).get('token');

/** Refusals after which the button goes: only a new link (or another account) helps. */
const FINAL = new Set(['error.invitation.invalid', 'error.invitation.expired', 'error.validation']);

/**
 * Accept an invitation to a property (docs/api.md#property-users): the page of the invitation mail sent to an
 * existing account. The page guard signs the user in first (and comes back here with the link's token); the
 * account accepts with a press, and only the invited account can. Afterwards the session knows the new property.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation();
  const api = useApi();
  const heading = usePageHeading(t('invitation.title'));
  const email = useAppStore((s) => s.user?.email ?? '');
  const restore = useAppStore((s) => s.restore);
  const [token] = useState(tokenInAddress);
  const [accepted, setAccepted] = useState<InvitationAccepted | null>(null);
  const [error, setError] = useState<string | null>(token ? null : 'invitation.noToken');
  const [final, setFinal] = useState(!token);
  // No pending state on the button (see LoginPage): once accepted or refused for good, the button is gone.
  const pending = useRef(false);
  const result = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (tokenInAddress() !== null)
      window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  useEffect(() => {
    if (accepted) result.current?.focus();
  }, [accepted]);

  const accept = async () => {
    if (!token || pending.current) return;
    pending.current = true;
    setError(null);
    try {
      const answer = await api.acceptInvitation(token);
      // The session's user now has the property (the switcher and the dashboard read it).
      await restore();
      setAccepted(answer);
    } catch (failure) {
      const key =
        failure instanceof ApiError && failure.error === 'error.validation'
          ? 'error.invitation.invalid'
          : errorKeyOf(failure);
      setError(key);
      setFinal(failure instanceof ApiError && FINAL.has(failure.error));
    } finally {
      pending.current = false;
    }
  };

  return (
    <div className={page.page}>
      <h1 ref={heading} tabIndex={-1} className={page.title}>
        {t('invitation.title')}
      </h1>
      {accepted ? null : <p className={page.lead}>{t('invitation.lead', { email })}</p>}
      <div role="alert" className={css.alert}>
        {error ? t(error) : null}
      </div>
      {accepted ? (
        <>
          <p className={css.success} ref={result} tabIndex={-1}>
            {t('invitation.done', {
              property: accepted.property,
              role: t(accepted.role === 'owner' ? 'team.role.owner' : 'team.role.staff'),
            })}
          </p>
          <p>
            <Link href="/dashboard" className={css.link}>
              {t('invitation.toDashboard')}
            </Link>
          </p>
        </>
      ) : final ? null : (
        <Button onPress={accept}>{t('invitation.accept')}</Button>
      )}
    </div>
  );
}
