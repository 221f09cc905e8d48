import { ApiError } from '@venue/api-client';
import { Button, RequiredNote, TextField } from '@venue/design-system';
import { normalisePickupCode } from '@venue/domain';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { useApi } from '../../app/ApiProvider.tsx';
import { useTranslation } from '../../i18n/useTranslation.ts';
import * as styles from '../pages.css.ts';
import * as own from './GroupPage.css.ts';

/**
 * docs/pages.md#group-code: the attendee types the group's code (case, spaces and dashes do not matter,
 * `normalisePickupCode`); a code the server knows opens the group's page, an unknown one is said at the field.
 */
export function GroupCodeForm({ initialError = null }: { initialError?: string | null }) {
  const { t } = useTranslation();
  const api = useApi();
  const [, navigate] = useLocation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(initialError);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const normal = normalisePickupCode(code);
    if (normal === null) {
      setError(code.trim() === '' ? 'group.code.required' : 'group.code.invalid');
      return;
    }
    setBusy(true);
    try {
      await api.pickupInformation(normal);
      navigate(`/group/${normal}`);
    } catch (failure) {
      const unknown = failure instanceof ApiError && failure.status === 404;
      if (!unknown) console.error('Reading the group failed', failure);
      setError(unknown ? 'group.code.notFound' : 'group.loadFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate>
      <p className={own.flush}>{t('group.code.intro')}</p>
      <RequiredNote />
      <TextField
        label={t('group.code.label')}
        description={t('group.code.hint')}
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(null);
        }}
        autoComplete="off"
        spellCheck="false"
        isRequired
        validationBehavior="aria"
        {...(error ? { isInvalid: true, errorMessage: t(error) } : {})}
      />
      {/* The field names its error; the alert says it at once, where the focus stays on the button. */}
      <p role="alert" className={styles.visuallyHidden}>
        {error ? t(error) : ''}
      </p>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={busy}>
          {t('group.code.submit')}
        </Button>
      </div>
    </form>
  );
}
