import { Button, TextField } from '@venue/design-system';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as forms from '../../forms/forms.css.ts';
import * as css from './WebhooksPage.css.ts';

interface SecretOnceProps {
  readonly url: string;
  readonly secret: string;
  /** The owner has it: the secret goes from the page. */
  readonly onDone: () => void;
  readonly onCopied: (copied: boolean) => void;
}

/**
 * A new endpoint's signing secret (docs/integrations.md#webhooks), the one time the server shows it: kept only in
 * the page's state, so it is gone after "Done" or leaving the page. Its heading takes the focus as it appears.
 */
export function SecretOnce({ url, secret, onDone, onCopied }: SecretOnceProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copyFailed, setCopyFailed] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  const copy = () => {
    setCopyFailed(false);
    // The clipboard may be missing or refused (an http page, a browser setting): the field can be copied by hand.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    const failed = () => {
      setCopyFailed(true);
      onCopied(false);
    };
    if (clipboard) clipboard.writeText(secret).then(() => onCopied(true), failed);
    else failed();
  };
  return (
    <section aria-labelledby={titleId} className={css.secret}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className={forms.sectionTitle}>
        {t('webhooks.secret.title')}
      </h2>
      <p className={css.secretWarning}>{t('webhooks.secret.once')}</p>
      <p className={css.fact}>{t('webhooks.secret.for', { url })}</p>
      <TextField
        label={t('webhooks.secret.label')}
        description={copyFailed ? t('webhooks.secret.copyFailed') : t('webhooks.secret.hint')}
        value={secret}
        isReadOnly
        spellCheck="false"
      />
      <div className={forms.actions}>
        <Button variant="primary" onPress={copy}>
          {t('webhooks.secret.copy')}
        </Button>
        <Button variant="secondary" onPress={onDone}>
          {t('webhooks.secret.done')}
        </Button>
      </div>
    </section>
  );
}
