import { ApiError } from '@venue/api-client';
import { SignInCard } from '@venue/design-system';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import * as css from '../../account/account.css.ts';
import { errorKeyOf } from '../../account/accountErrors.ts';
import { GuestScreen } from '../../account/GuestScreen.tsx';
import { useApi } from '../../app/ApiProvider.tsx';
import { usePageHeading } from '../usePageHeading.ts';

/** The token of the mailed link (`/app/verify-email?token=…`), read once when the page opens. */
const tokenInAddress = (): string | null => new URLSearchParams(window.location.search).get('token');

/** A token that is not even of the token's form (a truncated link) fails the body's schema: the link is unusable. */
const verifyErrorKey = (failure: unknown): string =>
  failure instanceof ApiError && failure.error === 'error.validation'
    ? 'error.verify.invalid'
    : errorKeyOf(failure);

/**
 * The page of the signup mail's link (docs/api.md#signup-and-e-mail-verification): it verifies the e-mail as it
 * opens and then leads to sign-in. The token is removed from the address at once (like the reset page), so it
 * does not stay in the history. The result is focused, so a screen reader reads it.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const api = useApi();
  const heading = usePageHeading(t('verify.title'));
  const [token] = useState(tokenInAddress);
  const [state, setState] = useState<'pending' | 'done' | 'failed'>(token ? 'pending' : 'failed');
  const [error, setError] = useState<string | null>(token ? null : 'verify.noToken');
  const result = useRef<HTMLParagraphElement>(null);
  // One call per page, also when React runs the effect twice (StrictMode): a token is used once.
  const sent = useRef(false);

  useEffect(() => {
    if (tokenInAddress() !== null)
      window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!token || sent.current) return;
    sent.current = true;
    api.verifyEmail(token).then(
      () => setState('done'),
      (failure: unknown) => {
        setError(verifyErrorKey(failure));
        setState('failed');
      },
    );
  }, [api, token]);
  useEffect(() => {
    if (state === 'done') result.current?.focus();
  }, [state]);

  return (
    <GuestScreen>
      <SignInCard
        title={t('verify.title')}
        headingRef={heading}
        description={state === 'failed' ? t('verify.requestNew') : null}
        error={error ? t(error) : null}
        footer={
          <p className={css.footerLinks}>
            <Link href="/login" className={css.link}>
              {state === 'done' ? t('reset.signIn') : t('account.backToLogin')}
            </Link>
          </p>
        }
      >
        {state === 'done' ? (
          <p className={css.success} ref={result} tabIndex={-1}>
            {t('verify.done')}
          </p>
        ) : state === 'pending' ? (
          <p role="status">{t('verify.pending')}</p>
        ) : null}
      </SignInCard>
    </GuestScreen>
  );
}
