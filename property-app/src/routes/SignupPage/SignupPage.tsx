import { ApiError } from '@venue/api-client';
import { Button, Checkbox, RequiredNote, SignInCard, TextField } from '@venue/design-system';
import { contactFieldRules, fieldErrorKey } from '@venue/domain';
import { type FormEvent, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as css from '../account/account.css.ts';
import { errorKeyOf, fieldCodesOf } from '../account/accountErrors.ts';
import { focusFirstInvalid } from '../account/focusFirstInvalid.ts';
import { GuestScreen } from '../account/GuestScreen.tsx';
import { NewPasswordFields, newPasswordValid } from '../account/NewPasswordFields.tsx';
import { usePageHeading } from '../usePageHeading.ts';

type Field = 'firstname' | 'lastname' | 'email';
const rules = contactFieldRules();

/**
 * Sign up (docs/api.md#password-and-accounts): names, e-mail, a new password and the terms. The domain's rules
 * are checked before sending (the server checks the same ones); after a signup the user is logged in and the
 * guest-only guard sends them on to the dashboard.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const heading = usePageHeading(t('signup.title'));
  const signup = useAppStore((s) => s.signup);
  const [values, setValues] = useState<Record<Field, string>>({ firstname: '', lastname: '', email: '' });
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [terms, setTerms] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  // The server's verdict on the e-mail (its form), until the e-mail is changed.
  const [emailRefused, setEmailRefused] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // No pending state on the button, as on the login page: after a signup the page is gone.
  const pending = useRef(false);

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
      await signup({
        name: `${values.firstname.trim()} ${values.lastname.trim()}`,
        email: values.email.trim(),
        password,
        termsaccepted: true,
      });
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
        description={t('signup.description')}
        error={error ? t(error) : null}
        footer={
          <p className={css.footerLinks}>
            <span>{t('signup.haveAccount')}</span>
            <Link href="/login" className={css.link}>
              {t('login.title')}
            </Link>
          </p>
        }
      >
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
      </SignInCard>
    </GuestScreen>
  );
}
