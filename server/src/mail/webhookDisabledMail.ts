import { linkMailBody, type MailLanguage, translator } from './templates.ts';

/** What the mail about a turned-off webhook endpoint says. */
export interface WebhookDisabledMail {
  /** The owner's name. */
  readonly name: string;
  readonly property: string;
  readonly url: string;
  /** Why: the last try's answer or error. */
  readonly reason: string;
  /** The property app's webhooks page. */
  readonly link: string;
}

/**
 * docs/integrations.md#disabling: tells a property's owner that the server turned one of its webhook endpoints
 * off after continued failure, in the property's language: subject, plain text and simple HTML.
 */
export function webhookDisabledMail(language: MailLanguage, m: WebhookDisabledMail) {
  const t = translator(language);
  const lines = {
    greeting: t('mail.webhookdisabled.greeting', { name: m.name }),
    intro: t('mail.webhookdisabled.intro', { url: m.url, property: m.property, reason: m.reason }),
    action: t('mail.webhookdisabled.action'),
    expiry: t('mail.webhookdisabled.meanwhile'),
    ignore: t('mail.webhookdisabled.why', { property: m.property }),
    signature: t('mail.signature'),
  };
  return {
    subject: t('mail.webhookdisabled.subject', { url: m.url }),
    ...linkMailBody(language, lines, m.link),
  };
}
