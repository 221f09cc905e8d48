import type { WebhookEventType } from '@venue/contract';
import { Button, Checkbox, FieldHints, FieldLabel, RequiredNote, TextField } from '@venue/design-system';
import { useRef, useState } from 'react';
import { CheckboxGroup, Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '../../account/focusFirstInvalid.ts';
import * as forms from '../../forms/forms.css.ts';
import { EVENT_TYPES, eventLabelKey } from './eventNames.ts';
import * as css from './WebhooksPage.css.ts';
import { draftProblems, type WebhookDraft, type WebhookProblems } from './webhookForm.ts';

/** What a save came to: done, the fields' problems, or a trouble for the form's alert (translated). */
export type SaveOutcome = 'saved' | { readonly problems: WebhookProblems } | { readonly trouble: string };

interface EndpointFormProps {
  readonly name: string;
  readonly initial: WebhookDraft;
  readonly submitLabel: string;
  readonly onSave: (draft: WebhookDraft) => Promise<SaveOutcome>;
  readonly onCancel?: () => void;
  /** A word from the page above the fields (a conflict: the values shown are the current ones). */
  readonly notice?: string;
  /** Focus the URL as the form appears (edit, opened by its button). */
  readonly autoFocus?: boolean;
}

/**
 * An endpoint's URL, description and events (docs/integrations.md#webhooks). What the form can tell is checked
 * before sending (https unless this machine, at least one event); the server's refusals land at their fields.
 */
export function EndpointForm({
  name,
  initial,
  submitLabel,
  onSave,
  onCancel,
  notice,
  autoFocus = false,
}: EndpointFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<WebhookProblems>({});
  const [trouble, setTrouble] = useState('');
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const edit = (change: Partial<WebhookDraft>) => {
    setDraft((all) => ({ ...all, ...change }));
    setProblems((all) => {
      const rest = { ...all };
      for (const field of Object.keys(change)) delete rest[field as keyof WebhookProblems];
      return rest;
    });
  };

  const save = async () => {
    if (saving) return;
    setTrouble('');
    const found = draftProblems(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setTrouble(t('webhooks.error.fields'));
      focusFirstInvalid(form.current);
      return;
    }
    setSaving(true);
    try {
      const outcome = await onSave(draft);
      if (outcome === 'saved') return;
      if ('problems' in outcome) {
        setProblems(outcome.problems);
        setTrouble(t('webhooks.error.fields'));
        focusFirstInvalid(form.current);
      } else setTrouble(outcome.trouble);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      ref={form}
      aria-label={name}
      className={css.form}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {notice ? (
        <p role="alert" className={forms.alert}>
          {notice}
        </p>
      ) : null}
      <RequiredNote />
      <TextField
        label={t('webhooks.form.url')}
        description={t('webhooks.form.urlHint')}
        type="url"
        value={draft.url}
        onChange={(url) => edit({ url })}
        isRequired
        autoComplete="off"
        spellCheck="false"
        // The edit form appears because its button was pressed: the URL takes the focus (WCAG 2.4.3).
        autoFocus={autoFocus}
        isInvalid={Boolean(problems.url)}
        {...(problems.url ? { errorMessage: t(problems.url) } : {})}
      />
      <TextField
        label={t('webhooks.form.description')}
        description={t('webhooks.form.descriptionHint')}
        value={draft.description}
        onChange={(description) => edit({ description })}
        maxLength={500}
      />
      <CheckboxGroup
        className={forms.idSet}
        value={[...draft.events]}
        onChange={(events) => edit({ events: events as WebhookEventType[] })}
        // At least one event, not each: react-aria's isRequired would mark every checkbox required. The group's
        // label carries the asterisk, and the form names a group left empty (draftProblems).
        isInvalid={Boolean(problems.events)}
      >
        <FieldLabel isRequired>{t('webhooks.form.events')}</FieldLabel>
        <div className={css.events}>
          {EVENT_TYPES.map((type) => (
            <Checkbox key={type} value={type}>
              {t(eventLabelKey(type) ?? type)}
            </Checkbox>
          ))}
        </div>
        <FieldHints
          description={t('webhooks.form.eventsHint')}
          {...(problems.events ? { errorMessage: t(problems.events) } : {})}
        />
      </CheckboxGroup>
      <div role="alert">{trouble ? <p className={forms.alert}>{trouble}</p> : null}</div>
      <div className={forms.actions}>
        <Button type="submit" isPending={saving}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel}>
            {t('webhooks.form.cancel')}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
