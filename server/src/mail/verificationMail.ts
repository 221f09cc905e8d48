import { linkMailBody, type MailLanguage, translator } from './templates.ts';

/** What the e-mail verification mail of a signup says. */
export interface VerificationMail {
  readonly name: string;
  readonly email: string;
  /** The property app's verify page with the one-time token. */
  readonly link: string;
  readonly hours: number;
}

/**
 * The mail that proves a new account's mailbox (docs/api.md#signup-and-e-mail-verification), in the language of
 * the signup: subject, plain text and simple HTML, like the password reset mail.
 */
export function verificationMail(language: MailLanguage, m: VerificationMail) {
  const t = translator(language);
  const lines = {
    greeting: t('mail.verify.greeting', { name: m.name }),
    intro: t('mail.verify.intro', { email: m.email }),
    action: t('mail.verify.action'),
    expiry: t('mail.verify.expiry', { hours: m.hours }),
    ignore: t('mail.verify.ignore'),
    signature: t('mail.signature'),
  };
  return { subject: t('mail.verify.subject'), ...linkMailBody(language, lines, m.link) };
}
