import { ApiError } from '@venue/api-client';
import { Button, Checkbox, RequiredNote, SignInCard, TextField } from '@venue/design-system';
import { contactFieldRules, fieldErrorKey } from '@venue/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import * as css from '../../account/account.css.ts';
import { errorKeyOf, fieldCodesOf } from '../../account/accountErrors.ts';
import { focusFirstInvalid } from '../../account/focusFirstInvalid.ts';
import { GuestScreen } from '../../account/GuestScreen.tsx';
import { NewPasswordFields, newPasswordValid } from '../../account/NewPasswordFields.tsx';
import { useDevOutboxLink } from '../../account/useDevOutboxLink.ts';
import { useApi } from '../../app/ApiProvider.tsx';
import { usePageHeading } from '../usePageHeading.ts';

type Field = 'firstname' | 'lastname' | 'email';
const rules = contactFieldRules();

/**
 * Sign up (docs/api.md#signup-and-e-mail-verification): names, e-mail, a new password and the terms. The
 * domain's rules are checked before sending (the server checks the same ones). After a signup the page asks the
 * user to open the mailed link: the account signs in only once its e-mail is verified. On a development server
 * without mail, the confirmation links to the dev outbox where the mail can be opened.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const heading = usePageHeading(t('signup.title'));
  const api = useApi();
  const [values, setValues] = useState<Record<Field, string>>({ firstname: '', lastname: '', email: '' });
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [terms, setTerms] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  // The server's verdict on the e-mail (its form), until the e-mail is changed.
  const [emailRefused, setEmailRefused] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const outbox = useDevOutboxLink(sent);
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  // No pending state on the button, as on the login page: after a signup the form is gone.
  const pending = useRef(false);

  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  const fieldError = (field: Field): string | null =>
    fieldErrorKey(values[field].trim(), rules[field]) ?? (field === 'email' ? emailRefused : null);
  const text = (field: Field) => {
    const key = fieldError(field);
    return key ? t(key, { max: rules[field].maxlength }) : '';
  };
  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      if (field === 'email') setEmailRefused(null);
    },
    isRequired: true,
    validationBehavior: 'aria' as const,
    isInvalid: submitted && fieldError(field) !== null,
    errorMessage: text(field),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending.current) return;
    setSubmitted(true);
    setError(null);
    const valid =
      (['firstname', 'lastname', 'email'] as const).every((f) => fieldError(f) === null) &&
      newPasswordValid(password, repeat) &&
      terms;
    if (!valid) {
      focusFirstInvalid(form.current);
      return;
    }
    pending.current = true;
    try {
      await api.signup({
        name: `${values.firstname.trim()} ${values.lastname.trim()}`,
        email: values.email.trim(),
        password,
        termsaccepted: true,
      });
      setSent(true);
    } catch (failure) {
      const emailCode = fieldCodesOf(failure, 'email')[0];
      if (failure instanceof ApiError && failure.error === 'error.validation' && emailCode) {
        setEmailRefused(emailCode);
        focusFirstInvalid(form.current);
      } else {
        setError(errorKeyOf(failure));
      }
    } finally {
      pending.current = false;
    }
  };

  return (
    <GuestScreen>
      <SignInCard
        title={t('signup.title')}
        headingRef={heading}
        description={sent ? null : t('signup.description')}
        error={error ? t(error) : null}
        footer={
          <p className={css.footerLinks}>
            {sent ? null : <span>{t('signup.haveAccount')}</span>}
            <Link href="/login" className={css.link}>
              {t('login.title')}
            </Link>
            {outbox ? (
              <Link href="/dev/outbox" className={css.link}>
                {t('outbox.open')}
              </Link>
            ) : null}
          </p>
        }
      >
        {sent ? (
          <p className={css.success} ref={done} tabIndex={-1}>
            {t('signup.checkMailbox', { email: values.email.trim() })}
          </p>
        ) : (
          <Form
            ref={form}
            className={css.form}
            onSubmit={onSubmit}
            aria-label={t('signup.title')}
            validationBehavior="aria"
          >
            <RequiredNote />
            <TextField label={t('signup.firstname')} autoComplete="given-name" {...fieldProps('firstname')} />
            <TextField label={t('signup.lastname')} autoComplete="family-name" {...fieldProps('lastname')} />
            <TextField label={t('login.email')} type="email" autoComplete="email" {...fieldProps('email')} />
            <NewPasswordFields
              label={t('login.password')}
              password={password}
              repeat={repeat}
              onPasswordChange={setPassword}
              onRepeatChange={setRepeat}
              showErrors={submitted}
            />
            <Checkbox
              name="termsaccepted"
              isSelected={terms}
              onChange={setTerms}
              isInvalid={submitted && !terms}
              errorMessage={t('error.terms.required')}
            >
              {t('signup.terms')}
            </Checkbox>
            <Button type="submit">{t('signup.submit')}</Button>
          </Form>
        )}
      </SignInCard>
    </GuestScreen>
  );
}
