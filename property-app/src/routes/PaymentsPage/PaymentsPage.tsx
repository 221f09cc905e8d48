import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@venue/api-client';
import { Button, Radio, RadioGroup, RequiredNote, TextField } from '@venue/design-system';
import {
  PAYMENT_CAPTURE_MODES,
  PAYMENT_PROVIDER_MODES,
  PAYMENT_PROVIDERS,
  type PaymentCaptureMode,
  type PaymentProviderMode,
  type PaymentProviderName,
  type ProviderField,
} from '@venue/domain';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from '../../account/focusFirstInvalid.ts';
import { useApi } from '../../app/ApiProvider.tsx';
import { queryKeys } from '../../app/queryKeys.ts';
import { useCurrentProperty } from '../../frame/useCurrentProperty.ts';
import { tKey } from '../../i18n/tKey.ts';
import * as pages from '../pages.css.ts';
import { usePageHeading } from '../usePageHeading.ts';
import * as css from './PaymentsPage.css.ts';
import {
  answerProblems,
  bodyOf,
  draftOf,
  draftProblems,
  type PaymentsDraft,
  type SecretName,
} from './paymentsDraft.ts';
import { SecretField } from './SecretField.tsx';

/** What the last save did that is not a field's problem (an alert). */
type Trouble = 'fields' | 'conflict' | 'noKey' | 'forbidden' | 'unavailable' | 'failed' | null;

const TROUBLE_TEXT = {
  fields: tKey('payments.error.fields'),
  conflict: tKey('payments.error.conflict'),
  noKey: tKey('payments.error.noKey'),
  forbidden: tKey('payments.error.forbidden'),
  unavailable: tKey('error.unavailable'),
  failed: tKey('payments.error.failed'),
} as const;

const PROVIDER_LABEL = {
  sandbox: tKey('payments.provider.sandbox'),
  stripe: tKey('payments.provider.stripe'),
  adyen: tKey('payments.provider.adyen'),
} as const;

const MODE_LABEL = { test: tKey('payments.mode.test'), live: tKey('payments.mode.live') } as const;

const CAPTURE_LABEL = {
  automatic: tKey('payments.capture.automatic'),
  manual: tKey('payments.capture.manual'),
} as const;

/** A field's label and help per provider (the names each provider's dashboard uses). */
const FIELD_TEXT = {
  stripe: {
    accountId: [tKey('payments.stripe.accountId'), tKey('payments.stripe.accountId.help')],
    publicKey: [tKey('payments.stripe.publicKey'), tKey('payments.stripe.publicKey.help')],
    secretKey: [tKey('payments.stripe.secretKey'), tKey('payments.stripe.secretKey.help')],
    webhookSecret: [tKey('payments.stripe.webhookSecret'), tKey('payments.stripe.webhookSecret.help')],
  },
  adyen: {
    accountId: [tKey('payments.adyen.accountId'), tKey('payments.adyen.accountId.help')],
    publicKey: [tKey('payments.adyen.publicKey'), tKey('payments.adyen.publicKey.help')],
    liveEndpointPrefix: [
      tKey('payments.adyen.liveEndpointPrefix'),
      tKey('payments.adyen.liveEndpointPrefix.help'),
    ],
    secretKey: [tKey('payments.adyen.secretKey'), tKey('payments.adyen.secretKey.help')],
    webhookSecret: [tKey('payments.adyen.webhookSecret'), tKey('payments.adyen.webhookSecret.help')],
  },
} as const;

/** The trouble a refused save is, apart from field problems. */
function troubleOf(error: unknown): Trouble {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.error === 'error.conflict') return 'conflict';
  if (error.error === 'error.payment.secretskeymissing') return 'noKey';
  if (error.status === 403 || error.status === 404) return 'forbidden';
  if (error.error === 'error.unavailable') return 'unavailable';
  return 'failed';
}

/**
 * The property's payment provider (docs/payments.md#setting-up-a-provider), owners only: the sandbox, Stripe or Adyen
 * with what each needs, secrets written once and shown as "set, ends in 1234", the webhook address to register at
 * the provider. A save carries the version read; someone else's save meanwhile is named and read again, the owner's
 * entries kept.
 */
