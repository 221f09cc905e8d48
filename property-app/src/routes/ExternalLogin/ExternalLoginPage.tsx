import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Checkbox,
  LinkButton,
  RequiredNote,
  SignInCard,
  Spinner,
  TextField,
} from '@venue/design-system';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, Redirect } from 'wouter';
import * as account from '../../account/account.css.ts';
import { providerButton } from '../../account/externalLogin.css.ts';
import { focusFirstInvalid } from '../../account/focusFirstInvalid.ts';
import { GuestScreen } from '../../account/GuestScreen.tsx';
import { queryKeys } from '../../app/queryKeys.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import { usePageHeading } from '../usePageHeading.ts';
import * as css from './ExternalLogin.css.ts';
import { ExternalStopped } from './ExternalStopped.tsx';
import { type Step, stepAfter } from './externalErrors.ts';

type State = { readonly kind: 'checking' } | { readonly kind: 'connected' } | { readonly kind: 'in' } | Step;

/**
 * /app/login/external/done and /confirm: where the server's callback hands an external login over
 * (docs/api.md#external-logins). The waiting login is completed with POST /api/loginbyexternalaccount; when
 * the server asks for more, the page asks the user: the terms (a new account) or the password of the account
 * that has the e-mail already (to connect it), again after a wrong one. A login that created or connected an
 * account says so (spec 4, "Social login") before going on; a known one goes straight to the dashboard.
 */
export function ExternalLoginPage() {
  const complete = useAppStore((s) => s.loginByExternalAccount);
  // The first attempt is fired once as the page opens (one request, also when React mounts the page twice in
  // StrictMode): a one-time write that signs in through the session store, kept only while the page is open.
  const first = useQuery({
    queryKey: queryKeys.onOpening('externalLogin', ''),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    queryFn: () => attempt(complete, {}),
  });
  // What the user's answers (the terms, a password) led to since.
  const [answered, setAnswered] = useState<State | null>(null);
  const state: State = answered ?? first.data ?? { kind: 'checking' };

  const send = async (body: { termsaccepted?: boolean; password?: string }) => {
    setAnswered(await attempt(complete, body));
  };

  return (
    <GuestScreen>
      {state.kind === 'checking' ? <Checking /> : null}
      {state.kind === 'in' ? <Redirect to="/dashboard" replace /> : null}
      {state.kind === 'connected' ? <Connected /> : null}
      {state.kind === 'terms' ? <Terms onSend={send} /> : null}
      {state.kind === 'password' ? <ExistingPassword error={state.error} onSend={send} /> : null}
      {state.kind === 'stopped' ? <ExternalStopped message={state.message} /> : null}
    </GuestScreen>
  );
}

/** Sends the completion; what the page shows next. */
async function attempt(
  complete: (body: { termsaccepted?: boolean; password?: string }) => Promise<{ connected: boolean }>,
  body: { termsaccepted?: boolean; password?: string },
): Promise<State> {
  try {
    const { connected } = await complete(body);
    return connected ? { kind: 'connected' } : { kind: 'in' };
  } catch (error) {
    return stepAfter(error);
  }
}

function Checking() {
  const { t } = useTranslation();
  const heading = usePageHeading(t('external.checking.title'));
  return (
    <SignInCard title={t('external.checking.title')} headingRef={heading}>
      <div className={css.busy} aria-busy="true">
        <Spinner aria-label={t('common.loading')} />
      </div>
    </SignInCard>
  );
}

/** The "connected" message (spec 4): the external account now belongs to the user's account. */
function Connected() {
  const { t } = useTranslation();
  const heading = usePageHeading(t('external.connected.title'));
  return (
    <SignInCard
      title={t('external.connected.title')}
      headingRef={heading}
      description={t('external.connected.description')}
    >
      {/* react-aria's links navigate inside the app (App.tsx's RouterProvider). */}
      <LinkButton href="/dashboard" variant="primary" className={providerButton}>
        {t('external.connected.continue')}
      </LinkButton>
    </SignInCard>
  );
}

const BackToLogin = () => {
  const { t } = useTranslation();
  return (
    <p className={account.footerLinks}>
      <Link href="/login" className={account.link}>
        {t('account.backToLogin')}
      </Link>
    </p>
  );
};

/** A first external login with a new e-mail: the terms, then the account is created. */
function Terms({ onSend }: { onSend: (body: { termsaccepted: boolean }) => Promise<void> }) {
  const { t } = useTranslation();
  const heading = usePageHeading(t('external.terms.title'));
  const [accepted, setAccepted] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const pending = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!accepted) {
      focusFirstInvalid(form.current);
      return;
    }
    if (pending.current) return;
    pending.current = true;
    await onSend({ termsaccepted: true });
    pending.current = false;
  };

  return (
    <SignInCard
      title={t('external.terms.title')}
      headingRef={heading}
      description={t('external.terms.description')}
      footer={<BackToLogin />}
    >
      <Form
        ref={form}
        className={account.form}
        onSubmit={onSubmit}
        aria-label={t('external.terms.title')}
        validationBehavior="aria"
      >
        <Checkbox
          name="termsaccepted"
          isSelected={accepted}
          onChange={setAccepted}
          isInvalid={submitted && !accepted}
          errorMessage={t('error.terms.required')}
        >
          {t('signup.terms')}
        </Checkbox>
        <Button type="submit">{t('external.terms.submit')}</Button>
      </Form>
    </SignInCard>
  );
}

/** The e-mail has an account with a password: its password connects the external account to it. */
function ExistingPassword({
  error,
  onSend,
}: {
  error: string | null;
  onSend: (body: { password: string }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const heading = usePageHeading(t('external.password.title'));
  const [password, setPassword] = useState('');
  const [empty, setEmpty] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const pending = useRef(false);
  // A refused password is asked for again: the field is emptied and focused, the reason announced.
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts > 0 && error) focusFirstInvalid(form.current);
  }, [attempts, error]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') {
      setEmpty(true);
      focusFirstInvalid(form.current);
      return;
    }
    if (pending.current) return;
    pending.current = true;
    await onSend({ password });
    pending.current = false;
    setPassword('');
    setAttempts((n) => n + 1);
  };

  return (
    <SignInCard
      title={t('external.password.title')}
      headingRef={heading}
      description={t('external.password.description')}
      error={error ? t(error) : null}
      footer={<BackToLogin />}
    >
      <Form
        ref={form}
        className={account.form}
        onSubmit={onSubmit}
        aria-label={t('external.password.title')}
        validationBehavior="aria"
      >
        <RequiredNote />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setEmpty(false);
          }}
          isRequired
          validationBehavior="aria"
          // A refusal is announced in the card's alert; an empty field is pointed out here before sending.
          isInvalid={empty || error !== null}
          errorMessage={empty ? t('external.password.empty') : ''}
        />
        <Button type="submit">{t('external.password.submit')}</Button>
      </Form>
    </SignInCard>
  );
}
