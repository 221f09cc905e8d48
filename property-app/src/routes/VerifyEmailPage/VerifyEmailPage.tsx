import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@venue/api-client';
import { SignInCard } from '@venue/design-system';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import * as css from '../../account/account.css.ts';
import { errorKeyOf } from '../../account/accountErrors.ts';
import { GuestScreen } from '../../account/GuestScreen.tsx';
import { useApi } from '../../app/ApiProvider.tsx';
import { queryKeys } from '../../app/queryKeys.ts';
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
  const result = useRef<HTMLParagraphElement>(null);

  // The token is used once as the page opens (one call, also when React mounts the page twice in StrictMode).
  const verified = useQuery({
    queryKey: queryKeys.onOpening('verifyEmail', token ?? ''),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    queryFn: async () => {
      await api.verifyEmail(token ?? '');
      return true;
    },
  });
  const state = !token || verified.isError ? 'failed' : verified.isSuccess ? 'done' : 'pending';
  const error = !token ? 'verify.noToken' : verified.isError ? verifyErrorKey(verified.error) : null;

  useEffect(() => {
    if (tokenInAddress() !== null)
      window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
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