export function PaymentsPage() {
  const { t } = useTranslation();
  const heading = usePageHeading(t('payments.title'));
  const api = useApi();
  const queries = useQueryClient();
  const property = useCurrentProperty();
  const propertyId = property?.id ?? null;
  const isOwner = property?.role === 'owner';
  const key = queryKeys.paymentProvider(propertyId ?? 0);
  const read = useQuery({
    queryKey: key,
    // Staff are refused by the server; the page does not ask for them.
    enabled: propertyId !== null && isOwner,
    queryFn: () => api.paymentProvider(propertyId ?? 0),
  });
  const [draft, setDraft] = useState<PaymentsDraft | null>(null);
  const [shownProblems, setShownProblems] = useState<ReadonlyMap<ProviderField, string> | null>(null);
  const [trouble, setTrouble] = useState<Trouble>(null);
  const [news, setNews] = useState('');
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // The form starts from what is stored, and again for another property.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the property is the trigger.
  useEffect(() => {
    setDraft(null);
    setShownProblems(null);
    setTrouble(null);
    setNews('');
  }, [propertyId]);
  useEffect(() => {
    if (read.data && draft === null) setDraft(draftOf(read.data));
  }, [read.data, draft]);

  const title = (
    <h1 ref={heading} tabIndex={-1} className={pages.title}>
      {t('payments.title')}
    </h1>
  );
  if (!isOwner) {
    return (
      <div className={pages.page}>
        {title}
        <p className={pages.lead}>{t('payments.ownersOnly')}</p>
      </div>
    );
  }
  if (read.isError && !read.data) {
    return (
      <div className={pages.page}>
        {title}
        <div role="alert" className={css.alert}>
          <p>{t('payments.loadFailed')}</p>
          <Button variant="secondary" onPress={() => void read.refetch()}>
            {t('payments.retry')}
          </Button>
        </div>
      </div>
    );
  }
  const stored = read.data;

  const edit = (change: Partial<PaymentsDraft>) => {
    setNews('');
    setDraft((all) => (all ? { ...all, ...change } : all));
    // A problem shown stays until the next save says again; a fixed field drops its own.
    if (shownProblems) {
      const rest = new Map(shownProblems);
      for (const field of Object.keys(change)) rest.delete(field as ProviderField);
      setShownProblems(rest);
    }
  };

  const save = async () => {
    if (!stored || !draft || propertyId === null || saving) return;
    setNews('');
    const problems = draftProblems(stored, draft);
    if (problems.size > 0) {
      setShownProblems(problems);
      setTrouble('fields');
      focusFirstInvalid(form.current);
      return;
    }
    setSaving(true);
    setTrouble(null);
    setShownProblems(null);
    try {
      const saved = await api.savePaymentProvider(propertyId, bodyOf(draft));
      queries.setQueryData(key, saved);
      setDraft(draftOf(saved));
      setNews(t('payments.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const problems = answerProblems(error.details);
        setShownProblems(problems);
        setTrouble('fields');
        // A kept secret the server refuses (a test key kept for live mode) opens its input, with the problem.
        for (const name of ['secretKey', 'webhookSecret'] as const) {
          if (problems.has(name) && draft[name].kind === 'keep')
            setDraft((all) => (all ? { ...all, [name]: { kind: 'new', text: '' } } : all));
        }
        focusFirstInvalid(form.current);
      } else {
        const next = troubleOf(error);
        setTrouble(next);
        if (next === 'conflict') {
          // Someone else saved: read their set-up; the owner's entries stay, the next save is against it.
          const again = await read.refetch();
          if (again.data) {
            const version = again.data.version;
            setDraft((all) => (all ? { ...all, version } : all));
          }
        }
      }
    } finally {
      setSaving(false);
    }
  };

  const problemText = (field: ProviderField): string | null => {
    const code = shownProblems?.get(field);
    return code ? t(code) : null;
  };
  const textField = (
    provider: 'stripe' | 'adyen',
    field: 'accountId' | 'publicKey' | 'liveEndpointPrefix',
    isRequired: boolean,
  ) => {
    if (!draft) return null;
    const texts = FIELD_TEXT[provider] as Record<string, readonly [string, string]>;
    const [label, help] = texts[field] ?? ['', ''];
    const problem = problemText(field);
    return (
      <TextField
        label={t(label)}
        description={t(help)}
        value={draft[field]}
        onChange={(value) => edit({ [field]: value })}
        isRequired={isRequired}
        validationBehavior="aria"
        autoComplete="off"
        spellCheck="false"
        isInvalid={problem !== null}
        {...(problem ? { errorMessage: problem } : {})}
      />
    );
  };
  const secretField = (provider: 'stripe' | 'adyen', name: SecretName, isRequired: boolean) => {
    if (!draft || !stored) return null;
    const [label, help] = FIELD_TEXT[provider][name];
    return (
      <SecretField
        label={t(label)}
        description={t(help)}
        stored={stored.provider === draft.provider && stored[name].set ? stored[name] : null}
        draft={draft[name]}
        onChange={(next) => edit({ [name]: next })}
        isRequired={isRequired}
        errorMessage={problemText(name)}
      />
    );
  };

  return (
    <div className={pages.page}>
      {title}
      <p className={pages.lead}>{property ? t('payments.lead', { property: property.name }) : ''}</p>
      <p role="status" className={css.news}>
        {news}
      </p>
      {stored && !stored.canStoreSecrets ? <p className={css.note}>{t('payments.noKey')}</p> : null}
      {stored && draft ? (
        <Form
          ref={form}
          className={css.form}
          aria-label={t('payments.form')}
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {/* The sandbox asks for nothing: the note comes with the fields it explains. */}
          {draft.provider === 'sandbox' ? null : <RequiredNote />}
          <RadioGroup
            label={t('payments.provider')}
            value={draft.provider}
            onChange={(value) => edit({ provider: value as PaymentProviderName })}
          >
            {PAYMENT_PROVIDERS.map((provider) => (
              <Radio key={provider} value={provider}>
                {t(PROVIDER_LABEL[provider])}
              </Radio>
            ))}
          </RadioGroup>
          {draft.provider === 'sandbox' ? (
            <p className={css.note}>{t('payments.sandbox.note')}</p>
          ) : (
            <>
              <RadioGroup
                label={t('payments.mode')}
                description={t('payments.mode.help')}
                orientation="horizontal"
                value={draft.mode}
                onChange={(value) => edit({ mode: value as PaymentProviderMode })}
              >
                {PAYMENT_PROVIDER_MODES.map((mode) => (
                  <Radio key={mode} value={mode}>
                    {t(MODE_LABEL[mode])}
                  </Radio>
                ))}
              </RadioGroup>
              {/* docs/payments.md#capturing-later: the money taken at once, or authorised and captured by staff. */}
              <RadioGroup
                label={t('payments.capture')}
                value={draft.capture}
                onChange={(value) => edit({ capture: value as PaymentCaptureMode })}
              >
                {PAYMENT_CAPTURE_MODES.map((capture) => (
                  <Radio key={capture} value={capture}>
                    {t(CAPTURE_LABEL[capture])}
                  </Radio>
                ))}
              </RadioGroup>
              {draft.provider === 'stripe' ? (
                <>
                  {textField('stripe', 'publicKey', true)}
                  {secretField('stripe', 'secretKey', true)}
                  {secretField('stripe', 'webhookSecret', false)}
                  {textField('stripe', 'accountId', false)}
                </>
              ) : (
                <>
                  {textField('adyen', 'accountId', true)}
                  {textField('adyen', 'publicKey', true)}
                  {draft.mode === 'live' ? textField('adyen', 'liveEndpointPrefix', true) : null}
                  {secretField('adyen', 'secretKey', true)}
                  {secretField('adyen', 'webhookSecret', false)}
                </>
              )}
              <WebhookAddress
                url={stored.webhookUrls[draft.provider]}
                label={t(draft.provider === 'stripe' ? 'payments.webhook.stripe' : 'payments.webhook.adyen')}
                onCopied={() => setNews(t('payments.webhook.copied'))}
              />
            </>
          )}
          <div role="alert" className={css.problems}>
            {trouble ? <p className={css.problemText}>{t(TROUBLE_TEXT[trouble])}</p> : null}
          </div>
          <div className={css.actions}>
            <Button type="submit" isPending={saving}>
              {t('payments.save')}
            </Button>
          </div>
        </Form>
      ) : null}
    </div>
  );
}

/** The address to register at the provider: read-only, with a button that copies it. */
function WebhookAddress({ url, label, onCopied }: { url: string; label: string; onCopied: () => void }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <div className={css.webhook}>
      <TextField
        label={label}
        description={failed ? t('payments.webhook.copyFailed') : t('payments.webhook.help')}
        value={url}
        isReadOnly
      />
      <div className={css.secretActions}>
        <Button
          variant="secondary"
          onPress={() => {
            setFailed(false);
            // The clipboard may be missing or refused (an http page, a browser setting): the field can still be
            // copied by hand, and the help says so.
            const clipboard = navigator.clipboard as Clipboard | undefined;
            if (clipboard) clipboard.writeText(url).then(onCopied, () => setFailed(true));
            else setFailed(true);
          }}
        >
          {t('payments.webhook.copy')}
        </Button>
      </div>
    </div>
  );
}
