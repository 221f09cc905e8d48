import type { StoredSecret } from '@venue/contract';
import { Button, TextField } from '@venue/design-system';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from './PaymentsPage.css.ts';
import type { SecretDraft } from './paymentsDraft.ts';

interface SecretFieldProps {
  readonly label: string;
  readonly description: string;
  /** The stored secret this field would keep (same provider), or null. */
  readonly stored: StoredSecret | null;
  readonly draft: SecretDraft;
  readonly onChange: (next: SecretDraft) => void;
  readonly isRequired: boolean;
  readonly errorMessage: string | null;
}

/**
 * A secret of the provider (docs/payments.md#setting-up-a-provider): never shown again once stored, only "set,
 * ends in 1234", with Replace (a password input) and, for an optional one, Remove. Focus follows the user's press
 * to what appears (the input, Undo, Replace), never back to the page's start.
 */
export function SecretField({
  label,
  description,
  stored,
  draft,
  onChange,
  isRequired,
  errorMessage,
}: SecretFieldProps) {
  const { t } = useTranslation();
  const stateId = useId();
  // Only after a press here does what appears take the focus (not when the page opens): the input after Replace,
  // Undo after Remove, Replace after Undo or Keep. The pressed button is gone by then (WCAG 2.4.3).
  const [pressed, setPressed] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const change = (next: SecretDraft) => {
    setPressed((n) => n + 1);
    onChange(next);
  };
  useEffect(() => {
    if (pressed > 0) box.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [pressed]);
  const usable = stored?.readable ? stored : null;

  if (usable && draft.kind !== 'new') {
    const cleared = draft.kind === 'clear';
    return (
      <fieldset aria-describedby={stateId} className={css.secretGroup}>
        <legend className={css.secretLabel}>{label}</legend>
        <p id={stateId} className={css.secretState}>
          {cleared ? t('payments.secret.removed') : t('payments.secret.set', { last4: usable.last4 ?? '' })}
        </p>
        <div ref={box} className={css.secretActions}>
          {cleared ? (
            <Button
              variant="secondary"
              aria-label={t('payments.secret.undoNamed', { field: label })}
              onPress={() => change({ kind: 'keep' })}
            >
              {t('payments.secret.undo')}
            </Button>
          ) : (
            <>
              <Button
                variant="secondary"
                aria-label={t('payments.secret.replaceNamed', { field: label })}
                onPress={() => change({ kind: 'new', text: '' })}
              >
                {t('payments.secret.replace')}
              </Button>
              {isRequired ? null : (
                <Button
                  variant="quiet"
                  aria-label={t('payments.secret.removeNamed', { field: label })}
                  onPress={() => change({ kind: 'clear' })}
                >
                  {t('payments.secret.remove')}
                </Button>
              )}
            </>
          )}
        </div>
      </fieldset>
    );
  }

  const unreadable = stored !== null && !stored.readable;
  return (
    <div ref={box} className={css.secret}>
      <TextField
        label={label}
        type="password"
        autoComplete="off"
        spellCheck="false"
        isRequired={isRequired}
        validationBehavior="aria"
        description={unreadable ? `${t('payments.secret.unreadable')} ${description}` : description}
        value={draft.kind === 'new' ? draft.text : ''}
        onChange={(text) => onChange({ kind: 'new', text })}
        isInvalid={errorMessage !== null}
        {...(errorMessage ? { errorMessage } : {})}
      />
      {usable ? (
        <div className={css.secretActions}>
          <Button
            variant="quiet"
            aria-label={t('payments.secret.keepNamed', { field: label, last4: usable.last4 ?? '' })}
            onPress={() => change({ kind: 'keep' })}
          >
            {t('payments.secret.keep')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
